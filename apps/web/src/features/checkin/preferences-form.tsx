import { alterarPreferenciasInput, PREFERENCE_OPTIONS } from '@gm/contracts/checkin';
import type { PreferencesReply } from '@gm/contracts/checkin/replies';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { Notice } from './notice';
import { type PreferencesInput, savePreferences } from './preferences-api';

type Saved = PreferencesReply['preferencias'];
type Field = keyof Saved;
type Values = { preferencias: Record<Field, string> };

const FIELDS: Field[] = [
  'previsaoChegada',
  'tipoCama',
  'travesseiro',
  'andar',
  'dieta',
  'acessibilidade',
  'acompanhante',
  'ocasiao',
  'observacoes',
];
const CHOICES = ['tipoCama', 'travesseiro', 'andar'] as const;
/** Free texts and their limits (the contract's): the guest reads the limit under the field. */
const TEXTS = { dieta: 300, acessibilidade: 300, acompanhante: 120, ocasiao: 100, observacoes: 1000 } as const;

const valuesOf = (saved: Saved): Values => ({
  preferencias: Object.fromEntries(FIELDS.map((f) => [f, saved[f] ?? ''])) as Record<Field, string>,
});

// Every field is sent: an emptied one clears what the guest said before.
const toInput = (v: Values): PreferencesInput => ({
  preferencias: Object.fromEntries(FIELDS.map((f) => [f, v.preferencias[f].trim() === '' ? null : v.preferencias[f]])),
});

/** The preferences form: what is saved comes back filled in; a save says so and keeps the answers on screen. */
export function PreferencesForm({ token, saved }: { token: string; saved: Saved }) {
  const { t } = useT();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const { form, onSubmit, busy } = useContractForm<Values, PreferencesInput, Awaited<ReturnType<typeof savePreferences>>>({
    initialValues: valuesOf(saved),
    schema: alterarPreferenciasInput,
    toInput,
    send: (input) => {
      setMessage(null);
      return savePreferences(token, input);
    },
    onSuccess: (reply) => {
      client.setQueryData(['checkin', 'preferences', token], { status: 1, CODRES: reply.CODRES, preferencias: reply.preferencias });
      form.setValues(valuesOf(reply.preferencias));
      form.resetDirty(valuesOf(reply.preferencias));
      setMessage(reply.message);
    },
    t,
  });
  const input = (f: Field) => ({ ...form.getInputProps(`preferencias.${f}`), 'data-path': `preferencias.${f}` });
  const limit = (max: number) => t('checkin.preferences.limit', { max });
  return (
    <form noValidate onSubmit={onSubmit} data-testid="preferences-form">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('checkin.preferences.title')}
        </Title>
        <Text>{t('checkin.preferences.intro')}</Text>
        <TextInput
          type="time"
          label={t('checkin.preferences.previsaoChegada')}
          description={t('checkin.preferences.previsaoChegadaHint')}
          {...input('previsaoChegada')}
        />
        {CHOICES.map((f) => (
          <NativeSelect
            key={f}
            label={t(`checkin.preferences.${f}`)}
            data={[
              { value: '', label: t('checkin.preferences.notSaid') },
              ...PREFERENCE_OPTIONS[f].map((o) => ({ value: o, label: t(`checkin.preferences.options.${o}`) })),
            ]}
            {...input(f)}
          />
        ))}
        <Textarea label={t('checkin.preferences.dieta')} description={limit(TEXTS.dieta)} autosize minRows={2} {...input('dieta')} />
        <Textarea
          label={t('checkin.preferences.acessibilidade')}
          description={limit(TEXTS.acessibilidade)}
          autosize
          minRows={2}
          {...input('acessibilidade')}
        />
        <TextInput label={t('checkin.preferences.acompanhante')} description={limit(TEXTS.acompanhante)} {...input('acompanhante')} />
        <TextInput label={t('checkin.preferences.ocasiao')} description={limit(TEXTS.ocasiao)} {...input('ocasiao')} />
        <Textarea
          label={t('checkin.preferences.observacoes')}
          description={limit(TEXTS.observacoes)}
          autosize
          minRows={3}
          {...input('observacoes')}
        />
        <div role="status">{message && <Notice tone="success" title={message} testId="preferences-saved" />}</div>
        <Button type="submit" size="md" loading={busy}>
          {t('checkin.preferences.save')}
        </Button>
      </Stack>
    </form>
  );
}
