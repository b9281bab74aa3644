import { FILTER_FIELDS, type FilterRule } from '@gm/contracts/crm/segments-filters';
import type { AvailableFilter } from '@gm/contracts/crm/segments-replies';
import { Group, MultiSelect, NativeSelect, NumberInput } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { DateInput } from '../../../../ui/date-input';

interface Props {
  rule: FilterRule;
  filter: AvailableFilter | undefined;
  label: string;
  error: string | undefined;
  onChange: (value: FilterRule['value']) => void;
}

/** The options of a list field, worded where they are codes (months, languages, NPS bands). */
export function useOptionLabel() {
  const { t } = useT();
  return (field: string, value: string) => {
    if (field === 'birthdayMonth') return t(`crm.segments.months.${value}`);
    if (field === 'language') return t(`crm.segments.languages.${value}`);
    if (field === 'npsBand') return t(`crm.segments.bands.${value}`);
    return value;
  };
}

/** The value part of a rule: numbers, dates, day counts, a choice among the hotel's values, yes or no. */
export function RuleValue({ rule, filter, label, error, onChange }: Props) {
  const { t } = useT();
  const optionLabel = useOptionLabel();
  const type = FILTER_FIELDS[rule.field].type;
  const options = (filter?.options ?? []).map((o) => ({ value: o.value, label: optionLabel(rule.field, o.text) }));
  const v = rule.value;
  const num = (x: unknown) => (typeof x === 'number' ? x : 0);
  const numberInput = (value: unknown, aria: string, set: (n: number) => void) => (
    <NumberInput
      aria-label={aria}
      value={num(value)}
      min={0}
      max={1_000_000_000}
      decimalScale={rule.field === 'spend' ? 2 : 0}
      onChange={(n) => set(typeof n === 'number' ? n : Number(n) || 0)}
      error={error}
      w={140}
    />
  );
  switch (rule.op) {
    case 'eq':
    case 'gte':
    case 'lte':
    case 'withinLastDays':
    case 'withinNextDays':
      return numberInput(v, label, onChange);
    case 'between': {
      const pair = Array.isArray(v) ? v : ['', ''];
      if (type === 'date') {
        return (
          <Group gap="xs" align="flex-start">
            <DateInput
              aria-label={t('crm.segments.from', { field: label })}
              value={String(pair[0] ?? '')}
              onChange={(iso) => onChange([iso, String(pair[1] ?? '')])}
              serverError={error ?? null}
              w={160}
            />
            <DateInput
              aria-label={t('crm.segments.to', { field: label })}
              value={String(pair[1] ?? '')}
              onChange={(iso) => onChange([String(pair[0] ?? ''), iso])}
              w={160}
            />
          </Group>
        );
      }
      return (
        <Group gap="xs" align="flex-start">
          {numberInput(pair[0], t('crm.segments.from', { field: label }), (n) => onChange([n, num(pair[1])]))}
          {numberInput(pair[1], t('crm.segments.to', { field: label }), (n) => onChange([num(pair[0]), n]))}
        </Group>
      );
    }
    case 'after':
    case 'before':
      return <DateInput aria-label={label} value={String(v)} onChange={(iso) => onChange(iso)} serverError={error ?? null} w={160} />;
    case 'in':
    case 'notIn':
      return (
        <MultiSelect
          aria-label={label}
          data={options}
          value={Array.isArray(v) ? v.map(String) : []}
          onChange={(list) => onChange(list)}
          searchable
          nothingFoundMessage={t('crm.segments.nothingFound')}
          error={error}
          placeholder={t('crm.segments.choose')}
          w={260}
        />
      );
    case 'has':
    case 'hasNot':
      return (
        <NativeSelect
          aria-label={label}
          data={[{ value: '', label: t('crm.segments.choose') }, ...options]}
          value={String(v)}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          w={220}
        />
      );
    case 'is':
      return (
        <NativeSelect
          aria-label={label}
          data={[
            { value: 'S', label: t('crm.segments.yes') },
            { value: 'N', label: t('crm.segments.no') },
          ]}
          value={v === true ? 'S' : 'N'}
          onChange={(e) => onChange(e.currentTarget.value === 'S')}
          w={120}
        />
      );
  }
}
