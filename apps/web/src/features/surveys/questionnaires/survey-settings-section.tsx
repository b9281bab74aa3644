import { surveySettingsInput } from '@gm/contracts/surveys/inputs';
import { ActionIcon, Alert, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { saveSurveySettings, surveyKeys } from '../api';
import { FollowUpSelects, type FollowUpValues, followUpInput } from './follow-up-selects';
import { useSurveySettings } from './use-questionnaires';

const SITES = ['tripadvisor', 'google', 'booking', 'other'] as const;
type Site = (typeof SITES)[number];
const MAX_LINKS = 6;
/** The sites' own names (brands, the same in every language); 'other' is worded. */
const BRAND: Partial<Record<Site, string>> = { tripadvisor: 'TripAdvisor', google: 'Google', booking: 'Booking.com' };

/** The contract's refusals this form words itself. */
const KEYS = {
  https_only: 'surveys.settings.httpsOnly',
  invalid_format: 'surveys.settings.badUrl',
  too_small: 'surveys.settings.daysRange',
  too_big: 'surveys.settings.daysRange',
};

interface Values extends FollowUpValues, Record<string, unknown> {
  links: { site: Site; url: string }[];
  lembreteDias: number;
}

interface Saved {
  links: { site: Site; url: string }[];
  lembreteDias: number;
  seguimentoDetratores: string | null;
  seguimentoDemais: string | null;
}

const valuesOf = (s: Saved): Values => ({
  links: s.links,
  lembreteDias: s.lembreteDias,
  seguimentoDetratores: s.seguimentoDetratores ?? '',
  seguimentoDemais: s.seguimentoDemais ?? '',
});

function SettingsForm({ initial }: { initial: Values }) {
  const { t } = useT();
  const client = useQueryClient();
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: initial,
    schema: surveySettingsInput,
    toInput: (v: Values) => ({ links: v.links, lembreteDias: v.lembreteDias, ...followUpInput(v) }),
    keys: KEYS,
    send: saveSurveySettings,
    onSuccess: (saved: Saved) => {
      void applyWrite(client, { saved: [{ queryKey: surveyKeys.settings, update: () => saved }], lists: [] });
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      notify('success', t('surveys.settings.saved'));
    },
    t,
  });
  const links = form.values.links;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="survey-settings-title">
      <Stack gap="sm">
        <Text size="sm">{t('surveys.settings.linksHelp')}</Text>
        {links.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the form's own, in order; a removal re-keys the rest.
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="review-link-row">
            <NativeSelect
              label={t('surveys.settings.site', { n: i + 1 })}
              data={SITES.map((s) => ({ value: s, label: BRAND[s] ?? t(`surveys.settings.sites.${s}`) }))}
              {...form.getInputProps(`links.${i}.site`)}
              w={180}
            />
            <TextInput
              label={t('surveys.settings.url', { n: i + 1 })}
              placeholder="https://"
              type="url"
              maxLength={500}
              data-path={`links.${i}.url`}
              {...form.getInputProps(`links.${i}.url`)}
              error={errorOf(`links.${i}.url`)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              mt={26}
              aria-label={t('surveys.settings.removeLink', { n: i + 1 })}
              onClick={() => form.removeListItem('links', i)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            disabled={links.length >= MAX_LINKS}
            onClick={() =>
              form.insertListItem('links', { site: links.some((l) => l.site === 'google') ? 'tripadvisor' : 'google', url: '' })
            }
          >
            {t('surveys.settings.addLink')}
          </Button>
        </Group>
        <NumberInput
          label={t('surveys.settings.reminder')}
          description={t('surveys.settings.reminderHelp')}
          min={1}
          max={30}
          allowDecimal={false}
          data-path="lembreteDias"
          {...form.getInputProps('lembreteDias')}
          error={errorOf('lembreteDias')}
          w={260}
        />
        <FollowUpSelects form={form} errorOf={errorOf} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('surveys.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The survey settings: where promoters are invited to post a public review, and when the reminder goes. */
export function SurveySettingsSection() {
  const { t } = useT();
  const query = useSurveySettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="survey-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="survey-settings-title">
          {t('surveys.settings.title')}
        </Title>
        {query.isError ? (
          <Alert color="red" role="alert" title={t('surveys.settings.loadError')}>
            <Button variant="light" size="xs" onClick={() => void query.refetch()}>
              {t('surveys.common.retry')}
            </Button>
          </Alert>
        ) : query.data ? (
          <SettingsForm initial={valuesOf(query.data)} />
        ) : (
          <div role="status">
            <LoadingIndicator />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
