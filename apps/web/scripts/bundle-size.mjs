#!/usr/bin/env node
// Prints the gzip size of the JavaScript each first load needs, from the Vite manifest of apps/web/dist.
//   node apps/web/scripts/bundle-size.mjs            table
//   node apps/web/scripts/bundle-size.mjs --json     machine-readable
//   node apps/web/scripts/bundle-size.mjs --check    exit 1 when a budget is exceeded
// Budgets (issue 2): sign-in page first load <= 150 KB gzip JS, back-office shell (home) <= 250 KB.
// Issue 4: the guest's first load <= 120 KB (it must not carry the back office): /checkin and the payment link
// /payment are the guest entry's (guest.html, docs/decisions/0015-guest-entry.md). Issue 14: the review pages too.
// Issue 16: the website widget's loader (dist/widget.js) <= 15 KB.
// WEB_DIST=<dir> measures another build output (default apps/web/dist).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build found (${manifestFile}). Run: npm run build -w @gm/web`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// A page's first load: the entry, the default language bundle (awaited before the first render; the back office's
// own words, app/i18n, with it),
// the frame it renders in and what the page's loader fetches (its chunk, its feature's translations, the
// query client when the page reads server state with it), each with its static imports.
const PAGES = [
  {
    name: 'sign-in page (/login/sign-in)',
    budgetKb: 150,
    modules: ['index.html', 'src/i18n/pt.json', 'src/app/i18n/pt.json', 'src/features/auth/sign-in-page.tsx'],
  },
  {
    name: 'back-office shell (/home/index)',
    budgetKb: 250,
    modules: [
      'index.html',
      'src/i18n/pt.json',
      'src/app/i18n/pt.json',
      'src/app/shell/shell-layout.tsx',
      'src/features/home/home-page.tsx',
    ],
  },
  {
    name: 'guest check-in (/checkin)',
    budgetKb: 120,
    // The wizard page with its first step (the booking search) and the check-in translations; the later
    // steps bring the query client with them.
    modules: ['guest.html', 'src/i18n/pt.json', 'src/features/checkin/checkin-page.tsx', 'src/features/checkin/i18n/pt.json'],
  },
  {
    name: 'guest payment link (/payment)',
    // No budget of its own in the issues; shown beside /checkin. Its first screen (the hotel link's search, or what
    // the link lacks) carries no query client (docs/decisions/0042-payment-server-render.md).
    budgetKb: null,
    modules: ['guest.html', 'src/i18n/pt.json', 'src/features/billing/payment-page.tsx', 'src/features/billing/i18n/pt.json'],
  },
  {
    name: 'guest review (/reviewstay)',
    // Issue 14: the review pages within /checkin's budget; rendered by the server from the survey link's token,
    // no query client (docs/decisions/0046-review-server-render.md).
    budgetKb: 120,
    modules: ['guest.html', 'src/i18n/pt.json', 'src/features/surveys-guest/review-page.tsx', 'src/features/surveys-guest/i18n/pt.json'],
  },
  {
    name: '/payment with a booking token',
    // The link that carries the booking's token: the page with its booking's part, the card form and the query client.
    budgetKb: null,
    modules: [
      'guest.html',
      'src/i18n/pt.json',
      'src/features/billing/payment-page.tsx',
      'src/features/billing/guest/payment-for-booking.tsx',
      'src/features/billing/i18n/pt.json',
      'src/lib/query-client.tsx',
    ],
  },
  {
    name: 'widget menu (/menu-widget-screen)',
    // What the loader's frame opens (docs/decisions/0053-website-widget.md): a lazy page of the guest entry.
    budgetKb: null,
    modules: ['guest.html', 'src/i18n/pt.json', 'src/features/widget/widget-menu-page.tsx', 'src/features/widget/i18n/pt.json'],
  },
];

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

// A module that is also part of a shared chunk (e.g. the query client, static in the back office's entry and
// loaded on demand by the guest's) has no manifest key of its own: find its chunk by name.
function manifestKey(module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const hits = Object.keys(manifest).filter((k) => manifest[k].name === name && !manifest[k].src);
  if (hits.length !== 1) throw new Error(`module not in the manifest: ${module}`);
  return hits[0];
}

function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`module not in the manifest: ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.map(manifestKey).forEach(visit);
  return [...files];
}

const results = PAGES.map((page) => {
  const files = closure(page.modules);
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  return {
    page: page.name,
    gzipKb: Math.round((bytes / 1024) * 10) / 10,
    budgetKb: page.budgetKb,
    files: files.length,
    ok: page.budgetKb === null || bytes / 1024 <= page.budgetKb,
  };
});
// The website widget's loader (dist/widget.js, scripts/build-widget.mjs): one file outside the manifest, <= 15 KB.
if (existsSync(path.join(dist, 'widget.js'))) {
  const bytes = gzipSize('widget.js');
  results.push({
    page: 'widget loader (/widget.js)',
    gzipKb: Math.round((bytes / 1024) * 10) / 10,
    budgetKb: 15,
    files: 1,
    ok: bytes / 1024 <= 15,
  });
}
const allJs = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i);
const totalKb = Math.round((allJs.reduce((s, f) => s + gzipSize(f), 0) / 1024) * 10) / 10;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ pages: results, allChunksGzipKb: totalKb }, null, 2));
} else {
  for (const r of results) {
    const budget = r.budgetKb === null ? 'no budget' : `budget ${r.budgetKb} KB`;
    console.log(
      `${r.budgetKb === null ? '    ' : r.ok ? 'ok  ' : 'OVER'} ${r.page.padEnd(36)} ${String(r.gzipKb).padStart(7)} KB gzip JS (${budget}, ${r.files} files)`,
    );
  }
  console.log(`     ${'every chunk of the app'.padEnd(36)} ${String(totalKb).padStart(7)} KB gzip JS`);
}
if (process.argv.includes('--check') && results.some((r) => !r.ok)) process.exit(1);
