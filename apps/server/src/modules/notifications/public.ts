/**
 * What other code may call of notifications (docs/decisions/0024-module-borders.md). It sits above bookings,
 * billing, checkin and institutions; only the CRM profiles (above it) call it, for a guest's language.
 * - schedulePreArrivalInvitations: at start (main.ts), the hourly check-in invitation job, unless already queued.
 * - schedulePostStaySurveys: at start (main.ts), the hourly post-stay survey job, unless already queued.
 */

export { languageOfNationality } from './language';
export { schedulePostStaySurveys } from './post-stay';
export { schedulePreArrivalInvitations } from './pre-arrival'; /** A guest's language from their nationality (the CRM profiles use it too). */
