import { onlyDigits } from '@gm/domain/validators';
import { Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { listCountries, lookupPostalCode, settingsKeys } from './api';
import type { IdentityValues } from './identity-values';

const maskCep = (v: string) => {
  const d = onlyDigits(v).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/**
 * The hotel's address. In Brazil a complete CEP fills street, district, city and state through the same lookup the
 * guest's address step uses (POST /viacep/{code}); an unknown CEP is said on the field, a lookup that is down lets the
 * address be typed.
 */
export function AddressFields({ form }: { form: UseFormReturnType<IdentityValues> }) {
  const { t, language } = useT();
  const [looking, setLooking] = useState(false);
  const countries = useQuery({ queryKey: settingsKeys.countries(language), queryFn: () => listCountries(language), staleTime: Infinity });
  const country = form.values.address.country;
  const brazil = country === 'BR';

  const lookup = async (cep: string) => {
    setLooking(true);
    try {
      const r = await lookupPostalCode(onlyDigits(cep));
      if (r.disponivel === 'N') return;
      form.setValues((v) => ({
        address: {
          ...v.address!,
          postalCode: r.cep || cep,
          street: r.endereco || v.address!.street,
          district: r.bairro || v.address!.district,
          city: r.cidade || v.address!.city,
          state: r.estado || v.address!.state,
          complement: v.address!.complement || r.complemento,
        },
      }));
      form.setFieldError('address.postalCode', null);
    } catch (error) {
      if (error instanceof ApiError && error.readable && error.http < 500) form.setFieldError('address.postalCode', error.message);
    } finally {
      setLooking(false);
    }
  };

  const field = (name: keyof IdentityValues['address']) => form.getInputProps(`address.${name}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('settings.identity.country')}
        data={(countries.data ?? [{ code: country, label: country, name: country }]).map((c) => ({ value: c.code, label: c.label }))}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('settings.identity.nothingFound')}
        {...field('country')}
      />
      <TextInput
        label={brazil ? t('settings.identity.postalCode') : t('settings.identity.postalCodeOther')}
        description={brazil ? t('settings.identity.postalCodeHint') : undefined}
        inputMode={brazil ? 'numeric' : 'text'}
        autoComplete="postal-code"
        maxLength={12}
        rightSection={looking ? <Loader size="xs" aria-label={t('settings.identity.lookingUp')} /> : null}
        {...field('postalCode')}
        onChange={(e) => {
          const value = brazil ? maskCep(e.currentTarget.value) : e.currentTarget.value;
          form.setFieldValue('address.postalCode', value);
          if (brazil && onlyDigits(value).length === 8) void lookup(value);
        }}
      />
      <TextInput label={t('settings.identity.street')} maxLength={160} autoComplete="address-line1" {...field('street')} />
      <SimpleGrid cols={2} spacing="md">
        <TextInput label={t('settings.identity.number')} maxLength={20} {...field('number')} />
        <TextInput label={t('settings.identity.complement')} maxLength={80} autoComplete="address-line2" {...field('complement')} />
      </SimpleGrid>
      <TextInput label={t('settings.identity.district')} maxLength={80} {...field('district')} />
      <SimpleGrid cols={2} spacing="md">
        <TextInput label={t('settings.identity.city')} maxLength={80} autoComplete="address-level2" {...field('city')} />
        <TextInput label={t('settings.identity.state')} maxLength={80} autoComplete="address-level1" {...field('state')} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
