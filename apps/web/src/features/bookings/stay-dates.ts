import { addDays, daysBetween, formatStayDate, parseStayDate } from '@gm/domain/bookings';

/** Date helpers of the bookings screens (ISO dates of stay; presentation DD/MM/YYYY). */

export type RangePreset = 'today' | 'next7' | 'last30' | 'month';

/** Quick ranges of the date range picker, from the hotel's today. */
export function presetRange(preset: RangePreset, today: string): { dateFrom: string; dateTo: string } {
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'next7':
      return { dateFrom: today, dateTo: addDays(today, 6) };
    case 'last30':
      return { dateFrom: addDays(today, -29), dateTo: today };
    default: {
      const first = `${today.slice(0, 8)}01`;
      const nextFirst = `${addDays(first, 32).slice(0, 8)}01`;
      return { dateFrom: first, dateTo: addDays(nextFirst, -1) };
    }
  }
}

/** Nights between check-in and check-out (0 when a date is missing or reversed). */
export function nightsOf(checkIn: string, checkOut: string): number {
  const a = parseStayDate(checkIn);
  const b = parseStayDate(checkOut);
  if (!a || !b) return 0;
  return Math.max(0, daysBetween(a, b));
}

/** The weekday name of a date of stay in the interface language ('' when not a date). */
export function weekdayOf(date: string, locale: string): string {
  const iso = parseStayDate(date);
  if (!iso) return '';
  const lang = locale === 'pt' ? 'pt-BR' : locale;
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

/** The days of a range (ISO), for the reservations map's columns. */
export function daysOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

/** A range label for the filter button: 'DD/MM/YYYY – DD/MM/YYYY', one side open when empty. */
export function rangeLabel(from: string, to: string): string {
  if (!from && !to) return '';
  return `${from ? formatStayDate(from) : '…'} – ${to ? formatStayDate(to) : '…'}`;
}
