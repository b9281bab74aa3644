import { maxInstallmentsSetting } from '@gm/domain/money';
import { chargedToGuest, type PaymentCondition } from '@gm/domain/payment-outcome';
import type { Db, Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { findSettings } from '../institutions/public';

/**
 * What billing reads of other domains, read-only: the booking (by id and hotel) and the hotel's
 * payment settings. Billing never writes bookings or institutions.
 */

/** What billing reads of the hotel's settings (modules/institutions/settings.ts). */
export interface BillingHotel {
  id: number;
  timeZone: string;
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
  /** The booking's payment condition: courtesy and invoiced bookings are never charged to the guest. */
  paymentCondition: PaymentCondition;
}

/** The hotel's settings as billing reads them; an unknown hotel answers like an unknown booking. */
export async function billingHotelOf(db: Db, institutionId: number): Promise<BillingHotel> {
  const settings = await findSettings(db, institutionId);
  if (!settings) throw bookingNotFound();
  const { flags } = settings;
  return {
    id: settings.institutionId,
    timeZone: settings.timeZone,
    maxInstallments: maxInstallmentsSetting(flags.QTDMAXPARCELASPGTO),
    checkinPayment: flags.TSYCFGHASPAYMENT === 'S',
    twoStep: flags.ALLOWPGTODUASETAPAS === 'S',
  };
}

/** The hotel's settings and its booking; a 404 when the booking is not the hotel's. */
export async function hotelAndBooking(
  db: Db,
  institutionId: number,
  bookingId: number,
): Promise<{ hotel: BillingHotel; booking: BillingBooking }> {
  const hotel = await billingHotelOf(db, institutionId);
  return { hotel, booking: await bookingOf(db, hotel, bookingId) };
}

/** Worded at the edge: a hospital reads 'Atendimento não encontrado' (billing.appointment_not_found). */
function bookingNotFound(): AppError {
  return new AppError('billing.booking_not_found', { httpStatus: 404 });
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
  payment_condition: PaymentCondition;
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
    paymentCondition: r.payment_condition,
  };
}

/** The guest's own payment (web or kiosk terminal) is refused for a courtesy or invoiced booking: nothing is charged. */
export function refuseUnchargedBooking(booking: BillingBooking): void {
  if (!chargedToGuest(booking.paymentCondition))
    throw new AppError(booking.paymentCondition === 'courtesy' ? 'billing.courtesy_not_charged' : 'billing.invoiced_not_charged');
}

/** The booking when it belongs to the hotel; otherwise a 404 (reserva / atendimento, worded at the edge). */
export async function bookingOf(db: Queryable, hotel: BillingHotel, bookingId: number): Promise<BillingBooking> {
  const { rows } = await db.query<BookingRow>(
    `SELECT b.id, b.institution_id, b.status, b.check_in, b.check_out, b.created_at, b.payment_condition, p.name, p.email, p.doc
       FROM bookings b
       LEFT JOIN LATERAL (SELECT name, email, doc FROM booking_persons bp WHERE bp.booking_id = b.id ORDER BY position, id LIMIT 1) p ON true
      WHERE b.id = $1 AND b.institution_id = $2`,
    [bookingId, hotel.id],
  );
  if (!rows[0]) throw bookingNotFound();
  return toBooking(rows[0]);
}
