import type { BookingStatus } from '@gm/domain/bookings';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n/use-t';

const STATUS_COLOR: Record<BookingStatus, string> = { R: 'blue', I: 'green', O: 'gray', C: 'red' };

/** The booking's status (reserved, in house, checked out, cancelled) in the hotel's wording. */
export function StatusBadge({ status, compact = false }: { status: BookingStatus; compact?: boolean }) {
  const { t } = useT();
  return (
    <Badge
      color={STATUS_COLOR[status]}
      c="dark.7"
      variant="light"
      data-testid="booking-status"
      {...(compact ? { size: 'sm', tt: 'none', styles: { label: { overflow: 'visible' } } } : {})}
    >
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}

/** sincronizacaoConcluida: S synced with the PMS, N not yet. */
export function SyncBadge({ synced }: { synced: 'S' | 'N' }) {
  const { t } = useT();
  return (
    <Badge color={synced === 'S' ? 'teal' : 'orange'} c="dark.7" variant="light" data-testid="booking-sync">
      {t(`bookings.sync.${synced}`)}
    </Badge>
  );
}
