import { flagOf, formatStayDate } from '@gm/domain/bookings';
import type { Db } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { institutionName } from '../institutions/public';

/**
 * What guests see of bookings: a signed-in guest's own bookings (SUJEITO, /details/index) and the
 * booking a booking token opens (the wizard's web check-in view). A guest sees the booking, the names
 * and web check-in state of its guests, and their own contact data; never another guest's document,
 * e-mail, phone or images.
 */

interface GuestBookingRow {
  id: number;
  institution_id: number;
  status: 'R' | 'I' | 'O' | 'C';
  voucher: string;
  check_in: string;
  check_out: string;
  persons: [number, string, number, 'P' | 'D', string | null, string | null, string | null, boolean][];
}

/** The booking's guests; `mine` is the SQL that tells the caller's own entry (bp = booking_persons). */
function personsSql(mine: string): string {
  return `(SELECT coalesce(json_agg(json_build_array(bp.id, bp.name, bp.position, bp.webcheckin_status, bp.email, bp.phone, bp.doc,
      coalesce(${mine}, false)) ORDER BY bp.position, bp.id), '[]'::json) FROM booking_persons bp WHERE bp.booking_id = b.id)`;
}

function toGuestBooking(r: GuestBookingRow) {
  return {
    CODRES: Number(r.id),
    codIns: r.institution_id,
    STATUS: r.status,
    VOUCHER: r.voucher,
    DTRESERVA: formatStayDate(r.check_in),
    DHSAIDAPREV: formatStayDate(r.check_out),
    pessoasReserva: r.persons.map(([id, name, position, webcheckin, email, phone, doc, mine]) => ({
      CODPESRES: Number(id),
      NOME: name,
      principal: flagOf(position === 0),
      statusWebCheckin: webcheckin,
      proprio: flagOf(mine === true),
      ...(mine ? { EMAIL: email, TELEFONE: phone, DOC: doc } : {}),
    })),
  };
}

/** The signed-in guest's bookings at any hotel: by the e-mail on the booking or their guest profile. */
export async function ownBookings(db: Db, user: { idUser: number; email: string }, paging: { offset: number; limit: number }) {
  const matching = `SELECT bp.booking_id FROM booking_persons bp WHERE lower(bp.email) = lower($1) AND bp.email IS NOT NULL
                    UNION SELECT bp.booking_id FROM booking_persons bp JOIN guests g ON g.id = bp.guest_id WHERE g.user_id = $2`;
  const { rows } = await db.query<{ total: number; rows: GuestBookingRow[] }>(
    `SELECT (SELECT count(*) FROM (${matching}) m) AS total,
       (SELECT coalesce(json_agg(row_to_json(r)), '[]'::json) FROM (
          SELECT b.id, b.institution_id, b.status, b.voucher, b.check_in, b.check_out, ${personsSql('lower(bp.email) = lower($1) OR bp.guest_id IN (SELECT g.id FROM guests g WHERE g.user_id = $2)')} AS persons
            FROM bookings b WHERE b.id IN (${matching})
           ORDER BY b.check_in DESC, b.id DESC LIMIT $3 OFFSET $4) r) AS rows`,
    [user.email, user.idUser, paging.limit, paging.offset],
  );
  const r = rows[0]!;
  const names = new Map<number, string>();
  for (const b of r.rows) if (!names.has(b.institution_id)) names.set(b.institution_id, await institutionName(db, b.institution_id));
  return {
    status: 1 as const,
    metadata: { totalCount: Number(r.total) },
    data: r.rows.map((b) => ({ ...toGuestBooking(b), nomeIns: names.get(b.institution_id) ?? '-' })),
  };
}

/** The booking a guest's booking token opens, as the guest may see it. */
export async function bookingForGuest(db: Db, institutionId: number, bookingId: number, personId: number | null) {
  const { rows } = await db.query<GuestBookingRow>(
    `SELECT b.id, b.institution_id, b.status, b.voucher, b.check_in, b.check_out, ${personsSql('bp.guest_id = $3')} AS persons
       FROM bookings b WHERE b.id = $1 AND b.institution_id = $2`,
    [bookingId, institutionId, personId],
  );
  if (!rows[0]) throw new AppError('bookings.not_found', { httpStatus: 404 });
  return { status: 1 as const, reserva: toGuestBooking(rows[0]) };
}
