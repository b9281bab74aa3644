// npm run bench: load scenarios beside a bare ceiling route in the same run, web bundle sizes and
// start-up times. Figures only; nothing here is a pass/fail test. Options: --quick, --only=a,b (or the names
// alone), --no-build, --db=<name> (a kept database, reused by the next run with the same name).
// Targets 127.0.0.1 only; every load is bounded in time and stops by itself. Scenarios add their headline
// figures to the summary printed at the end (ctx.summary). WEB_DIST=<dir> builds the web app into <dir>
// (not apps/web/dist) and serves it from there. BENCH_SERVER_NODE_ARGS: node options for the server (a profile);
// BENCH_SERVER_PROCESSES=n: the server as n processes on one port (one per core, docs/SCALING.md step 3).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
// --db=<name>: use (or create) the database <name> and keep it after the run, so a scenario's generated data
// (the bookings scenarios' million bookings take minutes) is made once and reused by later runs.
const keepDb = args.find((a) => a.startsWith('--db='))?.slice(5);
if (keepDb !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keepDb)) throw new Error('--db=<name>: lower case letters, digits and _');
// Scenario names: --only=a,b or plain words (npm run bench -- bookings-varied).
const only = [
  ...(
    args
      .find((a) => a.startsWith('--only='))
      ?.slice(7)
      .split(',') ?? []
  ).filter(Boolean),
  ...args.filter((a) => !a.startsWith('-')),
];
const wanted = (name) => only.length === 0 || only.includes(name);
const DURATION = quick ? 4 : 10;
const log = (m) => process.stdout.write(`${m}\n`);
const summaryRows = [];
/** A headline figure for the summary table: met is true, false or null (no goal). */
const summary = (what, figure, goal = '', met = null) => summaryRows.push({ what, figure, goal, met });

function printSummary() {
  if (summaryRows.length === 0) return;
  log('\n## Summary\n');
  log('| what | figure | goal | |');
  log('| --- | --- | --- | --- |');
  for (const r of summaryRows) log(`| ${r.what} | ${r.figure} | ${r.goal} | ${r.met === null ? '' : r.met ? 'met' : 'NOT met'} |`);
}

async function waitHealthy(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function startServer(env) {
  // BENCH_SERVER_NODE_ARGS: node options for the server alone (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_PROCESSES=n (n > 1): n server processes sharing the port (bench/server-processes.mjs).
  const processes = Number(process.env.BENCH_SERVER_PROCESSES) || 1;
  const entry = processes > 1 && env.DATABASE_URL ? path.join(here, 'server-processes.mjs') : path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    // Production's reply checking (off: decision 0026); the default outside production checks every reply.
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', REPLY_CHECKS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15000).unref();
      }),
  };
}

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

/** Runs autocannon on one request for DURATION seconds. */
function load(url, req, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${req.path}`,
        method: req.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(req.headers ?? {}) },
        body: req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body),
        connections,
        duration: req.duration ?? DURATION,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function row(title, r) {
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return `${title.padEnd(58)} ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms${non2xx ? `  (${non2xx} non-2xx/errors)` : ''}`;
}

/** Each scenario request is measured right after the ceiling, at the same connection count. */
async function measure(url, name, requests, connections) {
  log(`\n## ${name} (${connections} connections, ${DURATION} s each)`);
  for (const req of requests) {
    const ceiling = await load(
      url,
      { path: '/__bench/ceiling', method: req.method ?? 'GET', body: req.method === 'POST' ? '{}' : undefined },
      req.connections ?? connections,
    );
    const result = await load(url, req, req.connections ?? connections);
    log(row(`ceiling (${req.method ?? 'GET'} /__bench/ceiling)`, ceiling));
    log(row(req.title, result));
    log(`${''.padEnd(58)} ratio to ceiling ${(result.requests.average / ceiling.requests.average).toFixed(2)}`);
  }
}

async function benchDatabase() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = keepDb || `gm_bench_${Date.now().toString(36)}`;
  try {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const exists = keepDb && (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (exists) log(`(reusing the kept bench database ${name})`);
    else await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    return {
      url: u.toString(),
      drop: async () => {
        if (keepDb) return log(`(kept the bench database ${name}; DROP DATABASE ${name} when done)`);
        const d = new pg.Client({ connectionString: base });
        await d.connect();
        await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await d.end();
      },
    };
  } catch (e) {
    log(`(no PostgreSQL server at ${base}: ${e.message}; using the embedded one)`);
    return null;
  }
}

async function startTimes() {
  log('\n## npm start ready time (embedded PostgreSQL)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-bench-start-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), DATABASE_URL: '' };
  try {
    for (const label of ['fresh data directory', 'existing data directory']) {
      const t0 = Date.now();
      const s = startServer(env);
      const ok = await waitHealthy(url, 120_000);
      const secs = (Date.now() - t0) / 1000;
      log(`${label.padEnd(30)} ${ok ? `${secs.toFixed(1)} s` : 'did not start'} (goal ${label.startsWith('fresh') ? '<= 45' : '<= 5'} s)`);
      if (!ok) log(s.output());
      await s.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bundleSizes() {
  const script = path.join(root, 'apps/web/scripts/bundle-size.mjs');
  if (!existsSync(script)) return log('\n## web bundle sizes: apps/web/scripts/bundle-size.mjs not present');
  log('\n## web bundle sizes (gzip JS of first loads)');
  await new Promise((resolve) => {
    const c = spawn(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    c.on('exit', resolve);
  });
}

async function main() {
  // One meaning for a relative WEB_DIST (npm runs this from bench/; the server and size script from the root).
  if (process.env.WEB_DIST) process.env.WEB_DIST = path.resolve(process.env.WEB_DIST);
  if (!args.includes('--no-build')) {
    const run = (cmd, cmdArgs, cwd = root) =>
      new Promise((resolve, reject) => {
        const c = spawn(cmd, cmdArgs, { cwd, stdio: 'inherit' });
        c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed`))));
      });
    if (process.env.WEB_DIST) {
      log(`Building first (web into ${process.env.WEB_DIST}, then the server)...`);
      await run('npx', ['vite', 'build', '--outDir', process.env.WEB_DIST, '--emptyOutDir'], path.join(root, 'apps/web'));
      await run(
        'npx',
        ['vite', 'build', '--ssr', 'src/guest/ssr.tsx', '--outDir', path.join(process.env.WEB_DIST, 'server')],
        path.join(root, 'apps/web'),
      );
      await run('npm', ['run', 'build', '-w', '@gm/server']);
    } else {
      log('Building first (npm run build)...');
      await run('npm', ['run', 'build']);
    }
  }
  log(
    `# Benchmark ${new Date().toISOString()} — ${os.cpus().length} cores, node ${process.version}${quick ? ' (quick)' : ''}${Number(process.env.BENCH_SERVER_PROCESSES) > 1 ? `, ${process.env.BENCH_SERVER_PROCESSES} server processes` : ''}`,
  );
  if (wanted('web')) await bundleSizes();

  const db = await benchDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-bench-data-'));
  chmodSync(dataDir, 0o755);
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: db?.url ?? '',
    EMBEDDED_PG_PORT: String(await freePort()),
    BENCH_CEILING: 'true',
    RATE_LIMIT_AUTH_MAX: '100000',
    // The demo's PMS import (Pousada Parceira) would write bookings while the generator reserves their ids.
    PMS_IMPORT_INTERVAL_MS: '0',
  });
  try {
    if (!(await waitHealthy(url, 120_000))) throw new Error(`server did not start:\n${server.output()}`);
    const pool = new pg.Pool({ connectionString: db?.url ?? server.output().match(/postgres:\/\/\S+/)?.[0] ?? '', max: 8 });
    const signIn = async (email, password = 'demo1234') => {
      const login = await fetch(`${url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const tok = await fetch(`${url}/user/token/authenticated`, { method: 'POST', headers: { cookie } });
      return (await tok.json()).token;
    };
    const ctx = { pool, baseUrl: url, signIn, log, quick, summary, measure: (name, reqs, c = 64) => measure(url, name, reqs, c) };

    if (wanted('auth')) {
      const token = await signIn('admin@demo.test');
      const auth = { authorization: `Bearer ${token}` };
      await measure(
        url,
        'foundation',
        [
          {
            title: 'POST /broker/auth/VerifyAuthzService',
            method: 'POST',
            path: '/broker/auth/VerifyAuthzService',
            headers: auth,
            body: {},
          },
          {
            title: 'POST /broker/auth/AvailableInsPerSujeitoService',
            method: 'POST',
            path: '/broker/auth/AvailableInsPerSujeitoService',
            headers: auth,
            body: {},
          },
        ],
        64,
      );
    }

    const dir = path.join(here, 'scenarios');
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.mjs'))
          .sort()
      : [];
    for (const file of files) {
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)).default;
      if (!mod || !wanted(mod.name)) continue;
      try {
        if (mod.prepare) await mod.prepare(ctx);
        if (mod.run) await mod.run(ctx);
        if (mod.requests) await measure(url, mod.name, await mod.requests(ctx), mod.connections ?? 64);
      } catch (e) {
        log(`scenario ${mod.name} failed: ${e.stack ?? e}`);
      }
    }
    await pool.end();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (db) await db.drop().catch(() => {});
  }
  if (wanted('start')) await startTimes();
  printSummary();
}

main().catch((e) => {
  log(`bench failed: ${e.stack ?? e}`);
  process.exit(1);
});
