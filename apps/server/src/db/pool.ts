import pg from 'pg';

// DATE columns (dates of stay) stay 'YYYY-MM-DD' strings: no time-zone shifts on the way through.
pg.types.setTypeParser(1082, (v) => v);
// BIGINT counts fit in a JS number for this product's volumes.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

export function createPool(connectionString: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (database restart) must not crash the process; queries will report it.
  pool.on('error', () => {});
  return pool;
}

/** Runs fn in a transaction on one client; rolls back on any error. */
export async function withTransaction<T>(db: Db, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
