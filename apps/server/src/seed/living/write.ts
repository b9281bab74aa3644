import type { Queryable } from '../../db/pool';

/**
 * Bulk writes of the living demo: one INSERT ... SELECT FROM unnest(arrays) per batch (a handful of round trips for
 * thousands of rows), with ids chosen here so related rows can name each other before they are written.
 */

export type Column = readonly [name: string, pgType: string];

const BATCH = 5000;

/** Inserts rows (each an array of values in column order). */
export async function insertRows(db: Queryable, table: string, columns: readonly Column[], rows: readonly unknown[][]): Promise<void> {
  const names = columns.map(([n]) => n).join(', ');
  const args = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${args})`;
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await db.query(
      sql,
      columns.map((_, c) => part.map((r) => toParam(r[c]))),
    );
  }
}

function toParam(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v ?? null;
}

/** The next free id of a table whose ids this seed chooses. */
export async function nextId(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`);
  return Number(rows[0]!.n);
}

/** Moves the identity sequence past the ids written here. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`);
}

/** Drops the tables' secondary indexes (not primary keys or unique constraints) and returns their definitions. */
export async function dropIndexes(db: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND i.indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))
        AND i.indexdef NOT LIKE 'CREATE UNIQUE %'`,
    [tables],
  );
  for (const r of rows) await db.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}

export async function restoreIndexes(db: Queryable, definitions: readonly string[]): Promise<void> {
  for (const def of definitions) await db.query(def);
}
