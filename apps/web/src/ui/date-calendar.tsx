// The month calendar of the date field (ui/date-input.tsx), its own chunk: it loads when a calendar is first opened.
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { type CalendarAriaLabels, DatePicker, DatesProvider } from '@mantine/dates';
import { useEffect, useRef } from 'react';

const DAYJS_LOCALE: Record<string, string> = { pt: 'pt-br', en: 'en', es: 'es' };

export interface DateCalendarProps {
  /** The field's date (ISO) when it holds a valid one. */
  value: string | null;
  onPick: (iso: string) => void;
  /** Today in the hotel's time zone (ISO). */
  today: string;
  minDate: string;
  maxDate: string;
  /** A birth date opens on the decades (pick the year, then the month, then the day). */
  birth: boolean;
  language: string;
  labels: CalendarAriaLabels;
}

/** Mantine's DatePicker with the field's limits, in the reader's language, focus on the date to pick. */
export default function DateCalendar({ value, onPick, today, minDate, maxDate, birth, language, labels }: DateCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  // The focus trap of the popover ran before this chunk arrived: move the focus to the control a keyboard user
  // continues from (the selected or current day, or the year / decade grid's one in the tab order).
  useEffect(() => {
    const target =
      root.current?.querySelector<HTMLButtonElement>('table button[tabindex="0"]:not(:disabled)') ??
      root.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus({ preventScroll: true });
  }, []);
  // A birth date starts on the decade of someone about 30; any other on today (or the last date allowed).
  const start = value ?? (birth ? `${Number(today.slice(0, 4)) - 30}-01-01` : maxDate < today ? maxDate : today);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language] ?? 'pt-br', firstDayOfWeek: 0, consistentWeeks: true }}>
      <DatePicker
        ref={root}
        value={value}
        onChange={(iso) => {
          if (iso) onPick(iso);
        }}
        defaultDate={start}
        defaultLevel={birth && !value ? 'decade' : 'month'}
        minDate={minDate}
        maxDate={maxDate}
        ariaLabels={labels}
        enableKeyboardNavigation
        data-testid="date-calendar"
      />
    </DatesProvider>
  );
}
