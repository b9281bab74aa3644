import type { InputOf } from '@gm/contracts/contract';
import type { ReviewSiteAccount, ReviewSiteAccountsReply, ReviewSiteName } from '@gm/contracts/reputation/index';
import { saveReviewSiteAccountInput } from '@gm/contracts/reputation/index';
import * as contracts from '@gm/contracts/reputation/services';
import { formatDateTime } from '@gm/domain/format';
import { Alert, Badge, Button, Card, Center, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { useContractForm } from '../../lib/forms';
import { notify, notifyError } from '../../lib/notify';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { settingsKeys } from './api';

type SaveInput = InputOf<typeof contracts.saveReviewSiteAccount>;
const SITES: readonly ReviewSiteName[] = ['tripadvisor', 'booking'];
/** Brand names, the same in every language. */
const SITE_NAMES: Record<ReviewSiteName, string> = { tripadvisor: 'TripAdvisor', booking: 'Booking.com' };
const key = [...settingsKeys.all, 'review-sites'] as const;

/**
 * The hotel's accounts on review sites (docs/decisions/0072-review-sites.md): the property's id on TripAdvisor and
 * Booking.com, whose reviews a job fetches every six hours for the reputation dashboards; the last fetch, its
 * error, the reviews held, and whether the site is the sandbox here.
 */
export function ReviewSites() {
  const { t } = useT();
  const query = useQuery({ queryKey: key, queryFn: () => call(contracts.listReviewSiteAccounts, {}) });
  if (query.isPending)
    return (
      <Center py="xl">
        <LoadingIndicator />
      </Center>
    );
  if (query.isError)
    return (
      <Stack align="flex-start">
        <Text>{t('settings.basic.loadFailed')}</Text>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('settings.basic.retry')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md" maw={900}>
      <Text>{t('settings.reviewSites.intro')}</Text>
      {SITES.map((site) => (
        <SiteCard
          key={site}
          site={site}
          account={query.data.accounts.find((a) => a.site === site) ?? null}
          source={query.data.sources[site]}
        />
      ))}
    </Stack>
  );
}

function SiteCard({ site, account, source }: { site: ReviewSiteName; account: ReviewSiteAccount | null; source: string }) {
  const { t, language } = useT();
  const client = useQueryClient();
  const put = (reply: ReviewSiteAccountsReply) => client.setQueryData(key, reply);
  const { form, onSubmit, busy } = useContractForm<
    { site: ReviewSiteName; externalRef: string; enabled: boolean },
    SaveInput,
    ReviewSiteAccountsReply
  >({
    initialValues: { site, externalRef: account?.externalRef ?? '', enabled: account?.enabled ?? true },
    schema: saveReviewSiteAccountInput,
    keys: { 'reputation.externalRef': 'settings.reviewSites.refInvalid' },
    send: (input) => call(contracts.saveReviewSiteAccount, input),
    onSuccess: (reply) => {
      put(reply);
      notify('success', t('settings.reviewSites.saved'));
    },
    t,
  });
  const sync = useMutation({
    mutationFn: () => call(contracts.syncReviewSite, { site }),
    onSuccess: (reply) => {
      put(reply);
      const after = reply.accounts.find((a) => a.site === site);
      if (after?.lastError) notify('danger', t('settings.reviewSites.fetchFailed'));
      else notify('success', t('settings.reviewSites.fetched', { count: after?.reviews ?? 0 }));
    },
    onError: notifyError,
  });
  const remove = useMutation({
    mutationFn: () => call(contracts.removeReviewSiteAccount, { site }),
    onSuccess: (reply) => {
      put(reply);
      form.setValues({ site, externalRef: '', enabled: true });
      notify('success', t('settings.reviewSites.removed'));
    },
    onError: notifyError,
  });
  const timeZone = useHotelTimeZone();
  const when = (iso: string | null) => formatDateTime(iso, timeZone);
  const name = SITE_NAMES[site];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`review-site-${site}`} data-testid={`review-site-${site}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id={`review-site-${site}`}>
          {name}
        </Title>
        {source === 'sandbox' && (
          <Badge variant="light" color="gray" tt="none">
            {t('settings.reviewSites.sandbox')}
          </Badge>
        )}
      </Group>
      <form onSubmit={onSubmit} noValidate aria-label={name}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t(`settings.reviewSites.ref.${site}`, { site: name })}
            description={t(`settings.reviewSites.refHint.${site}`, { site: name })}
            inputMode="numeric"
            maw={320}
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('externalRef')}
          />
          <Switch label={t('settings.reviewSites.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} mb={8} />
          <Button type="submit" loading={busy}>
            {t('settings.basic.save')}
          </Button>
        </Group>
      </form>
      {account && (
        <Stack gap={6} mt="md">
          <Text size="sm" data-testid={`review-site-${site}-status`}>
            {t('settings.reviewSites.status', {
              count: account.reviews,
              last: when(account.lastSyncedAt),
              rating: account.rating90 === null ? '—' : String(account.rating90).replace('.', language === 'en' ? '.' : ','),
            })}
          </Text>
          {account.lastError && (
            <Alert color="red" title={t('settings.reviewSites.errorTitle', { when: when(account.lastAttemptAt) })}>
              {account.lastError}
            </Alert>
          )}
          <Group gap="sm">
            <Button variant="default" loading={sync.isPending} onClick={() => sync.mutate()} disabled={!account.enabled}>
              {t('settings.reviewSites.fetchNow')}
            </Button>
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('settings.reviewSites.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
