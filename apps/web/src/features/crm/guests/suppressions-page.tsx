import type { Suppression } from '@gm/contracts/crm/deliverability-replies';
import { formatDateTime } from '@gm/domain/format';
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useCacheMutation } from '../../../lib/api/mutations';
import { notify, notifyError } from '../../../lib/notify';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../../lib/use-list-query';
import { AppModal } from '../../../ui/app-modal';
import type { DataColumn } from '../../../ui/data-table';
import { ListPage } from '../../../ui/list-page';
import { guestKeys, listSuppressions, removeSuppression } from './api';

type Reason = Suppression['reason'];
const REASONS: Reason[] = ['hard_bounce', 'complaint', 'manual'];

/**
 * /tagpanel/suppressions: the addresses marketing mail never goes to (hard bounces, complaints; decision 0060), and
 * the audited re-allow of one, with the reason said.
 */
export function SuppressionsPage() {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const [search, setSearch] = useState('');
  const [reason, setReason] = useState<Reason | ''>('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [allowing, setAllowing] = useState<Suppression | null>(null);
  const list = useListQuery({
    queryKey: guestKeys.suppressions,
    fetch: (w, f) =>
      listSuppressions({
        ...(f.search ? { search: f.search } : {}),
        ...(f.reason ? { reason: f.reason } : {}),
        offset: w.offset,
        limit: w.limit,
      }),
    filters: { search: debounced, reason },
    pageSize: 50,
    pageSizes: [50, 100],
    live: ['suppressions.changed'],
  });
  const columns: DataColumn<Suppression>[] = [
    { key: 'address', headerKey: 'crm.guests.suppressions.address', cell: (s) => <Text fw={600}>{s.address}</Text> },
    { key: 'reason', headerKey: 'crm.guests.suppressions.reason', cell: (s) => t(`crm.guests.suppressions.reasons.${s.reason}`) },
    { key: 'detail', headerKey: 'crm.guests.suppressions.detail', cell: (s) => <Text size="sm">{s.detail.slice(0, 200) || '–'}</Text> },
    { key: 'at', headerKey: 'crm.guests.suppressions.at', cell: (s) => formatDateTime(s.at, timeZone) },
    {
      key: 'actions',
      headerKey: 'crm.guests.suppressions.actions',
      cell: (s) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setAllowing(s)}
          aria-label={t('crm.guests.suppressions.allowNamed', { address: s.address })}
        >
          {t('crm.guests.suppressions.allow')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage
        title={t('shell.nav.crmSuppressions')}
        description={<Text>{t('crm.guests.suppressions.description')}</Text>}
        filtersLabel={t('crm.guests.suppressions.filters')}
        filters={
          <>
            <TextInput
              label={t('crm.guests.suppressions.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maxLength={120}
              w={260}
            />
            <NativeSelect
              label={t('crm.guests.suppressions.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value as Reason | '')}
              data={[
                { value: '', label: t('crm.guests.suppressions.allReasons') },
                ...REASONS.map((r) => ({ value: r, label: t(`crm.guests.suppressions.reasons.${r}`) })),
              ]}
            />
          </>
        }
        list={list}
        table={{
          columns,
          rowKey: (s) => s.address,
          empty: t('crm.guests.suppressions.empty'),
          testId: 'suppressions-table',
          emptyTestId: 'suppressions-empty',
          rowProps: (s) => ({ 'data-testid': 'suppression-row', 'data-address': s.address }),
          minWidth: 760,
        }}
      />
      {allowing && <AllowModal suppression={allowing} onClose={() => setAllowing(null)} />}
    </>
  );
}

function AllowModal({ suppression, onClose }: { suppression: Suppression; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const mutation = useCacheMutation({
    mutationFn: () => removeSuppression({ address: suppression.address, note: note.trim() }),
    effects: () => ({ lists: [guestKeys.suppressions] }),
    uncertain: () => [guestKeys.suppressions],
    onSuccess: (r) => {
      notify('success', r.message);
      setOpened(false);
    },
    onError: notifyError,
  });
  const submit = () => {
    if (note.trim().length < 3) {
      setNoteError(t('crm.guests.suppressions.noteRequired'));
      return;
    }
    mutation.mutate();
  };
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t('crm.guests.suppressions.allowTitle')}>
      <Stack gap="md">
        <Text>{t('crm.guests.suppressions.allowText', { address: suppression.address })}</Text>
        <Textarea
          label={t('crm.guests.suppressions.note')}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setNoteError(null);
          }}
          error={noteError}
          maxLength={300}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('crm.guests.pairs.cancel')}
          </Button>
          <Button loading={mutation.isPending} onClick={submit}>
            {t('crm.guests.suppressions.allow')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
