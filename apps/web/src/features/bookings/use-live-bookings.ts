import { useLiveRefetch } from '../../lib/api/live-refetch';
import { bookingKeys } from './api';

/** What changes the bookings screens: a booking, or a guest's web check-in, in the current hotel. */
export const BOOKING_LIVE_TYPES = ['booking.changed', 'webcheckin.changed'] as const;

/** Refetches the bookings screens when a booking or a guest's web check-in changes (one refetch per burst). */
export function useLiveBookings(): void {
  useLiveRefetch(BOOKING_LIVE_TYPES, bookingKeys.all);
}
