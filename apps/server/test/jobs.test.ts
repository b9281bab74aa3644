import { describe, expect, it } from 'vitest';
import { createPool, withTransaction } from '../src/db/pool';
import type { AppDeps } from '../src/platform/deps';
import {
  enqueueJob,
  type Job,
  type JobResult,
  registerJobHandler,
  runDueJobs,
  startJobQueue,
  startJobRunner,
  stopJobQueue,
} from '../src/platform/jobs';
import { createTestEnv } from './harness';
import { jobsOf, makeJobsDue, pendingJobs } from './jobs-helpers';

/** The job queue on pg-boss (docs/decisions/0035-jobs-on-pg-boss.md): what modules rely on. */

const runs: Job[] = [];
let answer: (job: Job) => Promise<JobResult> = async () => undefined;
registerJobHandler('test.job', async (_deps, job) => {
  runs.push(job);
  return answer(job);
});
const counted = new Map<number, number>();
registerJobHandler('test.count', async (_deps, job) => {
  const n = Number(job.payload.n);
  counted.set(n, (counted.get(n) ?? 0) + 1);
  await new Promise((r) => setTimeout(r, 2));
  return undefined;
});

const env = await createTestEnv({ seed: false });
const run = async () => {
  await makeJobsDue(env.db, ['test.job']);
  return runDueJobs(env.deps, 50, ['test.job']);
};

describe('jobs on pg-boss', () => {
  it('enqueues in the caller transaction: a rolled-back transaction leaves no job, a committed one runs once', async () => {
    runs.length = 0;
    answer = async () => undefined;
    await withTransaction(env.db, async (tx) => {
      await enqueueJob(tx, { kind: 'test.job', payload: { n: 1 } });
      throw new Error('rolled back');
    }).catch(() => {});
    await withTransaction(env.db, (tx) => enqueueJob(tx, { kind: 'test.job', payload: { n: 2 } }));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(runs.map((j) => j.payload)).toEqual([{ n: 2 }]);
  });

  it('keeps one unfinished job per dedupe key; a finished key may be enqueued again', async () => {
    runs.length = 0;
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'k1', payload: { v: 1 } });
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'k1', payload: { v: 2 } });
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'k2', payload: { v: 3 } });
    expect(await run()).toBe(2);
    expect(runs.map((j) => j.payload).sort((a, b) => Number(a.v) - Number(b.v))).toEqual([{ v: 1 }, { v: 3 }]);
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'k1', payload: { v: 4 } });
    expect(await run()).toBe(1);
  });

  it('{ retryInMs } runs again later and counts attempts up to maxAttempts; then the job fails for good', async () => {
    runs.length = 0;
    answer = async () => ({ retryInMs: 60_000 });
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'poll', payload: { p: 1 }, maxAttempts: 3 });
    expect(await runDueJobs(env.deps, 50, ['test.job'])).toBe(1);
    // Not due for a minute: nothing runs without making it due.
    expect(await runDueJobs(env.deps, 50, ['test.job'])).toBe(0);
    const [waiting] = (await jobsOf(env.db, 'test.job')).filter((j) => j.key === 'poll');
    expect(waiting).toMatchObject({ done: false, later: true, attempts: 1 });
    // A second enqueue for the same key while it waits is a no-op.
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'poll', payload: { p: 2 }, maxAttempts: 3 });
    await run();
    await run();
    expect(await run()).toBe(0);
    expect(runs.map((j) => [j.attempts, j.maxAttempts, j.payload.p])).toEqual([
      [1, 3, 1],
      [2, 3, 1],
      [3, 3, 1],
    ]);
    const [last] = (await jobsOf(env.db, 'test.job')).filter((j) => j.key === 'poll');
    expect(last).toMatchObject({ failed: true, attempts: 3 });
    expect(last!.last_error).toMatch(/3 attempts/);
  });

  it('{ repeatInMs, payload } succeeds, replaces the payload and starts the attempts again', async () => {
    runs.length = 0;
    answer = async (job) =>
      Number(job.payload.cursor) < 3 ? { repeatInMs: 0, payload: { cursor: Number(job.payload.cursor) + 1 } } : undefined;
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'chain', payload: { cursor: 1 } });
    for (let i = 0; i < 4; i++) await run();
    expect(runs.map((j) => [j.payload.cursor, j.attempts])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect((await jobsOf(env.db, 'test.job')).find((j) => j.key === 'chain')).toMatchObject({ done: true });
  });

  it('a failing handler is retried with backoff, its error kept, until maxAttempts', async () => {
    runs.length = 0;
    answer = async () => {
      throw new Error('PMS unreachable');
    };
    await enqueueJob(env.db, { kind: 'test.job', dedupeKey: 'fails', maxAttempts: 2 });
    await runDueJobs(env.deps, 50, ['test.job']);
    const [retrying] = (await jobsOf(env.db, 'test.job')).filter((j) => j.key === 'fails');
    expect(retrying).toMatchObject({ done: false, failed: false, later: true, last_error: 'PMS unreachable' });
    await run();
    expect(await run()).toBe(0);
    expect(runs.map((j) => j.attempts)).toEqual([1, 2]);
    expect((await jobsOf(env.db, 'test.job')).find((j) => j.key === 'fails')).toMatchObject({ failed: true, attempts: 2 });
  });

  it('hands the unfinished jobs of the old table to pg-boss once, keeping key, payload and spent attempts', async () => {
    runs.length = 0;
    answer = async () => undefined;
    await env.db.query(
      `INSERT INTO jobs_legacy (kind, payload, attempts, max_attempts, dedupe_key, done_at) VALUES
         ('test.job', '{"old": 1}', 2, 10, 'legacy', NULL),
         ('test.job', '{"old": 2}', 1, 10, NULL, now()),
         ('test.job', '{"old": 3}', 10, 10, NULL, NULL)`,
    );
    // A process starting (a new pg-boss over this pool) adopts them; a second start finds nothing left.
    await stopJobQueue(env.db);
    await startJobQueue(env.db);
    await stopJobQueue(env.db);
    await startJobQueue(env.db);
    expect(await run()).toBe(1);
    expect(runs.map((j) => [j.payload, j.attempts])).toEqual([[{ old: 1 }, 3]]);
    const { rows } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs_legacy WHERE done_at IS NULL');
    expect(rows[0]!.n).toBe(1);
  });

  it('two workers (two pools, as two processes) share 300 jobs and run each exactly once', async () => {
    const pools = [createPool(env.databaseUrl, 5), createPool(env.databaseUrl, 5)];
    const stops = await Promise.all(pools.map((db) => startJobRunner({ ...env.deps, db } as AppDeps)));
    try {
      for (let i = 0; i < 300; i += 100) {
        await withTransaction(env.db, async (tx) => {
          for (let n = i; n < i + 100; n++) await enqueueJob(tx, { kind: 'test.count', payload: { n } });
        });
      }
      const end = Date.now() + 20_000;
      while ((await pendingJobs(env.db, ['test.count'])) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(counted.size).toBe(300);
      expect([...counted.values()].every((c) => c === 1)).toBe(true);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      for (const db of pools) {
        await stopJobQueue(db);
        await db.end();
      }
    }
  });
});
