import type { InputOf } from '@gm/contracts/contract';
import { type MessagingAccountReply, saveMessagingAccountInput } from '@gm/contracts/messaging/index';
import * as contracts from '@gm/contracts/messaging/services';
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

type SaveInput = InputOf<typeof contracts.saveMessagingAccount>;
const key = [...settingsKeys.all, 'whatsapp'] as const;

/**
 * The hotel's WhatsApp number (docs/decisions/0074-guest-messaging.md): the Cloud API's phone number id, whose
 * messages and wa.me links are ingested every fifteen minutes for the messaging dashboards; the last ingestion, its
 * error, what is held, and whether the number is the sandbox here.
 */
export function WhatsappNumber() {
  const { t } = useT();
  const query = useQuery({ queryKey: key, queryFn: () => call(contracts.getMessagingAccount, {}) });
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
  return <NumberCard reply={query.data} />;
}

function NumberCard({ reply }: { reply: MessagingAccountReply }) {
  const { t } = useT();
  const client = useQueryClient();
  const account = reply.account;
  const put = (r: MessagingAccountReply) => client.setQueryData(key, r);
  const { form, onSubmit, busy } = useContractForm<{ externalRef: string; enabled: boolean }, SaveInput, MessagingAccountReply>({
    initialValues: { externalRef: account?.externalRef ?? '', enabled: account?.enabled ?? true },
    schema: saveMessagingAccountInput,
    keys: { 'messaging.externalRef': 'settings.whatsapp.refInvalid' },
    send: (input) => call(contracts.saveMessagingAccount, input),
    onSuccess: (r) => {
      put(r);
      notify('success', t('settings.whatsapp.saved'));
    },
    t,
  });
  const sync = useMutation({
    mutationFn: () => call(contracts.syncMessagingAccount, {}),
    onSuccess: (r) => {
      put(r);
      if (r.account?.lastError) notify('danger', t('settings.whatsapp.fetchFailed'));
      else notify('success', t('settings.whatsapp.fetched', { count: r.account?.messages ?? 0 }));
    },
    onError: notifyError,
  });
  const timeZone = useHotelTimeZone();
  const when = (iso: string | null) => formatDateTime(iso, timeZone);
  return (
    <Stack gap="md" maw={900}>
      <Text>{t('settings.whatsapp.intro')}</Text>
      <Card withBorder padding="md" component="section" aria-labelledby="whatsapp-number" data-testid="whatsapp-number">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h4" id="whatsapp-number">
            WhatsApp
          </Title>
          {reply.source === 'sandbox' && (
            <Badge variant="light" color="gray" tt="none">
              {t('settings.whatsapp.sandbox')}
            </Badge>
          )}
        </Group>
        <form onSubmit={onSubmit} noValidate aria-label="WhatsApp">
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label={t('settings.whatsapp.ref')}
              description={t('settings.whatsapp.refHint')}
              maw={320}
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('externalRef')}
            />
            <Switch label={t('settings.whatsapp.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} mb={8} />
            <Button type="submit" loading={busy}>
              {t('settings.basic.save')}
            </Button>
          </Group>
        </form>
        {account && (
          <Stack gap={6} mt="md">
            <Text size="sm" data-testid="whatsapp-number-status">
              {t('settings.whatsapp.status', {
                phone: account.displayPhone ?? '—',
                count: account.messages,
                links: account.links,
                last: when(account.lastSyncedAt),
              })}
            </Text>
            {account.lastError && (
              <Alert color="red" title={t('settings.whatsapp.errorTitle', { when: when(account.lastAttemptAt) })}>
                {account.lastError}
              </Alert>
            )}
            <Group gap="sm">
              <Button variant="default" loading={sync.isPending} onClick={() => sync.mutate()} disabled={!account.enabled}>
                {t('settings.whatsapp.fetchNow')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
