import {
  birthDateRules,
  brFromIso,
  type DateProblem,
  type DateRules,
  MIN_DATE_YEAR,
  readDateInput,
  TYPED_MAX_YEAR,
  todayIn,
} from '@gm/domain/dates';
import { ActionIcon, Center, Loader, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../i18n/use-t';
import { useT } from '../i18n/use-t';
import classes from './date-input.module.css';

// The calendar (Mantine dates + dayjs, ~20 KB gzip) loads on first open, never with the page: the guest's /checkin
// first load has a 120 KB budget (docs/decisions/0030-date-input.md).
const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  /** ISO date (YYYY-MM-DD) or '' */
  value: string;
  /** The ISO date once the field holds a real date within its rules, else ''. */
  onChange: (iso: string) => void;
  /** Extra check of a valid date (after the calendar and the limits); returns an error message or null. */
  check?: (iso: string) => string | null;
  timeZone?: string;
  serverError?: string | null;
  /** A birth date: 01/01/1900 up to today, the calendar opens on the decades. */
  birth?: boolean;
  /** First and last dates allowed (ISO), for typing and the calendar. */
  minDate?: string;
  maxDate?: string;
};

const INTL_LOCALE: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language] ?? language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2001, month - 1, 1)),
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** The reason a typed date is refused, in the reader's language. */
export function dateProblemMessage(t: Translate, language: string, text: string, p: DateProblem): string {
  const key = `ui.date.errors.${p.kind}`;
  switch (p.kind) {
    case 'incomplete':
      return t(key, { text });
    case 'dayOutOfRange':
      return t(key, { text, day: two(p.day) });
    case 'monthOutOfRange':
      return t(key, { text, month: two(p.month) });
    case 'yearOutOfRange':
      return t(key, { text, min: p.min, max: p.max });
    case 'dayNotInMonth':
      return t(key, { text, monthName: monthName(p.month, language), days: p.daysInMonth, year: p.year });
    case 'future':
      return t(key, { text, today: brFromIso(p.today) });
    case 'beforeMin':
      return t(key, { text, min: brFromIso(p.min) });
    case 'afterMax':
      return t(key, { text, max: brFromIso(p.max) });
  }
}

/**
 * A typed date with the mask ##/##/#### (spec section 5): DD/MM/YYYY, or DD/MM/YY expanded when the field is
 * left, and a calendar button beside it. A complete date that does not exist or breaks the field's limits stays as
 * typed with the reason under the field (issue 10); the value travels as ISO, '' until the date is valid.
 */
export function DateInput({
  value,
  onChange,
  check,
  timeZone,
  serverError,
  onBlur,
  birth = false,
  minDate,
  maxDate,
  disabled,
  readOnly,
  label,
  ...rest
}: Props) {
  const { t, language } = useT();
  const [text, setText] = useState(() => brFromIso(value));
  // A refused date's reason is kept as data and worded at render, so it follows a change of language.
  const [error, setError] = useState<string | { text: string; problem: DateProblem } | null>(null);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const ownId = useId();
  const id = rest.id ?? ownId;
  const today = todayIn(timeZone);
  const rules: DateRules = birth
    ? { ...birthDateRules(today), min: minDate ?? `${MIN_DATE_YEAR}-01-01`, max: maxDate ?? today }
    : { min: minDate, max: maxDate };

  // What this field last sent: a value that differs came from outside (a profile filled in by the identification
  // step) and replaces the text; the '' sent for a refused date does not, so what was typed stays with its reason.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(brFromIso(value));
    setError(null);
  }, [value]);
  const send = (iso: string) => {
    sent.current = iso;
    onChange(iso);
  };

  const apply = (raw: string, complete: boolean, quietIfIncomplete = false) => {
    // While typing only the digits count (DD/MM/YY expands when the field is left, so 19.. and 20.. years can be typed).
    const r = readDateInput(complete ? raw : raw.replace(/\D+/g, ''), today, { complete, rules });
    setText(r.text);
    if (r.problem) {
      // Going to the calendar button is not leaving the date half-typed: that one waits.
      setError(quietIfIncomplete && r.problem.kind === 'incomplete' ? null : { text: r.text, problem: r.problem });
      send('');
      return;
    }
    const extra = r.iso && check ? check(r.iso) : null;
    setError(extra);
    send(r.iso && !extra ? r.iso : '');
  };

  // Closing by a pick or by Escape gives the focus back to the button (Mantine's returnFocus left it on the page's
  // body here); a tap outside leaves it where the tap put it.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  const pick = (iso: string) => {
    close();
    apply(brFromIso(iso), true);
  };

  // The button is named 'Open calendar' and described by the field's label: a name holding the label would make it
  // a second match of the field's own name.
  const buttonLabel = t('ui.date.calendar');
  const calendarButton = readOnly ? null : (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      trapFocus
      closeOnEscape={false}
      withinPortal
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>
        <ActionIcon
          ref={button}
          variant="subtle"
          size={44}
          className={classes.calendarButton}
          aria-label={buttonLabel}
          aria-describedby={label ? `${id}-label` : undefined}
          aria-haspopup="dialog"
          aria-expanded={opened}
          disabled={disabled}
          data-testid="date-calendar-button"
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => setOpened((o) => !o)}
        >
          <IconCalendar size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        p="xs"
        role="dialog"
        aria-label={buttonLabel}
        aria-describedby={label ? `${id}-label` : undefined}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          close();
        }}
      >
        <Suspense
          fallback={
            <Center w={252} h={260} role="status" aria-label={t('ui.date.loading')} tabIndex={-1}>
              <Loader size="sm" />
            </Center>
          }
        >
          <DateCalendar
            value={readDateInput(text, today, { complete: true, rules }).iso}
            onPick={pick}
            today={today}
            minDate={rules.min ?? `${MIN_DATE_YEAR}-01-01`}
            maxDate={rules.max ?? `${TYPED_MAX_YEAR}-12-31`}
            birth={birth}
            language={language}
            labels={{
              monthLevelControl: t('ui.date.nav.monthLevelControl'),
              yearLevelControl: t('ui.date.nav.yearLevelControl'),
              nextMonth: t('ui.date.nav.nextMonth'),
              previousMonth: t('ui.date.nav.previousMonth'),
              nextYear: t('ui.date.nav.nextYear'),
              previousYear: t('ui.date.nav.previousYear'),
              nextDecade: t('ui.date.nav.nextDecade'),
              previousDecade: t('ui.date.nav.previousDecade'),
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      inputMode="numeric"
      data-keyboard="date"
      autoComplete="off"
      placeholder={t('ui.date.placeholder')}
      maxLength={10}
      label={label}
      id={id}
      disabled={disabled}
      readOnly={readOnly}
      {...rest}
      value={text}
      onChange={(e) => apply(e.currentTarget.value, false)}
      onBlur={(e) => {
        if (text) apply(text, true, e.relatedTarget === button.current);
        onBlur?.(e);
      }}
      rightSection={calendarButton}
      rightSectionWidth={calendarButton ? 44 : undefined}
      rightSectionPointerEvents="all"
      error={
        (typeof error === 'object' && error ? dateProblemMessage(t, language, error.text, error.problem) : error) ??
        serverError ??
        undefined
      }
    />
  );
}
