import type { Db } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { type JobHandler, scheduleJob } from '../../platform/jobs';

/**
 * Closing the NPS tally's past days (docs/decisions/0052-survey-speed.md): the SQL function
 * survey_close_nps_days (migration 20261127T0600) moves each ended day's totals over every questionnaire to one
 * row of survey_nps_closed_days and folds its 16 slots into one. Hourly, so a day is closed within the hour after
 * the hotel's midnight; the readers are right whether it has run or not.
 */
export const NPS_CLOSE_JOB = 'surveys.nps-close';
/** Every hour at minute 13, off the round minutes other schedules take. */
const NPS_CLOSE_CRON = '13 * * * *';

export async function closeNpsDays(db: Db): Promise<number> {
  const { rows } = await db.query<{ closed: number }>('SELECT survey_close_nps_days() AS closed');
  return rows[0]?.closed ?? 0;
}

export const npsCloseJob: JobHandler = async (deps) => {
  const closed = await closeNpsDays(deps.db);
  if (closed) deps.log?.info({ closed }, 'NPS days closed');
  return undefined;
};

/** Schedules the hourly close (an upsert: every process may call it at start; main.ts does). */
export async function scheduleNpsClose(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await scheduleJob(deps.db, NPS_CLOSE_JOB, NPS_CLOSE_CRON);
}

/**
 * A hotel's NPS tally by day over every questionnaire, for the days between $2 and $3 (dates): the closed days'
 * rows, then the tally of the days after the last closed one. Columns: day, answers, promoters, passives,
 * detractors. A year is at most 365 closed rows plus the open days (one or two when the hourly close runs).
 */
export const HOTEL_NPS_DAYS = `(
  SELECT c.day, c.answers, c.promoters, c.passives, c.detractors
    FROM survey_nps_closed_days c
   WHERE c.institution_id = $1 AND c.day BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT d.day, d.answers, d.promoters, d.passives, d.detractors
    FROM survey_nps_daily d
   WHERE d.institution_id = $1 AND d.day BETWEEN $2::date AND $3::date
     AND d.day > (SELECT coalesce(max(w.day), '-infinity'::date) FROM survey_nps_closed_days w WHERE w.institution_id = $1)
)`;
