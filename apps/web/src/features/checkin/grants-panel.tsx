import { grantAccessInput } from '@gm/contracts/checkin/grant-inputs';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { InvalidLink, PageLoading } from './checkin-page';
import { fetchGrants, type GrantInput, grantKeys, revokeGrant, sendGrant } from './grant-api';

/** The booking's guest: who else may open the booking, a new invitation by e-mail, and revoking one. */
export function GrantsPanel({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t, language } = useT();
  const client = useQueryClient();
  const grants = useQuery({ queryKey: grantKeys.list(token), queryFn: () => fetchGrants(token), retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: grantKeys.list(token) });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeGrant(token, id),
    onSuccess: (reply) => {
      notify('success', reply.message);
      void refresh();
    },
  });
  const { form, onSubmit, busy } = useContractForm<GrantInput, GrantInput, Awaited<ReturnType<typeof sendGrant>>>({
    initialValues: { nome: '', email: '' },
    schema: grantAccessInput,
    send: (input) => sendGrant(token, input),
    onSuccess: (reply) => {
      notify('success', reply.message);
      form.reset();
      void refresh();
    },
    t,
  });
  if (grants.isPending) return <PageLoading />;
  if (grants.isError) {
    return (
      <Stack gap="sm">
        <InvalidLink />
        <Button size="md" variant="default" onClick={onExpired}>
          {t('checkin.checkout.searchAgain')}
        </Button>
      </Stack>
    );
  }
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('checkin.grants.title')}
      </Title>
      <Text>{t('checkin.grants.intro')}</Text>
      <form noValidate onSubmit={onSubmit} data-testid="grant-form">
        <Stack gap="sm">
          <TextInput label={t('checkin.grants.name')} autoComplete="off" {...form.getInputProps('nome')} data-path="nome" required />
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="off"
            label={t('checkin.grants.email')}
            {...form.getInputProps('email')}
            data-path="email"
            required
          />
          <Button type="submit" size="md" loading={busy}>
            {t('checkin.grants.send')}
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" data-testid="grants">
        <Title order={2} size="h4">
          {t('checkin.grants.current')}
        </Title>
        {grants.data.acessos.length === 0 ? (
          <Text c="dimmed">{t('checkin.grants.none')}</Text>
        ) : (
          grants.data.acessos.map((g) => (
            <Paper key={g.id} withBorder radius="md" p="sm" data-testid="grant">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{g.nome}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {g.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {g.abertoEm ? t('checkin.grants.opened', { when: when(g.abertoEm) }) : t('checkin.grants.notOpened')}
                  </Text>
                </Stack>
                <Button
                  size="md"
                  variant="default"
                  color="red"
                  aria-label={t('checkin.grants.revokeOf', { name: g.nome })}
                  loading={revoke.isPending && revoke.variables === g.id}
                  onClick={() => revoke.mutate(g.id)}
                >
                  {t('checkin.grants.revoke')}
                </Button>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}
