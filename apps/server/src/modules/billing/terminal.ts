import { invoiceStatusAfter } from '@gm/domain/invoice-state';
import type pg from 'pg';
import type { Db } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { recordEvent } from './audit';
import { payableInvoice } from './checkin';
import { billingHotelOf, bookingOf, refuseUnchargedBooking } from './context';
import { lockInvoice } from './invoices';

/**
 * Payments taken on a kiosk's card terminal (the kiosk module runs the terminal; docs/decisions/0064-kiosk.md).
 * Billing answers what the guest owes and applies an approval to the invoice, with its audit row; the terminal
 * talked to the acquirer, so no card, token or attempt exists here.
 */

export interface TerminalDue {
  invoiceId: number;
  dueCents: number;
}

/** The invoice the guest pays at the kiosk (the one named or the first open one) and what is due on it. */
export async function terminalDue(db: Db, institutionId: number, bookingId: number, codCab: number | undefined): Promise<TerminalDue> {
  const hotel = await billingHotelOf(db, institutionId);
  if (!hotel.checkinPayment) throw new AppError('billing.checkin_payment_disabled');
  const booking = await bookingOf(db, hotel, bookingId);
  refuseUnchargedBooking(booking);
  const invoiceId = await payableInvoice(db, hotel.id, booking.id, codCab);
  const { rows } = await db.query<{ due: string }>('SELECT total_cents - paid_cents AS due FROM invoices WHERE id = $1', [invoiceId]);
  return { invoiceId, dueCents: Number(rows[0]?.due ?? 0) };
}

export interface TerminalOutcome {
  institutionId: number;
  bookingId: number;
  invoiceId: number;
  amountCents: number;
  terminalPaymentId: number;
  state: 'approved' | 'declined' | 'timeout' | 'cancelled' | 'error';
  reason: string | null;
  authorizationCode: string | null;
  brand: string | null;
}

/**
 * A terminal payment ended (inside the kiosk's transaction): an approval pays the invoice (as a charge with
 * capture); every outcome goes to the payment audit trail. No card data: ids, amounts and codes.
 */
export async function applyTerminalOutcome(tx: pg.PoolClient, o: TerminalOutcome): Promise<void> {
  const details = {
    terminalPaymentId: o.terminalPaymentId,
    amountCents: o.amountCents,
    authorizationCode: o.authorizationCode,
    brand: o.brand,
  };
  if (o.state === 'approved') {
    const invoice = await lockInvoice(tx, o.institutionId, o.bookingId, o.invoiceId);
    const paid = Number(invoice.paid_cents) + o.amountCents;
    await tx.query(
      `UPDATE invoices SET paid_cents = $2, charged_at = now(), direct_charge = true, last_status = $3,
              last_failure_status = NULL, last_failure_code = NULL, updated_at = now() WHERE id = $1`,
      [o.invoiceId, paid, invoiceStatusAfter('paid', Number(invoice.total_cents), paid)],
    );
  }
  await recordEvent(tx, {
    institutionId: o.institutionId,
    bookingId: o.bookingId,
    invoiceId: o.invoiceId,
    kind: `terminal.${o.state}`,
    state: o.state === 'approved' ? 'paid' : o.state,
    returnCode: o.reason,
    details,
  });
}
