import type { FlaggedPair, PairSide } from '@gm/contracts/crm/profile-merge-replies';
import { formatDate } from '@gm/domain/format';
import { Alert, Anchor, Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { useCacheMutation } from '../../../lib/api/mutations';
import { notify, notifyError } from '../../../lib/notify';
import { AppModal } from '../../../ui/app-modal';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { distinctProfiles, flaggedPairs, guestKeys, mergeProfiles } from './api';

const PAGE = 20;

/**
 * /tagpanel/guests/flagged: the profile pairs the matcher kept apart and flagged (decision 0050), side by side with
 * masked CPFs; staff merge them, keeping either side, or confirm two different people (decision 0061).
 */
export function FlaggedPairsPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const key = [...guestKeys.flagged, page] as const;
  useLiveRefetch(['profiles.changed'], guestKeys.flagged);
  const q = useQuery({ queryKey: key, queryFn: () => flaggedPairs({ offset: (page - 1) * PAGE, limit: PAGE }) });
  const total = q.data?.metadata.totalCount ?? 0;
  return (
    <Stack gap="lg">
      <PageTitle>{t('crm.guests.pairs.title')}</PageTitle>
      <Text>{t('crm.guests.pairs.intro')}</Text>
      {q.isPending ? (
        <LoadingIndicator label={t('crm.guests.loading')} />
      ) : q.isError ? (
        <Alert color="yellow">
          <Group justify="space-between">
            <Text size="sm">{t('crm.guests.pairs.failed')}</Text>
            <Button variant="default" size="sm" onClick={() => q.refetch()}>
              {t('crm.guests.retry')}
            </Button>
          </Group>
        </Alert>
      ) : q.data.data.length === 0 ? (
        <Text data-testid="flagged-empty">{t('crm.guests.pairs.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('crm.guests.pairs.count', { count: total })}
          </Text>
          {q.data.data.map((pair) => (
            <PairCard key={`${pair.profile.id}-${pair.related.id}`} pair={pair} />
          ))}
          {total > PAGE && (
            <Pagination
              total={Math.ceil(total / PAGE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`crm.guests.pairs.page.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('crm.guests.pairs.page.number', { n }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function PairCard({ pair }: { pair: FlaggedPair }) {
  const { t } = useT();
  const [merging, setMerging] = useState<{ keep: PairSide; remove: PairSide } | null>(null);
  const distinct = useCacheMutation({
    mutationFn: () => distinctProfiles({ id: pair.profile.id, otherId: pair.related.id }),
    effects: () => ({ lists: [guestKeys.flagged, guestKeys.people] }),
    uncertain: () => [guestKeys.flagged],
    onSuccess: (r) => notify('success', r.message),
    onError: notifyError,
  });
  const titleId = `pair-${pair.profile.id}-${pair.related.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="flagged-pair">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('crm.guests.pairs.pairTitle', { a: pair.profile.name, b: pair.related.name })}
        </Title>
        <Text size="sm">{t(`crm.guests.flags.${pair.flag}`)}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[
            [pair.profile, pair.related],
            [pair.related, pair.profile],
          ].map(([side, other]) => (
            <Side key={side!.id} side={side!} onKeep={() => setMerging({ keep: side!, remove: other! })} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" loading={distinct.isPending} onClick={() => distinct.mutate()}>
            {t('crm.guests.pairs.distinct')}
          </Button>
        </Group>
      </Stack>
      {merging && <MergeModal keep={merging.keep} remove={merging.remove} onClose={() => setMerging(null)} />}
    </Paper>
  );
}

function Side({ side, onKeep }: { side: PairSide; onKeep: () => void }) {
  const { t } = useT();
  const row = (label: string, value: string | number | null) => (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} mb={4}>
        {value === null || value === '' ? '–' : value}
      </Text>
    </>
  );
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="pair-side">
      <Stack gap="xs">
        <Anchor component={Link} to={`/tagpanel/segment/guest/${side.id}`} fw={600}>
          {side.name}
        </Anchor>
        <dl style={{ margin: 0 }}>
          {row(t('crm.guests.cpf'), side.cpf)}
          {row(t('crm.guests.document'), side.document)}
          {row(t('crm.guests.birthDate'), side.birthDate ? formatDate(side.birthDate) : null)}
          {row(t('crm.guests.emails'), side.emails.join(', '))}
          {row(t('crm.guests.phones'), side.phones.join(', '))}
          {row(t('crm.guests.origin'), [side.city, side.state, side.country].filter(Boolean).join(', '))}
          {row(t('crm.guests.stays'), side.stays)}
          {row(t('crm.guests.lastStay'), side.lastStay ? formatDate(side.lastStay) : null)}
          {row(t('crm.guests.pairs.links'), side.links)}
          {row(t('crm.guests.pairs.consents'), side.consents)}
        </dl>
        <Button variant="light" onClick={onKeep}>
          {t('crm.guests.pairs.keep', { name: side.name })}
        </Button>
      </Stack>
    </Paper>
  );
}

function MergeModal({ keep, remove, onClose }: { keep: PairSide; remove: PairSide; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  const mutation = useCacheMutation({
    mutationFn: () => mergeProfiles({ keepId: keep.id, removeId: remove.id }),
    effects: () => ({ lists: [guestKeys.flagged, guestKeys.people, guestKeys.person(keep.id)] }),
    uncertain: () => [guestKeys.flagged],
    onSuccess: (r) => {
      notify('success', r.message);
      setOpened(false);
    },
    onError: notifyError,
  });
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t('crm.guests.pairs.mergeTitle')}>
      <Stack gap="md">
        <Text>{t('crm.guests.pairs.mergeText', { keep: keep.name, remove: remove.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('crm.guests.pairs.cancel')}
          </Button>
          <Button color="red.8" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t('crm.guests.pairs.merge')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
