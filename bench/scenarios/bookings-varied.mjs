// Bookings list at scale, without the answer cache helping (issue 13): receptionists of the biggest hotels
// send varied ListReservasService requests (guests' names, date windows, pages, sorts) at 16 connections,
// then pgbench runs the same SQL statements (built by the list module's own listSql) at 16 clients for the
// same time. Reports the list's throughput and p50/p95/p99, pgbench's TPS and the ratio list/pgbench.
// Goal on 1M bookings: ratio >= 0.5 and p99 <= 50 ms.
//   npm run bench -- bookings-varied [--bookings=100000] [--seconds=20] [--no-build] [--db=gm_bench_1m]
// Reuses the bench hotels if the bookings scenario generated them in this run, or if --db names a kept database
// that has them (generate 1M bookings once: --bookings=1000000 --db=gm_bench_1m, then --db=gm_bench_1m).
// Per-kind timings and plans of these statements: docs/decisions/0041-bookings-list-at-scale.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { generateBookings } from '../generate-bookings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTIONS = 16;
const HOTELS = 4;
const TZ = 'America/Sao_Paulo'; // the bench hotels' time zone (the institutions default)
const SORTS = [null, null, 'DTRESERVA', '-DTRESERVA', 'DHSAIDAPREV', '-DHSAIDAPREV', 'DHINCLUSAO', '-DHINCLUSAO', 'VOUCHER', '-VOUCHER'];
const DATE_FIELDS = ['DTRESERVA', 'DHSAIDAPREV', 'DHINCLUSAO'];
const PATH = '/jwt/brokerJson/trial/ListReservasService';
const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const ddmmyyyy = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

/** The list module's SQL builder and input contract, bundled from source (the same code the server runs). */
async function listModule() {
  const out = await build({
    stdin: {
      contents: `export { listSql } from './apps/server/src/modules/bookings/list'; export { listBookingsInput } from '@gm/contracts/bookings';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/** One receptionist's request: a guest's name, a date window or a page of the list, in some order. */
function varied(names) {
  const r = Math.random();
  const sort = pick(SORTS);
  const body = { limit: 20, ...(sort ? { sort } : {}) };
  if (r < 0.4) {
    const words = pick(names).split(' ');
    body.search = (Math.random() < 0.7 ? words.slice(0, 2) : words).join(' ');
    if (Math.random() < 0.2) body.offset = 20;
  } else if (r < 0.7) {
    const start = -1800 + Math.floor(Math.random() * 2100);
    body.dateField = pick(DATE_FIELDS);
    body.dateFrom = ddmmyyyy(start);
    body.dateTo = ddmmyyyy(start + Math.floor(Math.random() * 30));
    body.offset = 20 * Math.floor(Math.random() ** 2 * 5);
  } else {
    // Mostly the first pages, now and then deep into the hotel's history.
    body.offset = 20 * Math.floor(Math.random() ** 3 * 500);
  }
  return body;
}

/** A SQL literal of a bound value (what pgbench sends in place of $n). */
function literal(v) {
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `ARRAY[${v.map(literal).join(',')}]`;
  return `'${String(v).replace(/'/g, "''")}'`;
}

function pgbench(dbUrl, files, seconds) {
  const u = new URL(dbUrl);
  const args = ['-n', '-c', String(CONNECTIONS), '-j', String(Math.min(4, os.cpus().length)), '-T', String(seconds)];
  args.push('-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'));
  for (const f of files) args.push('-f', `${f}@1`);
  args.push(u.pathname.slice(1));
  return new Promise((resolve, reject) => {
    const c = spawn(process.env.PGBENCH ?? '/usr/bin/pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (out += d));
    c.on('error', reject);
    c.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}:\n${out}`))));
  });
}

let state = null;

export default {
  name: 'bookings-varied',
  async prepare(ctx) {
    const bookings = Number(flag('bookings')) || Number(process.env.BENCH_BOOKINGS) || (ctx.quick ? 100_000 : 1_000_000);
    const top = () =>
      ctx.pool
        .query(
          `SELECT c.institution_id AS id, sum(c.n)::int AS n FROM booking_counts c JOIN institutions i ON i.id = c.institution_id
            WHERE i.name LIKE 'Bench Hotel %' GROUP BY 1 ORDER BY 2 DESC LIMIT ${HOTELS}`,
        )
        .then((r) => r.rows);
    let hotels = await top();
    if (hotels.length === 0) {
      ctx.log(`\n## generating ${bookings.toLocaleString()} bookings, ${(bookings * 2.5).toLocaleString()} guests, 200 hotels`);
      const t0 = Date.now();
      await generateBookings(ctx.pool, { bookings, persons: Math.round(bookings * 2.5), hotels: 200, log: ctx.log });
      ctx.log(`  total: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      hotels = await top();
    }
    // One receptionist per hotel (the demo password, copied from the demo admin), and names its guests carry.
    for (const [i, hotel] of hotels.entries()) {
      const email = `bench.recepcao${i + 1}@bench.test`;
      await ctx.pool.query(
        `INSERT INTO users (email, name, password_hash, active, default_institution_id)
         SELECT $1, $3, password_hash, true, $2 FROM users WHERE email = 'admin@demo.test'
         ON CONFLICT (lower(email)) DO UPDATE SET default_institution_id = EXCLUDED.default_institution_id`,
        [email, hotel.id, `Bench Recepção ${i + 1}`],
      );
      await ctx.pool.query(
        `WITH u AS (SELECT id FROM users WHERE email = $1)
         INSERT INTO user_institutions (user_id, institution_id) SELECT id, $2 FROM u ON CONFLICT DO NOTHING`,
        [email, hotel.id],
      );
      await ctx.pool.query(
        `INSERT INTO user_permissions (user_id, area, instance, action)
         SELECT u.id, 'TRIAL', $2::text, a FROM users u, unnest(ARRAY['reservas', 'checkinouts', 'pessoas']) a WHERE u.email = $1
         ON CONFLICT DO NOTHING`,
        [email, String(hotel.id)],
      );
      const { rows } = await ctx.pool.query(`SELECT name FROM booking_persons WHERE institution_id = $1 AND id % 53 = 0 LIMIT 300`, [
        hotel.id,
      ]);
      hotel.names = rows.map((r) => r.name);
      hotel.token = await ctx.signIn(email);
    }
    state = { hotels, seconds: Number(flag('seconds')) || (ctx.quick ? 10 : 20) };
    ctx.log(`  bench hotels ${hotels.map((h) => `${h.id} (${h.n.toLocaleString()} bookings)`).join(', ')}`);
  },
  async run(ctx) {
    const { hotels, seconds } = state;
    ctx.log(`\n## bookings-varied (${CONNECTIONS} connections, ${seconds} s each; ${hotels.length} hotels, one receptionist each)`);
    const sample = () => {
      const hotel = pick(hotels);
      return { hotel, body: varied(hotel.names) };
    };

    // 1. The real server, every request a new one (the 2 s answer cache seldom sees the same twice).
    const times = [];
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: ctx.baseUrl,
          connections: CONNECTIONS,
          duration: seconds,
          requests: [
            {
              method: 'POST',
              path: PATH,
              setupRequest: (req) => {
                const { hotel, body } = sample();
                return {
                  ...req,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${hotel.token}` },
                  body: JSON.stringify(body),
                };
              },
            },
          ],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    times.sort((a, b) => a - b);
    const pct = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1) : '-');
    const p99 = Number(pct(0.99));
    const bad = result.non2xx + result.errors + result.timeouts;
    const rps = result.requests.total / seconds;
    ctx.log(
      `ListReservasService, varied: ${rps.toFixed(0)} req/s  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  p99 ${p99} ms${bad ? `  (${bad} non-2xx/errors)` : ''}`,
    );

    // 2. The same statements through pgbench: 100 requests from the same mix, each built by listSql with its values.
    const { listSql, listBookingsInput } = await listModule();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-bench-pgbench-'));
    try {
      const files = [];
      for (let i = 0; i < 100; i++) {
        const { hotel, body } = sample();
        const { sql, values } = listSql(hotel.id, listBookingsInput.parse(body), { tz: TZ, withBalance: false });
        const text = sql.replace(/\$(\d+)/g, (_, n) => literal(values[Number(n) - 1]));
        const file = path.join(dir, `list-${i}.sql`);
        writeFileSync(file, `${text.replace(/\s+/g, ' ').trim()};\n`);
        files.push(file);
      }
      const dbUrl = ctx.pool.options.connectionString;
      const out = await pgbench(dbUrl, files, seconds);
      const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? Number.NaN);
      const lat = out.match(/latency average = ([\d.]+) ms/)?.[1] ?? '-';
      ctx.log(`pgbench, same statements (100 drawn, 16 clients): ${tps.toFixed(0)} tps  latency average ${lat} ms`);
      const ratio = rps / tps;
      ctx.log(`ratio list / pgbench ${ratio.toFixed(2)}`);
      ctx.summary(
        'bookings list, varied requests: throughput / pgbench',
        `${rps.toFixed(0)} / ${tps.toFixed(0)} = ${ratio.toFixed(2)}`,
        '>= 0.5',
        ratio >= 0.5,
      );
      ctx.summary(
        'bookings list, varied requests: p99 at 16 connections',
        `${p99} ms (p50 ${pct(0.5)}, p95 ${pct(0.95)})`,
        '<= 50 ms',
        p99 <= 50 && bad === 0,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
