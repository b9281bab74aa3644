import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_NAMES, MIGRATION_NAME, migrate, migrationFiles, migrationsDir } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { createTestDatabase } from './harness';

/** Migrations named by timestamp (decision 0025): parallel modules never share a prefix; databases migrated before keep working. */
describe('migrations', () => {
  const files = migrationFiles();

  it('are named yyyymmddThhmm_name.sql, none sharing a prefix, in the order the numbered files had', () => {
    expect(files.every((f) => MIGRATION_NAME.test(f))).toBe(true);
    const prefixes = files.map((f) => f.slice(0, 13));
    expect(new Set(prefixes).size).toBe(files.length);
    const legacy = files.filter((f) => LEGACY_NAMES[f]).map((f) => LEGACY_NAMES[f]!);
    expect(legacy).toEqual([...legacy].sort());
    expect(legacy).toHaveLength(Object.keys(LEGACY_NAMES).length);
  });

  it('refuse a .sql file named otherwise instead of skipping it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-migrations-'));
    try {
      writeFileSync(path.join(dir, '20261101T0900_a.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '0013_b.sql'), 'SELECT 1;');
      expect(() => migrationFiles(dir)).toThrow(/0013_b\.sql: name migrations yyyymmddThhmm_name\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a database migrated under the numbered names runs none of them again, only what came after', async () => {
    const database = await createTestDatabase();
    const db = createPool(database.url, 2);
    try {
      // What a server before the rename did: each numbered file applied and recorded under its old name.
      await db.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      for (const file of files.filter((f) => LEGACY_NAMES[f])) {
        await db.query(readFileSync(path.join(migrationsDir(), file), 'utf8'));
        await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [LEGACY_NAMES[file]]);
      }
      const applied = await migrate(db);
      expect(applied).toEqual(files.filter((f) => !LEGACY_NAMES[f]));
      expect(applied.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.map((r) => r.name).sort()).toEqual([...Object.values(LEGACY_NAMES), ...applied].sort());
    } finally {
      await db.end();
      await database.drop();
    }
  });
});
