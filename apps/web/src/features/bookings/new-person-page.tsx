import { criarUsuarioInput } from '@gm/contracts/checkin';
import { isValidCpf, isValidEmail } from '@gm/domain/validators';
import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { CpfInput } from '../../ui/cpf-input';
import { DateInput } from '../../ui/date-input';
import { PageTitle } from '../../ui/page-title';
import { createPerson } from './api';
import { type RegistrationMode, RegistrationModeModal } from './registration-mode-modal';
import { usePageTitle } from './use-page-title';

const EMPTY = { nomeCompleto: '', sexo: '', dataNasc: '', email: '', celular: '', cpf: '', travelDocument: '', profissao: '' };
type Form = typeof EMPTY;

/** Field -> translation key of its error; the four-digit mode needs a document to take the digits from. */
function personErrors(f: Form, mode: RegistrationMode): Partial<Record<keyof Form, string>> {
  const e: Partial<Record<keyof Form, string>> = {};
  if (f.nomeCompleto.trim().length < 2) e.nomeCompleto = 'bookings.errors.required';
  if (f.email.trim() && !isValidEmail(f.email)) e.email = 'ui.inputErrors.email';
  if (f.cpf.trim() && !isValidCpf(f.cpf)) e.cpf = 'bookings.newPerson.invalidCpf';
  if (mode === 'digits' && !f.cpf.trim() && f.travelDocument.trim().length < 4) e.cpf = 'bookings.newPerson.documentNeeded';
  return e;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

type CriarUsu = Parameters<typeof createPerson>[0];

function toCriarUsu(f: Form): CriarUsu {
  return {
    nomeCompleto: f.nomeCompleto.trim(),
    sexo: (f.sexo || null) as CriarUsu['sexo'],
    dataNasc: orNull(f.dataNasc),
    email: orNull(f.email),
    celular: orNull(f.celular),
    cpf: orNull(f.cpf),
    travelDocument: orNull(f.travelDocument),
    profissao: orNull(f.profissao),
  };
}

/** /new/index: new person registration (CHANGEINS novapessoa), after choosing the registration mode. */
export function NewPersonPage() {
  const { t } = useT();
  usePageTitle('bookings.newPerson.title');
  const [mode, setMode] = useState<RegistrationMode | null>(null);
  const [choosing, setChoosing] = useState(true);
  const [created, setCreated] = useState<{ codPes: number; name: string; mode: RegistrationMode; digits: string } | null>(null);
  // The form kit (0027): the service's schema and the page's rules before sending; the server's refusals about a
  // field (a birth date in the future, a CPF already registered) on that field.
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: EMPTY,
    schema: criarUsuarioInput,
    toInput: (f: Form) => ({ criarUsu: toCriarUsu(f) }),
    fieldOf: (path) => path.replace(/^criarUsu\./, ''),
    check: (f) => (mode ? personErrors(f, mode) : {}) as Record<string, string>,
    keys: { required: 'bookings.errors.required', too_small: 'bookings.errors.required', too_big: 'bookings.errors.tooLong' },
    send: (input) => createPerson(input.criarUsu),
    onSuccess: (r, values) => {
      notify('success', t('bookings.newPerson.created'));
      const doc = (values.cpf || values.travelDocument).replace(/\W/g, '');
      setCreated({ codPes: r.usuCriado.attributes.codPes, name: r.pessoa.nomeCompleto, mode: mode ?? 'face', digits: doc.slice(-4) });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
    },
    t,
  });
  const text = (k: keyof Form) => ({ ...form.getInputProps(k), error: errorOf(k) });
  const restart = () => {
    setCreated(null);
    setMode(null);
    setChoosing(true);
  };
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle size="h2">{t('bookings.newPerson.title')}</PageTitle>
      {created && (
        <Alert color="green" title={t('bookings.newPerson.createdTitle')} data-testid="person-created" role="status">
          <Stack gap={4}>
            <Text size="sm">{t('bookings.newPerson.createdDetail', { name: created.name, code: created.codPes })}</Text>
            <Text size="sm">
              {created.mode === 'digits'
                ? t('bookings.newPerson.identifyDigits', { digits: created.digits })
                : t('bookings.newPerson.identifyFace')}
            </Text>
            <Button size="xs" variant="light" onClick={restart} style={{ alignSelf: 'flex-start' }}>
              {t('bookings.newPerson.another')}
            </Button>
          </Stack>
        </Alert>
      )}
      {mode && !created && (
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={t('bookings.newPerson.title')}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text>{t(`bookings.newPerson.mode.${mode}Hint`)}</Text>
              <Button variant="subtle" size="xs" onClick={() => setChoosing(true)}>
                {t('bookings.newPerson.changeMode')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('bookings.detail.fullName')} required {...text('nomeCompleto')} maxLength={200} />
              <NativeSelect
                label={t('bookings.detail.sex.label')}
                {...text('sexo')}
                data={[
                  { value: '', label: t('bookings.form.selectItem') },
                  ...(['M', 'F', 'O'] as const).map((s) => ({ value: s, label: t(`bookings.detail.sex.${s}`) })),
                ]}
              />
              <DateInput
                label={t('bookings.detail.birthDate')}
                value={form.values.dataNasc}
                onChange={(iso) => form.setFieldValue('dataNasc', iso)}
                birth
                serverError={errorOf('dataNasc')}
                data-path="dataNasc"
              />
              <TextInput type="email" label={t('bookings.form.email')} {...text('email')} maxLength={254} />
              <TextInput type="tel" label={t('bookings.detail.mobile')} {...text('celular')} maxLength={40} />
              <TextInput label={t('bookings.detail.profession')} {...text('profissao')} maxLength={100} />
              <CpfInput
                label={t('bookings.detail.cpf')}
                value={form.values.cpf}
                onChange={(cpf) => form.setFieldValue('cpf', cpf)}
                invalidMessage={t('bookings.newPerson.invalidCpf')}
                serverError={errorOf('cpf')}
                data-path="cpf"
                required={mode === 'digits'}
              />
              <TextInput label={t('bookings.detail.travelDocument')} {...text('travelDocument')} maxLength={40} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {t('bookings.newPerson.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {!mode && !choosing && !created && (
        <Button onClick={() => setChoosing(true)} style={{ alignSelf: 'flex-start' }}>
          {t('bookings.newPerson.start')}
        </Button>
      )}
      <RegistrationModeModal
        opened={choosing}
        onChoose={(m) => {
          setMode(m);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </Stack>
  );
}
