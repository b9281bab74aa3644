// npm test: typecheck, unit + integration tests (vitest), build, then browser tests (Playwright).
// Uses TEST_DATABASE_URL when set (CI: the machine's PostgreSQL); otherwise embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUIRED_MAJOR, runtimeMajor } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The tests run on the pinned runtime (npm puts node_modules/.bin first on PATH for `npm test`).
process.stdout.write(`Node.js ${process.version}\n`);
if (runtimeMajor() < REQUIRED_MAJOR) {
  process.stderr.write(
    `npm test needs Node.js ${REQUIRED_MAJOR}; this is ${process.version}. Run it as \`npm test\` after \`npm install\` (the pinned runtime is node_modules/.bin/node).\n`,
  );
  process.exit(1);
}
const out = mkdtempSync(path.join(os.tmpdir(), 'gm-test-results-'));
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  process.stdout.write(`=== ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===\n`);
  if (r.status !== 0) ok = false;
  return r.status === 0;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

// Format and lint first: a formatting drift fails in under a second, before the 45 s of typecheck.
if (want('lint')) run('format and lint (Biome)', 'npx', ['biome', 'ci', '.']);

// The whole tree, then the two packages alone without DOM and Node types (a pure domain is a compiler fact).
if (want('typecheck')) run('typecheck', 'npm', ['run', 'typecheck']);

if (want('vitest')) {
  const file = path.join(out, 'vitest.json');
  run('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const v = readJson(file);
  if (v) {
    totals.passed += v.numPassedTests ?? 0;
    totals.failed += (v.numFailedTests ?? 0) + (v.numTotalTestSuites && v.success === false && !v.numFailedTests ? 1 : 0);
    totals.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  } else totals.failed += 1;
}

if (want('e2e')) {
  if (run('build', 'npm', ['run', 'build'])) {
    const file = path.join(out, 'playwright.json');
    run('browser tests (Playwright, Chromium)', 'npm', ['test', '-w', '@gm/e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const p = readJson(file);
    if (p?.stats) {
      totals.passed += p.stats.expected ?? 0;
      totals.failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0);
      totals.skipped += p.stats.skipped ?? 0;
    } else totals.failed += 1;
  } else totals.failed += 1;
}

process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
