// BENCH_SERVER_PROCESSES=<n>: the bench's server as n processes of the same build sharing one port (node:cluster:
// connections are handed to the processes in turn), the one-host form of docs/SCALING.md step 3 ("on one host, one
// process per core") without a balancer in front. Needs DATABASE_URL (the embedded PostgreSQL is for one process).
// A SIGTERM stops every process; the first to exit on its own (a failed start) stops the others.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const n = Number(process.env.BENCH_SERVER_PROCESSES);
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
if (!process.env.DATABASE_URL) throw new Error('BENCH_SERVER_PROCESSES needs DATABASE_URL (a PostgreSQL server)');
cluster.setupPrimary({ exec: main, execArgv: process.execArgv });
let stopping = false;
const stop = () => {
  stopping = true;
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
};
cluster.on('exit', (_w, code) => {
  if (!stopping) {
    process.exitCode = code ?? 1;
    stop();
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// One first: it migrates and seeds; the others start on a database that is ready (migrations also take a lock).
cluster.fork().once('listening', () => {
  for (let i = 1; i < n; i++) cluster.fork();
});
