import { type Question, textIn } from '@gm/domain/questionnaire';
import { Alert, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { DateInput } from '../../../../ui/date-input';
import { useLocale } from '../../use-locale';
import {
  choicesOf,
  conditionFromPicker,
  type PickerOp,
  type PickerState,
  pickerFromCondition,
  pickerOps,
  takesList,
  valueInput,
} from '../conditions';

const ALWAYS = 'always';

interface Props {
  parent: Question;
  child: Question;
  onChange: (conditionToShow: string | null) => void;
}

const isoOf = (br: string) => (/^\d{2}\/\d{2}\/\d{4}$/.test(br) ? br.split('/').reverse().join('-') : '');
const brOf = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

/**
 * When a follow-up question shows: "for any answer" or a comparison with the parent's answer, chosen from the
 * comparisons that fit the parent's type and a value input of the parent's kind (its options, yes/no, a number, a
 * date). The picker writes the condition text; nobody types it (docs/decisions/0044-survey-staff-screens.md).
 */
export function ConditionPicker({ parent, child, onChange }: Props) {
  const { t } = useT();
  const locale = useLocale();
  const written = child.conditionToShow?.trim() || null;
  const readable = pickerFromCondition(parent, written);
  const [state, setState] = useState<PickerState | null>(readable);
  const unreadable = written !== null && readable === null && state === null;
  const label = (descrPer: string) => textIn(descrPer, locale);
  const parentName = textIn(parent.descrPer, locale) || `#${parent.codPer}`;

  const apply = (next: PickerState | null) => {
    setState(next);
    onChange(next ? conditionFromPicker(parent, next) : null);
  };
  const setOp = (op: string) => {
    if (op === ALWAYS) return apply(null);
    const o = op as PickerOp;
    const keep = state && takesList(state.op) === takesList(o) ? state.value : takesList(o) ? [] : '';
    apply({ op: o, value: keep });
  };
  const input = state ? valueInput(parent, state.op) : null;
  const choices = choicesOf(parent, label);
  const value = state?.value;
  const one = typeof value === 'string' ? value : (value?.[0] ?? '');
  const incomplete = state !== null && conditionFromPicker(parent, state) === null;
  const valueLabel = t('surveys.condition.value');

  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" data-testid="condition-picker">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('surveys.condition.title', { parent: parentName })}
        </Text>
        {unreadable && (
          <Alert color="yellow" role="note" p="xs">
            {t('surveys.condition.unreadable')}
          </Alert>
        )}
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t('surveys.condition.operator')}
            value={state?.op ?? ALWAYS}
            onChange={(e) => setOp(e.currentTarget.value)}
            data={[
              { value: ALWAYS, label: t('surveys.condition.ops.always') },
              ...pickerOps(parent).map((op) => ({ value: op, label: t(`surveys.condition.ops.${op}`) })),
            ]}
            w={230}
          />
          {(input === 'boolean' || input === 'choice') && (
            <NativeSelect
              label={valueLabel}
              value={one}
              onChange={(e) => apply({ op: state!.op, value: e.currentTarget.value })}
              data={[
                { value: '', label: t('surveys.condition.choose') },
                ...(input === 'boolean'
                  ? [
                      { value: 'true', label: t('surveys.common.yes') },
                      { value: 'false', label: t('surveys.common.no') },
                    ]
                  : choices.map((c) => ({ value: String(c.value), label: c.label }))),
              ]}
              w={220}
            />
          )}
          {(input === 'number' || input === 'text') && (
            <TextInput
              label={valueLabel}
              value={one}
              inputMode={input === 'number' ? 'numeric' : undefined}
              onChange={(e) =>
                apply({
                  op: state!.op,
                  value: input === 'number' ? e.currentTarget.value.replace(/\D/g, '').slice(0, 15) : e.currentTarget.value,
                })
              }
              maxLength={200}
              w={200}
            />
          )}
          {input === 'date' && (
            <DateInput label={valueLabel} value={isoOf(one)} onChange={(iso) => apply({ op: state!.op, value: brOf(iso) })} w={170} />
          )}
        </Group>
        {input === 'choices' && (
          <Checkbox.Group label={valueLabel} value={Array.isArray(value) ? value : []} onChange={(v) => apply({ op: state!.op, value: v })}>
            <Group gap="sm" mt={4}>
              {choices.map((c) => (
                <Checkbox key={String(c.value)} value={String(c.value)} label={c.label} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {incomplete && (
          <Text size="xs" c="orange.9" role="status">
            {t('surveys.condition.incomplete')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
