import { maxInstallmentsSetting } from '@gm/domain/money';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

/**
 * What billing reads of other domains, read-only: the booking (by id and hotel) and the hotel's
 * payment settings. Billing never writes bookings or institutions.
 */

export interface BillingHotel {
  id: number;
  timeZone: string;
  hospital: boolean;
  /** QTDMAXPARCELASPGTO as a number (1 when empty or 1). */
  maxInstallments: number;
  /** TSYCFGHASPAYMENT = S: payment is part of check-in. */
  checkinPayment: boolean;
  /** ALLOWPGTODUASETAPAS = S: the guest may reserve at check-in and be captured later. */
  twoStep: boolean;
}

export interface BillingBooking {
  id: number;
  institutionId: number;
  status: string;
  checkIn: string;
  checkOut: string;
  createdAt: Date;
  guestName: string | null;
  guestEmail: string | null;
  doc: string | null;
}

export async function hotelSettings(db: Queryable, institutionId: number): Promise<BillingHotel> {
  const { rows } = await db.query<{ id: number; time_zone: string; flags: Record<string, unknown> }>(
    'SELECT id, time_zone, flags FROM institutions WHERE id = $1',
    [institutionId],
  );
  const row = rows[0];
  if (!row) throw new AppError('billing.booking_not_found', { httpStatus: 404 });
  return toHotel(row.id, row.time_zone, row.flags);
}

function toHotel(id: number, timeZone: string, flags: Record<string, unknown> | null): BillingHotel {
  const f = flags ?? {};
  return {
    id,
    timeZone,
    hospital: f.ISHOSPITAL === 'S',
    maxInstallments: maxInstallmentsSetting(f.QTDMAXPARCELASPGTO),
    checkinPayment: f.TSYCFGHASPAYMENT === 'S',
    twoStep: f.ALLOWPGTODUASETAPAS === 'S',
  };
}

/** The hotel's settings and its booking in one query; a 404 in the hotel's wording when the booking is not the hotel's. */
export async function hotelAndBooking(
  db: Queryable,
  institutionId: number,
  bookingId: number,
): Promise<{ hotel: BillingHotel; booking: BillingBooking }> {
  const { rows } = await db.query<BookingRow & { ins_id: number; time_zone: string; flags: Record<string, unknown> }>(
    `SELECT i.id AS ins_id, i.time_zone, i.flags, b.id, b.institution_id, b.status, b.check_in, b.check_out, b.created_at, p.name, p.email, p.doc
       FROM institutions i
       LEFT JOIN bookings b ON b.id = $2 AND b.institution_id = i.id
       LEFT JOIN LATERAL (SELECT name, email, doc FROM booking_persons bp WHERE bp.booking_id = b.id ORDER BY position, id LIMIT 1) p ON true
      WHERE i.id = $1`,
    [institutionId, bookingId],
  );
  const r = rows[0];
  if (!r) throw new AppError('billing.booking_not_found', { httpStatus: 404 });
  const hotel = toHotel(r.ins_id, r.time_zone, r.flags);
  if (r.id === null) throw notFoundFor(hotel);
  return { hotel, booking: toBooking(r) };
}

function notFoundFor(hotel: BillingHotel): AppError {
  return new AppError(hotel.hospital ? 'billing.appointment_not_found' : 'billing.booking_not_found', { httpStatus: 404 });
}

interface BookingRow {
  id: number;
  institution_id: number;
  status: string;
  check_in: string;
  check_out: string;
  created_at: Date;
  name: string | null;
  email: string | null;
  doc: string | null;
}

function toBooking(r: BookingRow): BillingBooking {
  return {
    id: Number(r.id),
    institutionId: r.institution_id,
    status: r.status,
    checkIn: r.check_in,
    checkOut: r.check_out,
    createdAt: r.created_at,
    guestName: r.name,
    guestEmail: r.email,
    doc: r.doc,
  };
}

/** The booking when it belongs to the hotel; otherwise a 404 in the hotel's wording (reserva / atendimento). */
export async function bookingOf(db: Queryable, hotel: BillingHotel, bookingId: number): Promise<BillingBooking> {
  const { rows } = await db.query<BookingRow>(
    `SELECT b.id, b.institution_id, b.status, b.check_in, b.check_out, b.created_at, p.name, p.email, p.doc
       FROM bookings b
       LEFT JOIN LATERAL (SELECT name, email, doc FROM booking_persons bp WHERE bp.booking_id = b.id ORDER BY position, id LIMIT 1) p ON true
      WHERE b.id = $1 AND b.institution_id = $2`,
    [bookingId, hotel.id],
  );
  if (!rows[0]) throw notFoundFor(hotel);
  return toBooking(rows[0]);
}
