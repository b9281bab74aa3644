import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryDir, folderClosedToOthers } from '../src/db/embedded';
import { inspectProcess } from '../src/db/embedded-recovery';
import { bundleServer, freePort, serverDir, stopStarted } from './server-bundle';

// The real server process on the embedded PostgreSQL, killed with SIGKILL and started again on the same DATA_DIR
// (docs/decisions/0022-crash-recovery-and-secrets.md). The server is bundled like `npm start` does (esbuild), into
// a git-ignored dist/ sub-folder of its own so a shared apps/server/dist/main.js is left alone.

const bundleDir = path.join(serverDir, 'dist', `recovery-test-${process.pid}`);
const bundle = path.join(bundleDir, 'main.js');
const work = mkdtempSync(path.join(os.tmpdir(), 'gm-recovery-'));
chmodSync(work, 0o755); // the embedded PostgreSQL runs as the postgres user when the tests run as root
const dataDir = path.join(work, 'data');
const pgPidFile = path.join(dataDir, 'pg', 'postmaster.pid');
/**
 * Run as root in a checkout the postgres user cannot enter (a clone under /root or in a 0700 temporary folder), the
 * embedded PostgreSQL cannot run its programs: the server then refuses in one line, and that is what is tested.
 */
const closed = process.getuid?.() === 0 ? folderClosedToOthers([binaryDir() ?? serverDir]) : null;

const children: ChildProcess[] = [];
const postgresPids = new Set<number>();

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const pgPort = await freePort(); // preferred only: the server takes another when it is busy (pgUrl reads it)
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'NODE_ENV',
    'JWT_SECRET',
    'SMTP_URL',
    'BLOB_KEY',
    'BLOB_KEY_FILE',
    'BLOB_KEY_PREVIOUS',
    'REQUIRE_BLOB_KEY',
    'BLOB_STORE',
  ]) {
    delete env[k];
  }
  const child = spawn(process.execPath, [bundle], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      EMBEDDED_PG_PORT: String(pgPort),
      WEB_DIST: path.join(work, 'no-web'), // the API is enough here
      SEED_DEMO: 'basic', // the demo accounts are enough here (the living demo's start: living-demo-start.test.ts)
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

async function waitReady(s: Server, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (s.child.exitCode !== null) throw new Error(`server exited (${s.child.exitCode}):\n${s.output()}`);
    try {
      if ((await fetch(`${s.url}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${s.output()}`);
}

function postgresPid(): number {
  const pid = Number(readFileSync(pgPidFile, 'utf8').split('\n')[0]);
  postgresPids.add(pid);
  return pid;
}

/** The embedded database's URL, from the port its postmaster.pid records. */
function pgUrl(): string {
  return `postgres://postgres:embedded@127.0.0.1:${readFileSync(pgPidFile, 'utf8').split('\n')[3]}/app`;
}

async function stopGently(s: Server): Promise<number | null> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return s.child.exitCode;
  s.child.kill('SIGTERM');
  return s.exited;
}

async function signIn(url: string): Promise<string> {
  const r = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin%40demo.test&password=demo1234',
  });
  expect(await r.text()).toMatch(/^1;/);
  return r.headers.get('set-cookie')!.split(';')[0]!;
}

async function tokenFor(url: string, cookie: string): Promise<string | undefined> {
  const r = await fetch(`${url}/user/token/authenticated`, { method: 'POST', headers: { cookie } });
  return ((await r.json()) as { token?: string }).token;
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

describe.runIf(closed)('run as root in a checkout the postgres user cannot enter', () => {
  it('refuses to start in one line that names the folder and the ways out', async () => {
    const s = await startServer();
    expect(await s.exited).toBe(1);
    const lines = s.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot enter ${closed}`);
    expect(lines[0]).toContain('DATABASE_URL');
  });
});

describe.skipIf(closed)('the embedded PostgreSQL after the server was killed hard', () => {
  let cookie = '';
  let second: Server;

  it('starts again on the same DATA_DIR: stops the orphan cleanly, keeps the data', async () => {
    const first = await startServer();
    await waitReady(first);
    const orphan = postgresPid();
    expect(inspectProcess(orphan)?.ppid).toBe(first.child.pid);
    cookie = await signIn(first.url); // a session row written through the API
    const db = new pg.Client({ connectionString: pgUrl() });
    await db.connect();
    await db.query('CREATE TABLE crash_probe (note text NOT NULL)');
    await db.query(`INSERT INTO crash_probe VALUES ('written before kill -9')`);
    await db.end();

    process.kill(first.child.pid!, 'SIGKILL'); // only the node process: its PostgreSQL lives on
    await first.exited;
    expect(inspectProcess(orphan)).not.toBeNull();

    const started = Date.now();
    second = await startServer();
    await waitReady(second);
    const recoveryMs = Date.now() - started;
    await expect.poll(second.output).toContain(`stopped the PostgreSQL a killed server left running (PID ${orphan}, SIGINT)`);
    expect(inspectProcess(orphan)).toBeNull();
    expect(inspectProcess(postgresPid())?.ppid).toBe(second.child.pid);

    const check = new pg.Client({ connectionString: pgUrl() });
    await check.connect();
    expect((await check.query('SELECT note FROM crash_probe')).rows).toEqual([{ note: 'written before kill -9' }]);
    await check.end();
    expect(await tokenFor(second.url, cookie)).toMatch(/^ey/); // the session survived, and the signing secret
    console.info(`recovered start after kill -9: ${recoveryMs} ms`);
  }, 90_000);

  it('refuses, in one line and with exit code 1, a second server on a DATA_DIR a live server uses', async () => {
    const third = await startServer();
    expect(await third.exited).toBe(1);
    const lines = third.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^Start failed: ${path.join(dataDir, 'pg')} is in use by a running server \\(PID ${second.child.pid}: `),
    );
    expect(lines[0]).toMatch(/; stop it first or use another DATA_DIR$/);
    expect((await fetch(`${second.url}/health`)).ok).toBe(true);
  }, 30_000);

  it('stops cleanly, and a stale postmaster.pid (dead PID) does not block the next start', async () => {
    const pgPid = postgresPid();
    expect(await stopGently(second)).toBe(0);
    expect(inspectProcess(pgPid)).toBeNull();
    expect(existsSync(pgPidFile)).toBe(false);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(pgPidFile, `${gone.stdout}\n${path.join(dataDir, 'pg')}\n1700000000\n5432\n`);
    const fourth = await startServer();
    await waitReady(fourth);
    await expect.poll(fourth.output).toContain(`removing a stale postmaster.pid (PID ${gone.stdout} `);
    expect(await tokenFor(fourth.url, cookie)).toMatch(/^ey/);
    postgresPid();
    expect(await stopGently(fourth)).toBe(0);
  }, 60_000);
});
