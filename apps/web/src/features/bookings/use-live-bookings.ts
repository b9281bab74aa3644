import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveEvents } from '../../lib/api/live-events';
import { bookingKeys } from './api';

const LIVE_TYPES = ['booking.changed', 'webcheckin.changed'] as const;

/**
 * Refetches the bookings screens when a booking or a guest's web check-in changes in the current hotel
 * (any server process publishes through PostgreSQL; the shell's stream delivers). A burst of events
 * (a PMS import, a guest uploading documents) causes one refetch.
 */
export function useLiveBookings(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLiveEvents(LIVE_TYPES, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: bookingKeys.all });
    }, 150);
  });
}
