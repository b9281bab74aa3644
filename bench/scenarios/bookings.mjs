// Bookings list at scale: 1,000,000 bookings and 2,500,000 guests across 200 hotels (--quick: a tenth),
// measured on the biggest hotel (~100k bookings, years of history) as its front desk uses it: a guest
// search, a date filter, and a page deep into the list. BENCH_BOOKINGS overrides the booking count.
import { generateBookings } from '../generate-bookings.mjs';

const BENCH_EMAIL = 'bench.reservas@bench.test';

async function benchHotel(pool) {
  const { rows } = await pool.query(
    `SELECT c.institution_id AS id, sum(c.n)::int AS n FROM booking_counts c JOIN institutions i ON i.id = c.institution_id
      WHERE i.name LIKE 'Bench Hotel %' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

let state = null;

export default {
  name: 'bookings',
  async prepare(ctx) {
    const bookings = Number(process.env.BENCH_BOOKINGS) || (ctx.quick ? 100_000 : 1_000_000);
    let hotel = await benchHotel(ctx.pool);
    if (!hotel) {
      ctx.log(`\n## generating ${bookings.toLocaleString()} bookings, ${(bookings * 2.5).toLocaleString()} guests, 200 hotels`);
      const t0 = Date.now();
      await generateBookings(ctx.pool, { bookings, persons: Math.round(bookings * 2.5), hotels: 200, log: ctx.log });
      ctx.log(`  total: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      hotel = await benchHotel(ctx.pool);
    }
    // A front-desk user of the biggest hotel (the demo password, copied from the demo admin).
    await ctx.pool.query(
      `INSERT INTO users (email, name, password_hash, active, default_institution_id)
       SELECT $1, 'Bench Reservas', password_hash, true, $2 FROM users WHERE email = 'admin@demo.test'
       ON CONFLICT (lower(email)) DO UPDATE SET default_institution_id = EXCLUDED.default_institution_id`,
      [BENCH_EMAIL, hotel.id],
    );
    await ctx.pool.query(
      `WITH u AS (SELECT id FROM users WHERE email = $1)
       INSERT INTO user_institutions (user_id, institution_id) SELECT id, $2 FROM u ON CONFLICT DO NOTHING`,
      [BENCH_EMAIL, hotel.id],
    );
    await ctx.pool.query(
      `INSERT INTO user_permissions (user_id, area, instance, action)
       SELECT u.id, 'TRIAL', $2::text, a FROM users u, unnest(ARRAY['reservas', 'checkinouts', 'pessoas']) a WHERE u.email = $1
       ON CONFLICT DO NOTHING`,
      [BENCH_EMAIL, String(hotel.id)],
    );
    // What a receptionist types: a guest's first name and surname, from this hotel's guests.
    const { rows: names } = await ctx.pool.query(
      `SELECT name FROM booking_persons WHERE institution_id = $1 ORDER BY id LIMIT 1 OFFSET 4321`,
      [hotel.id],
    );
    const search = names[0].name.split(' ').slice(0, 2).join(' ');
    const token = await ctx.signIn(BENCH_EMAIL);
    state = { hotel, search, token };
    ctx.log(`  bench hotel ${hotel.id} with ${hotel.n.toLocaleString()} bookings; search "${search}"`);
  },
  async requests() {
    const headers = { authorization: `Bearer ${state.token}` };
    const path = '/jwt/brokerJson/trial/ListReservasService';
    const iso = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const ddmmyyyy = (d) => d.split('-').reverse().join('/');
    return [
      { title: `ListReservasService search "${state.search}"`, method: 'POST', path, headers, body: { search: state.search, limit: 20 } },
      {
        title: 'ListReservasService check-in in a 30-day range',
        method: 'POST',
        path,
        headers,
        body: { dateField: 'DTRESERVA', dateFrom: ddmmyyyy(iso(-60)), dateTo: ddmmyyyy(iso(-31)), limit: 20 },
      },
      { title: 'ListReservasService page 500 (offset 10000)', method: 'POST', path, headers, body: { offset: 10_000, limit: 20 } },
    ];
  },
};
