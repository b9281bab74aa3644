import { isMaskedDocument } from '@gm/domain/documents';
import { isValidCpf, maskCpf, onlyDigits } from '@gm/domain/validators';
import { Button, Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CpfInput } from '../../../ui/cpf-input';
import { personDetails } from '../api';
import { Notice } from '../notice';
import { dataFromPerson } from '../person-form';
import { showFailure, useGuest } from '../use-guest';
import { replaceBookingToken, setData, setExtras } from '../wizard-store';

type Phase = 'document' | 'code';

/** What the registration screen needs of the identification when it saves. */
export interface Identity {
  brazilian: boolean;
  /** The CPF's digits or the travel document, as typed. */
  value: string;
  valid: boolean;
  /** A masked document left as it came: unchanged, not sent again. */
  keptMasked: boolean;
  /** The returning guest's proof is under way: the registration waits for it. */
  proving: boolean;
}

/**
 * Identification (spec section 2), on the registration screen (docs/decisions/0038-shorter-guest-wizard.md): the
 * CPF (mask and check digits) for Brazilians, a travel document for foreigners; the answer also gives the
 * nationality of a Brazilian, so it is asked once. The document is data, not a key
 * (docs/decisions/0018-guest-identity-and-limits.md): a returning guest who wants their stored details ticks the
 * option, confirms the first name and types the code the hotel sends to the e-mail on file, and the fields
 * below fill in; the answer never says whether a registration exists. Anyone else fills in fresh data.
 */
export function IdentitySection({
  onChange,
  error,
  brazilName,
}: {
  onChange: (identity: Identity) => void;
  /** The registration's message for the document (invalid, or the server's). */
  error?: string;
  /** The nationality's name for Brazilians (the select is not shown to them). */
  brazilName: string;
}) {
  const { t, data, extras, token } = useGuest();
  const [brazilian, setBrazilian] = useState(extras.brazilian);
  const storedMasked = isMaskedDocument(brazilian ? data.cpf : data.travelDocument);
  const [cpf, setCpf] = useState(data.cpf ? (isMaskedDocument(data.cpf) ? data.cpf : maskCpf(data.cpf)) : '');
  const [doc, setDoc] = useState(data.travelDocument ?? '');
  const [returning, setReturning] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [phase, setPhase] = useState<Phase>('document');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [proven, setProven] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const value = brazilian ? onlyDigits(cpf) : doc.trim().toUpperCase();
  // A document already saved comes back masked for whoever may not see it in full: left as is, it is unchanged.
  const keptMasked = storedMasked && (brazilian ? cpf === data.cpf : doc === data.travelDocument);
  const valid = keptMasked || (brazilian ? isValidCpf(value) : /^[A-Z0-9-]{4,40}$/.test(value));
  const unchanged =
    keptMasked ||
    (!!data.codPes && (brazilian ? onlyDigits(data.cpf ?? '') === value : (data.travelDocument ?? '').toUpperCase() === value));
  const docInput = brazilian ? { cpf: value } : { travelDocument: value };
  const asking = returning && !unchanged && !proven;

  useEffect(() => {
    onChange({ brazilian, value, valid, keptMasked, proving: asking && phase === 'code' });
  }, [onChange, brazilian, value, valid, keptMasked, asking, phase]);

  // A Brazilian's nationality is the answer above (asked once); a saved foreign one stays.
  useEffect(() => {
    if (brazilian && data.nacionalidade !== 'BR') setData({ nacionalidade: 'BR', nacionalidadeDescr: brazilName });
  }, []);

  const chooseNationality = (br: boolean) => {
    setBrazilian(br);
    setExtras({ brazilian: br });
    if (br) setData({ nacionalidade: 'BR', nacionalidadeDescr: brazilName });
    else if (data.nacionalidade === 'BR') setData({ nacionalidade: undefined, nacionalidadeDescr: undefined });
  };

  const askCode = async () => {
    if (!valid || firstName.trim() === '') return;
    setBusy(true);
    try {
      await personDetails(token, { ...docInput, primeiroNome: firstName.trim() });
      setPhase('code');
      setCode('');
      setCodeError(null);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmCode = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('checkin.verify.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const reply = await personDetails(token, { ...docInput, codigo: code.trim() });
      if (reply.jwt) replaceBookingToken(reply.jwt);
      // The proven profile fills the next steps (it is linked when the registration is saved).
      if (reply.pessoa) setData({ ...dataFromPerson(reply.pessoa, false), nomeCompleto: data.nomeCompleto ?? reply.pessoa.nomeCompleto });
      setProven(true);
      setPhase('document');
    } catch (error) {
      setCodeError(error instanceof Error ? error.message : t('checkin.verify.codeInvalid'));
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const resetProof = () => {
    setPhase('document');
    setProven(false);
  };

  return (
    <Stack gap="md">
      <Text>{t('checkin.verify.intro', { name: data.nomeCompleto ?? '' })}</Text>
      <Radio.Group
        label={t('checkin.verify.nationalityQuestion')}
        value={brazilian ? 'br' : 'foreign'}
        onChange={(v) => {
          chooseNationality(v === 'br');
          resetProof();
        }}
      >
        <Stack gap={8} mt={6}>
          <Radio value="br" label={t('checkin.verify.brazilian')} disabled={phase === 'code'} />
          <Radio value="foreign" label={t('checkin.verify.foreigner')} disabled={phase === 'code'} />
        </Stack>
      </Radio.Group>
      {brazilian ? (
        <CpfInput
          label={t('checkin.verify.cpf')}
          description={keptMasked ? t('checkin.verify.masked') : undefined}
          value={cpf}
          onChange={(v) => {
            setCpf(v);
            resetProof();
          }}
          invalidMessage={t('checkin.verify.cpfInvalid')}
          serverError={error ?? null}
          readOnly={phase === 'code'}
          required
        />
      ) : (
        <TextInput
          label={t('checkin.verify.travelDocument')}
          description={keptMasked ? t('checkin.verify.masked') : t('checkin.verify.travelDocumentHint')}
          value={doc}
          onChange={(e) => {
            setDoc(e.currentTarget.value);
            resetProof();
          }}
          autoCapitalize="characters"
          autoComplete="off"
          error={error}
          readOnly={phase === 'code'}
          required
        />
      )}
      {!unchanged && !proven && (
        <Checkbox
          label={t('checkin.verify.returning')}
          description={t('checkin.verify.returningHint')}
          checked={returning}
          disabled={phase === 'code'}
          onChange={(e) => setReturning(e.currentTarget.checked)}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
      )}
      {asking && (
        <TextInput
          label={t('checkin.verify.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
          autoComplete="given-name"
          readOnly={phase === 'code'}
          required
        />
      )}
      {asking && phase === 'document' && (
        <Button
          variant="light"
          size="md"
          fullWidth
          onClick={() => void askCode()}
          loading={busy}
          disabled={!valid || firstName.trim() === ''}
        >
          {t('checkin.verify.sendCode')}
        </Button>
      )}
      {phase === 'code' && (
        <Stack gap="xs">
          <Notice title={t('checkin.verify.codeTitle')}>{t('checkin.verify.codeSent')}</Notice>
          <TextInput
            label={t('checkin.verify.code')}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError ?? undefined}
            required
            data-autofocus
          />
          <Button variant="light" size="md" fullWidth onClick={() => void confirmCode()} loading={busy}>
            {t('checkin.verify.useCode')}
          </Button>
          <Button variant="subtle" size="md" onClick={() => void askCode()} disabled={busy}>
            {t('checkin.verify.resend')}
          </Button>
          <Button
            variant="default"
            size="md"
            fullWidth
            onClick={() => {
              setReturning(false);
              resetProof();
            }}
            disabled={busy}
          >
            {t('checkin.verify.skip')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
