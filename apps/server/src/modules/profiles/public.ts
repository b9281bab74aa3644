/**
 * What other code may call of the CRM profiles (docs/decisions/0024-module-borders.md): the campaigns evaluate a
 * segment when they run and record an unsubscribe as an opt-out; main.ts schedules the sweeps; the demo seed and
 * the tests build the profiles of existing bookings.
 */

export { recomputeProfiles } from './aggregates';
export { recogniseAllUnlinked } from './bulk';
export { type Channel, type ConsentSource, currentConsent, profilesWithEmail, recordConsent } from './consents';
export { scheduleProfileSweeps, sweepProfiles } from './jobs';
export { refreshBookingProfiles } from './matching';
export { segmentFilter, segmentRecipients } from './segments';
