import { formatDate, formatMoney } from '@gm/domain/format';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { openContextTab, setActiveContextTab } from '../../../lib/context-tabs';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { ConsentPanel } from './components/consent-panel';
import { GuestTimeline } from './components/timeline';
import { useGuestEmails, useGuestProfile } from './use-guests';

/** /tagpanel/segment/guest/{id}: one guest's profile (figures, contacts, origin, preferences), consent and timeline. */
export function GuestProfilePage() {
  const { t } = useT();
  const id = Number(useParams().id) || 0;
  const q = useGuestProfile(id);
  const mails = useGuestEmails(id);
  const { pathname } = useLocation();
  const name = q.data?.profile.name;
  // An opened guest is a context tab of the activity bar (decision 0080).
  useEffect(() => {
    if (!id || name === undefined) return undefined;
    openContextTab({ kind: 'guest', id, label: name, path: pathname });
    return () => setActiveContextTab(null);
  }, [id, name, pathname]);
  if (q.isPending)
    return (
      <div role="status" aria-label={t('crm.guests.loading')}>
        <LoadingIndicator />
      </div>
    );
  if (q.isError || !q.data) return <Alert color="yellow">{t('crm.guests.notFound')}</Alert>;
  const { profile: p, consents, timeline } = q.data;
  const fact = (label: string, value: string | number | null) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value === null || value === '' ? '–' : value}</Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <PageTitle>{p.name}</PageTitle>
        {p.flag && (
          <Badge color="orange.9" variant="light" title={t(`crm.guests.flags.${p.flag}`)}>
            {t('crm.guests.flagged')}
          </Badge>
        )}
      </Group>
      {p.flag && <Alert color="orange">{t(`crm.guests.flags.${p.flag}`)}</Alert>}
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('crm.guests.figures')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {fact(t('crm.guests.stays'), p.stays)}
          {fact(t('crm.guests.nights'), p.nights)}
          {fact(t('crm.guests.lastStay'), p.lastStay ? formatDate(p.lastStay) : null)}
          {fact(t('crm.guests.nextStay'), p.nextStay ? formatDate(p.nextStay) : null)}
          {fact(t('crm.guests.spend'), formatMoney(p.spendCents))}
          {fact(t('crm.guests.lastNps'), p.lastNps)}
          {fact(t('crm.guests.birthDate'), p.birthDate ? formatDate(p.birthDate) : null)}
          {fact(t('crm.guests.language'), t(`crm.guests.languages.${p.language}`))}
          {fact(t('crm.guests.origin'), [p.city, p.state, p.country].filter(Boolean).join(', '))}
          {fact(t('crm.guests.cpf'), p.cpf)}
          {fact(t('crm.guests.document'), p.document)}
          {fact(t('crm.guests.emails'), p.emails.join(', '))}
          {fact(t('crm.guests.phones'), p.phones.join(', '))}
          {fact(t('crm.guests.preferences'), p.preferences.join(', '))}
          {fact(t('crm.guests.bookingOrigins'), p.bookingOrigins.join(', '))}
        </SimpleGrid>
      </Paper>
      <ConsentPanel id={id} profile={p} consents={consents} />
      <GuestTimeline entries={timeline} emails={mails.data?.data ?? []} />
    </Stack>
  );
}
