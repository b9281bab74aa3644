import type { Locale } from '@gm/domain/locale';
import { type Answer, type Question, STAR_SIZE, textIn } from '@gm/domain/questionnaire-model';
import { maskDigits, starClick } from '@gm/domain/questionnaire-tree';
import { Button, Group, InputBase, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { StarFilledIcon, StarIcon } from './icons';
import classes from './review.module.css';
import { isScale, maskDate, toggled } from './survey-link';

interface Props {
  question: Question;
  locale: Locale;
  error: string | null;
  onAnswer: (answer: Answer) => void;
}

/** One question as its type asks (spec sections 3 and 9), its help text (comoAssim) and its refusal. */
export function QuestionField({ question: q, locale, error, onAnswer }: Props) {
  const { t } = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const help = textIn(q.comoAssim, locale);
  const described = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const text = typeof q.answer === 'string' ? q.answer : '';
  const field = {
    'aria-labelledby': labelId,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    size: 'md',
  } as const;

  let control: React.ReactNode;
  switch (q.tipoPer) {
    case 'boolean':
      control = (
        <Group gap="xs" role="group" aria-labelledby={labelId} aria-describedby={described}>
          {[true, false].map((v) => (
            <Button
              key={String(v)}
              size="md"
              miw={96}
              variant={q.answer === v ? 'filled' : 'default'}
              aria-pressed={q.answer === v}
              onClick={() => onAnswer(q.answer === v ? null : v)}
            >
              {t(v ? 'surveysGuest.answer.yes' : 'surveysGuest.answer.no')}
            </Button>
          ))}
        </Group>
      );
      break;
    case 'texto':
      // The guest entry's InputBase as a textarea (growing with its text, classes.text): Mantine's Textarea would
      // add 2 KB to the page's first load (docs/decisions/0046-review-server-render.md).
      control = (
        <InputBase
          {...field}
          component="textarea"
          multiline
          rows={3}
          classNames={{ input: classes.text }}
          maxLength={4000}
          value={text}
          onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => onAnswer(e.currentTarget.value)}
        />
      );
      break;
    case 'smallText':
      control = <TextInput {...field} maxLength={255} value={text} onChange={(e) => onAnswer(e.currentTarget.value)} />;
      break;
    case 'numberText':
    case 'year': {
      const type = q.tipoPer;
      control = (
        <TextInput
          {...field}
          inputMode="numeric"
          maw={type === 'year' ? 120 : undefined}
          placeholder={type === 'year' ? t('surveysGuest.answer.yearHint') : undefined}
          value={text}
          onChange={(e) => onAnswer(maskDigits(e.currentTarget.value, type))}
        />
      );
      break;
    }
    case 'date':
      control = (
        <TextInput
          {...field}
          inputMode="numeric"
          maw={160}
          placeholder={t('surveysGuest.answer.dateHint')}
          value={text}
          onChange={(e) => onAnswer(maskDate(e.currentTarget.value))}
        />
      );
      break;
    case 'stars': {
      const scale = q.scale ?? 5;
      const chosen = typeof q.answer === 'number' ? q.answer : 0;
      control = (
        <Group gap={0} role="group" aria-labelledby={labelId} aria-describedby={described} data-testid="stars">
          {Array.from({ length: scale }, (_, i) => i + 1).map((n) => {
            const Icon = n <= chosen ? StarFilledIcon : StarIcon;
            return (
              <button
                key={n}
                type="button"
                className={classes.star}
                data-on={n <= chosen || undefined}
                aria-pressed={n === chosen}
                aria-label={t('surveysGuest.answer.stars', { count: n, total: scale })}
                onClick={() => onAnswer(starClick(q.answer, n))}
              >
                <Icon width={STAR_SIZE.mobile.width} height={STAR_SIZE.mobile.height} />
              </button>
            );
          })}
        </Group>
      );
      break;
    }
    case 'radiobox':
      control = isScale(q) ? (
        <fieldset className={classes.scale} aria-labelledby={labelId} aria-describedby={described} data-testid="nps-scale">
          {(q.options ?? []).map((o) => {
            const on = String(q.answer) === String(o.value);
            return (
              <Button key={o.codOpt} variant={on ? 'filled' : 'default'} aria-pressed={on} onClick={() => onAnswer(on ? null : o.value)}>
                {textIn(o.descrPer, locale) || String(o.value)}
              </Button>
            );
          })}
        </fieldset>
      ) : (
        <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={described}>
          {(q.options ?? []).map((o) => {
            const on = String(q.answer) === String(o.value);
            return (
              <Button
                key={o.codOpt}
                size="md"
                justify="flex-start"
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                onClick={() => onAnswer(on ? null : o.value)}
              >
                {textIn(o.descrPer, locale)}
              </Button>
            );
          })}
        </Stack>
      );
      break;
    case 'checkbox':
      control = (
        <Stack gap={0} role="group" aria-labelledby={labelId} aria-describedby={described}>
          {/* The browser's own checkbox in a 44 px row (classes.check): Mantine's Checkbox would add 4 KB to the first load. */}
          {(q.options ?? []).map((o) => (
            <label key={o.codOpt} className={classes.check}>
              <input
                type="checkbox"
                checked={Array.isArray(q.answer) && q.answer.some((a) => String(a) === String(o.value))}
                onChange={() => onAnswer(toggled(q.answer, o.value))}
              />
              <span>{textIn(o.descrPer, locale)}</span>
            </label>
          ))}
        </Stack>
      );
      break;
  }

  return (
    <Stack gap={6} data-testid={`question-${q.codPer}`}>
      <Text id={labelId} fw={600} size="md" c="dark.9">
        {textIn(q.descrPer, locale)}
        {q.required && (
          <>
            <Text span c="red.8" aria-hidden>
              {' *'}
            </Text>
            <VisuallyHidden>{t('surveysGuest.answer.required')}</VisuallyHidden>
          </>
        )}
      </Text>
      {help && (
        <Text id={helpId} size="sm" c="dark.6">
          {help}
        </Text>
      )}
      {control}
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert" data-testid="question-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
