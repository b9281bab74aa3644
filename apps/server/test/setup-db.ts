import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';

/**
 * Vitest global setup: CI points TEST_DATABASE_URL at the machine's PostgreSQL server; without it
 * an embedded server is started for the run. Each test file then makes its own database.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  let dir: string | null = null;
  if (!url) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gm-test-pg-'));
    const { chmodSync } = await import('node:fs');
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres(dir, { port: 0 });
    url = db.url;
    stop = db.stop;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
  project.provide('testDatabaseUrl', url);
  return async () => {
    if (stop) await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
