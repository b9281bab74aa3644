import { NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useCities, useCountries, useRegions } from './locations';

type Base = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>;

function withPlaceholder(t: (k: string) => string, items: { value: string; label: string }[], loading: boolean) {
  return [{ value: '', label: loading ? t('common.status.loading') : t('checkin.form.selectItem'), disabled: true }, ...items];
}

/** Countries in the guest's language (GET /countries), e.g. nationality or country of residence. */
export function CountrySelect({
  token,
  value,
  onChange,
  ...rest
}: Base & { token: string; value: string; onChange: (code: string, name: string) => void }) {
  const { t, language } = useT();
  const q = useCountries(language, token);
  const items = useMemo(() => (q.data ?? []).map((c) => ({ value: c.code, label: c.label || c.name })), [q.data]);
  return (
    <NativeSelect
      {...rest}
      data={withPlaceholder(t, items, q.isPending && !q.data)}
      value={value}
      onChange={(e) => {
        const code = e.currentTarget.value;
        onChange(code, items.find((i) => i.value === code)?.label ?? '');
      }}
    />
  );
}

/** The country's regions (ISO 3166-2), or a free text field for a country without a list. */
export function RegionSelect({
  token,
  country,
  value,
  onChange,
  ...rest
}: Base & { token: string; country: string; value: string; onChange: (isoCode: string, name: string) => void }) {
  const { t, language } = useT();
  const q = useRegions(language, token, country);
  const items = useMemo(() => (q.data ?? []).map((r) => ({ value: r.isoCode, label: r.label || r.name })), [q.data]);
  return (
    <NativeSelect
      {...rest}
      disabled={!country || (!!q.data && items.length === 0)}
      data={withPlaceholder(t, items, q.isPending && !!country && !q.data)}
      value={value}
      onChange={(e) => {
        const code = e.currentTarget.value;
        onChange(code, items.find((i) => i.value === code)?.label ?? '');
      }}
    />
  );
}

/** The region's cities (for Brazil with the IBGE code as id); free text where the dataset has none. */
export function CitySelect({
  token,
  country,
  region,
  value,
  name,
  onChange,
  ...rest
}: Base & { token: string; country: string; region: string; value: string; name: string; onChange: (id: string, name: string) => void }) {
  const { t, language } = useT();
  const q = useCities(language, token, country, region);
  const items = useMemo(() => (q.data ?? []).map((c) => ({ value: c.id, label: c.label || c.name })), [q.data]);
  if (region && q.data && items.length === 0) {
    return (
      <TextInput
        label={rest.label}
        required={rest.required}
        error={rest.error}
        value={name}
        onChange={(e) => onChange('', e.currentTarget.value)}
        autoComplete="address-level2"
      />
    );
  }
  return (
    <NativeSelect
      {...rest}
      disabled={!region}
      data={withPlaceholder(t, items, q.isPending && !!region && !q.data)}
      value={value}
      onChange={(e) => {
        const id = e.currentTarget.value;
        onChange(id, items.find((i) => i.value === id)?.label ?? '');
      }}
    />
  );
}
