import type { FormErrors } from '@mantine/form';
import type { Translate } from '../i18n/use-t';
import { ApiError, type FieldError } from './api/http';
import { notifyError } from './notify';

/**
 * The form kit's error half (docs/decisions/0027-form-kit.md), apart from `useContractForm` (lib/forms.ts) so the
 * guest's step forms take it without Mantine's form library: zod issues to translation keys (error keys), the
 * server's field errors to the fields (a 422 that names a field, a 400 from the schema), a toast for the rest, and
 * the focus on the first invalid field.
 */

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** What a contract's input schema offers (zod's `safeParse`); structural, so this module does not import zod. */
export interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Issue message (the contracts' own: 'required', 'invalid_date'...) or zod issue code -> translation key. */
export type ErrorKeys = Record<string, string>;

/** Field path -> translation key. */
export type KeyErrors = Record<string, string>;

/** The keys every form understands (`ui.form.*` in src/i18n/{pt,en,es}.json); a form adds or overrides its own. */
export const BASE_ERROR_KEYS: ErrorKeys = {
  required: 'ui.form.required',
  invalid_email: 'ui.form.email',
  invalid_date: 'ui.form.date',
  invalid_phone: 'ui.form.phone',
  invalid_characters: 'ui.form.characters',
  too_small: 'ui.form.required',
  too_big: 'ui.form.tooLong',
  invalid_format: 'ui.form.invalid',
  invalid_type: 'ui.form.invalid',
  invalid_value: 'ui.form.invalid',
};

const FALLBACK_KEY = 'ui.form.invalid';

/**
 * An issue's translation key: its message when the form or the kit knows it, else its code, else the form's
 * fallback (`keys['*']`), else 'invalid'.
 */
export function issueKey(issue: { message: string; code?: string }, keys: ErrorKeys = {}): string {
  return (
    keys[issue.message] ??
    BASE_ERROR_KEYS[issue.message] ??
    (issue.code ? (keys[issue.code] ?? BASE_ERROR_KEYS[issue.code]) : undefined) ??
    keys['*'] ??
    FALLBACK_KEY
  );
}

/** Maps an input path ('pessoasReserva.1.EMAIL') to the form's field ('pessoas.1.EMAIL'); null: not a field here. */
export type FieldOf = (inputPath: string) => string | null;

const samePath: FieldOf = (p) => p;

/** The first issue of each field, as translation keys. */
export function issuesToKeys(issues: readonly Issue[], keys: ErrorKeys = {}, fieldOf: FieldOf = samePath): KeyErrors {
  const out: KeyErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field !== null && !(field in out)) out[field] = issueKey(issue, keys);
  }
  return out;
}

/** Validates an input with the contract's schema: what the server would refuse as bad input, by field. */
export function schemaKeys(schema: SchemaLike, input: unknown, keys: ErrorKeys = {}, fieldOf: FieldOf = samePath): KeyErrors {
  const r = schema.safeParse(input);
  return r.success ? {} : issuesToKeys(r.error.issues, keys, fieldOf);
}

/** A message from the server that is still a key or a zod code ('required', 'invalid_characters'), not a sentence. */
const looksLikeKey = (message: string) => /^[a-z][a-z0-9_.]*$/.test(message);

export interface ServerFieldErrors {
  /** Field -> message in the user's language. */
  fields: Record<string, string>;
  /** Fields in the order the server named them (the first gets the focus). */
  order: string[];
  /** True when something the server said names no field of this form (it goes to a toast). */
  unplaced: boolean;
}

/**
 * The field errors of a refusal. A 422 about a field carries its message already translated (platform/transports.ts
 * errorBody); a 400 from the schema carries zod's issue message, translated here through the error keys.
 * `isField` says whether a path is a field of this form (e.g. present in its values).
 */
export function serverFieldErrors(
  error: { http: number; errors: readonly FieldError[] },
  t: Translate,
  opts: { keys?: ErrorKeys; fieldOf?: FieldOf; isField?: (field: string) => boolean } = {},
): ServerFieldErrors {
  const fieldOf = opts.fieldOf ?? samePath;
  const out: ServerFieldErrors = { fields: {}, order: [], unplaced: error.errors.length === 0 };
  for (const e of error.errors) {
    const field = fieldOf(e.path);
    if (field === null || (opts.isField && !opts.isField(field))) {
      out.unplaced = true;
      continue;
    }
    if (field in out.fields) continue;
    out.fields[field] = error.http === 400 || looksLikeKey(e.message) ? t(issueKey({ message: e.message }, opts.keys)) : e.message;
    out.order.push(field);
  }
  return out;
}

/** Whether `path` ('pessoas.1.EMAIL') names a value of `values` (the form's own fields). */
export function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in (at as object))) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/** Keys -> messages in the user's language. */
export function translateKeys(errors: KeyErrors, t: Translate): FormErrors {
  const out: FormErrors = {};
  for (const [field, key] of Object.entries(errors)) out[field] = t(key);
  return out;
}

/** The first invalid control in `root` (Mantine marks an input that shows an error with aria-invalid). */
export function firstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

/** How many frames focusInvalid looks for the field before giving up (about 2 s at 60 frames a second). */
const FOCUS_FRAMES = 120;

/**
 * Focuses a field once the errors are drawn: the named one (`[data-path]`, Mantine's getInputProps sets it) when
 * it is found, else the first aria-invalid control of `root`.
 */
export function focusInvalid(field?: string, root: ParentNode = document): void {
  // React draws the errors set outside an event (after a reply) in a task of its own, later on a busy phone: look
  // again each frame, for up to FOCUS_FRAMES frames, until the field is there (two fixed frames missed it under load).
  let frames = 0;
  const attempt = () => {
    const named = field ? root.querySelector<HTMLElement>(`[data-path="${CSS.escape(field)}"]`) : null;
    const target = named ?? firstInvalid(root);
    if (target) target.focus();
    else if (++frames < FOCUS_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(() => requestAnimationFrame(attempt));
}

/**
 * Shows a failed call: `show` gets each field's message (then the first invalid field is focused), a toast says
 * what names no field. Returns true when at least one field got a message.
 */
export function placeServerErrors(
  error: unknown,
  t: Translate,
  opts: { keys?: ErrorKeys; fieldOf?: FieldOf; isField?: (field: string) => boolean; root?: ParentNode | null },
  show: (fields: Record<string, string>) => void,
): boolean {
  if (!(error instanceof ApiError) || error.silent) {
    notifyError(error);
    return false;
  }
  const found = serverFieldErrors(error, t, opts);
  if (found.order.length) {
    show(found.fields);
    focusInvalid(found.order[0], opts.root ?? document);
  }
  if (found.unplaced) notifyError(error);
  return found.order.length > 0;
}
