import './styles';
import type { PendingRegistrationItem } from '@gm/contracts/bookings';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { useListQuery } from '../../lib/use-list-query';
import type { DataColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { bookingKeys, consultRegistration, markSynced, pendingList, releaseRegistration } from './api';
import { ConfirmModal } from './confirm-modals';
import { PmsStatusIcon } from './pms-status-icon';
import { BOOKING_LIVE_TYPES } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

/**
 * /operation/pending: guests' PMS registrations not yet marked synced. Mark synced (tipo P, toast
 * 'Marcado como sincronizado!'), finish the registration (send it to the PMS again, after the confirm
 * pending operation modal) or ask the PMS for its state now.
 */
export function PendingPage() {
  const { t } = useT();
  usePageTitle('bookings.pending.title');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 350);
  const [finishing, setFinishing] = useState<PendingRegistrationItem | null>(null);
  const list = useListQuery({
    queryKey: bookingKeys.pending(),
    fetch: (w, f) => pendingList(f.search, w.offset, w.limit),
    filters: { search },
    pageSize: 20,
    pageSizes: [20, 50, 100],
    live: BOOKING_LIVE_TYPES,
  });
  // These writes change the lists on screen (refetched now) and the guests' PMS states in any cached booking detail
  // (read again at its next use). Their live echo refetches nothing in this tab (decision 0029).
  const refresh = () => {
    void client.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' });
    return client.invalidateQueries({ queryKey: bookingKeys.lists });
  };
  const sync = useMutation({
    mutationFn: (codLib: number) => markSynced({ tipo: 'P', codLib }),
    onSuccess: (r) => {
      notify('success', r.message || t('bookings.toast.markedSynced'));
      void refresh();
    },
  });
  const finish = useMutation({
    mutationFn: (p: PendingRegistrationItem) => releaseRegistration(p.CODRES, p.CODPESRES),
    onSuccess: (r) => {
      notify('success', r.message);
      setFinishing(null);
      void refresh();
    },
  });
  const consult = useMutation({
    mutationFn: (codLib: number) => consultRegistration(codLib),
    onSuccess: (r) => {
      const state = r.registros[0]?.statusPms ?? 'pending';
      notify('info', t(`bookings.pending.consulted.${state}`));
      void refresh();
    },
  });
  const columns: DataColumn<PendingRegistrationItem>[] = [
    { key: 'VOUCHER', headerKey: 'bookings.form.voucher', cell: (p) => p.VOUCHER },
    { key: 'NOME', headerKey: 'bookings.documents.guest', cell: (p) => p.WEBCHECKNOME ?? p.NOME },
    { key: 'stay', headerKey: 'bookings.pending.stay', cell: (p) => `${p.DTRESERVA} – ${p.DHSAIDAPREV}` },
    { key: 'DHWEBCHECKIN', headerKey: 'bookings.detail.webcheckinAt', cell: (p) => p.DHWEBCHECKIN },
    {
      key: 'pms',
      headerKey: 'bookings.documents.pms',
      cell: (p, t) => (
        <Group gap={6} wrap="nowrap">
          <PmsStatusIcon registration={p} name={p.NOME} />
          <Text size="xs">{t('bookings.pms.released', { date: p.dhLiberacao })}</Text>
        </Group>
      ),
    },
    {
      key: 'actions',
      headerKey: 'bookings.pending.actions',
      cell: (p, t) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            loading={sync.isPending && sync.variables === p.codLib}
            onClick={() => p.codLib && sync.mutate(p.codLib)}
          >
            {t('bookings.pending.markSynced')}
          </Button>
          {p.statusPms !== 'registered' && (
            <Button size="xs" onClick={() => setFinishing(p)}>
              {t('bookings.pending.finish')}
            </Button>
          )}
          {p.statusPms === 'pending' && (
            <Button
              size="xs"
              variant="default"
              loading={consult.isPending && consult.variables === p.codLib}
              onClick={() => p.codLib && consult.mutate(p.codLib)}
            >
              {t('bookings.pending.consult')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ListPage
      title={t('bookings.pending.title')}
      description={<Text>{t('bookings.pending.description')}</Text>}
      filtersLabel={t('bookings.filters.label')}
      filters={
        <TextInput
          type="search"
          label={t('bookings.filters.search')}
          placeholder={t('bookings.filters.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={360}
          maxLength={100}
        />
      }
      list={list}
      table={{
        columns,
        rowKey: (p) => p.codLib ?? `${p.CODRES}-${p.CODPESRES}`,
        empty: t('bookings.pending.empty'),
        testId: 'pending-table',
        rowProps: () => ({ 'data-testid': 'pending-row' }),
        minWidth: 900,
      }}
    >
      <ConfirmModal
        opened={finishing !== null}
        title={t('bookings.pending.finishTitle')}
        confirmLabel={t('bookings.pending.finish')}
        onConfirm={() => finishing && finish.mutate(finishing)}
        onCancel={() => setFinishing(null)}
        busy={finish.isPending}
      >
        <Text>
          {t('bookings.pending.finishConfirm', {
            name: finishing?.WEBCHECKNOME ?? finishing?.NOME ?? '',
            voucher: finishing?.VOUCHER ?? '',
          })}
        </Text>
      </ConfirmModal>
    </ListPage>
  );
}
