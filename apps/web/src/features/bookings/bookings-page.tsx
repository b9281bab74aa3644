import './styles';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { formatStayDate, todayIn } from '@gm/domain/bookings';
import { satisfies } from '@gm/domain/permissions';
import { Alert, Button, Center, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconFilterOff, IconLayoutCards, IconPlus, IconSearch, IconTable } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useLiveEvents } from '../../lib/api/live-events';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DataTableFooter, type DataTablePaging } from '../../ui/data-table-footer';
import { pageCount } from '../../ui/data-table-model';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { type BookingFilters, bookingKeys, listBookings, originOptions } from './api';
import { BookingCard, type OpenBooking } from './booking-card';
import { BookingsTable } from './bookings-table';
import {
  anyFilter,
  type BookingsListState,
  type BookingsView,
  clearedFilters,
  DEFAULT_SORT,
  narrowed,
  PAGE_SIZES,
  readListState,
  serverSort,
  writeListState,
} from './bookings-url';
import { DateRangeModal } from './date-range-modal';
import { originLabel } from './origin-label';
import { rangeLabel } from './stay-dates';
import { useBookingAccess } from './use-booking-access';
import { useBookingModals } from './use-booking-modals';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

/** The view in the address, read on the hotel's today, and its changes (a new history entry unless `replace`). */
function useListState(today: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, today), [params, today]);
  // A change builds on the address as it is now, not as this render read it: two filters chosen before the page
  // re-renders (a slow device) must both stay, the second must not put the first back.
  const go = (change: (current: BookingsListState) => BookingsListState, replace = false) => {
    const now = new URLSearchParams(window.location.search);
    setParams(writeListState(change(readListState(now, today)), today, now), { replace });
  };
  return { state, go };
}

/** The search box: typed at once, written to the address (replacing the entry) once the typing pauses. */
function useSearchText(applied: string, apply: (search: string) => void): [string, (s: string) => void] {
  const [text, setText] = useState(applied);
  const [settled] = useDebouncedValue(text, 350);
  const last = useRef(applied);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  // The address changed elsewhere (Back, clear filters, a shared link): the box follows it.
  useEffect(() => {
    if (applied !== last.current) {
      last.current = applied;
      setText(applied);
    }
  }, [applied]);
  useEffect(() => {
    if (settled !== last.current) {
      last.current = settled;
      applyRef.current(settled);
    }
  }, [settled]);
  return [text, setText];
}

/**
 * The balances on screen follow every invoice change of the hotel: another user's, the reconciler's, and this tab's
 * own billing writes in the booking modal (which refetch only the billing screens; decision 0029). One refetch per burst.
 */
function useLiveBalances(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveEvents(['invoice.changed'], () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: [...bookingKeys.lists, 'bookings'] });
    }, 150);
  });
}

/**
 * A context tab of the activity bar (decision 0080) comes here with ?open={CODRES}: the booking's modal opens over
 * the list, and the parameter leaves the address (replacing the entry) so Back and reload do not open it again.
 */
function useOpenFromTab(open: OpenBooking, mode: 'edit' | 'view'): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('open');
  useEffect(() => {
    if (wanted === null) return;
    const codRes = Number(wanted);
    if (Number.isSafeInteger(codRes) && codRes > 0) open(mode, codRes);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [wanted, open, mode, setParams]);
}

type EmptyKind = 'none' | 'upcoming' | 'filtered';

/** What to do next when the list is empty: clear the filters (or show past bookings too), create a booking. */
function BookingsEmpty({ kind, onClear, onNew }: { kind: EmptyKind; onClear: () => void; onNew: (() => void) | null }) {
  const { t } = useT();
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="bookings-empty">
      <Text fw={600} size="lg" ta="center">
        {t(`bookings.empty.${kind}`)}
      </Text>
      <Text size="sm" ta="center">
        {t(`bookings.empty.${kind}Hint`)}
      </Text>
      <Group gap="sm" mt="xs">
        {kind !== 'none' && (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClear}>
            {kind === 'upcoming' ? t('bookings.empty.showAll') : t('bookings.filters.clear')}
          </Button>
        )}
        {onNew && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew}>
            {t('bookings.empty.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /operation/bookings: the hotel's bookings as a dense, sortable table (or cards), filtered and paged on the server;
 * the whole view lives in the address (bookings-url.ts), so it can be shared and survives reload and Back; live.
 */
export function BookingsPage() {
  const { t } = useT();
  usePageTitle('bookings.list.title');
  useLiveBookings();
  useLiveBalances();
  const access = useBookingAccess();
  const { user, contextIns } = useSession();
  const withBalance = satisfies(user.permissions, PERMISSIONS.PAY.listfaturas, { codIns: contextIns?.codIns ?? null, idUser: user.idUser });
  const modals = useBookingModals();
  const today = todayIn(useHotelTimeZone());
  const { state, go } = useListState(today);
  const { filters, sort, page, pageSize, view } = state;
  const [rangeOpen, setRangeOpen] = useState(false);
  useOpenFromTab(modals.open, access.reservas ? 'edit' : 'view');

  const change = (patch: Partial<BookingFilters>, replace = false) =>
    go((s) => ({ ...s, filters: { ...s.filters, ...patch }, page: 1 }), replace);
  const clear = () => go((s) => ({ ...s, filters: clearedFilters(), page: 1 }));
  const [searchText, setSearchText] = useSearchText(filters.search, (search) => change({ search }, true));

  const offset = (page - 1) * pageSize;
  const order = serverSort(sort);
  const list = useQuery({
    queryKey: bookingKeys.list(filters, offset, pageSize, order),
    queryFn: () => listBookings(filters, offset, pageSize, order),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const origins = useQuery({ queryKey: bookingKeys.filters(), queryFn: originOptions, staleTime: 5 * 60_000 });

  const total = list.data?.metadata.totalCount ?? 0;
  const rows = list.data?.data;
  // A shared or old address past the last page (or rows gone meanwhile): the last page instead.
  const lastPage = pageCount(total, pageSize);
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && rows?.length === 0 && page > lastPage;
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (pastTheEnd) goRef.current((s) => ({ ...s, page: lastPage }), true);
  }, [pastTheEnd, lastPage]);

  const paging: DataTablePaging = {
    page,
    pageSize,
    total,
    onPageChange: (p) => go((s) => ({ ...s, page: p })),
    pageSizes: PAGE_SIZES,
    onPageSizeChange: (size) => go((s) => ({ ...s, pageSize: size, page: 1 })),
  };

  const fieldName = t(`bookings.range.fields.${filters.dateField}`);
  const range = rangeLabel(filters.dateFrom, filters.dateTo);
  const periodText =
    filters.dateFrom && !filters.dateTo
      ? t('bookings.filters.periodFrom', { field: fieldName, date: formatStayDate(filters.dateFrom) })
      : range
        ? `${fieldName}: ${range}`
        : t('bookings.filters.period');

  const loaded = !list.isPending && !list.error;
  const empty = loaded && total === 0;
  const emptyKind: EmptyKind = !anyFilter(filters) ? 'none' : narrowed(filters, today) ? 'filtered' : 'upcoming';
  const onNew = access.reservas ? modals.openNew : null;

  let content: React.ReactNode;
  if (empty) {
    content = <BookingsEmpty kind={emptyKind} onClear={clear} onNew={onNew} />;
  } else if (view === 'table') {
    content = (
      <BookingsTable
        rows={rows}
        label={t('bookings.list.title')}
        access={access}
        onOpen={modals.open}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        sort={sort}
        onSortChange={(next) => go((s) => ({ ...s, sort: next ?? DEFAULT_SORT, page: 1 }))}
        paging={paging}
        withBalance={withBalance}
      />
    );
  } else if (list.isPending) {
    content = (
      <Center py="xl">
        <LoadingIndicator />
      </Center>
    );
  } else {
    content = (
      <Stack gap="md">
        {list.error ? (
          <Alert color="red" title={t('common.table.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(list.error)}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
                {t('common.table.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {rows?.map((b) => (
          <BookingCard key={b.CODRES} booking={b} access={access} onOpen={modals.open} />
        ))}
        <DataTableFooter paging={paging} shown={rows?.length ?? 0} state="rows" empty="" emptyTestId={undefined} density={null} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="md" align="baseline">
          <PageTitle size="h2">{t('bookings.list.title')}</PageTitle>
          <Text size="sm" role="status" aria-live="polite" data-testid="bookings-count">
            {list.isPending ? '' : t('bookings.list.count', { count: total })}
          </Text>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            size="xs"
            aria-label={t('bookings.view.label')}
            value={view}
            onChange={(v) => go((s) => ({ ...s, view: v as BookingsView }))}
            data={(['table', 'cards'] as const).map((v) => ({
              value: v,
              label: (
                <Group gap={6} wrap="nowrap">
                  {v === 'table' ? <IconTable size={14} aria-hidden="true" /> : <IconLayoutCards size={14} aria-hidden="true" />}
                  <span>{t(`bookings.view.${v}`)}</span>
                </Group>
              ),
            }))}
          />
          {access.reservas && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={modals.openNew}>
              {t('bookings.list.new')}
            </Button>
          )}
        </Group>
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
          size="xs"
          label={t('bookings.filters.search')}
          placeholder={t('bookings.filters.searchHint')}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          w={260}
          maxLength={100}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCalendar size={14} aria-hidden="true" />}
          onClick={() => setRangeOpen(true)}
          aria-haspopup="dialog"
          data-testid="bookings-period"
        >
          {periodText}
        </Button>
        <NativeSelect
          size="xs"
          label={t('bookings.fields.status')}
          value={filters.STATUS}
          onChange={(e) => change({ STATUS: e.currentTarget.value as BookingFilters['STATUS'] })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            ...(['R', 'I', 'O', 'C'] as const).map((s) => ({ value: s, label: t(`bookings.status.${s}`) })),
          ]}
        />
        <NativeSelect
          size="xs"
          label={t('bookings.fields.origin')}
          value={filters.ORIGEM}
          onChange={(e) => change({ ORIGEM: e.currentTarget.value })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            ...[...new Set([...(origins.data ?? []), ...(filters.ORIGEM ? [filters.ORIGEM] : [])])].map((o) => ({
              value: o,
              label: originLabel(t, o),
            })),
          ]}
        />
        <NativeSelect
          size="xs"
          label={t('bookings.fields.syncState')}
          value={filters.sincronizacaoConcluida}
          onChange={(e) => change({ sincronizacaoConcluida: e.currentTarget.value as BookingFilters['sincronizacaoConcluida'] })}
          data={[
            { value: '', label: t('bookings.filters.all') },
            { value: 'S', label: t('bookings.sync.S') },
            { value: 'N', label: t('bookings.sync.N') },
          ]}
        />
        <Button variant="subtle" size="xs" onClick={clear} disabled={!anyFilter(filters)}>
          {t('bookings.filters.clear')}
        </Button>
      </Group>
      {content}
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
