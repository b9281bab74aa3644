import { DEFAULT_TIME_ZONE, isValidBirthDate, todayIn } from '@gm/domain/dates';
import { isValidEmail } from '@gm/domain/validators';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from '../../../lib/navigation';
import { useStepForm } from '../../../lib/step-form';
import { DateInput } from '../../../ui/date-input';
import { EmailInput } from '../../../ui/email-input';
import { PhoneInput } from '../../../ui/phone-input';
import { changePerson, createPerson } from '../api';
import { CountrySelect } from '../location-selects';
import { dataFromPerson, PERSON_ERROR_KEYS, personFieldOf, registrationFields } from '../person-form';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, replaceBookingToken, setData } from '../wizard-store';

/**
 * Registration data (spec sections 2 and 5): name, sex, birth date (DD/MM/YYYY or DD/MM/YY), profession,
 * nationality, phone by country and e-mail. Saving creates or links the guest's profile (CriarUsuarioService) or
 * changes it (alterarPessoaService); the server's rules (main guest not a minor, e-mail rules, name among the
 * pending guests) come back as messages.
 */
const FIELDS = ['nomeCompleto', 'sexo', 'dataNasc', 'profissao', 'nacionalidade', 'celular', 'email'] as const;

export function RegistrationStep() {
  const { t, data, extras, token, personId, context, language } = useGuest();
  const { search } = useLocation();
  const timeZone = context?.TIMEZONE || DEFAULT_TIME_ZONE;
  const [phoneRaw, setPhoneRaw] = useState(data.celular ?? '');
  const main = extras.principal;

  const step = useStepForm({
    values: data,
    fields: FIELDS,
    fieldOf: personFieldOf,
    keys: PERSON_ERROR_KEYS,
    t,
    validate: (d) => {
      const e: Record<string, string> = {};
      if ((d.nomeCompleto ?? '').trim().length < 2) e.nomeCompleto = 'checkin.form.required';
      if (!d.sexo) e.sexo = 'checkin.form.required';
      if (!d.dataNasc) e.dataNasc = 'checkin.registration.birthInvalid';
      if (!d.nacionalidade) e.nacionalidade = 'checkin.form.required';
      const phoneTyped = phoneRaw.trim() !== '';
      if ((main || phoneTyped) && !d.celular) e.celular = 'checkin.form.phoneInvalid';
      if (main && !d.email) e.email = 'checkin.form.required';
      else if (d.email && !isValidEmail(d.email)) e.email = 'ui.inputErrors.email';
      return e;
    },
    save: async (d) => {
      const fields = registrationFields(d, extras.brazilian);
      if (d.codPes) {
        const reply = await changePerson(token, { codPes: Number(d.codPes), CODPESRES: personId, ...fields });
        setData(dataFromPerson(reply.pessoa, true));
      } else {
        const reply = await createPerson(token, { ...fields, nomeCompleto: fields.nomeCompleto ?? '', CODPESRES: personId });
        setData(dataFromPerson(reply.pessoa, true));
        // The guest's own person: the refreshed token names their profile.
        if (reply.usuCriado.attributes.jwt && reply.CODPESRES === getCheckin().ownPerson)
          replaceBookingToken(reply.usuCriado.attributes.jwt);
      }
    },
    next: () => dispatch({ type: 'next' }),
  });
  // A changed field drops its message (the next submit checks it again).
  const change = (patch: Partial<typeof data>) => {
    setData(patch);
    step.clear(...Object.keys(patch));
  };

  return (
    <form noValidate ref={step.ref} onSubmit={step.onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={t('checkin.registration.name')}
          value={data.nomeCompleto ?? ''}
          onChange={(e) => change({ nomeCompleto: e.currentTarget.value })}
          autoComplete="name"
          required
          error={step.errorOf('nomeCompleto')}
        />
        <NativeSelect
          label={t('checkin.registration.sex')}
          value={data.sexo ?? ''}
          onChange={(e) => change({ sexo: e.currentTarget.value })}
          data={[
            { value: '', label: t('checkin.form.selectItem'), disabled: true },
            { value: 'F', label: t('checkin.registration.sexF') },
            { value: 'M', label: t('checkin.registration.sexM') },
            { value: 'O', label: t('checkin.registration.sexO') },
          ]}
          required
          error={step.errorOf('sexo')}
        />
        <DateInput
          label={t('checkin.registration.birthDate')}
          description={t('checkin.registration.birthDateHint')}
          value={data.dataNasc ?? ''}
          onChange={(iso) => change({ dataNasc: iso })}
          check={(iso) => (isValidBirthDate(iso, todayIn(timeZone)) ? null : t('checkin.registration.birthInvalid'))}
          timeZone={timeZone}
          birth
          required
          serverError={step.errorOf('dataNasc')}
        />
        <TextInput
          label={t('checkin.registration.profession')}
          value={data.profissao ?? ''}
          onChange={(e) => change({ profissao: e.currentTarget.value })}
          autoComplete="organization-title"
          error={step.errorOf('profissao')}
        />
        <CountrySelect
          token={token}
          label={t('checkin.registration.nationality')}
          value={data.nacionalidade ?? ''}
          onChange={(code, name) => change({ nacionalidade: code, nacionalidadeDescr: name })}
          required
          error={step.errorOf('nacionalidade')}
        />
        <PhoneInput
          label={t('checkin.registration.phone')}
          countryLabel={t('checkin.registration.phoneCountry')}
          invalidMessage={t('checkin.form.phoneInvalid')}
          value={data.celular ?? ''}
          onChange={(p) => {
            setPhoneRaw(p.raw);
            change({ celular: p.value || undefined });
          }}
          defaultCountry={new URLSearchParams(search).get('country')}
          institutionCountry={context?.COUNTRYINS}
          locale={language}
          required={main}
          serverError={step.errorOf('celular')}
        />
        <EmailInput
          label={t('checkin.registration.email')}
          value={data.email ?? ''}
          onChange={(v) => change({ email: v })}
          required={main}
          serverError={step.errorOf('email')}
        />
      </Stack>
      <StepActions loading={step.busy} />
    </form>
  );
}
