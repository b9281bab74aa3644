import './styles';
import type { PendingRegistrationItem } from '@gm/contracts/bookings';
import { Button, Center, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingKeys, consultRegistration, markSynced, pendingList, releaseRegistration } from './api';
import { ConfirmModal } from './confirm-modals';
import { PmsStatusIcon } from './pms-status-icon';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

const PAGE = 20;

/**
 * /operation/pending: guests' PMS registrations not yet marked synced. Mark synced (tipo P, toast
 * 'Marcado como sincronizado!'), finish the registration (send it to the PMS again, after the confirm
 * pending operation modal) or ask the PMS for its state now.
 */
export function PendingPage() {
  const { t } = useT();
  usePageTitle('bookings.pending.title');
  useLiveBookings();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 350);
  const [page, setPage] = useState(1);
  const [finishing, setFinishing] = useState<PendingRegistrationItem | null>(null);
  const offset = (page - 1) * PAGE;
  const q = useQuery({
    queryKey: bookingKeys.pending(search, offset),
    queryFn: () => pendingList(search, offset, PAGE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: bookingKeys.all });
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
  const total = q.data?.metadata.totalCount ?? 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('bookings.pending.title')}
      </Title>
      <Text>{t('bookings.pending.description')}</Text>
      <TextInput
        type="search"
        label={t('bookings.filters.search')}
        placeholder={t('bookings.filters.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        maxLength={100}
      />
      <Text size="sm" role="status" aria-live="polite">
        {q.isPending ? '' : t('bookings.pending.count', { count: total })}
      </Text>
      {q.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : total === 0 ? (
        <Text>{t('bookings.pending.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="pending-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.form.voucher')}</Table.Th>
                <Table.Th>{t('bookings.documents.guest')}</Table.Th>
                <Table.Th>{t('bookings.pending.stay')}</Table.Th>
                <Table.Th>{t('bookings.detail.webcheckinAt')}</Table.Th>
                <Table.Th>{t('bookings.documents.pms')}</Table.Th>
                <Table.Th>{t('bookings.pending.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.data.map((p) => (
                <Table.Tr key={p.codLib} data-testid="pending-row">
                  <Table.Td>{p.VOUCHER}</Table.Td>
                  <Table.Td>{p.WEBCHECKNOME ?? p.NOME}</Table.Td>
                  <Table.Td>
                    {p.DTRESERVA} – {p.DHSAIDAPREV}
                  </Table.Td>
                  <Table.Td>{p.DHWEBCHECKIN}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <PmsStatusIcon registration={p} name={p.NOME} />
                      <Text size="xs">{t('bookings.pms.released', { date: p.dhLiberacao })}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE && (
        <Group justify="flex-end">
          <Pagination
            total={Math.ceil(total / PAGE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
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
    </Stack>
  );
}
