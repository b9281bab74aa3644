// Billing: charges (sale with capture) through ChargeBookingService with the sandbox acquirer at zero
// simulated latency, so what is measured is the server's own work: two short transactions around the
// acquirer call, the attempt row, the job and the audit trail. Each request pays a fresh invoice.
// Then the concurrent double-submit figure: 20 parallel charges with one key and 20 with different
// keys on one invoice, reporting attempts, acquirer sales and the amount captured.
//
// The sandbox's latency is an environment setting of the server, so this scenario starts its own
// server process (same build, same database) with ACQUIRER_SANDBOX_LATENCY_MS=0 unless the bench
// already runs with it. BENCH_BILLING_SERVER overrides the server entry (default apps/server/dist/main.js).
import http from 'node:http';
import autocannon from 'autocannon';
import { startOwnServer } from '../own-server.mjs';

const CONNECTIONS = 32;
const PAY = '/jwt/brokerJson/pay';

async function startServer(ctx) {
  if (process.env.ACQUIRER_SANDBOX_LATENCY_MS === '0') return { url: ctx.baseUrl, stop: async () => {} };
  return startOwnServer(ctx, {
    name: 'billing',
    entry: process.env.BENCH_BILLING_SERVER,
    env: {
      ACQUIRER: 'sandbox',
      ACQUIRER_SANDBOX_LATENCY_MS: '0',
      ACQUIRER_SANDBOX_TIMEOUT_MS: '0',
      JWT_SECRET: `bench-billing-${Date.now()}`,
    },
  });
}

async function signIn(url, email) {
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const tok = await fetch(`${url}/user/token/authenticated`, { method: 'POST', headers: { cookie } });
  return (await tok.json()).token;
}

/** A booking of Hotel Demo with `count` invoices of one item each (R$ 100,00), written straight to the tables. */
async function prepareInvoices(pool, count) {
  const { rows: h } = await pool.query(`SELECT id FROM institutions WHERE name = 'Hotel Demo' ORDER BY id LIMIT 1`);
  const hotel = h[0].id;
  const { rows: b } = await pool.query(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, origin, search_text)
     VALUES ($1, 'BENCH-BILLING-' || (extract(epoch FROM clock_timestamp()) * 1000)::bigint, current_date, current_date + 3, 'Bench', 'bench billing')
     RETURNING id`,
    [hotel],
  );
  const booking = b[0].id;
  await pool.query(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, email) VALUES ($1, $2, 0, 'Bench Guest', 'bench.guest@bench.test')`,
    [booking, hotel],
  );
  const { rows } = await pool.query(
    `WITH inv AS (
       INSERT INTO invoices (institution_id, booking_id, description, total_cents)
       SELECT $1, $2, 'Bench ' || g, 10000 FROM generate_series(1, $3) g RETURNING id)
     , items AS (INSERT INTO invoice_items (invoice_id, institution_id, description, quantity, unit_cents) SELECT id, $1, 'Diária', 1, 10000 FROM inv)
     SELECT id FROM inv ORDER BY id`,
    [hotel, booking, count],
  );
  return { hotel, booking, invoices: rows.map((r) => Number(r.id)) };
}

function post(url, token, service, body) {
  return fetch(`${url}${PAY}/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

function load(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
}

/**
 * Open-loop load at an even pace (autocannon's rate limit sends each second's requests in a burst):
 * one request every 1000/rate ms over at most `connections` keep-alive sockets. Latencies in ms.
 */
function paced(url, { rate, duration, connections, path: urlPath, headers, body }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const latencies = [];
  let errors = 0;
  let inFlight = 0;
  let dropped = 0;
  return new Promise((resolve) => {
    const started = performance.now();
    const total = Math.round(rate * duration);
    let sent = 0;
    let done = 0;
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const q = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]) : 0);
      resolve({ count: latencies.length, errors, dropped, rate: latencies.length / duration, p50: q(0.5), p99: q(0.99), max: q(1) });
    };
    const fire = () => {
      if (inFlight >= connections) {
        dropped++; // never queue in the client: the server's latency is what is measured
      } else {
        inFlight++;
        const t0 = performance.now();
        const payload = body();
        const req = http.request(
          { agent, hostname, port, path: urlPath, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
          (res) => {
            res.resume();
            res.on('end', () => {
              inFlight--;
              if (res.statusCode === 200) latencies.push(performance.now() - t0);
              else errors++;
              if (++done + dropped === total) finish();
            });
          },
        );
        req.on('error', () => {
          inFlight--;
          errors++;
          if (++done + dropped === total) finish();
        });
        req.end(payload);
      }
      sent++;
      if (sent < total) setTimeout(fire, Math.max(0, started + (sent * 1000) / rate - performance.now()));
      else if (done + dropped === total) finish();
    };
    fire();
  });
}

function line(title, r) {
  const bad = r.non2xx + r.errors + r.timeouts;
  return `${title.padEnd(58)} ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms${bad ? `  (${bad} non-2xx/errors)` : ''}`;
}

async function doubleSubmit(ctx, url, token, booking, codCab, tagJwt, sameKey) {
  const bodies = Array.from({ length: 20 }, (_, i) => ({
    codRes: booking,
    codCab,
    tagJwt,
    totalMonths: 1,
    idempotencyKey: sameKey ? `benchsame${codCab}` : `benchdiff${codCab}n${i}`,
  }));
  const replies = await Promise.all(bodies.map((b) => post(url, token, 'ChargeBookingService', b).then((r) => r.status)));
  const { rows } = await ctx.pool.query(
    `SELECT count(DISTINCT a.id)::int AS attempts, count(s.payment_id)::int AS sales, COALESCE(sum(s.captured_cents), 0)::int AS captured, max(i.total_cents)::int AS total
       FROM invoices i LEFT JOIN payment_attempts a ON a.invoice_id = i.id LEFT JOIN acquirer_sandbox_sales s ON s.merchant_order_id = a.merchant_order_id
      WHERE i.id = $1`,
    [codCab],
  );
  const r = rows[0];
  const ok = replies.filter((s) => s === 200).length;
  ctx.log(
    `double submit, 20 parallel, ${sameKey ? 'same key     ' : 'different keys'}: ${ok} answered 200, ${20 - ok} refused; attempts ${r.attempts}, acquirer charges ${r.sales}, captured R$ ${(r.captured / 100).toFixed(2)} of R$ ${(r.total / 100).toFixed(2)}`,
  );
}

export default {
  name: 'billing',
  async run(ctx) {
    const duration = ctx.quick ? 4 : 10;
    ctx.log(`\n## billing (ChargeBookingService, sandbox acquirer at 0 ms, ${CONNECTIONS} connections, ${duration} s)`);
    const server = await startServer(ctx);
    try {
      const token = await signIn(server.url, 'admin@demo.test');
      const { booking, invoices } = await prepareInvoices(ctx.pool, ctx.quick ? 15_000 : 40_000);
      const card = await post(server.url, token, 'CreatePaymentMethodService', {
        codRes: booking,
        cardFirstName: 'Bench',
        cardLastName: 'Guest',
        cardNumber: '4024007153760060', // Luhn-valid, last digit 0: approved by the sandbox
        cardCvv: '123',
        cardExpiryMonth: '12',
        cardExpiryYear: '2031',
      });
      const { tagJwt } = await card.json();
      if (!tagJwt) throw new Error('could not save the bench card');
      const spare = invoices.splice(-2);
      let next = 0;
      const chargeRequest = (req) => {
        const codCab = invoices[next++ % invoices.length];
        req.body = JSON.stringify({ codRes: booking, codCab, tagJwt, totalMonths: 1, idempotencyKey: `bench${codCab}k` });
        return req;
      };
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const base = { url: server.url, method: 'POST', headers, connections: CONNECTIONS };
      // Warm-up (JIT, pool, caches), not reported.
      await load({ ...base, duration: 2, requests: [{ path: `${PAY}/ChargeBookingService`, setupRequest: chargeRequest }] });
      const ceiling = await load({ ...base, url: `${server.url}/__bench/ceiling`, body: '{}', duration });
      const saturated = await load({ ...base, duration, requests: [{ path: `${PAY}/ChargeBookingService`, setupRequest: chargeRequest }] });
      const single = await load({
        ...base,
        connections: 1,
        duration,
        requests: [{ path: `${PAY}/ChargeBookingService`, setupRequest: chargeRequest }],
      });
      ctx.log(line('ceiling (POST /__bench/ceiling)', ceiling));
      ctx.log(line('ChargeBookingService, one connection (no queue)', single));
      ctx.log(line('ChargeBookingService, as fast as it goes', saturated));
      // At an even pace below the maximum the queue is short: the latency is the server's overhead per charge.
      const chargeBody = () => chargeRequest({}).body;
      for (const share of [0.25, 0.5]) {
        const rate = Math.max(10, Math.floor(saturated.requests.average * share));
        const r = await paced(server.url, {
          rate,
          duration,
          connections: CONNECTIONS,
          path: `${PAY}/ChargeBookingService`,
          headers,
          body: chargeBody,
        });
        ctx.log(
          `${`ChargeBookingService at an even ${rate} req/s (${share * 100}% of max)`.padEnd(58)} ${String(Math.round(r.rate)).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  max ${r.max} ms${r.errors + r.dropped ? `  (${r.errors} errors, ${r.dropped} not sent: ${CONNECTIONS} in flight)` : ''}`,
        );
        if (share === 0.5) ctx.log(`${''.padEnd(58)} server overhead p99 with ${CONNECTIONS} connections: ${r.p99} ms (goal <= 20 ms)`);
      }
      await new Promise((r) => setTimeout(r, 1500)); // let the last requests finish before counting
      const { rows } = await ctx.pool.query(
        `SELECT count(*) FILTER (WHERE a.state = 'paid')::int AS paid, count(*)::int AS attempts,
                (SELECT count(*)::int FROM acquirer_sandbox_sales s JOIN payment_attempts x ON x.merchant_order_id = s.merchant_order_id WHERE x.booking_id = $1) AS sales
           FROM payment_attempts a WHERE a.booking_id = $1`,
        [booking],
      );
      ctx.log(`${''.padEnd(58)} ${rows[0].paid} invoices paid by ${rows[0].attempts} attempts and ${rows[0].sales} acquirer sales`);
      await doubleSubmit(ctx, server.url, token, booking, spare[0], tagJwt, true);
      await doubleSubmit(ctx, server.url, token, booking, spare[1], tagJwt, false);
    } finally {
      await server.stop();
    }
  },
};
