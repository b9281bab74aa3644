/**
 * What other modules may call of bookings (docs/decisions/0024-module-borders.md). Bookings owns the bookings and
 * their persons; the check-in writes a person's web check-in through these, passing its transaction's client.
 */

/** At start: the recurring PMS import of every hotel with the flag on (main.ts). */
export { schedulePmsImports } from './import';
/** What the notification mails read of a booking: its guests, the upcoming arrivals, a registration's PMS error. */
export { type BookingNotice, bookingNotice, type NoticePerson, recentDepartures, registrationNotice, upcomingArrivals } from './notices';
/** The check-in's writes to booking persons: a companion added, the profile link, the completed check-in, a merge. */
export { addCompanion, type CheckinPersonRow, completeWebCheckin, linkPersonToGuest, moveToGuest } from './persons-checkin';
export { createPlaceholderBooking, openPlaceholder, type PlaceholderInput } from './placeholders';
/** The web check-in's completion queues the guest's PMS registration (release, then consult until registered or error). */
export { queueRegistrations } from './registrations';
/** Home: the front desk's lists of a hotel's today (the home module adds the balances). */
export { type TodayLists, type TodayParts, todayLists } from './today';
