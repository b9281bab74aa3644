import type { Queryable } from '../../db/pool';

/**
 * What a booking still owes: the total its open invoices ask and have not been paid. An invoice is open while it
 * can still be charged (invoiceView's 'open' and 'failure' states): not cancelled, not paid or partly paid (the
 * remainder of a partial payment moves to a duplicate invoice), not pre-authorised on a card, not waiting for the
 * acquirer's analysis. Reads invoices_booking_idx (institution_id, booking_id, id).
 */

/**
 * SQL of one booking's balance due in cents (bigint, 0 when nothing is open), for a statement of another module
 * that lists bookings: `hotel` and `booking` are SQL expressions (a parameter, a column) of the hotel's and the
 * booking's ids. Read-only; the statement stays one round trip.
 */
export function openBalanceCentsSql(hotel: string, booking: string): string {
  return `(SELECT coalesce(sum(greatest(i.total_cents - i.paid_cents, 0)), 0)::bigint FROM invoices i
     WHERE i.institution_id = ${hotel} AND i.booking_id = ${booking} AND i.cancelled_at IS NULL
       AND (i.last_status IS NULL OR i.last_status = 'failure')
       AND NOT (i.charged_at IS NOT NULL AND i.direct_charge IS FALSE))`;
}

/**
 * What is still due on each booking's invoices, in cents, by the same rule as the bookings list
 * (openBalanceCentsSql): Home's departures and the list always agree. Bookings with nothing due are absent.
 */
export async function balancesDue(db: Queryable, institutionId: number, bookingIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!bookingIds.length) return out;
  const { rows } = await db.query<{ id: string; due: string }>(
    `SELECT b.id, ${openBalanceCentsSql('$1', 'b.id')} AS due FROM unnest($2::bigint[]) AS b(id)`,
    [institutionId, [...new Set(bookingIds)]],
  );
  for (const r of rows) if (Number(r.due) > 0) out.set(Number(r.id), Number(r.due));
  return out;
}
