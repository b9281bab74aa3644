import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type MailMessage, type MailPort, outboxMail } from '../src/adapters/mail/mail';
import { buildPorts, type Ports } from '../src/adapters/ports';
import { type BuildOptions, buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createPool, type Db } from '../src/db/pool';
import { SettingsCache } from '../src/modules/institutions/public';
import { type Config, loadConfig } from '../src/platform/config';
import type { AppDeps } from '../src/platform/deps';
import { EventHub } from '../src/platform/events';
import { SessionCache } from '../src/platform/sessions';
import { type DemoIds, seedDemo } from '../src/seed/seed';

export interface TestEnv {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  demo: DemoIds;
  /** Mail sent during the test, newest last (the outbox port also records them in the table). */
  mails: MailMessage[];
  databaseUrl: string;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database for one test file: migrated and seeded with the demo data. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = inject('testDatabaseUrl');
  const name = `gm_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(base, name),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface EnvOptions extends BuildOptions {
  config?: Partial<Config>;
  mail?: (db: Db, sent: MailMessage[]) => MailPort;
  seed?: boolean;
  /** Replaces outside-system ports (a counting acquirer, a failing PMS...); the others are built from the config. */
  ports?: Partial<Ports>;
  /** Crash injection (AppDeps.failpoint). */
  failpoint?: AppDeps['failpoint'];
}

/** Builds the whole app over a new database; closes and drops it after the file's tests. */
export async function createTestEnv(opts: EnvOptions = {}): Promise<TestEnv> {
  const database = await createTestDatabase();
  const db = createPool(database.url, 10);
  await migrate(db);
  const demo = opts.seed === false ? ({} as DemoIds) : await seedDemo(db);
  // JSON logs: the tests that give a logStream read pino's entries.
  const config = loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' } as NodeJS.ProcessEnv, {
    rateLimitAuthMax: 1000,
    replyChecks: 'enforce',
    publicUrl: 'http://app.test',
    ...opts.config,
  });
  const mails: MailMessage[] = [];
  const inner = opts.mail ? opts.mail(db, mails) : outboxMail(db);
  const mail: MailPort = {
    async send(m) {
      mails.push(m);
      await inner.send(m);
    },
    close: () => inner.close(),
  };
  const sessions = new SessionCache(db);
  await sessions.start();
  const settings = await new SettingsCache(db).start();
  const events = new EventHub(db);
  await events.start();
  const ports = buildPorts(config, db, { ...opts.ports, mail });
  const deps: AppDeps = { db, config, ports, sessions, events, ...(opts.failpoint ? { failpoint: opts.failpoint } : {}) };
  const app = await buildApp(deps, { logger: opts.logger ?? false, ...opts });
  await app.ready();
  const env: TestEnv = {
    app,
    db,
    deps,
    demo,
    mails,
    databaseUrl: database.url,
    async close() {
      await app.close();
      sessions.stop();
      settings.stop();
      events.stop();
      await mail.close();
      await db.end();
      await database.drop();
    },
  };
  afterAll(() => env.close());
  return env;
}

/** Signs in through /login and /user/token/authenticated; returns the bearer token and cookie. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = 'demo1234',
): Promise<{ token: string; cookie: string; reply: Record<string, unknown> }> {
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (!login.body.startsWith('1;')) throw new Error(`sign-in failed: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const tok = await app.inject({ method: 'POST', url: '/user/token/authenticated', headers: { cookie } });
  const reply = tok.json() as Record<string, unknown>;
  return { token: String(reply.token), cookie, reply };
}

/** Calls POST {path} with a JSON body and an optional bearer token. */
export function call(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export function form(app: FastifyInstance, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/**
 * Another server process over the same database as `env` (its own pool, session cache and event hub; the same
 * secret, as processes behind one load balancer share JWT_SECRET): what one process counts, the other must see.
 */
export async function createSecondApp(
  env: TestEnv,
  opts: { config?: Partial<Config> } = {},
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const db = createPool(env.databaseUrl, 5);
  const sessions = new SessionCache(db);
  await sessions.start();
  const settings = await new SettingsCache(db).start();
  const events = new EventHub(db);
  await events.start();
  const deps: AppDeps = { ...env.deps, db, sessions, events, config: { ...env.deps.config, ...opts.config } };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    sessions.stop();
    settings.stop();
    events.stop();
    await db.end();
  });
  return { app, deps };
}
