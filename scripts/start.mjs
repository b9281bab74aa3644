// npm start: builds what is missing or stale, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under a source folder, or of a source file. */
function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

function run(args, label) {
  process.stdout.write(`Building ${label}...\n`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const shared = ['packages/contracts/src', 'packages/domain/src'];
// Two documents, the back office and the guest's screens (docs/decisions/0015-guest-entry.md), and the server's
// render of the guest pages (docs/decisions/0017-guest-server-render.md).
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/guest.html', ...shared];
if (['index.html', 'guest.html', 'server/guest-ssr.js'].some((f) => stale(path.join(root, 'apps/web/dist', f), webSources)))
  run(['run', 'build', '-w', '@gm/web'], 'the web app');
if (stale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', ...shared]))
  run(['run', 'build', '-w', '@gm/server'], 'the server');

await import(path.join(root, 'apps/server/dist/main.js'));
