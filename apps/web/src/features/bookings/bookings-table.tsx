import type { BookingListItem } from '@gm/contracts/bookings';
import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarTime,
  IconCircleCheck,
  IconCircleDashed,
  IconEye,
  IconFileDescription,
  IconLogin2,
  IconPencil,
  IconProgress,
} from '@tabler/icons-react';
import type { Translate } from '../../i18n/use-t';
import { type DataColumn, DataTable, type SortState } from '../../ui/data-table';
import type { DataTablePaging } from '../../ui/data-table-footer';
import { Money } from '../../ui/money';
import { cardActions } from './booking-actions';
import type { OpenBooking } from './booking-card';
import type { BookingModalMode } from './booking-form';
import { originLabel } from './origin-label';
import { PmsStatusIcon } from './pms-status-icon';
import { StatusBadge } from './status-badges';
import { nightsOf } from './stay-dates';
import type { BookingAccess } from './use-booking-access';

type Action = Exclude<BookingModalMode, 'new'> | 'data';

const ACTION_ICONS: Record<Action, typeof IconPencil> = {
  edit: IconPencil,
  checkin: IconLogin2,
  postpone: IconCalendarTime,
  view: IconEye,
  data: IconFileDescription,
};

/** The main guest as the booking shows them (the name given at the web check-in, else the one typed). */
export function mainGuestOf(b: BookingListItem): string {
  const main = b.pessoasReserva.find((p) => p.principal === 'S') ?? b.pessoasReserva[0];
  return main ? (main.WEBCHECKNOME ?? main.NOME) : '';
}

/** What a row click and Enter open: the first thing the card offers (edit before check-in, else the view). */
export function rowMode(b: BookingListItem, access: BookingAccess): Exclude<BookingModalMode, 'new'> {
  const actions = cardActions(b.STATUS, access);
  return actions.includes('edit') ? 'edit' : 'view';
}

function RowActions({
  booking,
  access,
  onOpen,
  t,
}: {
  booking: BookingListItem;
  access: BookingAccess;
  onOpen: OpenBooking;
  t: Translate;
}) {
  const actions: Action[] = [...cardActions(booking.STATUS, access), 'data'];
  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((mode) => {
        const Icon = ACTION_ICONS[mode];
        const label = t(`bookings.actions.${mode}`);
        return (
          <Tooltip key={mode} label={label} withArrow openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`${label} · ${booking.VOUCHER}`}
              data-action={mode}
              onClick={() => onOpen(mode, booking.CODRES)}
            >
              <Icon size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The main guest (the party size has its own column); every guest's name on hover. */
function GuestCell({ booking }: { booking: BookingListItem }) {
  return (
    <Text
      span
      inherit
      truncate="end"
      maw={150}
      display="block"
      title={booking.pessoasReserva.map((p) => p.WEBCHECKNOME ?? p.NOME).join(', ')}
    >
      {mainGuestOf(booking)}
    </Text>
  );
}

function WebCheckinCell({ booking, t }: { booking: BookingListItem; t: Translate }) {
  const done = booking.qtdWebCheckinRealizados;
  const total = booking.qtdPessoas;
  const Icon = total > 0 && done === total ? IconCircleCheck : done > 0 ? IconProgress : IconCircleDashed;
  const color =
    total > 0 && done === total
      ? 'var(--mantine-color-green-8)'
      : done > 0
        ? 'var(--mantine-color-orange-8)'
        : 'var(--mantine-color-gray-6)';
  return (
    <Group gap={4} wrap="nowrap" justify="center" data-testid="row-webcheckin">
      <Icon size={14} color={color} aria-hidden="true" />
      <Text span inherit fw={done > 0 ? 600 : undefined}>
        <span aria-hidden="true">
          {done}/{total}
        </span>
        <VisuallyHidden>{t('bookings.card.onlineCheckin', { done, total })}</VisuallyHidden>
      </Text>
    </Group>
  );
}

function PmsCell({ booking, t }: { booking: BookingListItem; t: Translate }) {
  const r = booking.registroPms;
  if (!r) {
    return (
      <Text span inherit c="gray.7" data-pms="none">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('bookings.table.noPms')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <PmsStatusIcon registration={r} name={mainGuestOf(booking)} />
      {r.total > 1 && (
        <Text span inherit c="gray.7">
          {r.registrados}/{r.total}
        </Text>
      )}
    </Group>
  );
}

function BalanceCell({ booking, t }: { booking: BookingListItem; t: Translate }) {
  const due = booking.saldoDevedor ?? 0;
  if (due <= 0) {
    return (
      <Text span inherit c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('bookings.table.noBalance')}</VisuallyHidden>
      </Text>
    );
  }
  return <Money reais={due} data-testid="row-balance" />;
}

/** A date of stay, DD/MM/YYYY in every language, on one line with even figures. */
function Day({ value, testId }: { value: string; testId: string }) {
  return (
    <span data-testid={testId} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </span>
  );
}

function columnsFor(access: BookingAccess, onOpen: OpenBooking, withBalance: boolean): DataColumn<BookingListItem>[] {
  const cols: (DataColumn<BookingListItem> | false)[] = [
    { key: 'arrival', headerKey: 'bookings.fields.checkIn', sortable: true, cell: (b) => <Day value={b.DTRESERVA} testId="row-checkin" /> },
    {
      key: 'departure',
      headerKey: 'bookings.fields.checkOut',
      sortable: true,
      cell: (b) => <Day value={b.DHSAIDAPREV} testId="row-checkout" />,
    },
    { key: 'nights', headerKey: 'bookings.table.nights', cell: (b) => nightsOf(b.DTRESERVA, b.DHSAIDAPREV), numeric: true },
    {
      key: 'voucher',
      headerKey: 'bookings.form.voucher',
      sortable: true,
      cell: (b) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {b.VOUCHER}
        </Text>
      ),
    },
    { key: 'guest', headerKey: 'bookings.table.guest', cell: (b) => <GuestCell booking={b} /> },
    { key: 'party', headerKey: 'bookings.table.party', cell: (b) => b.qtdPessoas, numeric: true },
    {
      key: 'origin',
      headerKey: 'bookings.fields.origin',
      cell: (b, t) => (
        <Text span inherit lineClamp={1}>
          {originLabel(t, b.ORIGEMFINAL ?? b.ORIGEM) || '—'}
        </Text>
      ),
    },
    { key: 'status', headerKey: 'bookings.fields.status', cell: (b) => <StatusBadge status={b.STATUS} compact /> },
    { key: 'webcheckin', headerKey: 'bookings.table.webCheckin', cell: (b, t) => <WebCheckinCell booking={b} t={t} />, align: 'center' },
    { key: 'pms', headerKey: 'bookings.table.pms', cell: (b, t) => <PmsCell booking={b} t={t} />, align: 'center' },
    withBalance && {
      key: 'balance',
      headerKey: 'bookings.table.balance',
      cell: (b, t) => <BalanceCell booking={b} t={t} />,
      numeric: true,
    },
    {
      key: 'actions',
      headerKey: 'bookings.table.actions',
      cell: (b, t) => <RowActions booking={b} access={access} onOpen={onOpen} t={t} />,
    },
  ];
  return cols.filter((c): c is DataColumn<BookingListItem> => !!c);
}

interface Props {
  rows: readonly BookingListItem[] | undefined;
  label: string;
  access: BookingAccess;
  onOpen: OpenBooking;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  sort: SortState;
  onSortChange: (sort: SortState | null) => void;
  paging: DataTablePaging;
  /** The caller may see billing: the balance due column. */
  withBalance: boolean;
}

/**
 * The bookings list as a dense table (issue 13): one row a booking, about 25 at 1440x900. A click on a row or Enter on
 * it opens the booking as the card's first button does; the row's buttons are the card's actions. The page shows its
 * own empty state (what to do next) instead of an empty table.
 */
export function BookingsTable(p: Props) {
  return (
    <DataTable
      columns={columnsFor(p.access, p.onOpen, p.withBalance)}
      rows={p.rows}
      rowKey={(b) => b.CODRES}
      label={p.label}
      empty=""
      loading={p.loading}
      fetching={p.fetching}
      error={p.error}
      onRetry={p.onRetry}
      sort={p.sort}
      onSortChange={p.onSortChange}
      onOpen={(b) => p.onOpen(rowMode(b, p.access), b.CODRES)}
      openOnClick
      rowProps={(b) => ({ 'data-testid': 'booking-row', 'data-voucher': b.VOUCHER, 'data-status': b.STATUS })}
      testId="bookings-table"
      minWidth={1080}
      paging={p.paging}
      defaultDensity="compact"
    />
  );
}
