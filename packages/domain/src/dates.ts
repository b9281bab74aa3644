/**
 * Dates typed by guests (spec section 5): mask ##/##/####, DD/MM/YYYY or DD/MM/YY (expanded), invalid complete
 * dates cleared, years starting with 19 or 20. Dates travel as ISO 'YYYY-MM-DD'; DD/MM/YYYY is presentation.
 */

export const ADULT_AGE = 18;
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

/** Today's date (YYYY-MM-DD) in a time zone (the hotel's). */
export function todayIn(timeZone = 'America/Sao_Paulo', now: Date = new Date()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  ) as Record<'year' | 'month' | 'day', string>;
  return `${p.year}-${p.month}-${p.day}`;
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

export interface DateInput {
  /** What the field should show now: the masked text, the expanded text, or '' when cleared. */
  text: string;
  /** The ISO date once the input is a complete valid date. */
  iso: string | null;
  /** A complete but invalid date was cleared. */
  cleared: boolean;
}

/**
 * Reads a typed date. DD/MM/YY (6 digits, complete) expands the year; DD/MM/YYYY needs a year starting with 19 or
 * 20. A complete date that is not a real date (31/02/1990) is cleared; an incomplete one stays as typed.
 */
export function readDateInput(raw: string, todayIso: string, opts: { complete?: boolean } = {}): DateInput {
  const digits = raw.replace(/\D+/g, '').slice(0, 8);
  const twoDigitYear = digits.length === 6 && (opts.complete || /^\d{2}\/\d{2}\/\d{2}$/.test(raw.trim()));
  if (digits.length < 8 && !twoDigitYear) {
    return { text: maskDate(digits), iso: null, cleared: false };
  }
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  let year: number;
  if (twoDigitYear) year = expandTwoDigitYear(Number(digits.slice(4, 6)), todayIso);
  else {
    if (!/^(19|20)/.test(digits.slice(4))) return { text: '', iso: null, cleared: true };
    year = Number(digits.slice(4, 8));
  }
  if (!isValidDayMonthYear(day, month, year)) return { text: '', iso: null, cleared: true };
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { text: brFromIso(iso), iso, cleared: false };
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

/** Completed years between a birth date and a date (both ISO). */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIso.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function isMinorOn(birthIso: string, onIso: string): boolean {
  return ageOn(birthIso, onIso) < ADULT_AGE;
}

/** A plausible birth date: a real date, not in the future, in 1900 or later. */
export function isValidBirthDate(iso: string | null | undefined, todayIso: string): boolean {
  if (!iso || !isValidIsoDate(iso)) return false;
  return iso <= todayIso && iso >= '1900-01-01';
}
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
