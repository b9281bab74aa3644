import { onlyDigits } from '@gm/domain/validators';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/http';
import { changePerson, lookupPostalCode } from '../api';
import { CitySelect, CountrySelect, RegionSelect } from '../location-selects';
import { useRegions } from '../locations';
import { addressFields, fieldErrorsOf } from '../person-form';
import { showFailure, useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData } from '../wizard-store';

type Errors = Record<string, string>;

const maskCep = (v: string) => {
  const d = onlyDigits(v).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/**
 * Address (spec sections 2 and 5): country, region and city from the locations services in the guest's language;
 * a Brazilian CEP fills the address through POST /viacep/{code}. An invalid or unknown CEP is said on the field;
 * when the lookup is down the guest fills the address by hand (never blocked).
 */
export function AddressStep() {
  const { t, data, extras, token, personId, language, context } = useGuest();
  const [busy, setBusy] = useState(false);
  const [looking, setLooking] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
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

  const lookup = async (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits.length !== 8 || lastLookup.current === digits) return;
    lastLookup.current = digits;
    setLooking(true);
    setInfo(null);
    setErrors((e) => ({ ...e, cep: '' }));
    try {
      const r = await lookupPostalCode(token, digits, 'BR');
      if (r.disponivel === 'N') {
        setInfo(r.message);
        return;
      }
      setData({
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
      if (error instanceof ApiError && error.readable && error.http < 500) setErrors((e) => ({ ...e, cep: error.message }));
      else setInfo(t('checkin.address.lookupDown'));
      lastLookup.current = null;
    } finally {
      setLooking(false);
    }
  };

  const check = (): Errors => {
    const e: Errors = {};
    if (!main) return e;
    const required = t('checkin.form.required');
    if (!country) e.pais = required;
    if (!(data.cidade ?? '').trim()) e.cidade = required;
    if (!(data.endereco ?? '').trim()) e.endereco = required;
    if (brazil) {
      if (onlyDigits(data.cep ?? '').length !== 8) e.cep = t('checkin.address.cepInvalid');
      if (!data.estado) e.estado = required;
      if (!data.cidadeId) e.cidade = required;
    }
    return e;
  };

  const save = async () => {
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await changePerson(token, { codPes: Number(data.codPes), CODPESRES: personId, ...addressFields(data) });
      dispatch({ type: 'next' });
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error, t('checkin.form.check')));
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {!main && <Text size="sm">{t('checkin.address.companionHint')}</Text>}
        <CountrySelect
          token={token}
          label={t('checkin.address.country')}
          value={country}
          onChange={(code) => {
            lastLookup.current = null;
            setData({
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
          error={errors.pais || undefined}
        />
        <TextInput
          label={brazil ? t('checkin.address.cep') : t('checkin.address.postalCode')}
          description={brazil ? t('checkin.address.cepHint') : undefined}
          value={data.cep ?? ''}
          inputMode={brazil ? 'numeric' : 'text'}
          autoComplete="postal-code"
          onChange={(e) => {
            const v = brazil ? maskCep(e.currentTarget.value) : e.currentTarget.value;
            setData({ cep: v });
            if (brazil && onlyDigits(v).length === 8) void lookup(v);
          }}
          onBlur={() => brazil && void lookup(data.cep ?? '')}
          rightSection={looking ? <span aria-hidden>…</span> : null}
          required={main && brazil}
          error={errors.cep || undefined}
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
              setData({ estado: code, estadoLong: name, cidade: undefined, cidadeId: undefined, cityId: undefined, cityName: undefined })
            }
            required={main && brazil}
            error={errors.estado || undefined}
          />
        )}
        {noRegions ? (
          <TextInput
            label={t('checkin.address.city')}
            value={data.cidade ?? ''}
            onChange={(e) =>
              setData({ cidade: e.currentTarget.value, cityName: e.currentTarget.value, cidadeId: undefined, cityId: undefined })
            }
            autoComplete="address-level2"
            required={main}
            error={errors.cidade || undefined}
          />
        ) : (
          <CitySelect
            token={token}
            country={country}
            region={data.estado ?? ''}
            label={t('checkin.address.city')}
            value={data.cidadeId ?? ''}
            name={data.cidade ?? ''}
            onChange={(id, name) => setData({ cidadeId: id || undefined, cityId: id || undefined, cidade: name, cityName: name })}
            required={main}
            error={errors.cidade || undefined}
          />
        )}
        <TextInput
          label={t('checkin.address.district')}
          value={data.bairro ?? ''}
          onChange={(e) => setData({ bairro: e.currentTarget.value })}
          autoComplete="address-level3"
          error={errors.bairro || undefined}
        />
        <TextInput
          label={t('checkin.address.street')}
          value={data.endereco ?? ''}
          onChange={(e) => setData({ endereco: e.currentTarget.value })}
          autoComplete="address-line1"
          required={main}
          error={errors.endereco || undefined}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('checkin.address.number')}
            value={data.nroEndereco ?? ''}
            onChange={(e) => setData({ nroEndereco: e.currentTarget.value })}
            inputMode="text"
            error={errors.nroEndereco || undefined}
          />
          <TextInput
            label={t('checkin.address.complement')}
            value={data.complementoEnd ?? ''}
            onChange={(e) => setData({ complementoEnd: e.currentTarget.value })}
            autoComplete="address-line2"
            error={errors.complementoEnd || undefined}
          />
        </Group>
      </Stack>
      <StepActions loading={busy} />
    </form>
  );
}
