import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryDir, folderClosedToOthers } from '../src/db/embedded';
import { bundleServer, freePort, serverDir, stopStarted } from './server-bundle';

// `npm start` on a fresh data directory (docs/decisions/0033-living-demo.md): the real server, bundled as npm start
// bundles it, on the embedded PostgreSQL with SEED_DEMO unset, fills Hotel Demo and Hospital Demo with the living
// demo on its first start, and a second start on the same DATA_DIR seeds nothing.

const bundleDir = path.join(serverDir, 'dist', `living-demo-test-${process.pid}`);
const bundle = path.join(bundleDir, 'main.js');
const work = mkdtempSync(path.join(os.tmpdir(), 'gm-living-start-'));
chmodSync(work, 0o755); // the embedded PostgreSQL runs as the postgres user when the tests run as root
const dataDir = path.join(work, 'data');
const pgPidFile = path.join(dataDir, 'pg', 'postmaster.pid');
// As in embedded-recovery.test.ts: run as root in a folder the postgres user cannot enter, the embedded server cannot start.
const closed = process.getuid?.() === 0 ? folderClosedToOthers([binaryDir() ?? serverDir]) : null;
const children: ChildProcess[] = [];
const postgresPids = new Set<number>();

interface Started {
  child: ChildProcess;
  url: string;
  output: string;
  ms: number;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'JWT_SECRET', 'SMTP_URL', 'BLOB_KEY', 'BLOB_KEY_FILE', 'BLOB_STORE', 'SEED_DEMO', 'PMS_URL'])
    delete env[k];
  const began = Date.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      EMBEDDED_PG_PORT: String(await freePort()),
      WEB_DIST: path.join(work, 'no-web'),
      PMS_IMPORT_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    // Ready once the banner is printed (after the seed, before which /health is not served either).
    if (out.includes('Guest platform ready')) return { child, url, output: out, ms: Date.now() - began };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready:\n${out}`);
}

async function stop(s: Started): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

/** The embedded database, by the port its postmaster.pid records (as embedded-recovery.test.ts reads it). */
async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const lines = readFileSync(pgPidFile, 'utf8').split('\n');
  postgresPids.add(Number(lines[0]));
  const c = new pg.Client({ connectionString: `postgres://postgres:embedded@127.0.0.1:${lines[3]}/app` });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

async function tokenOf(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${encodeURIComponent(email)}&password=demo1234`,
  });
  expect(await login.text()).toMatch(/^1;/);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const t = await fetch(`${url}/user/token/authenticated`, { method: 'POST', headers: { cookie } });
  return ((await t.json()) as { token: string }).token;
}

async function post(url: string, pathname: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const r = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  await bundleServer(bundle);
});

afterAll(async () => {
  // Only what this file started: its server processes, then any PostgreSQL they left (by PID).
  await stopStarted(children, postgresPids);
  rmSync(work, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(closed)('npm start on a fresh data directory', () => {
  let before: { bookings: number; blobs: number; files: number } | null = null;

  it('fills Hotel Demo and Hospital Demo on the first start', async () => {
    const first = await start();
    const banner =
      /demo data seeded \(living demo in ([\d.]+) s: (\d+) hotel bookings, (\d+) hospital atendimentos, (\d+) document images\)/.exec(
        first.output,
      );
    expect(banner, first.output).toBeTruthy();
    // Target 20 s (decision 0033); the bound leaves room for a loaded test machine.
    expect(Number(banner![1])).toBeLessThanOrEqual(45);
    expect(Number(banner![2])).toBeGreaterThan(2000);
    expect(Number(banner![3])).toBeGreaterThan(2000);
    const admin = await tokenOf(first.url, 'admin@demo.test');
    for (const tipo of ['CHEGADAS', 'HOSPEDADOS', 'SAIDAS']) {
      const r = await post(first.url, '/jwt/brokerJson/trial/ListRecepcaoService', { tipo }, admin);
      expect((r.data as unknown[]).length, tipo).toBeGreaterThan(0);
    }
    const [counts] = await query<{ bookings: string; blobs: string }>(
      'SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM blobs) AS blobs',
    );
    before = { bookings: Number(counts!.bookings), blobs: Number(counts!.blobs), files: Number(banner![4]) };
    expect(before.blobs).toBe(before.files);
    await stop(first);
  }, 150_000);

  it('seeds nothing on the second start', async () => {
    expect(before).not.toBeNull();
    const second = await start();
    expect(second.output).toContain('Guest platform ready');
    expect(second.output).not.toContain('demo data seeded');
    const [counts] = await query<{ bookings: string; blobs: string }>(
      'SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM blobs) AS blobs',
    );
    expect({ bookings: Number(counts!.bookings), blobs: Number(counts!.blobs) }).toEqual({
      bookings: before!.bookings,
      blobs: before!.blobs,
    });
    const guest = await tokenOf(second.url, 'hospede@demo.test');
    const mine = await post(second.url, '/jwt/broker/core/ListMinhasReservasService', {}, guest);
    expect((mine.data as unknown[]).length).toBeGreaterThanOrEqual(4);
    await stop(second);
  }, 150_000);
});
