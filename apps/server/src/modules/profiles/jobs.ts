import { todayIn } from '@gm/domain/dates';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import type { DomainEventHandler } from '../../platform/domain-events';
import { enqueueJob, type JobHandler, scheduleJob } from '../../platform/jobs';
import { settingsOf } from '../institutions/public';
import { recomputeProfiles } from './aggregates';
import { recogniseAllUnlinked } from './bulk';
import { refreshBookingProfiles } from './matching';

/**
 * Keeping the profiles current: a booking's business events (made, changed, imported, checked in or out, a web
 * check-in, a payment, a survey answer) queue the recognition of its persons, in the event's transaction; the
 * job runs it under the hotel's lock. A daily pass (and one at every start) recognises what no event told about
 * (bookings from before the CRM, the demo) and recomputes every profile's figures as the days go by.
 */
export const REFRESH_JOB = 'profiles.refresh';
export const SWEEP_JOB = 'profiles.sweep';

const queueRefresh = async (tx: Queryable, institutionId: number, bookingId: number) =>
  enqueueJob(tx, { kind: REFRESH_JOB, payload: { institutionId, bookingId } });

const onBooking: DomainEventHandler = (tx, e) => (e.bookingId ? queueRefresh(tx, e.institutionId, e.bookingId) : Promise.resolve());

const onPayment: DomainEventHandler = async (tx, e) => {
  if (!e.attemptId) return;
  const { rows } = await tx.query<{ booking_id: string }>('SELECT booking_id FROM payment_attempts WHERE id = $1 AND institution_id = $2', [
    e.attemptId,
    e.institutionId,
  ]);
  if (rows[0]) await queueRefresh(tx, e.institutionId, Number(rows[0].booking_id));
};

/**
 * A survey answer changes only the profile's newest score and language: set in the answer's own transaction (one
 * statement on the guest's profile) rather than a job recomputing the whole booking, which doubled a submit's cost
 * (docs/decisions/0052-survey-speed.md). A guest not recognised yet gets them when recognised (recomputeProfiles reads
 * the newest answer); an answer for the whole booking (no person) queues the booking's refresh.
 */
const onSurvey: DomainEventHandler = async (tx, e) => {
  if (!e.personId) return e.bookingId ? queueRefresh(tx, e.institutionId, e.bookingId) : undefined;
  const nps = typeof e.details?.nps === 'number' ? e.details.nps : null;
  await tx.query({
    name: 'profiles.survey-score',
    text: `UPDATE guest_profiles p SET last_nps = $3, language = COALESCE($4, p.language), updated_at = now()
       FROM guest_profile_links l
      WHERE l.booking_person_id = $2 AND p.id = l.profile_id AND p.institution_id = $1`,
    values: [e.institutionId, e.personId, nps, e.locale ?? null],
  });
};

export const profileReactions: Record<string, DomainEventHandler> = {
  'booking.created': onBooking,
  'booking.updated': onBooking,
  'booking.imported': onBooking,
  'booking.cancelled': onBooking,
  'booking.checked_in': onBooking,
  'booking.checked_out': onBooking,
  'webcheckin.completed': onBooking,
  'survey.submitted': onSurvey,
  'survey.detractor': onSurvey,
  'payment.attempt.paid': onPayment,
};

const hotelToday = async (db: Db, institutionId: number) => todayIn((await settingsOf(db, institutionId)).timeZone);

export const refreshJob: JobHandler = async (deps, job) => {
  const institutionId = Number(job.payload.institutionId);
  const bookingId = Number(job.payload.bookingId);
  const today = await hotelToday(deps.db, institutionId);
  await withTransaction(deps.db, (tx) => refreshBookingProfiles(tx, institutionId, bookingId, today));
  return undefined;
};

/**
 * Every hotel with bookings: the unrecognised persons, then every profile's figures (one transaction per hotel).
 * `backfillOnly`: a hotel's figures are recomputed only when some of its persons were unrecognised (the start's
 * sweep: a database that had bookings before the CRM, or a refresh job that failed), so a restart does not recompute
 * every profile of every hotel; the nightly sweep recomputes all (birthdays, last stays move with the date).
 * Returns the persons recognised.
 */
export async function sweepProfiles(db: Db, opts: { backfillOnly?: boolean } = {}): Promise<number> {
  const { rows } = await db.query<{ institution_id: number }>('SELECT DISTINCT institution_id FROM bookings ORDER BY 1');
  let recognised = 0;
  for (const { institution_id: id } of rows) {
    const today = await hotelToday(db, id);
    await withTransaction(db, async (tx) => {
      const n = await recogniseAllUnlinked(tx, id);
      recognised += n;
      if (n > 0 || !opts.backfillOnly) await recomputeProfiles(tx, id, today, null);
    });
  }
  return recognised;
}

export const sweepJob: JobHandler = async (deps, job) => {
  await sweepProfiles(deps.db, { backfillOnly: job.payload.backfillOnly === true });
  return undefined;
};

/** At start: a backfill sweep now (persons not yet recognised, if any) and a full sweep every night. */
export async function scheduleProfileSweeps(db: Db): Promise<void> {
  await enqueueJob(db, { kind: SWEEP_JOB, dedupeKey: 'start', payload: { backfillOnly: true } });
  await scheduleJob(db, SWEEP_JOB, '30 3 * * *');
}
