import type { StaffNotice } from '@gm/contracts/notifications/staff-replies';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { satisfies } from '@gm/domain/permissions';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { useCanOpenBooking } from '../../bookings/public';
import { useMarkNotices } from './use-staff-notices';

/** Where a notice leads: its booking's modal (front-desk permissions), else the reviews (DASH nps), else nowhere. */
export type NoticeTarget = { booking: number } | { path: string } | null;

/**
 * Opening a notice: it becomes read for this user, then its booking's modal opens the way the bookings screens open
 * one (`onBooking`), or a detractor's leads to the reviews page for a manager without the front desk's permissions.
 */
export function useOpenNotice(onBooking: (codRes: number) => void) {
  const { user, contextIns } = useSession();
  const navigate = useNavigate();
  const canOpenBooking = useCanOpenBooking();
  const canReviews = satisfies(user.permissions, PERMISSIONS.DASH.nps, { codIns: contextIns?.codIns ?? null, idUser: user.idUser });
  const { markOne } = useMarkNotices();
  const targetOf = (n: StaffNotice): NoticeTarget => {
    if (canOpenBooking && n.bookingId !== null) return { booking: n.bookingId };
    if (n.kind === 'detractor' && canReviews) return { path: '/surveys/reviews' };
    return null;
  };
  const open = (n: StaffNotice) => {
    if (!n.read) markOne(n.id);
    const target = targetOf(n);
    if (target && 'booking' in target) onBooking(target.booking);
    else if (target) void navigate(target.path);
  };
  return { open, targetOf };
}
