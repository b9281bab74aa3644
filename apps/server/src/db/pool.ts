import pg from 'pg';

// DATE columns (dates of stay) stay 'YYYY-MM-DD' strings: no time-zone shifts on the way through.
pg.types.setTypeParser(1082, (v) => v);
// BIGINT counts fit in a JS number for this product's volumes.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

/** The dashboards' read connections: their queries are small and run side by side, never worth a parallel Gather. */
export const DASHBOARD_READ_SETTINGS = { max_parallel_workers_per_gather: '0' };

export function createPool(connectionString: string, max = 20, settings: Record<string, string> = {}): Db {
  // Session settings of every connection (the `options` startup parameter: `-c name=value`).
  const options = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, ...(options ? { options } : {}) });
  // An idle client's error (database restart) must not crash the process; queries will report it.
  pool.on('error', () => {});
  return pool;
}

/** Work a transaction left to do once it has committed (live events' NOTIFY), by client; see afterCommit. */
const committed = new WeakMap<Queryable, Array<() => Promise<unknown>>>();

/**
 * Runs `work` once the transaction `db` belongs to has committed, or at once when `db` is not in a transaction of
 * withTransaction; nothing when it rolls back. A NOTIFY inside a writing transaction holds PostgreSQL's database-wide
 * notification lock through the commit's WAL flush, so concurrent notifying writers commit one at a time (pgbench,
 * 32 clients, insert + NOTIFY: 360-860 tps against 5,500 with the NOTIFY after COMMIT; docs/decisions/0052).
 */
export async function afterCommit(db: Queryable, work: () => Promise<unknown>): Promise<void> {
  const queue = committed.get(db);
  if (queue) queue.push(work);
  else await work();
}

/** Runs fn in a transaction on one client; rolls back on any error. Then runs its afterCommit work on that client. */
export async function withTransaction<T>(db: Db, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  const queue: Array<() => Promise<unknown>> = [];
  try {
    await client.query('BEGIN');
    committed.set(client, queue);
    const result = await fn(client);
    await client.query('COMMIT');
    committed.delete(client);
    // The write is done: a lost notification costs a live refresh, never the write, so it does not fail the call.
    for (const work of queue) await work().catch(() => {});
    return result;
  } catch (error) {
    committed.delete(client);
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
