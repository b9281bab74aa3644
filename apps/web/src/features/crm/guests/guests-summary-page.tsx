import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { useGuestsSummary } from './use-guests';

/** /tagpanel/guests/summary: how many guests, first-time and returning, where they come from, whose birthday is near. */
export function GuestsSummaryPage() {
  const { t } = useT();
  const q = useGuestsSummary();
  if (q.isPending) return <LoadingIndicator label={t('crm.guests.loading')} />;
  if (q.isError)
    return (
      <Alert color="red">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('crm.guests.summary.failed')}</Text>
          <Button size="xs" variant="default" onClick={() => void q.refetch()}>
            {t('crm.guests.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const s = q.data;
  const card = (label: string, value: number, testId: string) => (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
  const origins = (title: string, rows: { code: string; count: number }[]) => (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{t('crm.guests.summary.none')}</Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.code}>
                <Table.Td>{r.code}</Table.Td>
                <Table.Td>{r.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
  return (
    <Stack gap="lg">
      <PageTitle>{t('crm.guests.summary.title')}</PageTitle>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {card(t('crm.guests.summary.profiles'), s.profiles, 'summary-profiles')}
        {card(t('crm.guests.summary.firstTime'), s.firstTime, 'summary-first-time')}
        {card(t('crm.guests.summary.returning'), s.returning, 'summary-returning')}
        {card(t('crm.guests.summary.new30'), s.newLast30Days, 'summary-new')}
        {card(t('crm.guests.summary.optedIn'), s.optedInEmail, 'summary-opted-in')}
        {card(t('crm.guests.summary.flagged'), s.flagged, 'summary-flagged')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {origins(t('crm.guests.summary.topStates'), s.topStates)}
        {origins(t('crm.guests.summary.topCountries'), s.topCountries)}
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('crm.guests.summary.birthdays')}>
          <Title order={2} size="h4" mb="sm">
            {t('crm.guests.summary.birthdays')}
          </Title>
          {s.upcomingBirthdays.length === 0 ? (
            <Text size="sm">{t('crm.guests.summary.none')}</Text>
          ) : (
            <Stack gap={4}>
              {s.upcomingBirthdays.map((b) => (
                <Text key={b.id} size="sm">
                  <Anchor component={Link} to={`/tagpanel/segment/guest/${b.id}`}>
                    {b.name}
                  </Anchor>{' '}
                  — {b.inDays === 0 ? t('crm.guests.summary.today') : t('crm.guests.summary.inDays', { count: b.inDays })}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
