import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type SyntheticEvent, useCallback, useRef, useState } from 'react';
import type { Translate } from '../i18n/use-t';
import {
  type ErrorKeys,
  type FieldOf,
  focusInvalid,
  hasPath,
  type KeyErrors,
  placeServerErrors,
  type SchemaLike,
  schemaKeys,
  translateKeys,
} from './form-errors';

export * from './form-errors';

/**
 * The form kit (docs/decisions/0027-form-kit.md): Mantine's `useForm` holds values, errors and touched state; this
 * module adds what our services need:
 * - validation with a contract's input schema (imported from `@gm/contracts/<domain>`), its zod issues turned into
 *   translation keys (error keys) and then into the user's language;
 * - a submit that sends the input and, when the server's reply names fields (`errors: [{ path, message }]`: a 400
 *   from the schema, or a 422 refusal about one field), puts each message on its field and focuses the first one;
 *   a toast only for what names no field of the form.
 * The pure functions are unit tested (forms.test.ts); the hook is the glue.
 */

export interface ContractFormOptions<Values extends Record<string, unknown>, Input, Reply> {
  initialValues: Values;
  /** The service's input schema (`@gm/contracts/<domain>`), checked on submit before anything is sent. */
  schema?: SchemaLike;
  /** The form's values as the service's input (default: the values themselves). */
  toInput?: (values: Values) => Input;
  /** Rules the schema cannot say (a check-out after the check-in, a field the hotel requires): field -> key. */
  check?: (values: Values) => KeyErrors;
  /** Sends the input, e.g. `(input) => call(contract, input)`. */
  send: (input: Input) => Promise<Reply>;
  onSuccess?: (reply: Reply, values: Values) => void;
  /** Before sending (e.g. a confirmation): return false to stop; `proceed()` later sends without validating again. */
  beforeSend?: (values: Values) => boolean;
  keys?: ErrorKeys;
  fieldOf?: FieldOf;
  t: Translate;
  /** Options passed to Mantine's useForm (name, validateInputOnBlur...). */
  form?: Omit<UseFormInput<Values>, 'initialValues' | 'validate'>;
}

export interface ContractForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  /** The <form> onSubmit handler (or call it from a button). */
  onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void;
  /** Sends the current values without validating again (after a confirmation asked by beforeSend). */
  proceed: () => Promise<void>;
  busy: boolean;
  /** The error shown on a field (for inputs that take it as `serverError`). */
  errorOf: (field: string) => string | undefined;
}

/** A form over a service's contract (see the module comment). */
export function useContractForm<Values extends Record<string, unknown>, Input = Values, Reply = unknown>(
  opts: ContractFormOptions<Values, Input, Reply>,
): ContractForm<Values> {
  const latest = useRef(opts);
  latest.current = opts;
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    ...opts.form,
    initialValues: opts.initialValues,
    validate: (values) => {
      const o = latest.current;
      const input = (o.toInput ? o.toInput(values) : values) as unknown;
      const fromSchema = o.schema ? schemaKeys(o.schema, input, o.keys, o.fieldOf) : {};
      return translateKeys({ ...fromSchema, ...(o.check?.(values) ?? {}) }, o.t);
    },
  });

  const proceed = useCallback(async () => {
    const o = latest.current;
    const values = form.getValues();
    setBusy(true);
    try {
      const reply = await o.send((o.toInput ? o.toInput(values) : values) as Input);
      o.onSuccess?.(reply, values);
    } catch (error) {
      placeServerErrors(error, o.t, { keys: o.keys, fieldOf: o.fieldOf, isField: (f) => hasPath(values, f) }, form.setErrors);
    } finally {
      setBusy(false);
    }
  }, [form]);

  const onSubmit = (event?: SyntheticEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const result = form.validate() as { hasErrors: boolean; errors: FormErrors };
    if (result.hasErrors) {
      focusInvalid(Object.keys(result.errors)[0]);
      return;
    }
    if (latest.current.beforeSend && !latest.current.beforeSend(form.getValues())) return;
    void proceed();
  };

  const errorOf = (field: string) => {
    const e = form.errors[field];
    return e === undefined || e === null ? undefined : String(e);
  };
  return { form, onSubmit, proceed, busy, errorOf };
}
