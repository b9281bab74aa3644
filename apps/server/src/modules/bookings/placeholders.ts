import { searchTextOf } from '@gm/domain/bookings';
import { nameMatches } from '@gm/domain/person-names';
import type pg from 'pg';
import type { Queryable } from '../../db/pool';
import { recordEvent } from './events';

/**
 * Placeholder ("fictitious") bookings (docs/decisions/0067-fictitious-bookings-and-invitations.md): created for a
 * website visitor whose booking the PMS has not sent yet, so the web check-in can start; the PMS import links the
 * real booking to it (same voucher; else same dates and the main guest's name) and keeps what the visitor filled.
 */

export interface PlaceholderInput {
  voucher: string;
  name: string;
  email: string;
  checkIn: string;
  checkOut: string;
}

const SITE = { userId: null, name: 'Site' };

/** Creates the placeholder booking with the visitor as its only guest; the caller's transaction. */
export async function createPlaceholderBooking(
  tx: Queryable,
  institutionId: number,
  p: PlaceholderInput,
): Promise<{ bookingId: number; personId: number }> {
  const persons = [{ name: p.name, email: p.email }];
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, origin, creation_type, synced, search_text)
     VALUES ($1, $2, $3, $4, 'Site', 'M', false, $5) RETURNING id`,
    [institutionId, p.voucher, p.checkIn, p.checkOut, searchTextOf(p.voucher, persons)],
  );
  const bookingId = Number(rows[0]!.id);
  const person = await tx.query<{ id: string }>(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, email) VALUES ($1, $2, 0, $3, $4) RETURNING id`,
    [bookingId, institutionId, p.name, p.email],
  );
  await tx.query(`INSERT INTO placeholder_bookings (booking_id, institution_id, main_name, email) VALUES ($1, $2, $3, $4)`, [
    bookingId,
    institutionId,
    p.name,
    p.email,
  ]);
  await recordEvent(tx, institutionId, bookingId, 'placeholder', SITE, { VOUCHER: p.voucher });
  return { bookingId, personId: Number(person.rows[0]!.id) };
}

/** The unlinked placeholder with this voucher at the hotel, with its visitor's name and e-mail, or null. */
export async function openPlaceholder(
  db: Queryable,
  institutionId: number,
  voucher: string,
): Promise<{ bookingId: number; name: string; email: string } | null> {
  const { rows } = await db.query<{ booking_id: string; main_name: string; email: string }>(
    `SELECT p.booking_id, p.main_name, p.email FROM placeholder_bookings p JOIN bookings b ON b.id = p.booking_id
      WHERE p.institution_id = $1 AND b.voucher = $2 AND p.linked_at IS NULL`,
    [institutionId, voucher],
  );
  const r = rows[0];
  return r ? { bookingId: Number(r.booking_id), name: r.main_name, email: r.email } : null;
}

/**
 * The PMS import found no booking with its voucher: the one unlinked placeholder of the same dates whose visitor's
 * name matches one of the PMS's guests becomes that booking (its voucher takes the PMS's). Returns its id, or null
 * (none, or more than one: no guessing between two visitors).
 */
export async function adoptPlaceholder(
  tx: pg.PoolClient,
  institutionId: number,
  pms: { voucher: string; checkIn: string; checkOut: string; names: string[] },
): Promise<number | null> {
  const { rows } = await tx.query<{ booking_id: string; main_name: string }>(
    `SELECT p.booking_id, p.main_name FROM placeholder_bookings p JOIN bookings b ON b.id = p.booking_id
      WHERE p.institution_id = $1 AND p.linked_at IS NULL AND b.check_in = $2 AND b.check_out = $3 AND b.status = 'R'
      ORDER BY p.booking_id FOR UPDATE OF p, b`,
    [institutionId, pms.checkIn, pms.checkOut],
  );
  const matching = rows.filter((r) => pms.names.some((n) => nameMatches(r.main_name, n) || nameMatches(n, r.main_name)));
  // Two visitors' placeholders fit (the same name and dates): no guess; the PMS's booking stands alone.
  if (matching.length !== 1) return null;
  const found = matching[0]!;
  const id = Number(found.booking_id);
  await tx.query('UPDATE bookings SET voucher = $2 WHERE id = $1', [id, pms.voucher]);
  await tx.query(`UPDATE placeholder_bookings SET linked_at = now(), linked_by = 'name_dates', pms_voucher = $2 WHERE booking_id = $1`, [
    id,
    pms.voucher,
  ]);
  return id;
}

/** The import reached an unlinked placeholder by its voucher: marks it linked. Returns whether it was one. */
export async function linkPlaceholderByVoucher(tx: Queryable, bookingId: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE placeholder_bookings SET linked_at = now(), linked_by = 'voucher' WHERE booking_id = $1 AND linked_at IS NULL`,
    [bookingId],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The PMS's guests for a placeholder's persons: each existing guest whose name matches a PMS guest keeps that guest
 * (the visitor's documents and signature stay theirs, whatever the PMS's order); the others pair by order.
 */
export function pairByName<E extends { id: number; name: string }>(existing: readonly E[], names: readonly string[]): (number | null)[] {
  const pairs: (number | null)[] = names.map(() => null);
  const used = new Set<number>();
  names.forEach((n, i) => {
    const e = existing.find((x) => !used.has(x.id) && (nameMatches(x.name, n) || nameMatches(n, x.name)));
    if (e) {
      pairs[i] = e.id;
      used.add(e.id);
    }
  });
  const rest = existing.filter((x) => !used.has(x.id));
  return pairs.map((p) => p ?? rest.shift()?.id ?? null);
}
