import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inspectProcess } from '../src/db/embedded-recovery';

/** Tests that run the real server process: bundled as `npm start` bundles it, into a folder of the test's own. */

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@gm/') ? undefined : { path: a.path, external: true }));
        },
      },
    ],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Stops only what a test file started: its server processes (SIGTERM, then SIGKILL after 10 s), then any PostgreSQL
 * they left behind, by PID (SIGINT, then SIGKILL after 10 s).
 */
export async function stopStarted(children: readonly ChildProcess[], postgresPids: Iterable<number>): Promise<void> {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null && c.pid) {
      c.kill('SIGTERM');
      await Promise.race([new Promise((r) => c.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    }
  }
  for (const pid of postgresPids) {
    if (!inspectProcess(pid)) continue;
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && inspectProcess(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (inspectProcess(pid)) process.kill(pid, 'SIGKILL');
  }
}
