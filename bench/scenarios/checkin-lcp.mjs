// Guest pages' first load on a phone (issue 4): Lighthouse's default mobile preset (a slow 4G network,
// 150 ms RTT and ~1.6 Mbps down, and a 4x slower CPU) on the hotel link a guest receives, served by the
// bench's server (real build, demo data). Goal: LCP <= 2.0 s on /checkin?h=hotel-demo.
//
// Each page is measured with Lighthouse's simulated throttling (its default: an unthrottled load, replayed
// through its network and CPU model; the unthrottled load gives the "observed" figures). /checkin and /reviewstay
// are then loaded once more with the throttling applied for real in Chromium (--throttling-method=devtools), which
// is slower to run but is what a phone on that network would see. --quick measures /checkin with the simulation only.
// Lighthouse runs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); each run is bounded in time.
// BENCH_LIGHTHOUSE_DIR=<dir> keeps each run's full JSON report there (the LCP element's timeline, every request).
// The review page (issue 14, goal LCP <= 2.0 s too) is measured with a real survey link, got through the services as
// e2e/tests/review-stay.spec.ts gets one (docs/decisions/0046-review-server-render.md).
// BENCH_LCP_PAGES=/reviewstay,/checkin measures only the pages whose title starts so; BENCH_LCP_RUNS=n loads each
// page n times (the simulated figures move between runs on a busy machine: report the spread).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const GOAL_MS = 2000;
const RUN_TIMEOUT_MS = 150_000;
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const PAGES = [
  { path: '/checkin?h=hotel-demo', title: '/checkin?h=hotel-demo', goal: true },
  { path: '/menu-checkin?h=hotel-demo', title: '/menu-checkin?h=hotel-demo' },
  { path: '/payment', title: '/payment' },
  // The payment link a hotel sends: its search (docs/decisions/0042-payment-server-render.md).
  { path: '/payment?h=hotel-demo', title: '/payment?h=hotel-demo' },
];

/**
 * A guest's review link (`t`, their booking token, which opens the survey): the reception makes a booking from today
 * and the guest's own booking search gives its token, as in e2e/tests/review-stay.spec.ts. No direct database write.
 */
async function reviewLink(ctx) {
  const staff = await ctx.signIn('recepcao@demo.test');
  const day = (offset) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 86_400_000));
  const post = async (pathName, body, bearer) => {
    const r = await fetch(`${ctx.baseUrl}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await r.json();
    if (!r.ok || json.status === 0) throw new Error(`${pathName} failed (${r.status}): ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const VOUCHER = `BENCH-NPS-${Date.now().toString(36).toUpperCase()}`;
  const NOME = 'Rita Bench Avaliadora';
  await post(
    '/jwt/brokerJson/trial/InserirAlterarReservaService',
    { STATUS: 'R', VOUCHER, ORIGEM: 'Balcão', DTRESERVA: day(0), DHSAIDAPREV: day(2), pessoasReserva: [{ NOME }] },
    staff,
  );
  return (await post('/booking/token', { voucher: VOUCHER, nome: NOME, h: 'hotel-demo' })).token;
}

function lighthouseCli() {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');
  } catch {
    return null;
  }
}

/** Runs the Lighthouse CLI once (its own Chromium, stopped by Lighthouse) and returns the JSON report. */
function lighthouse(cli, url, method) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-bench-lh-'));
  const out = path.join(dir, 'report.json');
  const args = [
    cli,
    url,
    `--throttling-method=${method}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--max-wait-for-load=60000',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    // Its own process group, so a run that overstays is stopped with the Chromium it started.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (code !== 0)
          throw new Error(
            `lighthouse ${signal ? `stopped (${signal}, over ${RUN_TIMEOUT_MS / 1000} s)` : `exited ${code}`}: ${stderr.slice(-800)}`,
          );
        const keep = process.env.BENCH_LIGHTHOUSE_DIR;
        if (keep) {
          mkdirSync(keep, { recursive: true });
          const name = `${new URL(url).pathname.slice(1)}${new URL(url).search.replace(/\W+/g, '-').slice(0, 60)}-${method}-${Date.now()}.json`;
          copyFileSync(out, path.join(keep, name));
        }
        const report = JSON.parse(readFileSync(out, 'utf8'));
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
        resolve(report);
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

function figures(report) {
  const a = report.audits;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  const requests = a['network-requests']?.details?.items ?? [];
  const sum = (items) => items.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    jsBytes: sum(requests.filter((r) => r.resourceType === 'Script')),
    jsFiles: requests.filter((r) => r.resourceType === 'Script').length,
    allBytes: sum(requests),
    compressionSavings: a['uses-text-compression']?.details?.overallSavingsBytes ?? 0,
    a11y: report.categories.accessibility?.score == null ? null : Math.round(report.categories.accessibility.score * 100),
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: report.runWarnings ?? [],
  };
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KiB`;

export default {
  name: 'checkin-lcp',
  async run(ctx) {
    ctx.log('\n## guest pages on a phone: Lighthouse mobile preset (slow 4G: 150 ms RTT, 1.6 Mbps down; CPU 4x slower)');
    const cli = lighthouseCli();
    if (!cli) throw new Error('lighthouse is not installed (npm install -w @gm/bench)');
    if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
    const review = ctx.quick
      ? []
      : [{ path: `/reviewstay?t=${await reviewLink(ctx)}&h=hotel-demo`, title: '/reviewstay?t=…&h=hotel-demo', goal: true }];
    const only = (process.env.BENCH_LCP_PAGES ?? '').split(',').filter(Boolean);
    const pages = (ctx.quick ? PAGES.slice(0, 1) : [...PAGES, ...review]).filter(
      (p) => !only.length || only.some((o) => p.title.startsWith(o)),
    );
    const runs = Math.max(1, Number(process.env.BENCH_LCP_RUNS) || 1);
    // A server that has been running has its render module loaded: the first rendered page after a start loads it
    // (~50 ms, more on a busy machine), which Lighthouse would replay as the server's answer time on slow 4G.
    for (const page of pages) await (await fetch(`${ctx.baseUrl}${page.path}`)).arrayBuffer();
    for (let run = 0; run < runs; run++)
      for (const page of pages) {
        const f = figures(await lighthouse(cli, `${ctx.baseUrl}${page.path}`, 'simulate'));
        const goal = page.goal ? `  goal LCP <= ${s(GOAL_MS)}: ${f.lcp <= GOAL_MS ? 'met' : 'NOT met'}` : '';
        ctx.log(
          `${page.title.padEnd(28)} LCP ${s(f.lcp)} (simulated; observed unthrottled ${f.observedLcp == null ? '-' : s(f.observedLcp)})  FCP ${s(f.fcp)}  TBT ${Math.round(f.tbt)} ms  ` +
            `JS ${kb(f.jsBytes)} in ${f.jsFiles} files (all ${kb(f.allBytes)})  a11y ${f.a11y ?? '-'}${goal}`,
        );
        if (f.compressionSavings > 0)
          ctx.log(`${''.padEnd(28)} served without compression: gzip/brotli would save ${kb(f.compressionSavings)}`);
        if (f.lcpElement) ctx.log(`${''.padEnd(28)} LCP element: ${f.lcpElement}`);
        for (const w of f.warnings) ctx.log(`${''.padEnd(28)} lighthouse warning: ${w}`);
        const what = `${page.title} LCP, Lighthouse mobile (slow 4G, CPU x4), simulated`;
        ctx.summary(
          what,
          `${s(f.lcp)} (FCP ${s(f.fcp)}, TBT ${Math.round(f.tbt)} ms)`,
          page.goal ? `<= ${s(GOAL_MS)}` : '',
          page.goal ? f.lcp <= GOAL_MS : null,
        );
        ctx.summary(
          `${page.title} JS transferred / accessibility score`,
          `${kb(f.jsBytes)} (${f.jsFiles} files) / ${f.a11y ?? '-'}`,
          '',
          null,
        );
      }
    if (ctx.quick) return;
    // The same network and CPU applied for real (DevTools throttling): the load a phone on slow 4G sees, for each page
    // with an LCP goal (/checkin, /reviewstay).
    for (let run = 0; run < runs; run++)
      for (const page of pages.filter((p) => p.goal)) {
        const f = figures(await lighthouse(cli, `${ctx.baseUrl}${page.path}`, 'devtools'));
        ctx.log(
          `${page.title.padEnd(28)} LCP ${s(f.lcp)} (observed, throttling applied in Chromium)  FCP ${s(f.fcp)}  TBT ${Math.round(f.tbt)} ms  ` +
            `goal LCP <= ${s(GOAL_MS)}: ${f.lcp <= GOAL_MS ? 'met' : 'NOT met'}`,
        );
        ctx.summary(
          `${page.title} LCP, same throttling applied in Chromium (observed)`,
          `${s(f.lcp)} (FCP ${s(f.fcp)})`,
          `<= ${s(GOAL_MS)}`,
          f.lcp <= GOAL_MS,
        );
      }
  },
};
