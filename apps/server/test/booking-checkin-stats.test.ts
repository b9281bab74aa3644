import { describe, expect, it } from 'vitest';
import { generateBookings } from '../../../bench/generate-bookings.mjs';
import { checkinStatsMismatches } from './checkin-stats-helpers';
import { createTestEnv } from './harness';

/**
 * booking_checkin_stats (decision 0083) is kept by triggers for every writer: after the living demo's seed, a bulk
 * load and each kind of write (the living demo's seed: living-demo.test.ts), every booking's row equals what its persons say, computed here the long way.
 */
const env = await createTestEnv({ seed: false });

async function count() {
  const { rows } = await env.db.query<{ n: number; b: number }>(
    'SELECT (SELECT count(*) FROM booking_checkin_stats)::int AS n, (SELECT count(*) FROM bookings)::int AS b',
  );
  return rows[0]!;
}

describe('booking_checkin_stats', () => {
  it('matches after a bulk load (the bench generator drops and rebuilds indexes)', async () => {
    await generateBookings(env.db, { bookings: 3000, persons: 7000, hotels: 3 });
    const c = await count();
    expect(c.n).toBe(c.b);
    expect(await checkinStatsMismatches(env.db)).toEqual([]);
  });

  it('follows every kind of write to bookings, persons and the hotel', async () => {
    const { rows } = await env.db.query<{ id: number; institution_id: number }>(
      `SELECT b.id, b.institution_id FROM bookings b
        WHERE (SELECT count(*) FROM booking_persons bp WHERE bp.booking_id = b.id) >= 2 ORDER BY b.id LIMIT 3`,
    );
    const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
    const hotel = rows[0]!.institution_id;
    const steps: [string, string, unknown[]][] = [
      [
        'a guest completes every step',
        `UPDATE booking_persons SET webcheck_name = 'X', webcheck_email = 'x@x.test', doc_front_key = 'k', signature_key = 's',
                webcheckin_status = 'D', webcheckin_at = now() - interval '3 days' WHERE booking_id = $1 AND position = 0`,
        [a],
      ],
      [
        'a companion completes without a document',
        `UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now(), doc_front_key = NULL, present_at_reception = false
          WHERE booking_id = $1 AND position = 1`,
        [a],
      ],
      ['… then says it will show it at the desk', `UPDATE booking_persons SET present_at_reception = true WHERE booking_id = $1`, [a]],
      ['the arrival moves', `UPDATE bookings SET check_in = check_in + 10, check_out = check_out + 10 WHERE id = $1`, [a]],
      ['the booking is cancelled', `UPDATE bookings SET status = 'C' WHERE id = $1`, [b]],
      ['the origins change', `UPDATE bookings SET origin = '', final_origin = 'Expedia' WHERE id = $1`, [c]],
      ['a person leaves', `DELETE FROM booking_persons WHERE booking_id = $1 AND position = 1`, [c]],
      ['a person moves to another booking', `UPDATE booking_persons SET booking_id = $2 WHERE booking_id = $1 AND position > 0`, [a, c]],
      [
        'a person arrives',
        `INSERT INTO booking_persons (booking_id, institution_id, position, name, webcheckin_status, webcheckin_at, webcheck_phone)
         SELECT id, institution_id, 7, 'Nova Pessoa', 'D', check_in - interval '9 days', '+5511999990000' FROM bookings WHERE id = $1`,
        [b],
      ],
      ['the hotel changes its time zone', `UPDATE institutions SET time_zone = 'America/Manaus' WHERE id = $1`, [hotel]],
      ['a booking is deleted', `DELETE FROM bookings WHERE id = $1`, [b]],
    ];
    for (const [what, sql, values] of steps) {
      await env.db.query(sql, values);
      expect(await checkinStatsMismatches(env.db), what).toEqual([]);
    }
    const gone = await env.db.query('SELECT 1 FROM booking_checkin_stats WHERE booking_id = $1', [b]);
    expect(gone.rowCount).toBe(0);
    const { rows: done } = await env.db.query(
      'SELECT persons, done, main_done, docs_missing FROM booking_checkin_stats WHERE booking_id = $1',
      [a],
    );
    expect(done[0]).toEqual({ persons: 1, done: 1, main_done: true, docs_missing: 0 });
  });

  it('rewrites nothing when a booking changes columns the counters do not read', async () => {
    const { rows } = await env.db.query<{ id: number }>('SELECT booking_id AS id FROM booking_checkin_stats ORDER BY booking_id LIMIT 1');
    const id = rows[0]!.id;
    const before = await env.db.query('SELECT xmin::text AS x FROM booking_checkin_stats WHERE booking_id = $1', [id]);
    await env.db.query(`UPDATE bookings SET synced = NOT synced, room_type = 'Suíte' WHERE id = $1`, [id]);
    await env.db.query(`UPDATE booking_persons SET face_key = 'f' WHERE booking_id = $1`, [id]);
    const after = await env.db.query('SELECT xmin::text AS x FROM booking_checkin_stats WHERE booking_id = $1', [id]);
    expect(after.rows[0]!.x).toBe(before.rows[0]!.x);
  });
});
