import type { ExplorePersonReply } from '@gm/contracts/crm/profiles-replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useCacheMutation } from '../../../../lib/api/mutations';
import { notify, notifyError } from '../../../../lib/notify';
import { useHotelTimeZone } from '../../../../lib/session/use-hotel-time-zone';
import { changeConsent, guestKeys } from '../api';

type Channel = 'email' | 'whatsapp' | 'sms';
const CHANNELS: Channel[] = ['email', 'whatsapp', 'sms'];
type Source = 'reception' | 'form' | 'guest';

/**
 * Marketing consent per channel (LGPD): the current state, the history with source, date and who recorded it, and
 * a staff member's record of the guest's choice (its source said).
 */
export function ConsentPanel({
  id,
  profile,
  consents,
}: {
  id: number;
  profile: ExplorePersonReply['profile'];
  consents: ExplorePersonReply['consents'];
}) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const [channel, setChannel] = useState<Channel>('email');
  const [source, setSource] = useState<Source>('reception');
  const [note, setNote] = useState('');
  const mutation = useCacheMutation({
    mutationFn: (granted: boolean) => changeConsent({ id, channel, granted, source, ...(note.trim() ? { note: note.trim() } : {}) }),
    effects: () => ({ saved: [], lists: [guestKeys.person(id), guestKeys.people] }),
    uncertain: () => [guestKeys.person(id)],
    onSuccess: (r) => {
      notify('success', r.message);
      setNote('');
    },
    onError: notifyError,
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consent-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="consent-title">
          {t('crm.guests.consent.title')}
        </Title>
        <Group gap="xs">
          {CHANNELS.map((c) => (
            <Badge
              key={c}
              color={profile.consent[c] ? 'teal.9' : 'gray.8'}
              variant={profile.consent[c] ? 'filled' : 'outline'}
              data-testid={`consent-${c}`}
            >
              {t(`crm.guests.consent.channels.${c}`)}:{' '}
              {t(profile.consent[c] ? 'crm.guests.consent.optedIn' : 'crm.guests.consent.notOptedIn')}
            </Badge>
          ))}
        </Group>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('crm.guests.consent.channel')}
            value={channel}
            onChange={(e) => setChannel(e.currentTarget.value as Channel)}
            data={CHANNELS.map((c) => ({ value: c, label: t(`crm.guests.consent.channels.${c}`) }))}
          />
          <NativeSelect
            label={t('crm.guests.consent.source')}
            value={source}
            onChange={(e) => setSource(e.currentTarget.value as Source)}
            data={(['reception', 'form', 'guest'] as const).map((s) => ({ value: s, label: t(`crm.guests.consent.sources.${s}`) }))}
          />
          <TextInput
            label={t('crm.guests.consent.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={300}
            w={240}
          />
          <Button variant="light" loading={mutation.isPending && mutation.variables === true} onClick={() => mutation.mutate(true)}>
            {t('crm.guests.consent.grant')}
          </Button>
          <Button variant="default" loading={mutation.isPending && mutation.variables === false} onClick={() => mutation.mutate(false)}>
            {t('crm.guests.consent.revoke')}
          </Button>
        </Group>
        {consents.length === 0 ? (
          <Text size="sm">{t('crm.guests.consent.never')}</Text>
        ) : (
          <Table aria-label={t('crm.guests.consent.history')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('crm.guests.consent.when')}</Table.Th>
                <Table.Th>{t('crm.guests.consent.channel')}</Table.Th>
                <Table.Th>{t('crm.guests.consent.choice')}</Table.Th>
                <Table.Th>{t('crm.guests.consent.source')}</Table.Th>
                <Table.Th>{t('crm.guests.consent.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consents.map((c) => (
                <Table.Tr key={`${c.at}-${c.channel}-${String(c.granted)}`} data-testid="consent-entry">
                  <Table.Td>{formatDateTime(c.at, timeZone)}</Table.Td>
                  <Table.Td>{t(`crm.guests.consent.channels.${c.channel}`)}</Table.Td>
                  <Table.Td>{t(c.granted ? 'crm.guests.consent.optedIn' : 'crm.guests.consent.optedOut')}</Table.Td>
                  <Table.Td>{t(`crm.guests.consent.sources.${c.source}`)}</Table.Td>
                  <Table.Td>{[c.user, c.note].filter(Boolean).join(' · ') || '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
