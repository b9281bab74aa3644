import { DEFAULT_TIME_ZONE, isValidBirthDate, todayIn } from '@gm/domain/dates';
import { isValidEmail } from '@gm/domain/validators';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/http';
import { useLocation } from '../../../lib/navigation';
import { DateInput } from '../../../ui/date-input';
import { EmailInput } from '../../../ui/email-input';
import { PhoneInput } from '../../../ui/phone-input';
import { changePerson, createPerson } from '../api';
import { CountrySelect } from '../location-selects';
import { dataFromPerson, fieldErrorsOf, registrationFields } from '../person-form';
import { showFailure, useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, replaceBookingToken, setData } from '../wizard-store';

type Errors = Record<string, string>;

/**
 * Registration data (spec sections 2 and 5): name, sex, birth date (DD/MM/YYYY or DD/MM/YY), profession,
 * nationality, phone by country and e-mail. Saving creates or links the guest's profile (CriarUsuarioService) or
 * changes it (alterarPessoaService); the server's rules (main guest not a minor, e-mail rules, name among the
 * pending guests) come back as messages.
 */
export function RegistrationStep() {
  const { t, data, extras, token, personId, context, language } = useGuest();
  const { search } = useLocation();
  const timeZone = context?.TIMEZONE || DEFAULT_TIME_ZONE;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [phoneRaw, setPhoneRaw] = useState(data.celular ?? '');
  const main = extras.principal;

  const check = (): Errors => {
    const e: Errors = {};
    const required = t('checkin.form.required');
    if ((data.nomeCompleto ?? '').trim().length < 2) e.nomeCompleto = required;
    if (!data.sexo) e.sexo = required;
    if (!data.dataNasc) e.dataNasc = t('checkin.registration.birthInvalid');
    if (!data.nacionalidade) e.nacionalidade = required;
    const phoneTyped = phoneRaw.trim() !== '';
    if ((main || phoneTyped) && !data.celular) e.celular = t('checkin.form.phoneInvalid');
    if (main && !data.email) e.email = required;
    else if (data.email && !isValidEmail(data.email)) e.email = t('ui.inputErrors.email');
    return e;
  };

  const save = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const fields = registrationFields(data, extras.brazilian);
      if (data.codPes) {
        const reply = await changePerson(token, { codPes: Number(data.codPes), CODPESRES: personId, ...fields });
        setData(dataFromPerson(reply.pessoa, true));
      } else {
        const reply = await createPerson(token, { ...fields, nomeCompleto: fields.nomeCompleto ?? '', CODPESRES: personId });
        setData(dataFromPerson(reply.pessoa, true));
        // The guest's own person: the refreshed token names their profile.
        if (reply.usuCriado.attributes.jwt && reply.CODPESRES === getCheckin().ownPerson)
          replaceBookingToken(reply.usuCriado.attributes.jwt);
      }
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
        <TextInput
          label={t('checkin.registration.name')}
          value={data.nomeCompleto ?? ''}
          onChange={(e) => setData({ nomeCompleto: e.currentTarget.value })}
          autoComplete="name"
          required
          error={errors.nomeCompleto}
        />
        <NativeSelect
          label={t('checkin.registration.sex')}
          value={data.sexo ?? ''}
          onChange={(e) => setData({ sexo: e.currentTarget.value })}
          data={[
            { value: '', label: t('checkin.form.selectItem'), disabled: true },
            { value: 'F', label: t('checkin.registration.sexF') },
            { value: 'M', label: t('checkin.registration.sexM') },
            { value: 'O', label: t('checkin.registration.sexO') },
          ]}
          required
          error={errors.sexo}
        />
        <DateInput
          label={t('checkin.registration.birthDate')}
          description={t('checkin.registration.birthDateHint')}
          value={data.dataNasc ?? ''}
          onChange={(iso) => setData({ dataNasc: iso })}
          invalidMessage={t('checkin.registration.birthInvalid')}
          check={(iso) => (isValidBirthDate(iso, todayIn(timeZone)) ? null : t('checkin.registration.birthInvalid'))}
          timeZone={timeZone}
          birth
          required
          serverError={errors.dataNasc}
        />
        <TextInput
          label={t('checkin.registration.profession')}
          value={data.profissao ?? ''}
          onChange={(e) => setData({ profissao: e.currentTarget.value })}
          autoComplete="organization-title"
          error={errors.profissao}
        />
        <CountrySelect
          token={token}
          label={t('checkin.registration.nationality')}
          value={data.nacionalidade ?? ''}
          onChange={(code, name) => setData({ nacionalidade: code, nacionalidadeDescr: name })}
          required
          error={errors.nacionalidade}
        />
        <PhoneInput
          label={t('checkin.registration.phone')}
          countryLabel={t('checkin.registration.phoneCountry')}
          invalidMessage={t('checkin.form.phoneInvalid')}
          value={data.celular ?? ''}
          onChange={(p) => {
            setPhoneRaw(p.raw);
            setData({ celular: p.value || undefined });
          }}
          defaultCountry={new URLSearchParams(search).get('country')}
          institutionCountry={context?.COUNTRYINS}
          locale={language}
          required={main}
          serverError={errors.celular}
        />
        <EmailInput
          label={t('checkin.registration.email')}
          value={data.email ?? ''}
          onChange={(v) => setData({ email: v })}
          required={main}
          serverError={errors.email}
        />
      </Stack>
      <StepActions loading={busy} />
    </form>
  );
}
