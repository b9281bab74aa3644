/**
 * Pure booking rules shared by server and web (spec sections 3 and 4): statuses and their transitions,
 * dates of stay (DD/MM/YYYY on the wire, ISO inside), the PMS registration state and the list's search text.
 */

import { isValidDayMonthYear } from './dates';

/** R reserved, I checked in (in house), O checked out, C cancelled. */
export type BookingStatus = 'R' | 'I' | 'O' | 'C';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['R', 'I', 'O', 'C'];

/** A guest's registration with the property-management system (spec section 4). */
export type PmsState = 'pending' | 'registered' | 'error';

/** Why an action is refused on a booking in its current status (message keys of the bookings module). */
export type StatusRefusal = 'already_checked_in' | 'already_checked_out' | 'cancelled' | 'not_checked_in';

/** Check-in (STATUS I) is allowed only from R: refused when already in, out or cancelled (spec section 4). */
export function checkInRefusal(status: BookingStatus): StatusRefusal | null {
  if (status === 'I') return 'already_checked_in';
  if (status === 'O') return 'already_checked_out';
  if (status === 'C') return 'cancelled';
  return null;
}

/** The check-out change (STATUS O: check-out or postponement) needs a guest in house. */
export function checkoutChangeRefusal(status: BookingStatus): StatusRefusal | null {
  if (status === 'R') return 'not_checked_in';
  if (status === 'O') return 'already_checked_out';
  if (status === 'C') return 'cancelled';
  return null;
}

/**
 * Create/edit (STATUS R) changes every field only before check-in. In house, only the check-out date
 * and the guests change, through the check-in modal (SetActivityBooking); after check-out or
 * cancellation nothing changes.
 */
export function editRefusal(status: BookingStatus): 'edit_in_house' | 'already_checked_out' | 'cancelled' | null {
  if (status === 'I') return 'edit_in_house';
  if (status === 'O') return 'already_checked_out';
  if (status === 'C') return 'cancelled';
  return null;
}

/**
 * STATUS O carries the new planned check-out. A date after the hotel's today postpones the stay (the
 * guest stays in house); today or earlier checks the guest out.
 */
export function checkoutChangeOutcome(newCheckOut: string, today: string): 'postpone' | 'check_out' {
  return newCheckOut > today ? 'postpone' : 'check_out';
}

/** A real date in years 1900-2100 (@gm/domain/dates: the range every date input accepts). */
function validYmd(y: number, m: number, d: number): boolean {
  return isValidDayMonthYear(d, m, y);
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Parses a date of stay: DD/MM/YYYY, DD/MM/YY (expanded to 20YY, spec section 5) or ISO YYYY-MM-DD.
 * Returns ISO YYYY-MM-DD, or null when the text is not a real calendar date.
 */
export function parseStayDate(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  let m = /^(\d{2})\/(\d{2})\/(\d{4}|\d{2})$/.exec(t);
  if (m) {
    const d = Number(m[1]);
    const mo = Number(m[2]);
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return validYmd(y, mo, d) ? iso(y, mo, d) : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    return validYmd(y, mo, d) ? iso(y, mo, d) : null;
  }
  return null;
}

/** DD/MM/YYYY of an ISO date of stay; '-' when empty (spec section 3). */
export function formatStayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '-';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '-';
}

const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hotel's calendar date (ISO) at an instant: arrivals and departures are per the hotel's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let f = todayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** ISO date plus n days (calendar arithmetic in UTC, no time-zone shifts). */
export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from a to b (ISO dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface PmsDates {
  dhLiberacao: string | null | undefined;
  dhConsulta: string | null | undefined;
  errorDetails: string | null | undefined;
}

/**
 * The PMS status icon (spec section 2): red error when the release and query dates exist and there
 * are errors; green registered when both dates exist without errors; grey pending otherwise.
 */
export function pmsStatusOf(r: PmsDates): PmsState {
  const dated = !!r.dhLiberacao && r.dhLiberacao !== '-' && !!r.dhConsulta && r.dhConsulta !== '-';
  if (!dated) return 'pending';
  return r.errorDetails && r.errorDetails.trim() !== '' ? 'error' : 'registered';
}

/** Lower case without accents: what the list's text search compares. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface SearchablePerson {
  name: string;
  email?: string | null;
  doc?: string | null;
}

/**
 * The booking's search text: voucher, guest names, documents (as typed and digits only) and e-mails,
 * folded. Kept in bookings.search_text (trigram index); bench/generate-bookings.mjs builds the same shape.
 */
export function searchTextOf(voucher: string, persons: readonly SearchablePerson[]): string {
  const parts = [voucher];
  for (const p of persons) {
    parts.push(p.name);
    if (p.doc) {
      parts.push(p.doc);
      const digits = p.doc.replace(/\D/g, '');
      if (digits && digits !== p.doc) parts.push(digits);
    }
    if (p.email) parts.push(p.email);
  }
  return foldText(parts.join(' ').replace(/\s+/g, ' ').trim());
}

/** The words of a search box, folded; each must occur in the search text. */
export function searchWords(term: string | null | undefined): string[] {
  if (!term) return [];
  return [...new Set(foldText(term).split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** S/N flag of a boolean (spec section 1). */
export function flagOf(value: boolean): 'S' | 'N' {
  return value ? 'S' : 'N';
}
