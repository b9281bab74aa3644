/**
 * What other features may use of bookings (they import it only through this file): the small components the
 * home and details pages mount, and a booking's modal for other screens (the notifications), each loading its chunk
 * only for a user allowed to see it.
 */
export { BookingModalSlot, MyBookingsSlot, TodayWorkSlot, useCanOpenBooking, useHasTodayWork } from './slots';
