// Job queue throughput: enqueues N trivial jobs and runs 2 workers (the production runner, startJobRunner, twice,
// as two server processes would) on a fresh database of the machine's PostgreSQL; prints jobs/s completed.
// Run: npm run bench:jobs -w @gm/server  (env: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
// JOBS=5000, MAX_SECONDS=60, MODE=drain for runDueJobs loops instead of the runner). Figures only; the database is dropped at the end.
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import type { AppDeps } from '../src/platform/deps';
import { enqueueJob, registerJobHandler, runDueJobs, startJobQueue, startJobRunner, stopJobQueue } from '../src/platform/jobs';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.env.JOBS ?? 5000);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 60);
const KIND = 'bench.noop';

async function main() {
  const name = `gm_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createPool(url.toString(), 20);
  try {
    await migrate(db);
    let done = 0;
    registerJobHandler(KIND, async () => {
      done++;
      return undefined;
    });
    // Two workers: each its own pool and runner, like two server processes.
    const workers = [createPool(url.toString(), 10), createPool(url.toString(), 10)].map((pool) => ({ db: pool }) as unknown as AppDeps);
    await startJobQueue(db);
    let t = Date.now();
    for (let i = 0; i < N; i += 500) {
      await Promise.all(Array.from({ length: Math.min(500, N - i) }, (_, j) => enqueueJob(db, { kind: KIND, payload: { i: i + j } })));
    }
    const enqueueMs = Date.now() - t;
    t = Date.now();
    if (process.env.MODE === 'drain') {
      // The queue's capacity: each worker claims batches of 10 back to back (runDueJobs), no polling pause.
      await Promise.all(
        workers.map(async (deps) => {
          while (done < N && Date.now() - t < MAX_SECONDS * 1000)
            if ((await runDueJobs(deps, 10)) === 0) await new Promise((r) => setTimeout(r, 20));
        }),
      );
    } else {
      const stops = await Promise.all(workers.map((deps) => startJobRunner(deps)));
      while (done < N && Date.now() - t < MAX_SECONDS * 1000) await new Promise((r) => setTimeout(r, 50));
      await Promise.all(stops.map((stop) => stop()));
    }
    const ms = Date.now() - t;
    await Promise.all(workers.map((w) => stopJobQueue(w.db)));
    await Promise.all(workers.map((w) => w.db.end()));
    console.info(
      `jobs (${process.env.MODE ?? 'runner'}): enqueued ${N} in ${enqueueMs} ms (${Math.round((N / enqueueMs) * 1000)}/s); 2 workers completed ${done} in ${ms} ms = ${((done / ms) * 1000).toFixed(1)} jobs/s`,
    );
  } finally {
    await stopJobQueue(db);
    await db.end();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
