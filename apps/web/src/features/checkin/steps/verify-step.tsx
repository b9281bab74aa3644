import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { isValidCpf, maskCpf, onlyDigits } from '@gm/domain/validators';
import { useState } from 'react';
import { CpfInput } from '../../../ui/cpf-input';
import { personDetails } from '../api';
import { Notice } from '../notice';
import { dataFromPerson } from '../person-form';
import { showFailure, useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';
import { dispatch, setData, setExtras } from '../wizard-store';

/**
 * Identification (spec section 2): the CPF (mask and check digits) for Brazilians, a travel document for
 * foreigners. A document that already has a profile at the hotel is shown only after the first-name confirmation.
 */
export function VerifyStep() {
  const { t, data, extras, token } = useGuest();
  const [brazilian, setBrazilian] = useState(extras.brazilian);
  const [cpf, setCpf] = useState(data.cpf ? maskCpf(data.cpf) : '');
  const [doc, setDoc] = useState(data.travelDocument ?? '');
  const [firstName, setFirstName] = useState(extras.primeiroNome);
  const [askFirstName, setAskFirstName] = useState(false);
  const [busy, setBusy] = useState(false);
  const [docError, setDocError] = useState<string | null>(null);

  const value = brazilian ? onlyDigits(cpf) : doc.trim().toUpperCase();
  const valid = brazilian ? isValidCpf(value) : /^[A-Z0-9-]{4,40}$/.test(value);
  const unchanged = !!data.codPes && (brazilian ? onlyDigits(data.cpf ?? '') === value : (data.travelDocument ?? '').toUpperCase() === value);

  const submit = async () => {
    if (!valid) {
      setDocError(brazilian ? t('checkin.verify.cpfInvalid') : t('checkin.verify.docInvalid'));
      return;
    }
    const docData = brazilian ? { cpf: value, nacionalidade: data.nacionalidade ?? 'BR' } : { travelDocument: value };
    setExtras({ brazilian });
    if (unchanged) {
      dispatch({ type: 'next' });
      return;
    }
    setBusy(true);
    try {
      const reply = await personDetails(token, { ...(brazilian ? { cpf: value } : { travelDocument: value }), ...(askFirstName ? { primeiroNome: firstName.trim() } : {}) });
      if (reply.confirmarPrimeiroNome === 'S') {
        setAskFirstName(true);
        return;
      }
      // A returning guest: their profile fills the next steps (it is linked when the registration is saved).
      if (reply.pessoa) setData({ ...dataFromPerson(reply.pessoa, false), nomeCompleto: data.nomeCompleto ?? reply.pessoa.nomeCompleto });
      setData(docData);
      setExtras({ primeiroNome: askFirstName ? firstName.trim() : '' });
      dispatch({ type: 'next' });
    } catch (error) {
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
        void submit();
      }}
    >
      <Stack gap="md">
        <Text>{t('checkin.verify.intro', { name: data.nomeCompleto ?? '' })}</Text>
        <Radio.Group
          label={t('checkin.verify.nationalityQuestion')}
          value={brazilian ? 'br' : 'foreign'}
          onChange={(v) => {
            setBrazilian(v === 'br');
            setAskFirstName(false);
            setDocError(null);
          }}
        >
          <Stack gap={8} mt={6}>
            <Radio value="br" label={t('checkin.verify.brazilian')} />
            <Radio value="foreign" label={t('checkin.verify.foreigner')} />
          </Stack>
        </Radio.Group>
        {brazilian ? (
          <CpfInput
            label={t('checkin.verify.cpf')}
            value={cpf}
            onChange={(v) => {
              setCpf(v);
              setDocError(null);
              setAskFirstName(false);
            }}
            invalidMessage={t('checkin.verify.cpfInvalid')}
            serverError={docError}
            required
          />
        ) : (
          <TextInput
            label={t('checkin.verify.travelDocument')}
            description={t('checkin.verify.travelDocumentHint')}
            value={doc}
            onChange={(e) => {
              setDoc(e.currentTarget.value);
              setDocError(null);
              setAskFirstName(false);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            error={docError ?? undefined}
            required
          />
        )}
        {askFirstName && (
          <Stack gap="xs">
            <Notice title={t('checkin.verify.foundTitle')}>{t('checkin.verify.found')}</Notice>
            <TextInput label={t('checkin.verify.firstName')} value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} autoComplete="given-name" required data-autofocus />
          </Stack>
        )}
      </Stack>
      <StepActions loading={busy} disabled={askFirstName && firstName.trim() === ''} />
    </form>
  );
}

