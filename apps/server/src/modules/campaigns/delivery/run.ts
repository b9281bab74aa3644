import { todayIn } from '@gm/domain/dates';
import { type Db, type Queryable, withTransaction } from '../../../db/pool';
import type { AppDeps } from '../../../platform/deps';
import { enqueueJob, type JobHandler, scheduleJob } from '../../../platform/jobs';
import { settingsOf } from '../../institutions/public';
import { segmentRecipients } from '../../profiles/public';

/**
 * A campaign's runs (decision 0058): the scheduler job finds the due campaigns (status 'scheduled', next_run_at
 * passed, not removed) every minute and at each start; the run job re-evaluates the segment and queues one row per
 * recipient, then the send job (send.ts) delivers them in batches.
 */
export const DUE_JOB = 'campaigns.due';
export const RUN_JOB = 'campaigns.run';
export const SEND_JOB = 'campaigns.send';

/** Queues a campaign's run at once (ActivateCampaignService calls it after setting the campaign 'scheduled'). */
export async function kickCampaign(db: Queryable, campaignId: number): Promise<void> {
  await enqueueJob(db, { kind: RUN_JOB, payload: { campaignId }, dedupeKey: `run:${campaignId}`, maxAttempts: 3 });
}

/** Queues the delivery of a campaign's queued rows (a run's, or a flow's steps, run 0). */
export async function kickSending(db: Queryable, campaignId: number, dedupeKey = `send:${campaignId}`): Promise<void> {
  await enqueueJob(db, { kind: SEND_JOB, payload: { campaignId }, dedupeKey, maxAttempts: 20 });
}

/** Every minute in whichever process runs pg-boss's cron, and once now (a restart picks up an interrupted run). */
export async function scheduleCampaignDelivery(db: Db): Promise<void> {
  await scheduleJob(db, DUE_JOB, '* * * * *');
  await enqueueJob(db, { kind: DUE_JOB, dedupeKey: 'due:start' });
}

/**
 * The due campaigns get a run job; the campaigns with rows still queued or claimed (a worker died, a flow queued its
 * steps, run 0) and not paused get a send job of their own key, so a crashed job's lease does not hold them back.
 */
export const dueJob: JobHandler = async (deps) => {
  const due = await deps.db.query<{ id: string }>(
    `SELECT id FROM campaigns WHERE status = 'scheduled' AND next_run_at <= now() AND removed_at IS NULL ORDER BY next_run_at LIMIT 500`,
  );
  for (const r of due.rows) await kickCampaign(deps.db, Number(r.id));
  const stuck = await deps.db.query<{ id: string }>(
    `SELECT c.id FROM campaigns c
      WHERE c.removed_at IS NULL AND c.status NOT IN ('paused', 'failed')
        AND EXISTS (SELECT 1 FROM campaign_emails e WHERE e.campaign_id = c.id AND e.status IN ('queued', 'sending'))
      LIMIT 500`,
  );
  for (const r of stuck.rows) await kickSending(deps.db, Number(r.id), `sweep:${r.id}`);
  return undefined;
};

/** The next run of a recurring campaign: the first occurrence after now. */
export async function nextRunOf(db: Queryable, campaignId: number): Promise<void> {
  await db.query(
    `UPDATE campaigns SET next_run_at = (
        SELECT min(t) FROM generate_series(next_run_at, now() + interval '32 days',
          CASE recurrence WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days' ELSE interval '1 month' END) t
         WHERE t > now())
      WHERE id = $1`,
    [campaignId],
  );
}

interface CampaignRow {
  id: string;
  institution_id: number;
  segment_id: string | null;
  template_id: string;
  status: string;
  runs: number;
  due: boolean;
  removed: boolean;
  template_ok: boolean;
  pending: boolean;
}

/** Ends a run in error: the campaign says why (its list shows the message). */
async function fail(db: Queryable, campaignId: number, message: string): Promise<void> {
  await db.query(`UPDATE campaigns SET status = 'failed', status_message = $2, updated_at = now() WHERE id = $1`, [campaignId, message]);
}

/**
 * One run, in one transaction under the campaign's row lock: the segment's recipients now (opted in to e-mail),
 * one row each (the unique key makes a repeated run job insert nothing), suppressed addresses as 'skipped' with
 * the reason; then the send job. Returns the rows queued.
 */
export async function runCampaign(deps: AppDeps, campaignId: number): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<CampaignRow>(
      `SELECT c.id, c.institution_id, c.segment_id, c.template_id, c.status, c.runs,
              c.next_run_at <= now() AS due, c.removed_at IS NOT NULL AS removed,
              EXISTS (SELECT 1 FROM campaign_templates t WHERE t.id = c.template_id AND t.removed_at IS NULL) AS template_ok,
              EXISTS (SELECT 1 FROM campaign_emails e WHERE e.campaign_id = c.id AND e.run_no = c.runs AND c.runs > 0
                         AND e.status IN ('queued', 'sending')) AS pending
         FROM campaigns c WHERE c.id = $1 FOR UPDATE OF c`,
      [campaignId],
    );
    const c = rows[0];
    if (!c || c.removed || c.status !== 'scheduled' || !c.due) return 0;
    // A resumed campaign whose run is not over goes on with that run rather than starting another.
    if (c.pending) {
      await tx.query(`UPDATE campaigns SET status = 'sending', status_message = '', updated_at = now() WHERE id = $1`, [campaignId]);
      await kickSending(tx, campaignId);
      return 0;
    }
    if (!c.segment_id) {
      await fail(tx, campaignId, 'The segment of this campaign was removed.');
      return 0;
    }
    if (!c.template_ok) {
      await fail(tx, campaignId, 'The template of this campaign was removed.');
      return 0;
    }
    const hotel = await settingsOf(deps.db, c.institution_id);
    const recipients = await segmentRecipients(tx, c.institution_id, Number(c.segment_id), 'email', todayIn(hotel.timeZone));
    const runNo = c.runs + 1;
    const queued = await queueRecipients(tx, c.institution_id, campaignId, runNo, recipients);
    await tx.query(
      `UPDATE campaigns SET status = 'sending', status_message = '', runs = $2, estimated_audience = $3, updated_at = now() WHERE id = $1`,
      [campaignId, runNo, recipients.length],
    );
    await kickSending(tx, campaignId);
    return queued;
  });
}

/**
 * The rows of a run in one statement (100k recipients in about a second: decision 0058): one per address (two
 * profiles sharing an address get one mail), suppressed addresses skipped with their reason.
 */
export async function queueRecipients(
  tx: Queryable,
  institutionId: number,
  campaignId: number,
  runNo: number,
  recipients: { profileId: number; contact: string }[],
): Promise<number> {
  const r = await tx.query(
    `INSERT INTO campaign_emails (institution_id, campaign_id, run_no, step, profile_id, destination, status, status_message)
     SELECT $1, $2, $3, '', r.profile_id, r.address,
            CASE WHEN s.address IS NULL THEN 'queued' ELSE 'skipped' END,
            CASE WHEN s.address IS NULL THEN '' ELSE 'suppressed: ' || s.reason END
       FROM (SELECT DISTINCT ON (lower(contact)) profile_id, lower(contact) AS address
               FROM unnest($4::bigint[], $5::text[]) AS u(profile_id, contact) ORDER BY lower(contact), profile_id) r
       LEFT JOIN email_suppressions s ON s.institution_id = $1 AND s.address = r.address
     ON CONFLICT (campaign_id, run_no, step, profile_id) DO NOTHING`,
    [institutionId, campaignId, runNo, recipients.map((x) => x.profileId), recipients.map((x) => x.contact)],
  );
  return r.rowCount ?? 0;
}

export const runJob: JobHandler = async (deps, job) => {
  await runCampaign(deps, Number(job.payload.campaignId));
  return undefined;
};
