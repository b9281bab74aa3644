// The month calendar of the date field (ui/date-input.tsx), its own chunk: it loads when a calendar is first opened.
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { type CalendarAriaLabels, type CalendarLevel, DatePicker, DatesProvider } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';

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

// The control that takes the focus in a grid, first match first (days of the months around have data-outside).
const FOCUS_ORDER = [
  'table button[data-selected]:not(:disabled)',
  'table button[data-today]:not([data-outside]):not(:disabled)',
  'table button[tabindex="0"]:not([data-outside]):not(:disabled)',
  'table button:not([data-outside]):not(:disabled)',
];

/** Mantine's DatePicker with the field's limits, in the reader's language, focus on the date to pick. */
export default function DateCalendar({ value, onPick, today, minDate, maxDate, birth, language, labels }: DateCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState<CalendarLevel>(birth && !value ? 'decade' : 'month');
  // The focus trap of the popover ran before this chunk arrived, and a year or month picked in the grid leaves the
  // page with the grid it was in: move the focus to the new grid's control in the tab order (the selected or current
  // date, today, or the first of the month), where a keyboard user goes on with the arrow keys.
  useEffect(() => {
    const grid = root.current;
    if (!grid || !level) return;
    const target = FOCUS_ORDER.map((q) => grid.querySelector<HTMLButtonElement>(q)).find(Boolean);
    target?.focus({ preventScroll: true });
  }, [level]);
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
        level={level}
        onLevelChange={setLevel}
        minDate={minDate}
        maxDate={maxDate}
        ariaLabels={labels}
        enableKeyboardNavigation
        data-testid="date-calendar"
      />
    </DatesProvider>
  );
}
