// A second server process for a scenario that needs its own settings (same build, same database as the bench's):
// billing runs the sandbox acquirer at zero latency; surveys signs its guests' survey links with a known secret.
// Bound to 127.0.0.1 on a free port; stop() ends it (SIGTERM, then SIGKILL after 10 s).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

/** Starts apps/server/dist/main.js (or `entry`) on the bench database with `env` added; resolves once healthy. */
export async function startOwnServer(ctx, { name, env, entry }) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry ?? path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: ctx.pool.options.connectionString,
      BENCH_CEILING: 'true',
      LOG_LEVEL: 'warn',
      // As the bench's own server and production: replies are not checked against their schemas (decision 0026).
      REPLY_CHECKS: 'off',
      RATE_LIMIT_AUTH_MAX: '100000',
      PMS_IMPORT_INTERVAL_MS: '0',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (Date.now() > end || child.exitCode !== null) throw new Error(`${name} bench server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The server's process id (a scenario reads its peak memory from /proc). */
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
