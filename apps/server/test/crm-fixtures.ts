import type { Db } from '../src/db/pool';
import { HOTEL_TODAY } from './hotel-day';

/** A past or future stay at a hotel with its persons and, when given, their detailed profile (guests row). */
export interface StayPerson {
  name: string;
  email?: string | null;
  phone?: string | null;
  doc?: string | null;
  birthDate?: string | null;
  state?: string | null;
  country?: string | null;
  city?: string | null;
}

let seq = 0;

export async function insertStay(
  db: Db,
  hotel: number,
  spec: { checkIn: number; nights?: number; status?: 'R' | 'I' | 'O' | 'C'; origin?: string; paidCents?: number; persons: StayPerson[] },
): Promise<{ bookingId: number; persons: number[] }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bookings (institution_id, voucher, status, check_in, check_out, origin, room_type)
     VALUES ($1, $2, $3, ${HOTEL_TODAY} + $4::int, ${HOTEL_TODAY} + $4::int + $5::int, $6, 'Standard') RETURNING id`,
    [hotel, `CRM-${Date.now().toString(36)}-${++seq}`, spec.status ?? 'O', spec.checkIn, spec.nights ?? 2, spec.origin ?? null],
  );
  const bookingId = Number(rows[0]!.id);
  const persons: number[] = [];
  for (const [i, p] of spec.persons.entries()) {
    let guestId: number | null = null;
    if (p.birthDate || p.state || p.country) {
      const g = await db.query<{ id: string }>(
        `INSERT INTO guests (institution_id, full_name, email, cpf, birth_date, state, country, city) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          hotel,
          p.name,
          p.email ?? null,
          p.doc && /^\d{11}$/.test(p.doc) ? p.doc : null,
          p.birthDate ?? null,
          p.state ?? null,
          p.country ?? null,
          p.city ?? null,
        ],
      );
      guestId = Number(g.rows[0]!.id);
    }
    const r = await db.query<{ id: string }>(
      `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, phone, doc, guest_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [bookingId, hotel, i, p.name, p.email ?? null, p.phone ?? null, p.doc ?? null, guestId],
    );
    persons.push(Number(r.rows[0]!.id));
  }
  if (spec.paidCents) {
    await db.query(
      `INSERT INTO invoices (institution_id, booking_id, description, total_cents, paid_cents, last_status, charged_at) VALUES ($1, $2, 'Diárias', $3, $3, 'paid', now())`,
      [hotel, bookingId, spec.paidCents],
    );
  }
  return { bookingId, persons };
}
