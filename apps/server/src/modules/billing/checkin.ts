import type { consultaPaymentInput, GuestPaymentInfo, processaPaymentInput } from '@gm/contracts/billing';
import { detectBrand, maskedCardNumber } from '@gm/domain/card';
import type { Locale } from '@gm/domain/locale';
import { paymentStepOutcome } from '@gm/domain/payment-outcome';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { GuestCaller } from '../../platform/registry';
import { holderOf, tokenizeAndSave } from './cards';
import { billingHotelOf, bookingOf, refuseUnchargedBooking } from './context';
import { INVOICE_COLUMNS, type InvoiceRow, listInvoices, viewOf } from './invoices';
import { newIdempotencyKey, pay, replayIfKnown } from './payments';
import { guardGuestPayment } from './velocity';

/**
 * The guest's payment at check-in (TSYCFGHASPAYMENT = S): ProcessaPaymentService pays the booking's
 * open invoice with the card typed in the wizard; ConsultaPaymentService is the cheap poll. The
 * caller is a guest with a booking token; the booking comes from the token.
 */

export function bookingFromToken(caller: GuestCaller, requested: number | undefined): number {
  if (caller.tokenType !== 'booking' || caller.codRes === null) throw new AppError('billing.link_invalid', { httpStatus: 403 });
  if (requested !== undefined && requested !== caller.codRes) throw new AppError('billing.link_invalid', { httpStatus: 403 });
  return caller.codRes;
}

/**
 * The invoice the guest pays: the one named, or the booking's first open one. Checked before the card
 * is tokenised, so a payment that cannot happen leaves nothing behind (startAttempt checks again
 * under the invoice lock).
 */
export async function payableInvoice(db: Db, institutionId: number, bookingId: number, codCab: number | undefined): Promise<number> {
  if (codCab === undefined) {
    const { rows } = await db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices i
        WHERE i.institution_id = $1 AND i.booking_id = $2 AND i.cancelled_at IS NULL AND i.total_cents > i.paid_cents
          AND (i.last_status IS NULL OR i.last_status = 'failure')
        ORDER BY i.id LIMIT 1`,
      [institutionId, bookingId],
    );
    if (!rows[0]) throw new AppError('billing.nothing_due_booking');
    // A payment of it still waits for the acquirer: answer that now rather than tokenise a card startAttempt will refuse.
    if (rows[0].processing) throw new AppError('billing.invoice_processing', { httpStatus: 409 });
    return Number(rows[0].id);
  }
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.institution_id = $2 AND i.booking_id = $3`,
    [codCab, institutionId, bookingId],
  );
  const inv = rows[0];
  if (!inv) throw new AppError('billing.invoice_not_found', { httpStatus: 404 });
  const state = viewOf(inv).state;
  if (state === 'cancelled') throw new AppError('billing.invoice_cancelled');
  if (state === 'paid' || state === 'partially_paid') throw new AppError('billing.invoice_paid');
  if (state === 'reserved') throw new AppError('billing.invoice_reserved');
  if (state === 'processing' || state === 'in_analysis') throw new AppError('billing.invoice_processing', { httpStatus: 409 });
  if (Number(inv.total_cents) <= Number(inv.paid_cents)) throw new AppError('billing.nothing_due');
  return codCab;
}

export async function processCheckinPayment(
  deps: AppDeps,
  caller: GuestCaller,
  input: z.infer<typeof processaPaymentInput>,
  locale: Locale,
  ip: string,
  log?: FastifyBaseLogger,
) {
  const bookingId = bookingFromToken(caller, input.codRes);
  const hotel = await billingHotelOf(deps.db, caller.codIns);
  if (!hotel.checkinPayment) throw new AppError('billing.checkin_payment_disabled');
  if (input.reservar && !hotel.twoStep) throw new AppError('billing.two_step_not_allowed');
  const booking = await bookingOf(deps.db, hotel, bookingId);
  refuseUnchargedBooking(booking);
  const brand = detectBrand(input.cardNumber);
  const common = {
    hotel,
    bookingId: booking.id,
    invoiceIdentity: input.codCab ?? 'auto',
    operation: input.reservar ? ('reserve' as const) : ('charge' as const),
    installments: input.totalMonths,
    idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
    // The same card (brand, last digits, expiry) identifies a retry; never the number itself.
    cardIdentity: `${brand}:${maskedCardNumber(input.cardNumber)}:${input.cardExpiryMonth}/${input.cardExpiryYear}`,
    source: 'guest' as const,
    userId: null,
    customerName: holderOf(input),
  };
  // A retry of the same payment answers its stored result before anything else happens.
  const replay = await replayIfKnown(deps, common, locale, brand);
  if (replay) return replay;
  const invoiceId = await payableInvoice(deps.db, hotel.id, booking.id, input.codCab);
  // Card-testing limits and one payment in flight per booking, before any card is tokenised (velocity.ts).
  // A declined or rejected card counts towards the pause.
  return guardGuestPayment(deps, { institutionId: hotel.id, bookingId: booking.id, ip, cardNumber: input.cardNumber }, async () => {
    const card = await tokenizeAndSave(deps, hotel, booking, input, 'checkin', null, { email: input.email });
    return pay(deps, { ...common, invoiceId, card, securityCode: input.cardCvv }, locale, log);
  });
}

const DUE_STATES = new Set(['open', 'failure', 'processing']);

/** What the wizard needs to show and poll: the booking's invoices, what is due and whether paying is on. */
export async function consultCheckinPayment(
  deps: AppDeps,
  caller: GuestCaller,
  input: z.infer<typeof consultaPaymentInput>,
  locale: Locale,
): Promise<GuestPaymentInfo> {
  const bookingId = bookingFromToken(caller, input.codRes);
  const hotel = await billingHotelOf(deps.db, caller.codIns);
  const booking = await bookingOf(deps.db, hotel, bookingId);
  const list = await listInvoices(deps.db, hotel, booking, input.codCab, locale);
  const live = list.faturas.filter((f) => !f.dhCancelamento);
  const dueCents = live.reduce((s, f) => s + Math.round(f.vlrEmAberto * 100), 0);
  return {
    ...list,
    codRes: bookingId,
    pagamentoHabilitado: hotel.checkinPayment ? 'S' : 'N',
    permiteDuasEtapas: hotel.twoStep ? 'S' : 'N',
    vlrEmAberto: dueCents / 100,
    processando: live.some((f) => f.processando),
    /** Nothing left to pay now: every invoice paid or reserved (a two-step payment is captured later). */
    pago: live.length > 0 && live.every((f) => f.vlrEmAberto === 0 || f.estado === 'reserved'),
    condicaoPagamento: booking.paymentCondition,
    resultado: paymentStepOutcome(
      booking.paymentCondition,
      // Due now by the balance rule (openBalanceCentsSql): open or failed invoices; a paid, reserved or analysed one is settled.
      live.map((f) => ({
        totalCents: Math.round(f.vlrTotal * 100),
        dueCents: DUE_STATES.has(f.estado) ? Math.round(f.vlrEmAberto * 100) : 0,
      })),
    ),
  };
}
