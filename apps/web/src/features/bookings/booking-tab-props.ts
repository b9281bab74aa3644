import type { BookingDetailsReply } from '@gm/contracts/bookings/replies';
import type { BookingModalMode } from './booking-form';

/** What a booking modal's tab receives (its own file: the tabs list loads the tabs, which read this type). */
export interface BookingTabProps {
  codRes: number;
  mode: BookingModalMode;
  details: BookingDetailsReply;
}
