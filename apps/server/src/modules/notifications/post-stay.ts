import { todayIn } from '@gm/domain/dates';
import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { recentDepartures } from '../bookings/public';
import { institutionsWithMailOn } from '../institutions/public';
import { surveyAnswered, surveySettingsOf } from '../surveys/public';
import { enqueueSend } from './sends';

/**
 * The post-stay survey (issue 14): one recurring job, every hour, finds the guests (each with an e-mail) of stays
 * that ended in the last two weeks and queues their survey link once each (subject `survey:<person>`); after the
 * hotel's reminder delay (survey settings, 3 days unless set) a guest who has not answered gets one reminder
 * (`survey-reminder:<person>`). The send job checks the setting, the stay and the answer again when it runs.
 */
export const POST_STAY_JOB = 'notifications.post-stay';
const EVERY_MS = 3_600_000;
const PAGE = 500;
const WINDOW_DAYS = 14;

export async function schedulePostStaySurveys(db: Queryable): Promise<void> {
  await enqueueJob(db, { kind: POST_STAY_JOB, dedupeKey: 'post-stay' });
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The survey mails already handed out (or claimed) for these guests, by subject. */
async function sentSubjects(db: Queryable, institutionId: number, subjects: string[]): Promise<Map<string, Date>> {
  const { rows } = await db.query<{ subject_key: string; at: Date }>(
    `SELECT subject_key, min(coalesce(sent_at, created_at)) AS at FROM notification_sends
      WHERE institution_id = $1 AND template = 'postStaySurvey' AND subject_key = ANY($2) GROUP BY subject_key`,
    [institutionId, subjects],
  );
  return new Map(rows.map((r) => [r.subject_key, r.at]));
}

/** Queues the survey mails and reminders one hotel owes now; returns how many. */
export async function inviteDepartures(deps: AppDeps, institutionId: number, now: Date = new Date()): Promise<number> {
  const { rows } = await deps.db.query<{ time_zone: string }>('SELECT time_zone FROM institutions WHERE id = $1', [institutionId]);
  if (!rows[0]) return 0;
  const today = todayIn(rows[0].time_zone, now);
  const { reminderDays } = await surveySettingsOf(deps.db, institutionId);
  let queued = 0;
  for (let after = 0; ; ) {
    const guests = await recentDepartures(deps.db, institutionId, addDays(today, -WINDOW_DAYS), today, after, PAGE);
    if (!guests.length) break;
    const sent = await sentSubjects(
      deps.db,
      institutionId,
      guests.flatMap((g) => [`survey:${g.personId}`, `survey-reminder:${g.personId}`]),
    );
    for (const g of guests) {
      const first = sent.get(`survey:${g.personId}`);
      const base = { template: 'postStaySurvey' as const, institutionId, bookingId: g.bookingId, personId: g.personId };
      const reminderDue =
        !!first && !sent.has(`survey-reminder:${g.personId}`) && now.getTime() - first.getTime() >= reminderDays * 86_400_000;
      if ((!first || reminderDue) && (await surveyAnswered(deps.db, g.bookingId, g.personId))) continue;
      if (!first) {
        await enqueueSend(deps.db, { ...base, subject: `survey:${g.personId}` });
        queued++;
      } else if (reminderDue) {
        await enqueueSend(deps.db, { ...base, subject: `survey-reminder:${g.personId}` });
        queued++;
      }
    }
    if (guests.length < PAGE) break;
    after = guests[guests.length - 1]!.personId;
  }
  return queued;
}

/** POST_STAY_JOB: every hotel with the survey mail on, then again in an hour. */
export const postStayJob: JobHandler = async (deps) => {
  for (const institutionId of await institutionsWithMailOn(deps.db, 'guest', 'postStaySurvey')) {
    try {
      await inviteDepartures(deps, institutionId);
    } catch (error) {
      deps.log?.warn({ err: error, institutionId }, 'post-stay surveys not queued');
    }
  }
  return { repeatInMs: EVERY_MS };
};
