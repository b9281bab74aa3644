import { amountDueCents } from '@gm/domain/money';
import type { Queryable } from '../../db/pool';

/**
 * What is still due on each booking's invoices, in cents: per invoice its total less what was captured (never
 * negative), cancelled invoices left out. A reserved (pre-authorised) payment is still due until it is captured.
 * Bookings without invoices are absent from the map.
 */
export async function balancesDue(db: Queryable, institutionId: number, bookingIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!bookingIds.length) return out;
  const { rows } = await db.query<{ booking_id: number; total_cents: number; paid_cents: number }>(
    `SELECT i.booking_id, i.total_cents, i.paid_cents FROM invoices i
      WHERE i.institution_id = $1 AND i.booking_id = ANY($2::bigint[]) AND i.cancelled_at IS NULL`,
    [institutionId, [...new Set(bookingIds)]],
  );
  for (const r of rows) {
    const id = Number(r.booking_id);
    out.set(id, (out.get(id) ?? 0) + amountDueCents(Number(r.total_cents), Number(r.paid_cents)));
  }
  return out;
}
