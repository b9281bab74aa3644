/**
 * What other features may use of bookings (they import it only through this file): the small components the
 * home and details pages mount, each loading its chunk only for a user allowed to see it.
 */
export { MyBookingsSlot, TodayWorkSlot, useHasTodayWork } from './slots';
