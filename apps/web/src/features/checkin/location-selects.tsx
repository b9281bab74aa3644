import { NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useLoaderTimeout } from '../../ui/loading-indicator';
import { useCities, useCountries, useRegions } from './locations';

type Base = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>;

/**
 * The first, disabled option: what to do, or that the list is loading; a list still not there after 60 s says
 * 'Tempo limite atingido ao carregar dados!' (spec section 9, ui/loading-indicator.tsx).
 */
function usePlaceholder(t: (k: string) => string, items: { value: string; label: string }[], loading: boolean) {
  const timedOut = useLoaderTimeout(loading);
  const label = timedOut ? t('common.status.timeout') : loading ? t('common.status.loading') : t('checkin.form.selectItem');
  return [{ value: '', label, disabled: true }, ...items];
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
  const options = usePlaceholder(t, items, q.isPending && !q.data);
  return (
    <NativeSelect
      {...rest}
      data={options}
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
  const options = usePlaceholder(t, items, q.isPending && !!country && !q.data);
  return (
    <NativeSelect
      {...rest}
      disabled={!country || (!!q.data && items.length === 0)}
      data={options}
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
  const options = usePlaceholder(t, items, q.isPending && !!region && !q.data);
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
      data={options}
      value={value}
      onChange={(e) => {
        const id = e.currentTarget.value;
        onChange(id, items.find((i) => i.value === id)?.label ?? '');
      }}
    />
  );
}
