import { DEFAULT_TIME_ZONE, isValidBirthDate, todayIn } from '@gm/domain/dates';
import { isValidEmail } from '@gm/domain/validators';
import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from '../../../lib/navigation';
import { useStepForm } from '../../../lib/step-form';
import { DateInput } from '../../../ui/date-input';
import { EmailInput } from '../../../ui/email-input';
import { PhoneInput } from '../../../ui/phone-input';
import { changePerson, createPerson } from '../api';
import { CountrySelect } from '../location-selects';
import { dataFromPerson, PERSON_ERROR_KEYS, personFieldOf, registrationFields } from '../person-form';
import { useRefusedFields } from '../refused-fields';
import { useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, getCheckin, replaceBookingToken, setData, setExtras } from '../wizard-store';
import { type Identity, IdentitySection } from './identity-section';

/**
 * Registration data (spec sections 2 and 5), with the identification on the same screen
 * (docs/decisions/0038-shorter-guest-wizard.md): the document, then name, sex, birth date (DD/MM/YYYY or
 * DD/MM/YY), profession, nationality (foreigners only: a Brazilian said so above), phone by country and e-mail,
 * and, where the hotel has those steps, whether the guest travels with a pet or has a vaccination card to send.
 * Saving creates or links the guest's profile (CriarUsuarioService) or changes it (alterarPessoaService); the
 * server's rules (main guest not a minor, e-mail rules, document of another profile, name among the pending
 * guests) come back on their fields.
 */
const FIELDS = ['cpf', 'travelDocument', 'nomeCompleto', 'sexo', 'dataNasc', 'profissao', 'nacionalidade', 'celular', 'email'] as const;

const yes = (v: unknown) => String(v ?? '').toUpperCase() === 'S';

export function RegistrationStep() {
  const { t, data, extras, token, personId, context, language, flags } = useGuest();
  const identity = useRef<Identity | null>(null);
  const onIdentity = useCallback((i: Identity) => {
    identity.current = i;
  }, []);
  const brazilian = extras.brazilian;
  const docField = brazilian ? 'cpf' : 'travelDocument';
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
      const id = identity.current;
      if (id && !id.valid) e[docField] = brazilian ? 'checkin.verify.cpfInvalid' : 'checkin.verify.docInvalid';
      if (id?.proving) e[docField] = 'checkin.verify.finishProof';
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
    save: async (values) => {
      const id = identity.current;
      const typed = id && !id.keptMasked ? (id.brazilian ? { cpf: id.value } : { travelDocument: id.value }) : {};
      if (Object.keys(typed).length) setData(typed);
      const d = { ...values, ...typed };
      const fields = registrationFields(d, brazilian);
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
  useRefusedFields(step, FIELDS);
  // A changed field drops its message (the next submit checks it again).
  const change = (patch: Partial<typeof data>) => {
    setData(patch);
    step.clear(...Object.keys(patch));
  };

  return (
    <form noValidate ref={step.ref} onSubmit={step.onSubmit}>
      <Stack gap="sm">
        <IdentitySection onChange={onIdentity} error={step.errorOf(docField)} brazilName={t('checkin.registration.brazil')} />
        <TextInput
          label={t('checkin.registration.name')}
          value={data.nomeCompleto ?? ''}
          onChange={(e) => change({ nomeCompleto: e.currentTarget.value })}
          autoComplete="name"
          required
          error={step.errorOf('nomeCompleto')}
        />
        <Radio.Group
          name="sexo"
          label={t('checkin.registration.sex')}
          value={data.sexo ?? ''}
          onChange={(v) => change({ sexo: v })}
          withAsterisk
          error={step.errorOf('sexo')}
        >
          <Group gap="lg" mt={4}>
            {(['F', 'M', 'O'] as const).map((v) => (
              <Radio
                key={v}
                value={v}
                label={t(`checkin.registration.sex${v}`)}
                styles={{ body: { minHeight: 44, alignItems: 'center' } }}
              />
            ))}
          </Group>
        </Radio.Group>
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
        {!brazilian && (
          <CountrySelect
            token={token}
            label={t('checkin.registration.nationalityCountry')}
            value={data.nacionalidade ?? ''}
            onChange={(code, name) => change({ nacionalidade: code, nacionalidadeDescr: name })}
            required
            error={step.errorOf('nacionalidade')}
          />
        )}
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
        {yes(flags.HASSTEPDOCPET) && (
          <Checkbox
            checked={extras.pet}
            onChange={(e) => setExtras({ pet: e.currentTarget.checked })}
            label={t('checkin.registration.pet')}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        )}
        {yes(flags.HASSTEPDOCVACCINE) && (
          <Checkbox
            checked={extras.vaccine}
            onChange={(e) => setExtras({ vaccine: e.currentTarget.checked })}
            label={t('checkin.registration.vaccine')}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        )}
      </Stack>
      <StepActions loading={step.busy} />
    </form>
  );
}
