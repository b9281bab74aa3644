import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/** A real SMTP peer on loopback; every message lands as a JSON file the tests read. */
async function startSmtp(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(mailDir, `${Date.now()}-${String(++n).padStart(4, '0')}.json`);
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Fresh database (on TEST_DATABASE_URL's server, else an embedded PostgreSQL), a real SMTP server
 * and the built app server (node apps/server/dist/main.js). Everything is stopped by PID afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist/server/guest-ssr.js']) {
    try {
      readFileSync(path.join(root, file));
    } catch {
      throw new Error(`${file} is missing: run \`npm run build\` before the browser tests`);
    }
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'gm-e2e-'));
  chmodSync(work, 0o755);
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const c of cleanups.reverse()) await c().catch((e: unknown) => console.error('teardown:', e));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    let adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      const { startEmbeddedPostgres } = await import('../apps/server/src/db/embedded');
      const db = await startEmbeddedPostgres(path.join(work, 'pg'), { port: 0 });
      cleanups.push(() => db.stop());
      adminUrl = db.url;
    }
    const dbName = `gm_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;

    const mailDir = path.join(work, 'mail');
    mkdirSync(mailDir);
    const smtp = await startSmtp(mailDir);
    cleanups.push(smtp.close);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const logFile = path.join(work, 'server.log');
    const log = openSync(logFile, 'a');
    const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        RATE_LIMIT_AUTH_MAX: '100000',
        // Every reply the browser tests cause is checked against its contract (decision 0026).
        REPLY_CHECKS: 'enforce',
        JWT_SECRET: randomBytes(32).toString('hex'),
        // NODE_ENV=production requires the image key from outside DATA_DIR (docs/decisions/0022).
        BLOB_KEY: randomBytes(32).toString('hex'),
        DATA_DIR: path.join(work, 'data'),
        // The small demo the specs count on (hotels and accounts); the living demo's history is for `npm start`
        // (docs/decisions/0033-living-demo.md) and would only slow the start and crowd the lists the specs read.
        SEED_DEMO: 'basic',
        LOG_LEVEL: 'warn',
      },
    });
    cleanups.push(async () => {
      await stopProcess(server);
      closeSync(log);
    });
    await waitForHealth(baseUrl, server, logFile);

    // Workers inherit these.
    process.env.E2E_BASE_URL = baseUrl;
    process.env.E2E_DATABASE_URL = dbUrl.toString();
    process.env.E2E_MAIL_DIR = mailDir;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
