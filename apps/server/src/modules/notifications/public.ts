/**
 * What other code may call of notifications (docs/decisions/0024-module-borders.md). No module calls it: it sits
 * above bookings, billing, checkin and institutions.
 * - schedulePreArrivalInvitations: at start (main.ts), the hourly check-in invitation job, unless already queued.
 * - schedulePostStaySurveys: at start (main.ts), the hourly post-stay survey job, unless already queued.
 */
export { schedulePostStaySurveys } from './post-stay';
export { schedulePreArrivalInvitations } from './pre-arrival';
