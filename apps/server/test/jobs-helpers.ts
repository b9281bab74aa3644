import type { Queryable } from '../src/db/pool';
import { JOB_SCHEMA } from '../src/platform/jobs';

/**
 * Test views of the pg-boss job table (decision 0035). A job that asks to run again ({ retryInMs } / { repeatInMs })
 * is finished and sent again under the same singleton key, so "the job" of a key is its newest row.
 */

/** Makes the waiting jobs of these kinds due now (the tests do not wait for backoff or a retryInMs). */
export async function makeJobsDue(db: Queryable, kinds: string[]): Promise<void> {
  await db.query(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE name = ANY($1) AND state IN ('created', 'retry')`, [kinds]);
}

export interface JobView {
  id: string;
  key: string;
  /** Completed (the newest row of its key): nothing left to run. */
  done: boolean;
  /** Failed for good: out of attempts. */
  failed: boolean;
  payload: Record<string, unknown>;
  /** Runs so far, as the job's handler counted them. */
  attempts: number;
  last_error: string | null;
  /** Due later than now. */
  later: boolean;
}

/** The jobs of a kind, one per singleton key (its newest row), oldest first; `where` filters on the payload. */
export async function jobsOf(db: Queryable, kind: string, where: Record<string, string> = {}): Promise<JobView[]> {
  const { rows } = await db.query<JobView>(
    `SELECT DISTINCT ON (singleton_key) id, singleton_key AS key, state = 'completed' AS done, state = 'failed' AS failed,
            data->'payload' AS payload,
            (data->>'spent')::int + retry_count + CASE WHEN started_on IS NOT NULL THEN 1 ELSE 0 END AS attempts,
            CASE WHEN state IN ('retry', 'failed') THEN output->>'message' END AS last_error,
            start_after > now() AS later, created_on
       FROM ${JOB_SCHEMA}.job
      WHERE name = $1 AND data->'payload' @> $2::jsonb
      ORDER BY singleton_key, created_on DESC`,
    [kind, JSON.stringify(where)],
  );
  return rows
    .sort(
      (a, b) => (a as unknown as { created_on: Date }).created_on.getTime() - (b as unknown as { created_on: Date }).created_on.getTime(),
    )
    .map(({ created_on: _, ...r }: JobView & { created_on?: Date }) => r);
}

/** Unfinished jobs of these kinds: queued, waiting to retry or running. */
export async function pendingJobs(db: Queryable, kinds: string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
    [kinds],
  );
  return rows[0]!.n;
}
