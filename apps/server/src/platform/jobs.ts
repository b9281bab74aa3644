import type { Queryable } from '../db/pool';
import type { AppDeps } from './deps';

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * A handler may ask to run again later: { retryInMs } while polling for something (counts as an attempt),
 * { repeatInMs, payload? } for recurring work that succeeded this time (attempts start again; the payload,
 * e.g. a cursor, is replaced when given).
 */
export type JobResult = undefined | { retryInMs: number } | { repeatInMs: number; payload?: Record<string, unknown> };
export type JobHandler = (deps: AppDeps, job: Job) => Promise<JobResult>;

const handlers = new Map<string, JobHandler>();

/** Each module's manifest lists its job kinds (e.g. 'pms.registration', 'billing.reconcile'); app.ts registers them. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export interface EnqueueOptions {
  kind: string;
  payload?: Record<string, unknown>;
  runInMs?: number;
  /** At most one unfinished job per (kind, dedupeKey). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Enqueues in the caller's transaction when given one, so the job exists only if the work commits. */
export async function enqueueJob(db: Queryable, opts: EnqueueOptions): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000), $4, $5)
     ON CONFLICT (kind, dedupe_key) WHERE done_at IS NULL AND dedupe_key IS NOT NULL DO NOTHING`,
    [opts.kind, JSON.stringify(opts.payload ?? {}), opts.runInMs ?? 0, opts.dedupeKey ?? null, opts.maxAttempts ?? 10],
  );
}

const LEASE_SECONDS = 120;

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so any number of server processes can share the
 * table; a claimed job is leased, and a crashed process's lease simply runs out.
 */
export async function runDueJobs(deps: AppDeps, limit = 10, kinds?: string[]): Promise<number> {
  const { rows } = await deps.db.query<{
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
         WHERE done_at IS NULL AND run_at <= now() AND attempts < max_attempts
           AND (locked_until IS NULL OR locked_until < now())
           AND ($2::text[] IS NULL OR kind = ANY($2))
         ORDER BY run_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`,
    [limit, kinds ?? null],
  );
  for (const row of rows) {
    const handler = handlers.get(row.kind);
    const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
    try {
      if (!handler) throw new Error(`no handler for job kind ${row.kind}`);
      const result = await handler(deps, job);
      if (result && 'repeatInMs' in result) {
        await deps.db.query(
          `UPDATE jobs SET locked_until = NULL, attempts = 0, last_error = NULL, payload = coalesce($3::jsonb, payload),
                  run_at = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1`,
          [row.id, result.repeatInMs, result.payload ? JSON.stringify(result.payload) : null],
        );
      } else if (result && 'retryInMs' in result) {
        await deps.db.query(
          `UPDATE jobs SET locked_until = NULL, run_at = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1`,
          [row.id, result.retryInMs],
        );
      } else {
        await deps.db.query('UPDATE jobs SET done_at = now(), locked_until = NULL WHERE id = $1', [row.id]);
      }
    } catch (error) {
      const backoffMs = Math.min(300_000, 1000 * 2 ** Math.min(row.attempts, 8));
      await deps.db.query(
        `UPDATE jobs SET locked_until = NULL, last_error = $2, run_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1`,
        [row.id, String((error as Error).message).slice(0, 1000), backoffMs],
      );
    }
  }
  return rows.length;
}

/** Polls the job table in the background until stopped. */
export function startJobRunner(deps: AppDeps, intervalMs = 1000): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = runDueJobs(deps).catch((e) => deps.log?.warn({ err: e }, 'job runner tick failed'));
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
