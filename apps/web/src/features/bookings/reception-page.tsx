import './styles';
import type { ReceptionInput } from '@gm/contracts/bookings';
import { Anchor, Center, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { bookingKeys, receptionList } from './api';
import { BookingCard, type OpenBooking } from './booking-card';
import { type BookingAccess, useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

type ReceptionKind = ReceptionInput['tipo'];

const PAGE = 10;
const KINDS: ReceptionKind[] = ['CHEGADAS', 'HOSPEDADOS', 'SAIDAS'];

function ReceptionList({ tipo, access, onOpen }: { tipo: ReceptionKind; access: BookingAccess; onOpen: OpenBooking }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE;
  const q = useQuery({
    queryKey: bookingKeys.reception(tipo, offset),
    queryFn: () => receptionList(tipo, offset, PAGE),
    placeholderData: keepPreviousData,
  });
  if (q.isPending) {
    return (
      <Center py="xl">
        <LoadingIndicator />
      </Center>
    );
  }
  const total = q.data?.metadata.totalCount ?? 0;
  return (
    <Stack gap="md" data-testid={`reception-${tipo}`}>
      <Text size="sm" role="status" aria-live="polite">
        {t('bookings.reception.date', { date: q.data?.dataReferencia ?? '-' })} · {t('bookings.list.count', { count: total })}
      </Text>
      {total === 0 ? (
        <Stack gap={4} data-testid="reception-empty">
          <Text>{t(`bookings.reception.empty.${tipo}`)}</Text>
          {access.reservas && (
            // What to do next: the arrivals ahead, or who is in house (the bookings list's view in its address).
            <Anchor component={Link} to={tipo === 'CHEGADAS' ? '/operation/bookings' : '/operation/bookings?status=I&period=all'} size="sm">
              {t(`bookings.reception.next.${tipo === 'CHEGADAS' ? 'upcoming' : 'inHouse'}`)}
            </Anchor>
          )}
        </Stack>
      ) : (
        q.data?.data.map((b) => <BookingCard key={b.CODRES} booking={b} access={access} onOpen={onOpen} />)
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
    </Stack>
  );
}

/** /operation/reception: today's arrivals, guests in house and departures (the hotel's time zone); live. */
export function ReceptionPage() {
  const { t } = useT();
  usePageTitle('bookings.reception.title');
  useLiveBookings();
  const access = useBookingAccess();
  const modals = useBookingModals();
  const [tab, setTab] = useState<string | null>('CHEGADAS');
  return (
    <Stack gap="lg">
      <PageTitle size="h2">{t('bookings.reception.title')}</PageTitle>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`bookings.reception.tab.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <ReceptionList tipo={k} access={access} onOpen={modals.open} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {modals.node}
    </Stack>
  );
}
