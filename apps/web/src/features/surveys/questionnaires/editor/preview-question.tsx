import { maskDate } from '@gm/domain/dates';
import type { Locale } from '@gm/domain/locale';
import {
  type Answer,
  LONG_TEXT_MAX,
  maskDigits,
  type Question,
  SMALL_TEXT_MAX,
  STAR_SIZE,
  starClick,
  textIn,
} from '@gm/domain/questionnaire';
import { Checkbox, Group, Radio, Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/use-t';

interface Props {
  question: Question;
  locale: Locale;
  depth: number;
  onAnswer: (codPer: number, answer: Answer) => void;
}

const TOUCH = 44;
const INPUT = { input: { fontSize: 16 } };

/** One question as the guest sees it on a phone (16 px inputs, 44 px touch targets), answered locally. */
export function PreviewQuestion({ question: q, locale, depth, onAnswer }: Props) {
  const { t } = useT();
  const label = textIn(q.descrPer, locale);
  const hint = q.comoAssim ? textIn(q.comoAssim, locale) : undefined;
  const answer = q.answer ?? null;
  const set = (a: Answer) => onAnswer(q.codPer, a);
  const common = { label, description: hint, required: !!q.required };
  let field: ReactNode;
  switch (q.tipoPer) {
    case 'boolean':
      field = (
        <Radio.Group {...common} value={answer === null ? '' : String(answer)} onChange={(v) => set(v === 'true')}>
          <Group gap="lg" mt={6}>
            <Radio value="true" label={t('surveys.common.yes')} size="md" />
            <Radio value="false" label={t('surveys.common.no')} size="md" />
          </Group>
        </Radio.Group>
      );
      break;
    case 'texto':
      field = (
        <Textarea
          {...common}
          styles={INPUT}
          autosize
          minRows={2}
          maxLength={LONG_TEXT_MAX}
          value={String(answer ?? '')}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
      break;
    case 'smallText':
      field = (
        <TextInput
          {...common}
          styles={INPUT}
          maxLength={SMALL_TEXT_MAX}
          value={String(answer ?? '')}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
      break;
    case 'numberText':
    case 'year': {
      const type = q.tipoPer;
      field = (
        <TextInput
          {...common}
          styles={INPUT}
          inputMode="numeric"
          value={String(answer ?? '')}
          onChange={(e) => set(maskDigits(e.currentTarget.value, type))}
        />
      );
      break;
    }
    case 'date':
      field = (
        <TextInput
          {...common}
          styles={INPUT}
          inputMode="numeric"
          placeholder={t('surveys.preview.datePlaceholder')}
          value={String(answer ?? '')}
          onChange={(e) => set(maskDate(e.currentTarget.value))}
        />
      );
      break;
    case 'radiobox':
      field = (
        <Radio.Group
          {...common}
          value={answer === null ? '' : String(answer)}
          onChange={(v) => set((q.options ?? []).find((o) => String(o.value) === v)?.value ?? v)}
        >
          <Group gap="xs" mt={6}>
            {(q.options ?? []).map((o) => (
              <Radio key={o.codOpt} value={String(o.value)} label={textIn(o.descrPer, locale) || String(o.value)} size="md" />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    case 'checkbox': {
      const chosen = Array.isArray(answer) ? answer.map(String) : [];
      field = (
        <Checkbox.Group
          {...common}
          value={chosen}
          onChange={(v) => set((q.options ?? []).filter((o) => v.includes(String(o.value))).map((o) => o.value))}
        >
          <Stack gap="xs" mt={6}>
            {(q.options ?? []).map((o) => (
              <Checkbox key={o.codOpt} value={String(o.value)} label={textIn(o.descrPer, locale) || String(o.value)} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    }
    case 'stars': {
      const scale = q.scale ?? 5;
      const value = typeof answer === 'number' ? answer : 0;
      field = (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`preview-${q.codPer}`}>
            {label}
            {q.required && ' *'}
          </Text>
          {hint && <Text size="xs">{hint}</Text>}
          <Group gap={0} role="group" aria-labelledby={`preview-${q.codPer}`}>
            {Array.from({ length: scale }, (_, i) => i + 1).map((n) => {
              const Icon = n <= value ? IconStarFilled : IconStar;
              return (
                <UnstyledButton
                  key={n}
                  w={TOUCH}
                  h={TOUCH}
                  style={{ display: 'grid', placeItems: 'center' }}
                  aria-label={t('surveys.preview.stars', { count: n })}
                  aria-pressed={value === n}
                  onClick={() => set(starClick(answer, n))}
                >
                  <Icon
                    width={STAR_SIZE.mobile.width}
                    height={STAR_SIZE.mobile.height}
                    color="var(--mantine-color-yellow-7)"
                    aria-hidden="true"
                  />
                </UnstyledButton>
              );
            })}
          </Group>
        </Stack>
      );
      break;
    }
  }
  return (
    <div style={{ marginLeft: depth * 12 }} data-testid="preview-question" data-codper={q.codPer}>
      {field}
    </div>
  );
}
