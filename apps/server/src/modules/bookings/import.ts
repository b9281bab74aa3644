import { searchTextOf } from '@gm/domain/bookings';
import { type Db, withTransaction } from '../../db/pool';
import { recordEvent } from './bookings';
import { lockPersons, syncPersons } from './persons';

/**
 * Bookings that come from the PMS (TIPOCRIACAO S): the PMS adapter or an import calls this with what
 * the PMS holds. A new voucher creates the booking already synced; a known one takes the PMS's dates,
 * origins and guests (matched by order; guests who checked in online are never removed) and, when the
 * PMS says so, is cancelled. Checked-in and checked-out bookings keep their status.
 */
export interface PmsBooking {
  voucher: string;
  checkIn: string;
  checkOut: string;
  origin?: string | null;
  finalOrigin?: string | null;
  cancelled?: boolean;
  dailyRateCents?: number | null;
  roomType?: string | null;
  persons: { name: string; email?: string | null; phone?: string | null; doc?: string | null }[];
}

const SYSTEM = { userId: null, name: 'PMS' };

export async function upsertPmsBooking(db: Db, codIns: number, data: PmsBooking): Promise<{ id: number; created: boolean }> {
  if (!data.persons.length) throw new Error('a PMS booking needs at least one guest');
  if (data.checkOut < data.checkIn) throw new Error('a PMS booking cannot end before it starts');
  const searchText = searchTextOf(data.voucher, data.persons);
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; status: string }>(
      'SELECT id, status FROM bookings WHERE institution_id = $1 AND voucher = $2 FOR UPDATE',
      [codIns, data.voucher],
    );
    const current = rows[0];
    if (!current) {
      const { rows: created } = await tx.query<{ id: number }>(
        `INSERT INTO bookings (institution_id, status, voucher, check_in, check_out, origin, final_origin, creation_type, synced,
                               daily_rate_cents, room_type, search_text, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'S', true, $8, $9, $10, CASE WHEN $2 = 'C' THEN now() END) RETURNING id`,
        [codIns, data.cancelled ? 'C' : 'R', data.voucher, data.checkIn, data.checkOut, data.origin ?? null, data.finalOrigin ?? null, data.dailyRateCents ?? null, data.roomType ?? null, searchText],
      );
      const id = Number(created[0]!.id);
      await syncPersons(tx, codIns, id, [], data.persons.map(toInput), false);
      await recordEvent(tx, codIns, id, 'imported', SYSTEM, { VOUCHER: data.voucher });
      return { id, created: true };
    }
    const id = Number(current.id);
    const existing = await lockPersons(tx, id);
    await syncPersons(tx, codIns, id, existing, data.persons.map((p, i) => ({ ...toInput(p), CODPESRES: existing[i]?.id ?? null })), false);
    const cancel = data.cancelled === true && current.status === 'R';
    await tx.query(
      `UPDATE bookings SET check_in = $2, check_out = $3, origin = $4, final_origin = $5, daily_rate_cents = $6, room_type = $7,
              search_text = $8, synced = true, updated_at = now(),
              status = CASE WHEN $9 THEN 'C' ELSE status END, cancelled_at = CASE WHEN $9 THEN now() ELSE cancelled_at END
        WHERE id = $1`,
      [id, data.checkIn, data.checkOut, data.origin ?? null, data.finalOrigin ?? null, data.dailyRateCents ?? null, data.roomType ?? null, searchText, cancel],
    );
    await recordEvent(tx, codIns, id, cancel ? 'cancelled' : 'imported', SYSTEM, { VOUCHER: data.voucher });
    return { id, created: false };
  });
}

function toInput(p: PmsBooking['persons'][number]) {
  return { CODPESRES: null, NOME: p.name, EMAIL: p.email?.toLowerCase() ?? null, TELEFONE: p.phone ?? null, DOC: p.doc ?? null };
}
