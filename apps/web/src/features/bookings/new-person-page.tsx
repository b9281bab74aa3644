import { isValidCpf, isValidEmail } from '@gm/domain/validators';
import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { CpfInput } from '../../ui/cpf-input';
import { DateInput } from '../../ui/date-input';
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

/** /new/index: new person registration (CHANGEINS novapessoa), after choosing the registration mode. */
export function NewPersonPage() {
  const { t } = useT();
  usePageTitle('bookings.newPerson.title');
  const [mode, setMode] = useState<RegistrationMode | null>(null);
  const [choosing, setChoosing] = useState(true);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [created, setCreated] = useState<{ codPes: number; name: string; mode: RegistrationMode; digits: string } | null>(null);
  const save = useMutation({
    mutationFn: createPerson,
    onSuccess: (r, input) => {
      notify('success', t('bookings.newPerson.created'));
      const doc = (input.cpf ?? input.travelDocument ?? '').replace(/\W/g, '');
      setCreated({ codPes: r.usuCriado.attributes.codPes, name: r.pessoa.nomeCompleto, mode: mode ?? 'face', digits: doc.slice(-4) });
      setForm(EMPTY);
    },
  });
  const set = (k: keyof Form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });
  const err = (k: keyof Form) => (errors[k] ? t(errors[k]!) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mode) return;
    const found = personErrors(form, mode);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      nomeCompleto: form.nomeCompleto.trim(),
      sexo: (form.sexo || null) as Parameters<typeof createPerson>[0]['sexo'],
      dataNasc: orNull(form.dataNasc),
      email: orNull(form.email),
      celular: orNull(form.celular),
      cpf: orNull(form.cpf),
      travelDocument: orNull(form.travelDocument),
      profissao: orNull(form.profissao),
    });
  };
  const restart = () => {
    setCreated(null);
    setMode(null);
    setChoosing(true);
  };
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1} size="h2">
        {t('bookings.newPerson.title')}
      </Title>
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
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label={t('bookings.newPerson.title')}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text>{t(`bookings.newPerson.mode.${mode}Hint`)}</Text>
              <Button variant="subtle" size="xs" onClick={() => setChoosing(true)}>
                {t('bookings.newPerson.changeMode')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('bookings.detail.fullName')}
                required
                value={form.nomeCompleto}
                onChange={set('nomeCompleto')}
                error={err('nomeCompleto')}
                maxLength={200}
              />
              <NativeSelect
                label={t('bookings.detail.sex.label')}
                value={form.sexo}
                onChange={set('sexo')}
                data={[
                  { value: '', label: t('bookings.form.selectItem') },
                  ...(['M', 'F', 'O'] as const).map((s) => ({ value: s, label: t(`bookings.detail.sex.${s}`) })),
                ]}
              />
              <DateInput
                label={t('bookings.detail.birthDate')}
                value={form.dataNasc}
                onChange={(iso) => setForm((f) => ({ ...f, dataNasc: iso }))}
                birth
              />
              <TextInput
                type="email"
                label={t('bookings.form.email')}
                value={form.email}
                onChange={set('email')}
                error={err('email')}
                maxLength={254}
              />
              <TextInput type="tel" label={t('bookings.detail.mobile')} value={form.celular} onChange={set('celular')} maxLength={40} />
              <TextInput label={t('bookings.detail.profession')} value={form.profissao} onChange={set('profissao')} maxLength={100} />
              <CpfInput
                label={t('bookings.detail.cpf')}
                value={form.cpf}
                onChange={(cpf) => setForm((f) => ({ ...f, cpf }))}
                invalidMessage={t('bookings.newPerson.invalidCpf')}
                serverError={err('cpf')}
                required={mode === 'digits'}
              />
              <TextInput
                label={t('bookings.detail.travelDocument')}
                value={form.travelDocument}
                onChange={set('travelDocument')}
                maxLength={40}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
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
