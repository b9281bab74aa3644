import type { Queryable } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler, scheduleJob } from '../../platform/jobs';
import { type BounceReport, parseBounce } from './dsn';

/**
 * Bounces and complaints into the campaign e-mail rows and the suppression list (decision 0060). A message that
 * reached the bounce address is matched to its campaign_emails row by our Message-ID (the original's, returned in
 * the report); a hard bounce or a complaint suppresses the address for the row's hotel at once, soft bounces only
 * when SOFT_BOUNCES_TO_SUPPRESS of them come within SOFT_BOUNCE_WINDOW_DAYS with no sign of life from the address
 * (an open or a click) since.
 */
export const BOUNCE_JOB = 'campaigns.bounces';
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
export const SOFT_BOUNCE_WINDOW_DAYS = 30;
/** Messages read per transaction; a pass goes on until the inbox is empty. */
const BATCH = 50;
/** Read messages (and the raw text of unmatched ones) are kept this long for support. */
const KEEP_DAYS = 7;

interface MatchedRow {
  id: string;
  institution_id: number;
  destination: string;
}

/** Adds an address to a hotel's suppression list; an address already there keeps its first reason. */
export async function suppressAddress(
  tx: Queryable,
  institutionId: number,
  address: string,
  reason: 'hard_bounce' | 'complaint' | 'manual',
  detail: string,
): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO email_suppressions (institution_id, address, reason, detail) VALUES ($1, lower($2), $3, $4)
     ON CONFLICT (institution_id, address) DO NOTHING`,
    [institutionId, address.trim(), reason, detail.slice(0, 1000)],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Soft bounces of an address at a hotel inside the window, after its last open or click. */
async function recentSoftBounces(tx: Queryable, institutionId: number, address: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `WITH alive AS (
       SELECT max(GREATEST(last_viewed_at, visited_at)) AS at FROM campaign_emails WHERE institution_id = $1 AND destination = $2)
     SELECT count(*) AS n FROM campaign_emails, alive
      WHERE institution_id = $1 AND destination = $2 AND bounce_kind = 'soft'
        AND failed_at > now() - make_interval(days => $3) AND (alive.at IS NULL OR failed_at > alive.at)`,
    [institutionId, address, SOFT_BOUNCE_WINDOW_DAYS],
  );
  return Number(rows[0]?.n ?? 0);
}

const byMessageId = (tx: Queryable, messageId: string, set: string, values: unknown[]) =>
  tx.query<MatchedRow>(
    `UPDATE campaign_emails SET ${set} WHERE message_id IN ($1, '<' || $1 || '>') RETURNING id, institution_id, destination`,
    [messageId, ...values],
  );

/** Records one parsed report; returns the outcome kept with the inbox message. */
export async function recordBounceReport(tx: Queryable, report: BounceReport): Promise<string> {
  if (report.type === 'other') return `ignored: ${report.reason}`.slice(0, 300);
  if (!report.messageId) return 'unmatched';
  if (report.type === 'complaint') {
    const { rows } = await tx.query<MatchedRow>(
      `SELECT id, institution_id, destination FROM campaign_emails WHERE message_id IN ($1, '<' || $1 || '>')`,
      [report.messageId],
    );
    const row = rows[0];
    if (!row) return 'unmatched';
    await suppressAddress(tx, row.institution_id, row.destination, 'complaint', `feedback-type: ${report.feedbackType}`);
    return `complaint: email ${row.id}`;
  }
  const { rows } = await byMessageId(
    tx,
    report.messageId,
    `status = 'failed', failed_at = COALESCE(failed_at, now()), status_message = $2, bounce_kind = $3`,
    [report.diagnostic.slice(0, 1000), report.kind],
  );
  const row = rows[0];
  if (!row) return 'unmatched';
  if (report.kind === 'hard') {
    await suppressAddress(tx, row.institution_id, row.destination, 'hard_bounce', report.diagnostic);
    return `hard: email ${row.id}`;
  }
  const soft = await recentSoftBounces(tx, row.institution_id, row.destination);
  if (soft >= SOFT_BOUNCES_TO_SUPPRESS) {
    await suppressAddress(tx, row.institution_id, row.destination, 'hard_bounce', `${soft} soft bounces: ${report.diagnostic}`);
    return `soft (suppressed after ${soft}): email ${row.id}`;
  }
  return `soft: email ${row.id}`;
}

/** Reads every message waiting in the bounce inbox, a batch per transaction; returns how many were read. */
export async function processBounces(deps: Pick<AppDeps, 'db' | 'ports'>): Promise<number> {
  const inbox = deps.ports.bounceInbox;
  let total = 0;
  for (;;) {
    const read = await withTransaction(deps.db, async (tx) => {
      const messages = await inbox.claim(tx, BATCH);
      for (const m of messages) {
        const outcome = await recordBounceReport(tx, await parseBounce(m.raw));
        await inbox.settle(tx, m.id, outcome, outcome === 'unmatched');
      }
      return messages.length;
    });
    total += read;
    if (read < BATCH) break;
  }
  await inbox.purge(deps.db, KEEP_DAYS);
  return total;
}

export const bounceJob: JobHandler = async (deps) => {
  await processBounces(deps);
  return undefined;
};

/**
 * Starts reading bounces (main.ts): a pass every minute, and one queued as soon as the inbox keeps a message (the
 * SMTP listener starts listening here when configured).
 */
export async function startBounceIntake(deps: Pick<AppDeps, 'db' | 'ports'>): Promise<void> {
  await scheduleJob(deps.db, BOUNCE_JOB, '* * * * *');
  await deps.ports.bounceInbox.start(() => enqueueJob(deps.db, { kind: BOUNCE_JOB, dedupeKey: 'arrival' }));
}
