import { parseStayDate } from './bookings';

/**
 * How a booking's dates are shown to the guest and on the booking data modal (spec section 3), from two flags of
 * the institution context:
 * - HIDEBOOKINGDATEDETAILS = S: the check-in and check-out dates are not shown at all (hidden wins);
 * - UX_SHOWONLYDIASEMANA = S: the weekday name stands in for the date ("sexta-feira");
 * - otherwise the date, DD/MM/YYYY (with its weekday where the screen has room).
 */
export type StayDatesDisplay = 'hidden' | 'weekday' | 'date';

const yes = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toUpperCase() === 'S';

export function stayDatesDisplay(
  flags: { HIDEBOOKINGDATEDETAILS?: unknown; UX_SHOWONLYDIASEMANA?: unknown } | null | undefined,
): StayDatesDisplay {
  if (yes(flags?.HIDEBOOKINGDATEDETAILS)) return 'hidden';
  if (yes(flags?.UX_SHOWONLYDIASEMANA)) return 'weekday';
  return 'date';
}

/** The weekday of a date of stay (DD/MM/YYYY or ISO) in a language ('pt', 'en', 'es'); '' when not a date. */
export function weekdayName(date: string, locale: string): string {
  const iso = parseStayDate(date);
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/**
 * A date of stay as the display says: the weekday name, the date with its weekday (withWeekday) or alone, or ''
 * when hidden. Text that is not a date ('-') stays as it is.
 */
export function stayDateLabel(date: string, display: StayDatesDisplay, locale: string, withWeekday = false): string {
  if (display === 'hidden') return '';
  const weekday = weekdayName(date, locale);
  if (!weekday) return date;
  if (display === 'weekday') return weekday;
  return withWeekday ? `${date} (${weekday})` : date;
}
