import { spawn } from 'node:child_process';

/**
 * A lock server reached through its vendor's command-line tool or a script around its SDK: runs `command` with `args`
 * for each job, writes the job as JSON on its standard input and reads one JSON answer on its standard output. An
 * encode ("kind": "encode"): { "ok": true, "recordings": 2 } or { "ok": false, "reason": "max_recordings" |
 * "lock_error" | "room_unknown" }. A revocation of the booking's keys of the room ("kind": "revoke", the stay ended):
 * { "ok": true } or { "ok": false, "reason": "lock_error" }.
 * A non-zero exit, no answer or a malformed one is reported as unreachable (the product tries again).
 * Options: { command: "/opt/locks/encode", args: [] }.
 */
export function createDriver({ command, args = [] } = {}) {
  if (!command) throw new Error('the command driver needs options.command');
  const run = (job) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.on('error', () => resolve({ ok: false, reason: 'unreachable' }));
      child.on('close', (code) => {
        if (code !== 0) return resolve({ ok: false, reason: 'unreachable' });
        try {
          resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
        } catch {
          resolve({ ok: false, reason: 'unreachable' });
        }
      });
      child.stdin.end(JSON.stringify(job));
    });
  return { encode: run, revoke: run };
}
