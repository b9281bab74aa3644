import {
  type BasicSettings,
  type BasicSettingsInput,
  type BasicSettingsReply,
  basicSettingsInput,
  CURRENCIES,
} from '@gm/contracts/institutions/settings';
import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { maskCnpj } from '@gm/domain/validators';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { LANGUAGE_NAMES } from '../../ui/language-names';
import { AddressFields } from './address-fields';
import { saveBasicSettings } from './api';
import { SETTINGS_ERROR_KEYS } from './error-keys';
import type { IdentityValues } from './identity-values';
import { useSaved } from './use-basic-settings';

/** Every zone this browser knows (the server accepts the zones its own runtime knows: the same IANA database). */
function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  return all.includes(current) ? all : [current, ...all];
}

/** The hotel's identity: name, legal name, CNPJ, address (filled from the CEP), time zone, language, currency. */
export function IdentityForm({ settings }: { settings: BasicSettings }) {
  const { t, language } = useT();
  const saved = useSaved();
  const currencyNames = useMemo(() => new Intl.DisplayNames([language === 'pt' ? 'pt-BR' : language], { type: 'currency' }), [language]);
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const { form, onSubmit, busy } = useContractForm<IdentityValues, BasicSettingsInput, BasicSettingsReply>({
    initialValues: {
      name: settings.name,
      legalName: settings.legalName ?? '',
      taxId: settings.taxId ? maskCnpj(settings.taxId) : '',
      address: settings.address,
      timeZone: settings.timeZone,
      language: settings.language,
      currency: settings.currency,
    },
    schema: basicSettingsInput,
    keys: SETTINGS_ERROR_KEYS,
    toInput: (v) => v as BasicSettingsInput,
    send: saveBasicSettings,
    onSuccess: (reply) => {
      saved(reply);
      form.resetDirty();
    },
    t,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.basic.tabs.identity')}>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('settings.identity.name')} required maxLength={120} {...form.getInputProps('name')} />
          <TextInput label={t('settings.identity.legalName')} maxLength={160} {...form.getInputProps('legalName')} />
          <TextInput
            label={t('settings.identity.taxId')}
            description={t('settings.identity.taxIdHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            {...form.getInputProps('taxId')}
            onChange={(e) => form.setFieldValue('taxId', maskCnpj(e.currentTarget.value))}
          />
        </SimpleGrid>
        <Fieldset legend={t('settings.identity.address')} variant="unstyled">
          <AddressFields form={form} />
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('settings.identity.timeZone')}
            description={t('settings.identity.timeZoneHint')}
            data={zones}
            searchable
            limit={80}
            allowDeselect={false}
            nothingFoundMessage={t('settings.identity.nothingFound')}
            {...form.getInputProps('timeZone')}
          />
          <Select
            label={t('settings.identity.language')}
            data={SUPPORTED_LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Select
            label={t('settings.identity.currency')}
            data={CURRENCIES.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy}>
            {t('settings.basic.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
