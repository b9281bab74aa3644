import { todayIn } from '@gm/domain/dates';
import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { upcomingArrivals } from '../bookings/public';
import { institutionsWithMailOn } from '../institutions/public';
import { enqueueSend } from './sends';
import { hotelNotifications } from './settings';

/**
 * The check-in invitation (pre-arrival): one recurring job for every hotel, every hour, finds the bookings arriving
 * from today to N days ahead (the hotel's setting, in its time zone) whose main guest has an e-mail, has not checked
 * in online and has no invitation yet, and queues one invitation each. A booking made or imported inside the window
 * is invited at the next run; one whose arrival comes within N days, when it does.
 */
export const PRE_ARRIVAL_JOB = 'notifications.pre-arrival';
const EVERY_MS = 3_600_000;
const PAGE = 500;

/** Starts the hourly chain unless it is already queued (main.ts at start; a save that turns the invitation on). */
export async function schedulePreArrivalInvitations(db: Queryable): Promise<void> {
  await enqueueJob(db, { kind: PRE_ARRIVAL_JOB, dedupeKey: 'pre-arrival' });
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function invited(db: Queryable, institutionId: number, bookingIds: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ subject_key: string }>(
    `SELECT DISTINCT subject_key FROM notification_sends WHERE institution_id = $1 AND template = 'checkinLink' AND subject_key = ANY($2)`,
    [institutionId, bookingIds.map((id) => `booking:${id}`)],
  );
  return new Set(rows.map((r) => Number(r.subject_key.slice('booking:'.length))));
}

/** Queues the invitations one hotel owes now; returns how many. */
export async function inviteArrivals(deps: AppDeps, institutionId: number): Promise<number> {
  const n = await hotelNotifications(deps, institutionId);
  const setting = n.settings.guest.checkinLink;
  if (!setting.enabled || !n.linkCode) return 0;
  const today = todayIn(n.hotel.timeZone);
  const until = addDays(today, setting.daysBefore);
  let queued = 0;
  for (let after = 0; ; ) {
    const ids = await upcomingArrivals(deps.db, institutionId, today, until, after, PAGE);
    if (!ids.length) break;
    const done = await invited(deps.db, institutionId, ids);
    for (const bookingId of ids) {
      if (done.has(bookingId)) continue;
      await enqueueSend(deps.db, { template: 'checkinLink', institutionId, bookingId, subject: `booking:${bookingId}` });
      queued++;
    }
    if (ids.length < PAGE) break;
    after = ids[ids.length - 1]!;
  }
  return queued;
}

/** PRE_ARRIVAL_JOB: every hotel with the invitation on, then again in an hour. */
export const preArrivalJob: JobHandler = async (deps) => {
  for (const institutionId of await institutionsWithMailOn(deps.db, 'guest', 'checkinLink')) {
    try {
      await inviteArrivals(deps, institutionId);
    } catch (error) {
      // One hotel's failure (its settings gone, a bad time zone) does not hold the others' invitations back.
      deps.log?.warn({ err: error, institutionId }, 'pre-arrival invitations not queued');
    }
  }
  return { repeatInMs: EVERY_MS };
};
