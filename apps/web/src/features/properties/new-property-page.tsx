import { createPropertyInput } from '@gm/contracts/properties/inputs';
import type { CopySource, CreatePropertyReply, NewPropertyOptions } from '@gm/contracts/properties/replies';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { applyWrite } from '../../lib/api/mutations';
import { useContractForm } from '../../lib/forms';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { institutionKeys } from '../institutions/public';
import { createProperty, newPropertyOptions, propertyKeys } from './api';
import { currencyOptions, timeZoneOptions } from './choices';
import { CreatedPanel } from './created-panel';
import { usePageTitle } from './use-page-title';

type Values = {
  name: string;
  network: string;
  country: string;
  timeZone: string;
  kind: 'hotel' | 'hospital';
  language: string;
  currency: string;
  /** The source's code as text ('' = copy nothing). */
  copyFrom: string;
  copySettings: boolean;
  copyTerms: boolean;
  copyUsers: boolean;
};

type Input = Parameters<typeof createProperty>[0];

function toInput(v: Values): Input {
  const from = v.copyFrom ? Number(v.copyFrom) : null;
  return {
    name: v.name,
    network: v.network,
    country: v.country,
    timeZone: v.timeZone,
    kind: v.kind,
    language: v.language as Input['language'],
    currency: v.currency,
    copyFrom: from,
    copy: { settings: !!from && v.copySettings, terms: !!from && v.copyTerms, users: !!from && v.copyUsers },
  };
}

/** /create-ins/index: a new property (CREATEINS), optionally copying from one the user administers. */
export function NewPropertyPage() {
  const { t } = useT();
  usePageTitle('properties.create.title');
  const options = useQuery({ queryKey: propertyKeys.options(), queryFn: newPropertyOptions, staleTime: 0 });
  const [created, setCreated] = useState<CreatePropertyReply | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle size="h2">{t('properties.create.title')}</PageTitle>
      <Text>{t('properties.create.intro')}</Text>
      {created && (
        <CreatedPanel
          created={created}
          onAnother={() => {
            setCreated(null);
            setRound((r) => r + 1);
          }}
        />
      )}
      {!created &&
        (options.data ? (
          <NewPropertyForm key={round} options={options.data} onCreated={setCreated} />
        ) : options.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('properties.create.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void options.refetch()}>
                {t('properties.create.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <LoadingIndicator />
        ))}
    </Stack>
  );
}

function NewPropertyForm({ options, onCreated }: { options: NewPropertyOptions; onCreated: (r: CreatePropertyReply) => void }) {
  const { t, language } = useT();
  const client = useQueryClient();
  const d = options.defaults;
  const firstSource = options.copySources.find((s) => s.codIns === d.copyFrom);
  const { form, onSubmit, busy, errorOf } = useContractForm<Values, Input, CreatePropertyReply>({
    initialValues: {
      name: '',
      network: d.network,
      country: d.country,
      timeZone: d.timeZone,
      kind: 'hotel',
      language: d.language,
      currency: d.currency,
      copyFrom: d.copyFrom ? String(d.copyFrom) : '',
      copySettings: !!firstSource?.canCopySettings,
      copyTerms: !!firstSource?.canCopySettings,
      copyUsers: false,
    },
    schema: createPropertyInput,
    toInput,
    keys: {
      required: 'properties.errors.name',
      too_small: 'properties.errors.name',
      invalid_time_zone: 'properties.errors.timeZone',
      invalid_currency: 'properties.errors.currency',
      invalid_country: 'properties.errors.country',
    },
    fieldOf: (path) => (path.startsWith('copy.') ? 'copyFrom' : path),
    send: createProperty,
    onSuccess: (reply) => {
      // The change-hotel list (user menu and its dialog) holds the new property from now on.
      void applyWrite(client, { lists: [institutionKeys.available(), propertyKeys.options()] });
      onCreated(reply);
    },
    t,
  });

  const source: CopySource | undefined = options.copySources.find((s) => String(s.codIns) === form.values.copyFrom);
  const countries = useMemo(() => options.countries.map((c) => ({ value: c.code, label: c.name })), [options.countries]);
  const zones = useMemo(() => timeZoneOptions(form.values.timeZone), [form.values.timeZone]);
  const currencies = useMemo(() => currencyOptions(language, form.values.currency), [language, form.values.currency]);

  /** A new source pre-fills what it would be copied with (unless already chosen by hand) and its copy options. */
  function chooseSource(value: string) {
    const s = options.copySources.find((x) => String(x.codIns) === value);
    form.setFieldValue('copyFrom', value);
    form.setFieldValue('copySettings', !!s?.canCopySettings && form.values.copySettings);
    form.setFieldValue('copyTerms', !!s?.canCopySettings && form.values.copyTerms);
    form.setFieldValue('copyUsers', !!s?.canCopyUsers && form.values.copyUsers);
    if (!s) return;
    for (const [field, v] of [
      ['timeZone', s.timeZone],
      ['language', s.language],
      ['currency', s.currency],
      ['country', s.country],
    ] as const) {
      if (!form.isDirty(field)) form.setFieldValue(field, v);
    }
    if (!form.isDirty('kind')) form.setFieldValue('kind', s.hospital ? 'hospital' : 'hotel');
  }

  const field = (k: keyof Values) => ({ ...form.getInputProps(k), error: errorOf(k), 'data-path': k });
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={t('properties.create.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('properties.create.name')} required maxLength={120} {...field('name')} />
          <Autocomplete
            label={t('properties.create.network')}
            description={t('properties.create.networkHint')}
            data={options.networks}
            maxLength={120}
            {...field('network')}
          />
          <NativeSelect label={t('properties.create.country')} data={countries} required {...field('country')} />
          <NativeSelect label={t('properties.create.timeZone')} data={zones} required {...field('timeZone')} />
          <NativeSelect
            label={t('properties.create.language')}
            data={(['pt', 'en', 'es'] as const).map((l) => ({ value: l, label: t(`properties.create.languages.${l}`) }))}
            required
            {...field('language')}
          />
          <NativeSelect label={t('properties.create.currency')} data={currencies} required {...field('currency')} />
        </SimpleGrid>
        <Radio.Group label={t('properties.create.kind')} {...form.getInputProps('kind')} error={errorOf('kind')}>
          <Group gap="lg" mt={6}>
            <Radio value="hotel" label={t('properties.create.kinds.hotel')} />
            <Radio value="hospital" label={t('properties.create.kinds.hospital')} />
          </Group>
        </Radio.Group>

        <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={600} p={0}>
            {t('properties.create.copyTitle')}
          </Text>
          <NativeSelect
            label={t('properties.create.copyFrom')}
            data={[
              { value: '', label: t('properties.create.copyNothing') },
              ...options.copySources.map((s) => ({ value: String(s.codIns), label: s.nome })),
            ]}
            value={form.values.copyFrom}
            onChange={(e) => chooseSource(e.currentTarget.value)}
            error={errorOf('copyFrom')}
            data-path="copyFrom"
          />
          <Checkbox
            label={t('properties.create.copySettings')}
            description={t('properties.create.copySettingsHint')}
            disabled={!source?.canCopySettings}
            {...form.getInputProps('copySettings', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('properties.create.copyTerms')}
            disabled={!source?.canCopySettings}
            {...form.getInputProps('copyTerms', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('properties.create.copyUsers')}
            description={t('properties.create.copyUsersHint')}
            disabled={!source?.canCopyUsers}
            {...form.getInputProps('copyUsers', { type: 'checkbox' })}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconCheck size={16} aria-hidden="true" />}>
            {t('properties.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
