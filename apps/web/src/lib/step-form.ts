import { type RefObject, type SyntheticEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Translate } from '../i18n/use-t';
import { type ErrorKeys, type FieldOf, firstInvalid, type KeyErrors, placeServerErrors, translateKeys } from './form-errors';

/**
 * The step form (docs/decisions/0027-form-kit.md): one step of a wizard or a questionnaire. The values live with
 * whoever owns the steps (the check-in wizard's store, or `useStepper` below), so back and next never lose them;
 * the hook owns what a step needs around them: validate before next, save, the server's field errors on their
 * fields (a 422 about the birth date on the birth-date field), the focus on the first invalid field, and a toast
 * only for what names no field of the step.
 */

export interface StepFormOptions<V> {
  /** The step's current values (read at submit). */
  values: V;
  /** Rules checked before next: field -> translation key (or an already translated message with `translated`). */
  validate?: (values: V) => KeyErrors;
  /** Saves the step (calls its service); a rejection shows its errors and the step stays. */
  save?: (values: V) => Promise<unknown>;
  /** Goes to the next step once the values are valid and saved. */
  next: () => void;
  t: Translate;
  keys?: ErrorKeys;
  /** Server input path ('alterarPessoa.dataNasc') -> the step's field ('dataNasc'); null: not a field here. */
  fieldOf?: FieldOf;
  /** The fields this step shows: server errors about other fields go to the toast. */
  fields?: readonly string[];
}

export interface StepForm {
  /** Attach to the step's <form>: the focus goes to its first invalid field. */
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void;
  busy: boolean;
  errors: Readonly<Record<string, string>>;
  errorOf: (field: string) => string | undefined;
  /** Sets (or with null clears) a field's message, e.g. a lookup's answer. */
  setError: (field: string, message: string | null) => void;
  /** Clears the errors of the fields the user just changed. */
  clear: (...fields: string[]) => void;
}

export function useStepForm<V>(opts: StepFormOptions<V>): StepForm {
  const latest = useRef(opts);
  latest.current = opts;
  const ref = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Bumped when errors are shown by a submit: the focus moves once the fields have drawn them.
  const [shown, bump] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (shown) firstInvalid(ref.current)?.focus();
  }, [shown]);

  const onSubmit = useCallback((event?: SyntheticEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const o = latest.current;
    const found = translateKeys(o.validate?.(o.values) ?? {}, o.t) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length) {
      bump();
      return;
    }
    if (!o.save) {
      o.next();
      return;
    }
    setBusy(true);
    o.save(o.values)
      .then(
        () => latest.current.next(),
        (error: unknown) => {
          const c = latest.current;
          const visible = c.fields;
          const isField = visible ? (f: string) => visible.includes(f) : undefined;
          placeServerErrors(error, c.t, { keys: c.keys, fieldOf: c.fieldOf, isField, root: ref.current }, setErrors);
        },
      )
      .finally(() => setBusy(false));
  }, []);

  const setError = useCallback((field: string, message: string | null) => {
    setErrors((e) => {
      const { [field]: _gone, ...rest } = e;
      return message ? { ...rest, [field]: message } : rest;
    });
  }, []);

  const clear = useCallback((...fields: string[]) => {
    setErrors((e) => {
      if (!fields.some((f) => f in e)) return e;
      const rest = { ...e };
      for (const f of fields) delete rest[f];
      return rest;
    });
  }, []);

  const errorOf = (field: string) => errors[field] || undefined;
  return { ref, onSubmit, busy, errors, errorOf, setError, clear };
}

/** A questionnaire's steps: the values of every step kept while the person goes back and forth. */
export interface StepperState<V extends Record<string, unknown>> {
  index: number;
  count: number;
  values: Partial<V>[];
}

export type StepperAction<V extends Record<string, unknown>> =
  | { type: 'change'; patch: Partial<V> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'go'; index: number };

export function stepperReducer<V extends Record<string, unknown>>(s: StepperState<V>, a: StepperAction<V>): StepperState<V> {
  switch (a.type) {
    case 'change': {
      const values = s.values.slice();
      values[s.index] = { ...values[s.index], ...a.patch };
      return { ...s, values };
    }
    case 'next':
      return s.index < s.count - 1 ? { ...s, index: s.index + 1 } : s;
    case 'back':
      return s.index > 0 ? { ...s, index: s.index - 1 } : s;
    case 'go':
      return a.index >= 0 && a.index < s.count && a.index <= s.index ? { ...s, index: a.index } : s;
  }
}

export function startStepper<V extends Record<string, unknown>>(count: number, initial: Partial<V>[] = []): StepperState<V> {
  return { index: 0, count, values: Array.from({ length: count }, (_, i) => ({ ...initial[i] }) as Partial<V>) };
}

/** Steps with their values in memory (a questionnaire); the check-in wizard keeps its own store instead. */
export function useStepper<V extends Record<string, unknown>>(count: number, initial: Partial<V>[] = []) {
  const [state, dispatch] = useReducer(stepperReducer<V>, undefined, () => startStepper<V>(count, initial));
  return {
    index: state.index,
    values: state.values[state.index] ?? {},
    all: state.values,
    change: (patch: Partial<V>) => dispatch({ type: 'change', patch }),
    next: () => dispatch({ type: 'next' }),
    back: () => dispatch({ type: 'back' }),
    go: (index: number) => dispatch({ type: 'go', index }),
  };
}
