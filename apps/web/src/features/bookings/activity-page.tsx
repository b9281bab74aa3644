import type { ActivityItem } from '@gm/contracts/bookings';
import { useT } from '../../i18n/use-t';
import { useListQuery } from '../../lib/use-list-query';
import type { DataColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { activityList, bookingKeys } from './api';
import { BOOKING_LIVE_TYPES } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

const columns: DataColumn<ActivityItem>[] = [
  { key: 'dhEvento', headerKey: 'bookings.activity.when', cell: (e) => e.dhEvento },
  { key: 'VOUCHER', headerKey: 'bookings.form.voucher', cell: (e) => e.VOUCHER },
  { key: 'descricao', headerKey: 'bookings.activity.what', cell: (e) => e.descricao },
  { key: 'usuario', headerKey: 'bookings.activity.who', cell: (e, t) => e.usuario ?? t('bookings.activity.system') },
];

/** /operation/activity: what happened to the hotel's bookings, newest first, with who and when; live. */
export function ActivityPage() {
  const { t } = useT();
  usePageTitle('bookings.activity.title');
  const list = useListQuery({
    queryKey: bookingKeys.activity(),
    fetch: (w) => activityList(w.offset, w.limit),
    pageSize: 25,
    pageSizes: [25, 50, 100],
    live: BOOKING_LIVE_TYPES,
  });
  return (
    <ListPage
      title={t('bookings.activity.title')}
      list={list}
      table={{ columns, rowKey: (e) => e.id, empty: t('bookings.activity.empty'), testId: 'activity-table', minWidth: 640 }}
    />
  );
}
