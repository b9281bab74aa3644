// Dashboards (issue 17, decision 0070): the check-in and NPS named queries of one hotel over the bookings
// scenario's generated data (1,000,000 bookings and 200 hotels; --quick a tenth; made once and reused with --db),
// on the biggest hotel, 30 days by day, 4 connections, each query alone for a few seconds. Goal: p95 <= 50 ms per
// query. Then the check-in dashboard's bookings list as a workbook of 100,000 rows (a bench hotel with 100k arrivals in
// one year), timed from the request to the last byte, with the server's peak RSS (VmHWM). Goals: <= 5 s, <= 400 MB.
// Network-wide: the same queries for every hotel of the biggest hotel's network side by side (CODINS, 10 hotels in
// the generated data). Goal: p95 <= 150 ms. In the browser (Debian's Chromium through Playwright): the check-in
// family's overview (check-in-summary, 8 cards: KPIs, two series, three bars, two tables; decision 0083) from
// navigation to every card drawn, first load and again with the chunks cached. Goal: <= 1.5 s for eight cards. The load average is logged with each figure.
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { chromium } from '@playwright/test';
import { generateBookings } from '../generate-bookings.mjs';
import { startOwnServer } from '../own-server.mjs';

const CONNECTIONS = 4;
const QUERIES = [
  'checkin-summary',
  'checkin-arrivals',
  'checkin-steps',
  'checkin-timing',
  'checkin-reservations',
  'checkin-list',
  'checkin-links',
  'checkin-origins',
  'checkin-provision-days',
  'checkin-provision',
  'nps-summary',
  'surveys-nps',
  'nps-responses',
];
/** The dashboard of eight cards (packages/contracts/src/dashboards/catalogue.ts; plain Node, no TypeScript). */
const LARGEST = { name: 'check-in-summary', family: 'check-in', section: 'summary', cards: 8 };
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const EMAIL = 'bench.paineis@bench.test';
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function biggestHotel(pool) {
  const { rows } = await pool.query(
    `SELECT c.institution_id AS id, sum(c.n)::int AS n FROM booking_counts c JOIN institutions i ON i.id = c.institution_id
      WHERE i.name LIKE 'Bench Hotel %' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

async function grant(pool, hotels) {
  // Its own password hash: the demo's accounts are absent with SEED_DEMO=false (a quieter server to measure).
  await pool.query(
    `INSERT INTO users (email, name, password_hash, active, default_institution_id) VALUES ($1, 'Bench Painéis', $3, true, $2)
     ON CONFLICT (lower(email)) DO UPDATE SET default_institution_id = EXCLUDED.default_institution_id`,
    [EMAIL, hotels[0], await hash('demo1234')],
  );
  for (const h of hotels) {
    await pool.query(
      `INSERT INTO user_institutions (user_id, institution_id) SELECT id, $2 FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
      [EMAIL, h],
    );
    await pool.query(
      `INSERT INTO user_permissions (user_id, area, instance, action)
       SELECT u.id, 'DASH', $2::text, a FROM users u, unnest(ARRAY['webcheckins', 'nps']) a WHERE u.email = $1 ON CONFLICT DO NOTHING`,
      [EMAIL, String(h)],
    );
  }
}

/** The hotels of a hotel's network (itself alone when it has none). */
async function networkOf(pool, id) {
  const { rows } = await pool.query(
    `SELECT o.id FROM institutions i JOIN institutions o ON o.network = i.network WHERE i.id = $1 ORDER BY o.id`,
    [id],
  );
  return rows.length ? rows.map((r) => r.id) : [id];
}

/**
 * The largest dashboard in Chromium, signed in as the bench user: from navigation to every card drawn (no skeleton
 * left). The first load fetches the page's chunks; the second has them cached, as a manager's browser would.
 */
async function browserDashboard(url, board) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login/sign-in`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('textbox', { name: 'Senha' }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
    const times = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await page.goto(`${url}/dashboard/${board.family}/${board.section}`);
      await page.waitForFunction(
        (n) => {
          const cards = document.querySelectorAll('[data-testid="dashboard-card"]');
          return cards.length === n && !document.querySelector('main .mantine-Skeleton-root');
        },
        board.cards,
        { timeout: 60_000, polling: 20 },
      );
      times.push(performance.now() - t0);
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function post(url, path, body, token) {
  const t0 = performance.now();
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const buf = await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${Buffer.from(buf).toString().slice(0, 300)}`);
  return { ms: performance.now() - t0, bytes: buf.byteLength };
}

async function load(seconds, work) {
  const until = performance.now() + seconds * 1000;
  const times = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) times.push(await work());
    }),
  );
  return times.sort((a, b) => a - b);
}

/** Signs in through the scenario's own server (its own JWT secret). */
async function signInAt(url, email) {
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const tok = await fetch(`${url}/user/token/authenticated`, { method: 'POST', headers: { cookie } });
  return (await tok.json()).token;
}

const br = (d) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
/** The server process's CPU seconds so far (user + system), from /proc: a figure the machine's other load does not inflate. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};
const peakRssMb = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

export default {
  name: 'dashboards',
  async run(ctx) {
    const seconds = ctx.quick ? 2 : 5;
    ctx.log('\n## dashboards (named queries of the biggest hotel; a 100k-row workbook)');
    let hotel = await biggestHotel(ctx.pool);
    if (!hotel) {
      const bookings = Number(process.env.BENCH_BOOKINGS) || (ctx.quick ? 100_000 : 1_000_000);
      ctx.log(`generating ${bookings.toLocaleString('en')} bookings over 200 hotels`);
      await generateBookings(ctx.pool, { bookings, persons: Math.round(bookings * 2.5), hotels: 200, log: ctx.log });
      hotel = await biggestHotel(ctx.pool);
    }
    // A hotel with 100,000 arrivals in one year, for the workbook (made once; a kept database reuses it).
    const { rows: kept } = await ctx.pool.query(`SELECT id FROM institutions WHERE name = 'Bench Painéis XLSX' ORDER BY id LIMIT 1`);
    const { rows: made } = kept.length
      ? { rows: [] }
      : await ctx.pool.query(
          `INSERT INTO institutions (name, country, time_zone, flags) VALUES ('Bench Painéis XLSX', 'BR', 'America/Sao_Paulo', '{}') RETURNING id`,
        );
    const xlsxHotel = kept[0]?.id ?? made[0].id;
    if (made.length)
      await ctx.pool.query(
        `WITH b AS (
         INSERT INTO bookings (institution_id, voucher, status, check_in, check_out, origin, search_text)
         SELECT $1::int, 'XL-' || g, 'R', current_date - 300 + (g % 360), current_date - 298 + (g % 360), 'Booking.com', ''
           FROM generate_series(1, 100000) g RETURNING id)
       INSERT INTO booking_persons (booking_id, institution_id, position, name, webcheckin_status)
       SELECT id, $1::int, 0, 'Hóspede ' || id, CASE WHEN id % 3 = 0 THEN 'D' ELSE 'P' END FROM b`,
        [xlsxHotel],
      );
    // As autovacuum leaves a table after bulk inserts: statistics and the visibility map (index-only scans) current.
    await ctx.pool.query('VACUUM (ANALYZE) bookings');
    await ctx.pool.query('VACUUM (ANALYZE) booking_persons');
    const network = await networkOf(ctx.pool, hotel.id);
    await grant(ctx.pool, [hotel.id, ...network.filter((id) => id !== hotel.id), xlsxHotel]);
    const server = await startOwnServer(ctx, {
      name: 'dashboards',
      env: { JWT_SECRET: `bench-dash-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    });
    try {
      const token = await signInAt(server.url, EMAIL);
      const to = new Date();
      const from = new Date(to.getTime() - 29 * 86_400_000);
      const period = { DHINCLUSAOINI: br(from), DHINCLUSAOFIN: br(to), TIPOPERIODO: 'D' };
      ctx.log(`hotel ${hotel.id}: ${hotel.n.toLocaleString('en')} bookings; 30 days by day, ${CONNECTIONS} connections, ${seconds} s each`);
      let worst = 0;
      for (const name of QUERIES) {
        const times = await load(seconds, async () => (await post(server.url, `/dashboardQueries/executeQuery/${name}`, period, token)).ms);
        worst = Math.max(worst, pct(times, 95));
        ctx.log(`  ${name}: ${times.length} requests, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`);
      }
      ctx.log(`  (load average ${loadAverage()})`);
      ctx.summary('dashboards: worst per-hotel query p95 (30 days)', `${worst.toFixed(0)} ms`, '<= 50 ms', worst <= 50);

      // Network-wide: every hotel of the network side by side.
      const networkTimes = [];
      ctx.log(
        `network of hotel ${hotel.id}: ${network.length} hotels side by side (CODINS), 30 days, ${CONNECTIONS} connections, ${seconds} s each`,
      );
      let worstNetwork = 0;
      for (const name of QUERIES) {
        const times = await load(
          seconds,
          async () => (await post(server.url, `/dashboardQueries/executeQuery/${name}`, { ...period, CODINS: network }, token)).ms,
        );
        networkTimes.push(...times);
        worstNetwork = Math.max(worstNetwork, pct(times, 95));
        ctx.log(`  ${name}: ${times.length} requests, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`);
      }
      ctx.log(`  (load average ${loadAverage()})`);
      ctx.summary(
        `dashboards: worst network-wide query p95 (${network.length} hotels)`,
        `${worstNetwork.toFixed(0)} ms`,
        '<= 150 ms',
        worstNetwork <= 150,
      );

      // The dashboard of eight cards, in the browser.
      const board = LARGEST;
      try {
        const times = await browserDashboard(server.url, board);
        const cards = board.cards;
        ctx.log(
          `  browser: ${board.name} (${cards} cards) complete in ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (first load, then cached; load average ${loadAverage()})`,
        );
        const warm = Math.min(...times.slice(1));
        ctx.summary(
          `dashboards: ${board.name} (${cards} cards) complete in the browser`,
          `${warm.toFixed(0)} ms`,
          '<= 1.5 s',
          warm <= 1500,
        );
      } catch (e) {
        ctx.log(`  browser: not measured (${e.message.split('\n')[0]})`);
      }

      await fetch(`${server.url}/health`);
      const before = peakRssMb(server.pid);
      const year = {
        DHINCLUSAOINI: br(new Date(to.getTime() - 300 * 86_400_000)),
        DHINCLUSAOFIN: br(new Date(to.getTime() + 60 * 86_400_000)),
      };
      // The workbook of the xlsx hotel: the hotel is never a parameter, so the bench user's context moves there.
      await ctx.pool.query('UPDATE users SET default_institution_id = $2 WHERE email = $1', [EMAIL, xlsxHotel]);
      const xlsxToken = await signInAt(server.url, EMAIL);
      const rssBefore = rssMb(server.pid);
      // The server's resident memory sampled while the workbook is made (VmHWM, the process's lifetime peak, also
      // holds the query load's peak above).
      let rssDuring = rssBefore;
      const sampler = setInterval(() => {
        rssDuring = Math.max(rssDuring, rssMb(server.pid));
      }, 25);
      const cpu0 = cpuSeconds(server.pid);
      let x;
      try {
        x = await post(server.url, '/dashboardQueries/executeQueryXls/checkin-reservations', { ...year, limit: 100000 }, xlsxToken);
      } finally {
        clearInterval(sampler);
      }
      const cpu = cpuSeconds(server.pid) - cpu0;
      const after = peakRssMb(server.pid);
      const loadAvg = loadAverage();
      ctx.log(
        `  workbook of 100,000 bookings: ${(x.ms / 1000).toFixed(2)} s wall, ${cpu.toFixed(2)} s of server CPU, ${(x.bytes / 1e6).toFixed(1)} MB; server RSS ${rssBefore.toFixed(0)} MB before, at most ${rssDuring.toFixed(0)} MB during it; lifetime peak (VmHWM) ${before.toFixed(0)} -> ${after.toFixed(0)} MB (load average ${loadAvg})`,
      );
      ctx.summary('dashboards: XLSX of 100k rows, server CPU', `${cpu.toFixed(1)} s`, '<= 5 s', cpu <= 5);
      ctx.summary('dashboards: XLSX of 100k rows', `${(x.ms / 1000).toFixed(1)} s`, '<= 5 s', x.ms <= 5000);
      ctx.summary('dashboards: server RSS during the XLSX (sampled)', `${rssDuring.toFixed(0)} MB`, '<= 400 MB', rssDuring <= 400);
      ctx.summary('dashboards: server lifetime peak RSS after the XLSX', `${after.toFixed(0)} MB`, '<= 400 MB', after <= 400);
    } finally {
      await server.stop();
    }
  },
};
