/**
 * What other code may call of notifications (docs/decisions/0024-module-borders.md). No module calls it: it sits
 * above bookings, billing, checkin and institutions.
 * - schedulePreArrivalInvitations: at start (main.ts), the hourly check-in invitation job, unless already queued.
 */
export { schedulePreArrivalInvitations } from './pre-arrival';
