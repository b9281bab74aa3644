import { ADULT_AGE, ageOn, DEFAULT_TIME_ZONE, isMinorOn, todayIn } from './today';

export { ADULT_AGE, ageOn, DEFAULT_TIME_ZONE, isMinorOn, todayIn };

/**
 * Dates typed by guests (spec section 5): mask ##/##/####, DD/MM/YYYY or DD/MM/YY (expanded), years starting with
 * 19 or 20. An invalid complete date is refused with its reason and kept as typed (issue 10, decision 0030). Dates travel as ISO 'YYYY-MM-DD'; DD/MM/YYYY is presentation.
 */

/** Characters of a complete masked date, DD/MM/YYYY. */
export const DATE_MASK_LENGTH = 10;

/**
 * The years any date a client sends may have (docs/decisions/0019-edge-input-and-sign-in-limits.md): nothing in this
 * product is before 1900 (birth dates) or after 2100 (stays, invoices), and PostgreSQL has no year 0 (it answered
 * a date like 0000-01-01 with an error, once a 500).
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

export function isYearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

/** 'YYYY-MM-DD', a real calendar date in years 1900-2100. */
export function isValidIsoDate(iso: string | null | undefined): boolean {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return isValidDayMonthYear(d, m, y);
}

/** A real calendar date in years 1900-2100. */
export function isValidDayMonthYear(day: number, month: number, year: number): boolean {
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year)) return false;
  if (month < 1 || month > 12 || day < 1 || !isYearInRange(year)) return false;
  const dim = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= dim;
}

/** Progressive mask ##/##/#### of whatever digits were typed (at most 8). */
export function maskDate(raw: string): string {
  const d = raw.replace(/\D+/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/**
 * Two-digit years of birth dates: 20YY when that year is not after the current one, else 19YY
 * (a birth date is never in the future), so in 2026 '25' is 2025 and '30' is 1930.
 */
export function expandTwoDigitYear(yy: number, todayIso: string): number {
  const currentYear = Number(todayIso.slice(0, 4));
  const candidate = 2000 + yy;
  return candidate <= currentYear ? candidate : 1900 + yy;
}

/** The years a typed DD/MM/YYYY may have: they start with 19 or 20 (spec section 5). */
export const TYPED_MIN_YEAR = 1900;
export const TYPED_MAX_YEAR = 2099;

/** Limits of a date field, ISO dates; a birth date is also never in the future. */
export interface DateRules {
  min?: string;
  max?: string;
  birth?: boolean;
}

/**
 * Why a typed date was refused (docs/decisions/0030-date-input.md): the screen says it in the guest's language
 * and keeps what was typed, so nothing is erased silently.
 */
export type DateProblem =
  /** The field was left with fewer digits than DD/MM/YY. */
  | { kind: 'incomplete' }
  /** Day 00 or above 31: no month has it. */
  | { kind: 'dayOutOfRange'; day: number }
  /** Month 00 or above 12. */
  | { kind: 'monthOutOfRange'; month: number }
  /** The year is outside min..max (1900..2099, or 1900..this year for a birth date). */
  | { kind: 'yearOutOfRange'; year: number; min: number; max: number }
  /** A day the month does not have that year (31/02/2001: February has 28 days in 2001). */
  | { kind: 'dayNotInMonth'; day: number; month: number; year: number; daysInMonth: number }
  /** A birth date after today. */
  | { kind: 'future'; today: string }
  /** Before the field's first allowed date / after its last. */
  | { kind: 'beforeMin'; min: string }
  | { kind: 'afterMax'; max: string };

export interface DateInput {
  /** What the field should show now: the masked text, or the expanded DD/MM/YYYY; never erased. */
  text: string;
  /** The ISO date once the input is a complete, real date within the rules. */
  iso: string | null;
  /** Why a complete date (or a field left incomplete) is refused; null while typing or when valid. */
  problem: DateProblem | null;
}

export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The rules of a birth date field: 01/01/1900 up to today. */
export function birthDateRules(todayIso: string): DateRules {
  return { min: `${MIN_DATE_YEAR}-01-01`, max: todayIso, birth: true };
}

/**
 * Checks a day, month and year against the calendar and a field's rules, first problem first: the day and the
 * month on their own, the year, the day in that month and year, then the field's limits.
 */
export function dateProblem(day: number, month: number, year: number, todayIso: string, rules: DateRules = {}): DateProblem | null {
  if (day < 1 || day > 31) return { kind: 'dayOutOfRange', day };
  if (month < 1 || month > 12) return { kind: 'monthOutOfRange', month };
  const maxYear = rules.birth ? Number(todayIso.slice(0, 4)) : TYPED_MAX_YEAR;
  if (year < TYPED_MIN_YEAR || year > maxYear) {
    // A birth year after this one is a date in the future: say that rather than a range.
    if (rules.birth && year > maxYear && year <= TYPED_MAX_YEAR) return { kind: 'future', today: todayIso };
    return { kind: 'yearOutOfRange', year, min: TYPED_MIN_YEAR, max: maxYear };
  }
  const dim = daysInMonth(month, year);
  if (day > dim) return { kind: 'dayNotInMonth', day, month, year, daysInMonth: dim };
  const iso = isoOf(day, month, year);
  if (rules.birth && iso > todayIso) return { kind: 'future', today: todayIso };
  if (rules.min && iso < rules.min) return { kind: 'beforeMin', min: rules.min };
  if (rules.max && iso > rules.max) return { kind: 'afterMax', max: rules.max };
  return null;
}

function isoOf(day: number, month: number, year: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads a typed date. DD/MM/YY (6 digits, complete) expands the year; DD/MM/YYYY needs a year starting with 19 or
 * 20. A complete date that is not a real date (31/02/1990) or breaks the field's rules stays as typed with the
 * reason (`problem`); an incomplete one stays as typed, and is a problem only once the field is left (`complete`).
 */
export function readDateInput(raw: string, todayIso: string, opts: { complete?: boolean; rules?: DateRules } = {}): DateInput {
  const digits = raw.replace(/\D+/g, '').slice(0, 8);
  const twoDigitYear = digits.length === 6 && (opts.complete || /^\d{2}\/\d{2}\/\d{2}$/.test(raw.trim()));
  const text = maskDate(digits);
  if (digits.length < 8 && !twoDigitYear) {
    return { text, iso: null, problem: opts.complete && digits.length > 0 ? { kind: 'incomplete' } : null };
  }
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = twoDigitYear ? expandTwoDigitYear(Number(digits.slice(4, 6)), todayIso) : Number(digits.slice(4, 8));
  const shown = twoDigitYear ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${year}` : text;
  const problem = dateProblem(day, month, year, todayIso, opts.rules);
  return { text: shown, iso: problem ? null : isoOf(day, month, year), problem };
}

/** 'DD/MM/YYYY' (or DD/MM/YY) to ISO, null when not a valid complete date. */
export function isoFromBr(text: string | null | undefined, todayIso: string): string | null {
  if (!text) return null;
  if (isValidIsoDate(text)) return text;
  if (!/^\d{2}\/\d{2}\/(\d{2}|\d{4})$/.test(text.trim())) return null;
  return readDateInput(text.trim(), todayIso, { complete: true }).iso;
}

export function brFromIso(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '';
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A plausible birth date: a real date, not in the future, in 1900 or later. */
export function isValidBirthDate(iso: string | null | undefined, todayIso: string): boolean {
  if (!iso || !isValidIsoDate(iso)) return false;
  return iso <= todayIso && iso >= '1900-01-01';
}
