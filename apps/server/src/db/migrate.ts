import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths';
import type { Db } from './pool';

const LOCK_KEY = 727_001;

/** A migration's file name: a UTC timestamp (yyyymmddThhmm), so modules written in parallel never share a prefix. */
export const MIGRATION_NAME = /^\d{8}T\d{4}_[a-z0-9_-]+\.sql$/;

/**
 * The names the migrations had while they were numbered (0001_...): a database migrated then recorded those, and
 * must not run them again. Keyed by today's name; new migrations never need an entry.
 */
export const LEGACY_NAMES: Readonly<Record<string, string>> = {
  '20261101T0900_foundation.sql': '0001_foundation.sql',
  '20261101T0910_bookings.sql': '0002_bookings.sql',
  '20261101T0920_bookings_covering.sql': '0003_bookings_covering.sql',
  '20261101T0921_bookings_lists.sql': '0003_bookings_lists.sql',
  '20261101T0922_bookings_search.sql': '0003_bookings_search.sql',
  '20261101T0930_checkin_uploads.sql': '0004_checkin_uploads.sql',
  '20261101T0940_billing.sql': '0005_billing.sql',
  '20261101T0950_pms_import.sql': '0006_pms_import.sql',
  '20261101T1000_attempt_limits.sql': '0007_attempt_limits.sql',
  '20261101T1010_payment_velocity.sql': '0008_payment_velocity.sql',
  '20261101T1030_guest_identity.sql': '0010_guest_identity.sql',
  '20261101T1040_mail_secrets.sql': '0011_mail_secrets.sql',
  '20261101T1050_session_revocation.sql': '0012_session_revocation.sql',
};

export function migrationsDir(): string {
  return path.join(serverRoot(), 'src/db/migrations');
}

/** The migration files in the order they apply; a .sql file with any other name is refused rather than skipped. */
export function migrationFiles(dir = migrationsDir()): string[] {
  const sql = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const odd = sql.filter((f) => !MIGRATION_NAME.test(f));
  if (odd.length > 0) {
    throw new Error(
      `migration file name(s) ${odd.join(', ')}: name migrations yyyymmddThhmm_name.sql (UTC, e.g. 20261123T1530_crm_templates.sql)`,
    );
  }
  return sql.sort();
}

/**
 * Applies the checked-in SQL migrations in file-name order, forward only, each in its own transaction. An
 * advisory lock lets several server processes start at once safely. A migration recorded under its legacy
 * name counts as applied; the record keeps that name, so an older server over the same database agrees.
 */
export async function migrate(db: Db, dir = migrationsDir()): Promise<string[]> {
  const files = migrationFiles(dir);
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      const legacy = LEGACY_NAMES[file];
      if (done.has(file) || (legacy !== undefined && done.has(legacy))) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations(name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client.release();
  }
  return applied;
}
