import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Db as BossDb, type Job as BossJob, PgBoss } from 'pg-boss';
import { type Db, type Queryable, withTransaction } from '../db/pool';
import type { AppDeps } from './deps';

/**
 * Background jobs on pg-boss (docs/decisions/0035-jobs-on-pg-boss.md): its own `pgboss` schema, created and
 * migrated by pg-boss itself at start; one queue per job kind, policy `exclusive` (at most one queued or
 * running job per singleton key, which is our dedupe key). Modules keep this API: enqueueJob in their
 * transaction, handlers by kind in their manifest, and the { retryInMs } / { repeatInMs } results.
 */
export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This run's number, 1 for the first: failures, { retryInMs } and pg-boss retries all count. */
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

/** What a pg-boss job carries: the module's payload and our bookkeeping across re-sends. */
interface JobData {
  payload: Record<string, unknown>;
  /** Attempts spent by earlier runs of this job that asked to run again ({ retryInMs }). */
  spent: number;
  maxAttempts: number;
  /** The singleton key (the dedupe key, or a fresh one), kept so a re-send keeps its place. */
  key: string;
  /** Enqueue order (ms and a counter): pg-boss ties jobs sent in one transaction, and a batch comes back unordered. */
  seq: number;
}

let counter = 0;
const nextSeq = () => Date.now() * 1000 + (counter++ % 1000);

/** A fetched batch in enqueue order, as the old table's claim (ORDER BY run_at, id) ran it. */
const inOrder = <T extends BossJob<JobData>>(rows: T[]): T[] => rows.sort((a, b) => (a.data.seq ?? 0) - (b.data.seq ?? 0));

export const JOB_SCHEMA = 'pgboss';
/** A running job not finished in this time is failed by pg-boss's supervisor and retried (the old lease). */
const EXPIRE_SECONDS = 120;
const BATCH_SIZE = 10;

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

interface Queue {
  boss: PgBoss;
  queues: Set<string>;
  starting: Promise<void>;
}

const queuesByDb = new Map<Db, Queue>();

/** pg-boss runs its statements through our client when given one, inside the caller's transaction. */
function through(db: Queryable): BossDb {
  return { executeSql: (text, values) => db.query(text, values as unknown[]) };
}

/**
 * pg-boss runs on our pool, and listens (NOTIFY wakes the workers when a job is sent) on a connection of its own
 * that keeps an error listener until it is gone: pg-boss's own listener drops its listeners before ending the
 * connection, and an embedded PostgreSQL stopping on the same SIGTERM then crashes the process.
 */
function poolForBoss(pool: Db): BossDb {
  const config = (pool as pg.Pool & { options: pg.PoolConfig }).options;
  return {
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    async listen(channel, onNotification, onReconnect) {
      let closed = false;
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | null = null;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: config.connectionString, keepAlive: true });
        const lost = () => {
          if (client !== next) return;
          client = null;
          if (!closed) retry = setTimeout(() => void connect().catch(() => lost()), 1000);
        };
        next.on('error', lost);
        next.on('end', lost);
        next.on('notification', (n) => n.payload !== undefined && onNotification(n.payload));
        client = next;
        await next.connect();
        await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        onReconnect();
      };
      await connect();
      return {
        async close() {
          closed = true;
          if (retry) clearTimeout(retry);
          const last = client;
          client = null;
          await last?.end().catch(() => {});
        },
      };
    },
  };
}

/** Any started queue: every one in a process points at the same database (enqueueJob gets a client, not a pool). */
function anyQueue(db: Queryable): Queue {
  const q = queuesByDb.get(db as Db) ?? queuesByDb.values().next().value;
  if (!q) throw new Error('the job queue is not started (startJobQueue)');
  return q;
}

async function createQueues(q: Queue): Promise<void> {
  for (const kind of handlers.keys()) {
    if (q.queues.has(kind)) continue;
    await q.boss.createQueue(kind, {
      policy: 'exclusive',
      notify: true,
      expireInSeconds: EXPIRE_SECONDS,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 300,
      // Finished jobs stay a week for support, then pg-boss's maintenance deletes them.
      deleteAfterSeconds: 7 * 86_400,
    });
    q.queues.add(kind);
  }
}

/**
 * Starts pg-boss over this pool's database (idempotent): creates or migrates the `pgboss` schema under pg-boss's
 * own advisory lock, and one queue per registered job kind. pg-boss runs its statements on this pool and, with
 * LISTEN/NOTIFY, wakes the workers when a job is sent; its supervisor expires stuck jobs and deletes old ones.
 */
export async function startJobQueue(db: Db, log?: AppDeps['log']): Promise<PgBoss> {
  let q = queuesByDb.get(db);
  if (!q) {
    const boss = new PgBoss({ db: poolForBoss(db), schema: JOB_SCHEMA, useListenNotify: true, schedule: true });
    boss.on('error', (err) => log?.warn({ err }, 'job queue error'));
    const created: Queue = { boss, queues: new Set(), starting: Promise.resolve() };
    created.starting = boss
      .start()
      .then(() => createQueues(created))
      .then(() => adoptLegacyJobs(db, boss));
    queuesByDb.set(db, created);
    q = created;
  }
  await q.starting;
  await createQueues(q);
  return q.boss;
}

/**
 * Hands the unfinished jobs of the old job table (renamed jobs_legacy by the migration) to pg-boss: each keeps
 * its kind, payload, due time, dedupe key and spent attempts. Deleted in the same transaction as the sends, so
 * two processes starting at once hand each job over once.
 */
async function adoptLegacyJobs(db: Db, boss: PgBoss): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      kind: string;
      payload: Record<string, unknown>;
      in_ms: number;
      dedupe_key: string | null;
      attempts: number;
      max_attempts: number;
    }>(
      `DELETE FROM jobs_legacy WHERE done_at IS NULL AND attempts < max_attempts AND kind = ANY($1)
       RETURNING kind, payload, greatest(0, extract(epoch FROM run_at - now()) * 1000)::float8 AS in_ms, dedupe_key, attempts, max_attempts`,
      [[...handlers.keys()]],
    );
    for (const r of rows) {
      const data: JobData = {
        payload: r.payload,
        spent: r.attempts,
        maxAttempts: r.max_attempts,
        key: r.dedupe_key ?? `~${randomUUID()}`,
        seq: nextSeq(),
      };
      await send(boss, tx, r.kind, data, r.in_ms);
    }
  });
}

/**
 * Stops this pool's pg-boss and closes its connections. Stop the workers first (startJobRunner's stop waits for
 * running handlers): this stop does not wait, so a process stopping on SIGTERM closes its connections before the
 * embedded PostgreSQL, stopping on the same signal, terminates them.
 */
export async function stopJobQueue(db: Db): Promise<void> {
  const q = queuesByDb.get(db);
  if (!q) return;
  queuesByDb.delete(db);
  await q.starting.catch(() => {});
  await q.boss.stop({ graceful: false });
}

/** Enqueues in the caller's transaction when given one, so the job exists only if the work commits. */
export async function enqueueJob(db: Queryable, opts: EnqueueOptions): Promise<void> {
  const q = anyQueue(db);
  await q.starting;
  const maxAttempts = opts.maxAttempts ?? 10;
  const data: JobData = {
    payload: opts.payload ?? {},
    spent: 0,
    maxAttempts,
    key: opts.dedupeKey ?? `~${randomUUID()}`,
    seq: nextSeq(),
  };
  await send(q.boss, db, opts.kind, data, opts.runInMs ?? 0);
}

/**
 * A recurring job on a cron expression (pg-boss `schedule`; UTC): one schedule per kind however many processes call
 * it (an upsert), sent by whichever process runs pg-boss's cron pass; a missed occurrence (every process down) is
 * sent once when one starts again. The handler gets `payload`; at most one such job is queued or running at a time.
 */
export async function scheduleJob(
  db: Db,
  kind: string,
  cron: string,
  opts: { payload?: Record<string, unknown>; maxAttempts?: number } = {},
): Promise<void> {
  const boss = await startJobQueue(db);
  const maxAttempts = opts.maxAttempts ?? 3;
  const data: JobData = { payload: opts.payload ?? {}, spent: 0, maxAttempts, key: `cron:${kind}`, seq: 0 };
  await boss.schedule(kind, cron, data, { tz: 'UTC', missed: 'once', singletonKey: data.key, retryLimit: maxAttempts - 1 });
}

/** A send; a job with the same singleton key still queued or running makes it a no-op (pg-boss returns null). */
async function send(boss: PgBoss, db: Queryable, kind: string, data: JobData, runInMs: number): Promise<void> {
  await boss.send(kind, data as unknown as object, {
    db: through(db),
    singletonKey: data.key,
    // pg-boss counts retries: the first run plus retryLimit runs make the attempts left.
    retryLimit: Math.max(0, data.maxAttempts - data.spent - 1),
    ...(runInMs > 0 ? { startAfter: Math.max(1, Math.ceil(runInMs / 1000)) } : {}),
  });
}

/**
 * Runs one job and records its outcome: done, failed (pg-boss retries with exponential backoff until its retry
 * limit), or sent again ({ retryInMs } / { repeatInMs }), the finish and the new send in one transaction.
 */
async function runJob(deps: AppDeps, boss: PgBoss, kind: string, row: BossJob<JobData>): Promise<void> {
  const data = row.data;
  const attempts = data.spent + row.retryCount + 1;
  // Finishing with the attempt (id and retry count) fences it: a run that outlived its expiry and was taken over
  // by another worker finishes nothing.
  const attempt = { id: row.id, retryCount: row.retryCount };
  const job: Job = { id: row.id, kind, payload: data.payload, attempts, maxAttempts: data.maxAttempts };
  let result: JobResult;
  try {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no handler for job kind ${kind}`);
    result = await handler(deps, job);
  } catch (error) {
    await boss.fail(kind, attempt, { message: String((error as Error).message).slice(0, 1000) });
    return;
  }
  if (!result) {
    await boss.complete(kind, attempt);
    return;
  }
  if ('retryInMs' in result && attempts >= data.maxAttempts) {
    await boss.fail(kind, attempt, { message: `still waiting after ${attempts} attempts` });
    return;
  }
  const next: JobData =
    'repeatInMs' in result
      ? { ...data, spent: 0, payload: result.payload ?? data.payload, seq: nextSeq() }
      : { ...data, spent: attempts, seq: nextSeq() };
  const inMs = 'repeatInMs' in result ? result.repeatInMs : result.retryInMs;
  await withTransaction(deps.db, async (tx) => {
    await boss.complete(kind, attempt, null, { db: through(tx) });
    await send(boss, tx, kind, next, inMs);
  });
}

/**
 * Fetches due jobs of the given kinds (all registered kinds by default) and runs them here and now; what the
 * tests use instead of waiting for the workers. pg-boss's fetch claims with FOR UPDATE SKIP LOCKED.
 */
export async function runDueJobs(deps: AppDeps, limit = BATCH_SIZE, kinds?: string[]): Promise<number> {
  const boss = await startJobQueue(deps.db, deps.log);
  let n = 0;
  for (const kind of kinds ?? [...handlers.keys()]) {
    if (n >= limit) break;
    const rows = await boss.fetch<JobData>(kind, { batchSize: limit - n });
    for (const row of inOrder(rows)) await runJob(deps, boss, kind, row);
    n += rows.length;
  }
  return n;
}

/**
 * Starts a pg-boss worker per job kind in this process: it fetches up to BATCH_SIZE jobs a poll, at once when a
 * job is sent (NOTIFY), and back to back while batches come back full. Returns the stop, which waits for the
 * running handlers.
 */
export async function startJobRunner(deps: AppDeps, pollingIntervalSeconds = 1): Promise<() => Promise<void>> {
  const boss = await startJobQueue(deps.db, deps.log);
  const kinds = [...handlers.keys()];
  for (const kind of kinds) {
    // NOTIFY wakes a worker when a job is sent, not when a delayed one ({ retryInMs }, startAfter) falls due: keep the
    // poll at pollingIntervalSeconds (pg-boss 12 relaxes it to 30 s while NOTIFY is on, so a 1 s retry waited 30 s).
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    await boss.work<JobData>(kind, { batchSize: BATCH_SIZE, ...polling, burstWhenBatchFull: true }, async (rows) => {
      // Each job's outcome is recorded by runJob; pg-boss's own completion of the batch then finds nothing active.
      for (const row of inOrder(rows)) await runJob(deps, boss, kind, row);
    });
  }
  return async () => {
    await Promise.all(kinds.map((kind) => boss.offWork(kind, { wait: true })));
  };
}
