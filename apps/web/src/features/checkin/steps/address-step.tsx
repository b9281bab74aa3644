import { onlyDigits } from '@gm/domain/validators';
import { computeSteps } from '@gm/domain/wizard';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/http';
import { useStepForm } from '../../../lib/step-form';
import { changePerson, lookupPostalCode } from '../api';
import { CitySelect, CountrySelect, RegionSelect } from '../location-selects';
import { useRegions } from '../locations';
import { addressFields, PERSON_ERROR_KEYS, personFieldOf } from '../person-form';
import { useRefusedFields } from '../refused-fields';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData } from '../wizard-store';
import { AdditionalFields, additionalFieldNames, additionalFields, additionalOptions, validateAdditional } from './additional-step';

const maskCep = (v: string) => {
  const d = onlyDigits(v).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/**
 * Address (spec sections 2 and 5): country, region and city from the locations services in the guest's language;
 * a Brazilian CEP fills the address through POST /viacep/{code}. An invalid or unknown CEP is said on the field;
 * when the lookup is down the guest fills the address by hand (never blocked). The additional information shares
 * the screen (docs/decisions/0038-shorter-guest-wizard.md) and is saved with the address.
 */
/** The hotel has the additional-information step (not simplified): its fields are on this screen. */
const computeAdditional = (flags: Parameters<typeof computeSteps>[0]) => computeSteps(flags).includes('additional');

const FIELDS = ['pais', 'cep', 'estado', 'cidade', 'bairro', 'endereco', 'nroEndereco', 'complementoEnd'] as const;

export function AddressStep() {
  const { t, data, extras, token, personId, language, context, flags, s: store } = useGuest();
  const additional = store.machine.steps.includes('address') && computeAdditional(store.machine.flags);
  const options = additionalOptions(extras.principal, flags);
  const [looking, setLooking] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const lastLookup = useRef<string | null>(null);
  const country = data.pais ?? '';
  const brazil = country === 'BR';
  const main = extras.principal;
  const regions = useRegions(language, token, country);
  const noRegions = !!country && !!regions.data && regions.data.length === 0;

  // The country of residence starts as the nationality (else the hotel's country).
  useEffect(() => {
    if (!data.pais) {
      const start = data.nacionalidade || context?.COUNTRYINS || 'BR';
      setData({ pais: start, paisShort: start });
    }
  }, [data.pais, data.nacionalidade, context?.COUNTRYINS]);

  const step = useStepForm({
    values: data,
    fields: [...FIELDS, ...(additional ? additionalFieldNames(options) : [])],
    fieldOf: personFieldOf,
    keys: PERSON_ERROR_KEYS,
    t,
    validate: (d) => {
      const e: Record<string, string> = additional ? validateAdditional(d) : {};
      if (!main) return e;
      const required = 'checkin.form.required';
      if (!d.pais) e.pais = required;
      if (!(d.cidade ?? '').trim()) e.cidade = required;
      if (!(d.endereco ?? '').trim()) e.endereco = required;
      if (d.pais === 'BR') {
        if (onlyDigits(d.cep ?? '').length !== 8) e.cep = 'checkin.address.cepInvalid';
        if (!d.estado) e.estado = required;
        if (!d.cidadeId) e.cidade = required;
      }
      return e;
    },
    save: (d) =>
      changePerson(token, {
        codPes: Number(d.codPes),
        CODPESRES: personId,
        ...addressFields(d),
        ...(additional ? additionalFields(d, options) : {}),
      }),
    next: () => dispatch({ type: 'next' }),
  });
  useRefusedFields(step, [...FIELDS, ...(additional ? additionalFieldNames(options) : [])]);
  // A changed field drops its message (the next submit checks it again).
  const change = (patch: Partial<typeof data>) => {
    setData(patch);
    step.clear(...Object.keys(patch));
  };

  const lookup = async (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits.length !== 8 || lastLookup.current === digits) return;
    lastLookup.current = digits;
    setLooking(true);
    setInfo(null);
    step.setError('cep', null);
    try {
      const r = await lookupPostalCode(token, digits, 'BR');
      if (r.disponivel === 'N') {
        setInfo(r.message);
        return;
      }
      change({
        cep: r.cep,
        pais: 'BR',
        paisShort: 'BR',
        estado: r.estado,
        estadoLong: r.estadoLong,
        cidade: r.cidade,
        cityName: r.cidade,
        cidadeId: r.cidadeId,
        cityId: r.cidadeId,
        ...(r.endereco ? { endereco: r.endereco } : {}),
        ...(r.bairro ? { bairro: r.bairro } : {}),
      });
    } catch (error) {
      // Invalid or unknown CEP: said on the field. Anything else (network): the guest types the address.
      if (error instanceof ApiError && error.readable && error.http < 500) step.setError('cep', error.message);
      else setInfo(t('checkin.address.lookupDown'));
      lastLookup.current = null;
    } finally {
      setLooking(false);
    }
  };

  return (
    <form noValidate ref={step.ref} onSubmit={step.onSubmit}>
      <Stack gap="sm">
        {!main && <Text size="sm">{t('checkin.address.companionHint')}</Text>}
        <CountrySelect
          token={token}
          label={t('checkin.address.country')}
          value={country}
          onChange={(code) => {
            lastLookup.current = null;
            change({
              pais: code,
              paisShort: code,
              estado: undefined,
              estadoLong: undefined,
              cidade: undefined,
              cidadeId: undefined,
              cityId: undefined,
              cityName: undefined,
            });
          }}
          required={main}
          error={step.errorOf('pais')}
        />
        <TextInput
          label={brazil ? t('checkin.address.cep') : t('checkin.address.postalCode')}
          description={brazil ? t('checkin.address.cepHint') : undefined}
          value={data.cep ?? ''}
          inputMode={brazil ? 'numeric' : 'text'}
          autoComplete="postal-code"
          onChange={(e) => {
            const v = brazil ? maskCep(e.currentTarget.value) : e.currentTarget.value;
            change({ cep: v });
            if (brazil && onlyDigits(v).length === 8) void lookup(v);
          }}
          onBlur={() => brazil && void lookup(data.cep ?? '')}
          rightSection={looking ? <span aria-hidden>…</span> : null}
          required={main && brazil}
          error={step.errorOf('cep')}
        />
        {info && (
          <Text size="sm" role="status" data-testid="cep-info">
            {info}
          </Text>
        )}
        {!noRegions && (
          <RegionSelect
            token={token}
            country={country}
            label={t('checkin.address.region')}
            value={data.estado ?? ''}
            onChange={(code, name) =>
              change({ estado: code, estadoLong: name, cidade: undefined, cidadeId: undefined, cityId: undefined, cityName: undefined })
            }
            required={main && brazil}
            error={step.errorOf('estado')}
          />
        )}
        {noRegions ? (
          <TextInput
            label={t('checkin.address.city')}
            value={data.cidade ?? ''}
            onChange={(e) =>
              change({ cidade: e.currentTarget.value, cityName: e.currentTarget.value, cidadeId: undefined, cityId: undefined })
            }
            autoComplete="address-level2"
            required={main}
            error={step.errorOf('cidade')}
          />
        ) : (
          <CitySelect
            token={token}
            country={country}
            region={data.estado ?? ''}
            label={t('checkin.address.city')}
            value={data.cidadeId ?? ''}
            name={data.cidade ?? ''}
            onChange={(id, name) => change({ cidadeId: id || undefined, cityId: id || undefined, cidade: name, cityName: name })}
            required={main}
            error={step.errorOf('cidade')}
          />
        )}
        <TextInput
          label={t('checkin.address.district')}
          value={data.bairro ?? ''}
          onChange={(e) => change({ bairro: e.currentTarget.value })}
          autoComplete="address-level3"
          error={step.errorOf('bairro')}
        />
        <TextInput
          label={t('checkin.address.street')}
          value={data.endereco ?? ''}
          onChange={(e) => change({ endereco: e.currentTarget.value })}
          autoComplete="address-line1"
          required={main}
          error={step.errorOf('endereco')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('checkin.address.number')}
            value={data.nroEndereco ?? ''}
            onChange={(e) => change({ nroEndereco: e.currentTarget.value })}
            inputMode="text"
            error={step.errorOf('nroEndereco')}
          />
          <TextInput
            label={t('checkin.address.complement')}
            value={data.complementoEnd ?? ''}
            onChange={(e) => change({ complementoEnd: e.currentTarget.value })}
            autoComplete="address-line2"
            error={step.errorOf('complementoEnd')}
          />
        </Group>
        {additional && <AdditionalFields step={step} />}
      </Stack>
      <StepActions loading={step.busy} />
    </form>
  );
}
