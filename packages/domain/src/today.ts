/**
 * Today in a hotel's time zone and a guest's age: what the guest's first screens need of dates, apart from dates.ts
 * so the /checkin first load carries these few lines only (docs/decisions/0015-guest-entry.md).
 */

export const ADULT_AGE = 18;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date (YYYY-MM-DD) in a time zone (the hotel's). */
export function todayIn(timeZone = 'America/Sao_Paulo', now: Date = new Date()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  ) as Record<'year' | 'month' | 'day', string>;
  return `${p.year}-${p.month}-${p.day}`;
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
