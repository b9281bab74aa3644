import { DEFAULT_TIME_ZONE } from '@gm/domain/today';

/**
 * Today in the demo hotels' time zone, in SQL. The product's "today" is the hotel's calendar day (an arrival, the
 * entry day of a key, a stay covering today), so a test's bookings are dated on it: the database's current_date is
 * UTC's day, a day ahead of the hotel's from 21:00 to midnight in São Paulo.
 */
export const HOTEL_TODAY = `(now() AT TIME ZONE '${DEFAULT_TIME_ZONE}')::date`;
