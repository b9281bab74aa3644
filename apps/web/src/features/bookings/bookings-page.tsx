import './styles';
import { Button, Center, Group, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { type BookingFilters, bookingKeys, EMPTY_FILTERS, listBookings, originOptions } from './api';
import { BookingCard } from './booking-card';
import { DateRangeModal } from './date-range-modal';
import { originLabel } from './origin-label';
import { rangeLabel } from './stay-dates';
import { useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

const PAGE = 10;

/** /operation/bookings: the hotel's bookings as cards, with filters and paging; live. */
export function BookingsPage() {
  const { t } = useT();
  usePageTitle('bookings.list.title');
  useLiveBookings();
  const access = useBookingAccess();
  const modals = useBookingModals();
  const [filters, setFilters] = useState<BookingFilters>(EMPTY_FILTERS);
  const [search] = useDebouncedValue(filters.search, 350);
  const [page, setPage] = useState(1);
  const [rangeOpen, setRangeOpen] = useState(false);
  const applied = { ...filters, search };
  const offset = (page - 1) * PAGE;
  const list = useQuery({
    queryKey: bookingKeys.list(applied, offset, PAGE),
    queryFn: () => listBookings(applied, offset, PAGE),
    placeholderData: keepPreviousData,
  });
  const origins = useQuery({ queryKey: bookingKeys.filters(), queryFn: originOptions, staleTime: 5 * 60_000 });
  const change = (patch: Partial<BookingFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const total = list.data?.metadata.totalCount ?? 0;
  const range = rangeLabel(filters.dateFrom, filters.dateTo);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('bookings.list.title')}
        </Title>
        {access.reservas && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={modals.openNew}>
            {t('bookings.list.new')}
          </Button>
        )}
      </Group>
      <Group
        component="form"
        role="search"
        aria-label={t('bookings.filters.label')}
        align="flex-end"
        gap="sm"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextInput
          type="search"
          label={t('bookings.filters.search')}
          placeholder={t('bookings.filters.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filters.search}
          onChange={(e) => change({ search: e.currentTarget.value })}
          w={280}
          maxLength={100}
        />
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          onClick={() => setRangeOpen(true)}
          aria-haspopup="dialog"
        >
          {range ? `${t(`bookings.range.fields.${filters.dateField}`)}: ${range}` : t('bookings.filters.period')}
        </Button>
        <NativeSelect
          label={t('bookings.fields.status')}
          value={filters.STATUS}
          onChange={(e) => change({ STATUS: e.currentTarget.value as BookingFilters['STATUS'] })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            ...(['R', 'I', 'O', 'C'] as const).map((s) => ({ value: s, label: t(`bookings.status.${s}`) })),
          ]}
        />
        <NativeSelect
          label={t('bookings.fields.origin')}
          value={filters.ORIGEM}
          onChange={(e) => change({ ORIGEM: e.currentTarget.value })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            ...(origins.data ?? []).map((o) => ({ value: o, label: originLabel(t, o) })),
          ]}
        />
        <NativeSelect
          label={t('bookings.fields.syncState')}
          value={filters.sincronizacaoConcluida}
          onChange={(e) => change({ sincronizacaoConcluida: e.currentTarget.value as BookingFilters['sincronizacaoConcluida'] })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            { value: 'S', label: t('bookings.sync.S') },
            { value: 'N', label: t('bookings.sync.N') },
          ]}
        />
        <Button variant="subtle" onClick={() => change(EMPTY_FILTERS)}>
          {t('bookings.filters.clear')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="bookings-count">
        {list.isPending ? '' : t('bookings.list.count', { count: total })}
      </Text>
      {list.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : total === 0 ? (
        <Text>{t('bookings.list.empty')}</Text>
      ) : (
        <Stack gap="md">
          {list.data?.data.map((b) => (
            <BookingCard key={b.CODRES} booking={b} access={access} onOpen={modals.open} />
          ))}
        </Stack>
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
      <DateRangeModal
        opened={rangeOpen}
        value={{ dateField: filters.dateField, dateFrom: filters.dateFrom, dateTo: filters.dateTo }}
        onApply={(r) => {
          change(r);
          setRangeOpen(false);
        }}
        onClose={() => setRangeOpen(false)}
      />
      {modals.node}
    </Stack>
  );
}
