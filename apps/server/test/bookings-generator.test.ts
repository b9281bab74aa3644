import { searchTextOf } from '@gm/domain/bookings';
import { describe, expect, it } from 'vitest';
import { generateBookings } from '../../../bench/generate-bookings.mjs';
import { call, createTestEnv, signIn } from './harness';

/**
 * The bench generator writes what the bookings module would: search_text of the same shape (so the
 * benchmark's searches hit the same rows), counters that match, a list the services can page through.
 */
const env = await createTestEnv();

describe('bench/generate-bookings.mjs', () => {
  it('fills hotels, bookings and guests with the module search text and counters', async () => {
    const r = await generateBookings(env.db, { bookings: 4000, persons: 10_000, hotels: 7 });
    expect(r).toMatchObject({ bookings: 4000, persons: 10_000 });
    expect(r.hotels).toHaveLength(7);
    const { rows } = await env.db.query<{ voucher: string; search_text: string; persons: { name: string; email: string; doc: string }[] }>(
      `SELECT b.voucher, b.search_text,
              (SELECT json_agg(json_build_object('name', p.name, 'email', p.email, 'doc', p.doc) ORDER BY p.position) FROM booking_persons p WHERE p.booking_id = b.id) AS persons
         FROM bookings b WHERE b.institution_id = ANY($1) ORDER BY b.id`,
      [r.hotels],
    );
    expect(rows).toHaveLength(4000);
    let formattedDocs = 0;
    for (const b of rows) {
      expect(b.search_text).toBe(searchTextOf(b.voucher, b.persons));
      formattedDocs += b.persons.filter((p) => /\D/.test(p.doc)).length;
    }
    expect(formattedDocs).toBeGreaterThan(0);
    const counts = await env.db.query<{ ok: boolean }>(
      `SELECT bool_and(c.n = x.n) AS ok FROM booking_counts c
         JOIN (SELECT institution_id, status, count(*) AS n FROM bookings GROUP BY 1, 2) x USING (institution_id, status)`,
    );
    expect(counts.rows[0]!.ok).toBe(true);
    // Indexes were rebuilt and the module still creates bookings after the load.
    const idx = await env.db.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'bookings' AND indexname = 'bookings_search_keys_idx'`,
    );
    expect(idx.rowCount).toBe(1);
    const { rows: maxRow } = await env.db.query<{ m: number }>('SELECT max(id)::int AS m FROM bookings');
    const { token } = await signIn(env.app, 'recepcao@demo.test');
    const created = await call(
      env.app,
      '/jwt/brokerJson/trial/InserirAlterarReservaService',
      { VOUCHER: 'AFTER-GEN', DTRESERVA: '01/02/2031', DHSAIDAPREV: '02/02/2031', pessoasReserva: [{ NOME: 'Depois Da Carga' }] },
      token,
    );
    expect(created.statusCode, created.body).toBe(200);
    // The id sequence continues after the generated rows.
    expect((created.json() as { CODRES: number }).CODRES).toBeGreaterThan(maxRow[0]!.m);
  });
});
