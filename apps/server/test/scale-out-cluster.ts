import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { seedDemo } from '../src/seed/seed';
import {
  type HttpReply,
  newClientAddress,
  post,
  type RequestOptions,
  type ServerProcess,
  startRoundRobinProxy,
  startServerProcess,
  stopServerProcess,
} from './cluster';
import { createTestDatabase } from './harness';
import { bundleServer, serverDir } from './server-bundle';

/**
 * The set-up of scale-out.test.ts: a migrated database with the demo data, a PMS bridge that tells which process
 * called it, two server processes (the bundle `npm start` runs; TRUST_PROXY=loopback) and a round-robin load
 * balancer in front of them, with the helpers its tests share. Everything is stopped and dropped after the file's
 * tests.
 */
export const SECRET = 'scale-out-test-secret-0123456789abcdef0123';
export const AUTH_MAX = 10;

export async function startScaleOutCluster() {
  const bundle = path.join(serverDir, 'dist', `scale-out-test-${process.pid}`, 'main.js');
  const work = mkdtempSync(path.join(os.tmpdir(), 'gm-scale-'));
  const children: ChildProcess[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of children) await stopServerProcess(c);
    for (const close of closers.reverse()) await close().catch(() => {});
    rmSync(path.dirname(bundle), { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  const database = await createTestDatabase();
  closers.push(() => database.drop());
  const db = createPool(database.url, 10);
  closers.push(() => db.end());
  await migrate(db);
  const demo = await seedDemo(db);

  /** The hotel's PMS bridge: each process is configured with its own base path, so a release tells who sent it. */
  const releases: { by: string; person: number }[] = [];
  const pms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const m = /^\/(a|b)\/registrations$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !m) return res.writeHead(404).end();
      const person = Number(JSON.parse(body).personId);
      releases.push({ by: m[1]!, person });
      setTimeout(() => res.end(JSON.stringify({ externalId: `ext-${person}-${releases.length}`, state: 'registered' })), 25);
    });
  });
  await new Promise<void>((r) => pms.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => pms.close(r)));
  const pmsUrl = `http://127.0.0.1:${(pms.address() as net.AddressInfo).port}`;

  const t0 = Date.now();
  await bundleServer(bundle);
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    JWT_SECRET: SECRET,
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
    PMS_URL: `${pmsUrl}/${name}`,
  });
  const servers: ServerProcess[] = [];
  for (const name of ['a', 'b']) {
    const s = await startServerProcess(bundle, { name, work, env: env(name) });
    children.push(s.child);
    servers.push(s);
  }
  const lb = await startRoundRobinProxy(servers.map((s) => ({ name: s.name, url: s.url })));
  closers.push(() => lb.close());
  console.info(`scale-out: bundle and two processes ready in ${Date.now() - t0} ms`);

  const via = (p: string, opts?: RequestOptions) => post(lb.url, p, opts);

  async function signIn(base: string, email: string, password = 'demo1234'): Promise<{ token: string; cookie: string }> {
    const from = newClientAddress();
    const login = await post(base, '/login', { form: { username: email, password }, from });
    if (!login.text.startsWith('1;')) throw new Error(`sign-in of ${email} failed: ${login.text}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const t = await post(base, '/user/token/authenticated', { cookie, from });
    return { token: String(t.json().token), cookie };
  }

  /** No job due or running: the runners of both processes are idle. */
  async function jobsIdle(timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        // The door-lock sandbox's attempts run beside the job that took them (a lock server takes seconds): a key job
        // still 'working' is background work too.
        `SELECT (SELECT count(*)::int FROM pgboss.job WHERE state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))
              + (SELECT count(*)::int FROM door_encode_jobs WHERE state = 'working') AS n`,
      );
      if (!rows[0]!.n) return;
      if (Date.now() > end) throw new Error(`${rows[0]!.n} job(s) still due after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  let bookingSeq = 0;
  /** Saves a new booking through the balancer as `token`; returns the reply. */
  async function saveBooking(token: string, headers?: Record<string, string>): Promise<HttpReply> {
    const n = ++bookingSeq;
    const r = await via('/jwt/brokerJson/trial/InserirAlterarReservaService', {
      token,
      headers,
      body: {
        STATUS: 'R',
        VOUCHER: `SCALE-${n}`,
        DTRESERVA: '10/01/2031',
        DHSAIDAPREV: '12/01/2031',
        pessoasReserva: [{ NOME: `Escala ${n}` }],
      },
    });
    expect(r.json(), r.text).toMatchObject({ status: 1 });
    return r;
  }

  return { db, demo, a: servers[0]!, lb, releases, via, signIn, jobsIdle, saveBooking };
}

/** Sends `attempt(i)` until it is refused with 429 (at most `cap` times); returns how many were answered before. */
export async function untilLimited(
  attempt: (i: number) => Promise<HttpReply>,
  cap = 30,
): Promise<{ allowed: number; served: Set<string> }> {
  const served = new Set<string>();
  for (let i = 0; i < cap; i++) {
    const r = await attempt(i);
    served.add(r.servedBy);
    if (r.status === 429) return { allowed: i, served };
    expect(r.status, r.text).toBe(200);
  }
  throw new Error(`no 429 after ${cap} attempts`);
}
