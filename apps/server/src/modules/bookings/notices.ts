import type { Queryable } from '../../db/pool';

/**
 * What the hotel's notification mails read of a booking (the notifications module, through public.ts): names,
 * e-mails, dates and states. Never documents: a mail carries no CPF or document number.
 */
export interface NoticePerson {
  id: number;
  position: number;
  /** The name the guest checked in with, else the booking's. */
  name: string;
  email: string | null;
  /** The profile's nationality (ISO alpha-2), when the guest has one. */
  nationality: string | null;
  webcheckinDone: boolean;
  webcheckinAt: string | null;
}

export interface BookingNotice {
  id: number;
  voucher: string;
  status: 'R' | 'I' | 'O' | 'C';
  cancelled: boolean;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  roomType: string | null;
  /** Web check-in still open (no deadline, or a deadline ahead). */
  webcheckinOpen: boolean;
  persons: NoticePerson[];
}

/** One booking of the hotel with its guests in order (the main guest first), or null. */
export async function bookingNotice(db: Queryable, institutionId: number, bookingId: number): Promise<BookingNotice | null> {
  const { rows } = await db.query<{
    id: number;
    voucher: string;
    status: BookingNotice['status'];
    cancelled: boolean;
    check_in: string;
    check_out: string;
    room_type: string | null;
    open: boolean;
    persons: {
      id: number;
      position: number;
      name: string;
      email: string | null;
      nationality: string | null;
      done: boolean;
      at: string | null;
    }[];
  }>(
    `SELECT b.id, b.voucher, b.status, b.cancelled_at IS NOT NULL AS cancelled, to_char(b.check_in, 'YYYY-MM-DD') AS check_in,
            to_char(b.check_out, 'YYYY-MM-DD') AS check_out, b.room_type,
            (b.webcheckin_deadline IS NULL OR b.webcheckin_deadline > now()) AS open,
            coalesce((SELECT json_agg(json_build_object(
                        'id', bp.id, 'position', bp.position, 'name', coalesce(bp.webcheck_name, bp.name),
                        'email', coalesce(bp.webcheck_email, bp.email), 'nationality', g.nationality,
                        'done', bp.webcheckin_status = 'D', 'at', bp.webcheckin_at) ORDER BY bp.position, bp.id)
                        FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
                       WHERE bp.booking_id = b.id), '[]'::json) AS persons
       FROM bookings b WHERE b.id = $1 AND b.institution_id = $2`,
    [bookingId, institutionId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    voucher: r.voucher,
    status: r.status,
    cancelled: r.cancelled,
    checkIn: r.check_in,
    checkOut: r.check_out,
    roomType: r.room_type,
    webcheckinOpen: r.open,
    persons: r.persons.map((p) => ({
      id: Number(p.id),
      position: p.position,
      name: p.name,
      email: p.email?.trim() || null,
      nationality: p.nationality,
      webcheckinDone: p.done,
      webcheckinAt: p.at,
    })),
  };
}

/**
 * Bookings arriving between two dates (inclusive, YYYY-MM-DD) whose main guest has an e-mail and has not done the
 * web check-in, still open and not cancelled: the pre-arrival invitation's candidates, by id after `afterId`.
 */
export async function upcomingArrivals(
  db: Queryable,
  institutionId: number,
  from: string,
  to: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT b.id FROM bookings b
       JOIN booking_persons bp ON bp.booking_id = b.id AND bp.position = 0
      WHERE b.institution_id = $1 AND b.check_in BETWEEN $2::date AND $3::date AND b.status = 'R' AND b.cancelled_at IS NULL
        AND (b.webcheckin_deadline IS NULL OR b.webcheckin_deadline > now())
        AND bp.webcheckin_status = 'P' AND coalesce(bp.webcheck_email, bp.email) LIKE '%@%' AND b.id > $4
      ORDER BY b.id LIMIT $5`,
    [institutionId, from, to, afterId, limit],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Guests of stays that ended from `from` to `to` (check-out dates, the hotel's days) who have an e-mail: the
 * booking checked out (O), or still in house (I) past its check-out date. Cancelled bookings and no-shows are not
 * stays. Paged by booking person id.
 */
export async function recentDepartures(
  db: Queryable,
  institutionId: number,
  from: string,
  to: string,
  afterPersonId: number,
  limit: number,
): Promise<{ bookingId: number; personId: number }[]> {
  const { rows } = await db.query<{ booking_id: string; id: string }>(
    `SELECT bp.booking_id, bp.id FROM bookings b
       JOIN booking_persons bp ON bp.booking_id = b.id
      WHERE b.institution_id = $1 AND b.check_out BETWEEN $2::date AND $3::date AND b.cancelled_at IS NULL
        AND (b.status = 'O' OR (b.status = 'I' AND b.check_out < $3::date))
        AND coalesce(bp.webcheck_email, bp.email) LIKE '%@%' AND bp.id > $4
      ORDER BY bp.id LIMIT $5`,
    [institutionId, from, to, afterPersonId, limit],
  );
  return rows.map((r) => ({ bookingId: Number(r.booking_id), personId: Number(r.id) }));
}

/** A registration's PMS outcome: the error as the PMS worded it and when it was released (each release is a new try). */
export async function registrationNotice(
  db: Queryable,
  institutionId: number,
  registrationId: number,
): Promise<{ personId: number; errorDetails: string | null; releasedAt: string | null } | null> {
  const { rows } = await db.query<{ booking_person_id: number; error_details: string | null; released_at: Date | null }>(
    'SELECT booking_person_id, error_details, released_at FROM pms_registrations WHERE id = $1 AND institution_id = $2',
    [registrationId, institutionId],
  );
  const r = rows[0];
  return r
    ? { personId: Number(r.booking_person_id), errorDetails: r.error_details, releasedAt: r.released_at?.toISOString() ?? null }
    : null;
}
