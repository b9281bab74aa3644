import type { ListStaffNoticesInput } from '@gm/contracts/notifications/staff-inputs';
import type { StaffNoticeKind } from '@gm/contracts/notifications/staff-kinds';
import type { StaffNotice } from '@gm/contracts/notifications/staff-replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Button, NativeSelect, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../../lib/use-list-query';
import type { DataColumn } from '../../../ui/data-table';
import { DateInput } from '../../../ui/date-input';
import { ListPage } from '../../../ui/list-page';
import { BookingModalSlot } from '../../bookings/public';
import { listStaffNotices, staffNoticeKeys } from './api';
import { useOpenNotice } from './notice-open';
import { noticeTitle } from './notice-text';
import { useMarkNotices, useNoticeKinds, useUnreadNotices } from './use-staff-notices';

type Filters = Omit<ListStaffNoticesInput, 'offset' | 'limit'>;
type State = NonNullable<Filters['state']>;

/** /dashboard/notifications/list: the caller's notices of the hotel, newest first, by kind, read state and period. */
export function NoticesPage() {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const kinds = useNoticeKinds();
  const [kind, setKind] = useState<StaffNoticeKind | ''>('');
  const [state, setState] = useState<State | ''>('');
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [booking, setBooking] = useState<{ codRes: number; seq: number } | null>(null);
  const reversed = period.from !== '' && period.to !== '' && period.to < period.from;
  const filters = useMemo<Filters>(
    () => ({
      kind: kind || undefined,
      state: state || undefined,
      from: reversed ? undefined : period.from || undefined,
      to: reversed ? undefined : period.to || undefined,
    }),
    [kind, state, period, reversed],
  );
  const list = useListQuery<StaffNotice, Filters>({
    queryKey: staffNoticeKeys.lists,
    fetch: (w, f) => listStaffNotices({ ...f, offset: w.offset, limit: w.limit }),
    filters,
    pageSize: 20,
    pageSizes: [20, 50, 100],
    live: ['notifications.changed'],
  });
  const unread = useUnreadNotices();
  const { markAll, markingAll } = useMarkNotices();
  const { open } = useOpenNotice((codRes) => setBooking((b) => ({ codRes, seq: (b?.seq ?? 0) + 1 })));
  const columns: DataColumn<StaffNotice>[] = [
    { key: 'when', headerKey: 'staffNotices.columns.when', cell: (n) => formatDateTime(n.createdAt, timeZone), width: 150 },
    { key: 'kind', headerKey: 'staffNotices.columns.kind', cell: (n) => t(`staffNotices.kind.${n.kind}`) },
    {
      key: 'notice',
      headerKey: 'staffNotices.columns.notice',
      cell: (n) => (
        <Text size="sm" fw={n.read ? 400 : 700}>
          {noticeTitle(t, n)}
        </Text>
      ),
    },
    { key: 'voucher', headerKey: 'staffNotices.columns.voucher', cell: (n) => n.voucher ?? '–' },
    {
      key: 'state',
      headerKey: 'staffNotices.columns.state',
      cell: (n) =>
        n.read ? (
          <Badge color="gray.8" variant="outline">
            {t('staffNotices.item.read')}
          </Badge>
        ) : (
          <Badge color="blue.8" variant="filled">
            {t('staffNotices.item.unread')}
          </Badge>
        ),
    },
  ];
  return (
    <ListPage
      title={t('shell.nav.staffNotices')}
      description={<Text>{t('staffNotices.page.description')}</Text>}
      actions={
        <Button
          leftSection={<IconChecks size={16} aria-hidden="true" />}
          variant="light"
          loading={markingAll}
          disabled={!unread.data?.unread}
          onClick={() => markAll(undefined)}
        >
          {t('staffNotices.popover.markAll')}
        </Button>
      }
      filtersLabel={t('staffNotices.page.filters')}
      filters={
        <>
          <NativeSelect
            label={t('staffNotices.page.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as StaffNoticeKind | '')}
            data={[
              { value: '', label: t('staffNotices.page.anyKind') },
              ...kinds.map((k) => ({ value: k, label: t(`staffNotices.kind.${k}`) })),
            ]}
            w={240}
          />
          <NativeSelect
            label={t('staffNotices.page.state')}
            value={state}
            onChange={(e) => setState(e.currentTarget.value as State | '')}
            data={[
              { value: '', label: t('staffNotices.page.anyState') },
              { value: 'unread', label: t('staffNotices.page.unreadOnly') },
              { value: 'read', label: t('staffNotices.page.readOnly') },
            ]}
            w={180}
          />
          <DateInput
            label={t('staffNotices.page.from')}
            value={period.from}
            onChange={(iso) => setPeriod((p) => ({ ...p, from: iso }))}
            timeZone={timeZone}
            w={170}
          />
          <DateInput
            label={t('staffNotices.page.to')}
            value={period.to}
            onChange={(iso) => setPeriod((p) => ({ ...p, to: iso }))}
            serverError={reversed ? t('staffNotices.page.reversed') : null}
            timeZone={timeZone}
            w={170}
          />
        </>
      }
      list={list}
      table={{
        columns,
        rowKey: (n) => n.id,
        empty: t('staffNotices.page.empty'),
        onOpen: open,
        openOnClick: true,
        rowProps: (n) => ({ 'data-testid': 'notice-row', 'data-read': String(n.read), 'data-voucher': n.voucher ?? '' }),
        testId: 'notices-table',
        minWidth: 820,
        defaultDensity: 'compact',
      }}
    >
      {booking && <BookingModalSlot key={booking.seq} codRes={booking.codRes} onClose={() => setBooking(null)} />}
    </ListPage>
  );
}
