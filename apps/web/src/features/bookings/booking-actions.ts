import type { BookingStatus } from '@gm/domain/bookings';
import type { BookingModalMode } from './booking-form';
import type { BookingAccess } from './use-booking-access';

/**
 * The modals a booking card offers, from the booking's status (spec section 4) and the user's TRIAL
 * actions: before check-in it can be edited (reservas) and checked in (checkinouts); in house its
 * check-out can be changed (checkinouts); every booking can be viewed.
 */
export function cardActions(status: BookingStatus, access: BookingAccess): Exclude<BookingModalMode, 'new'>[] {
  const out: Exclude<BookingModalMode, 'new'>[] = [];
  if (status === 'R' && access.reservas) out.push('edit');
  if (status === 'R' && access.checkinouts) out.push('checkin');
  if (status === 'I' && access.checkinouts) out.push('postpone');
  out.push('view');
  return out;
}

/**
 * The modal a click on a booking opens (a timeline bar, a Home item): the action the screen prefers when the status and
 * the user allow it (Home's arrivals prefer the check-in), else the card's first action (edit before check-in for
 * reservas, the check-out change in house for checkinouts), else view.
 */
export function openMode(
  status: BookingStatus,
  access: BookingAccess,
  prefer?: Exclude<BookingModalMode, 'new'>,
): Exclude<BookingModalMode, 'new'> {
  const actions = cardActions(status, access);
  return prefer && actions.includes(prefer) ? prefer : actions[0]!;
}
