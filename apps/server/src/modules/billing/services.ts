import * as contract from '@gm/contracts/billing/services';
import { forbidden } from '../../platform/errors';
import { speakFor } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import {
  type Caller,
  cancelInvoiceReservation,
  capture,
  chargeOrReserve,
  createPaymentMethod,
  createStandalonePaymentMethod,
  handleFatura,
  handleItemFatura,
  liftGuestPaymentPause,
  listFaturas,
  listPaymentMethods,
  standaloneHotelOf,
} from './billing';
import { consultCheckinPayment, processCheckinPayment } from './checkin';
import { checkoutBill } from './checkout-bill';

/** The payment API (spec section 7; contracts in @gm/contracts/billing/services): staff need PAY listfaturas. */
function caller(ctx: InstitutionContext): Caller {
  const staff = ctx.caller.kind === 'user' ? ctx.caller : null;
  return { codIns: ctx.institutionId, userId: staff?.idUser ?? null, locale: ctx.locale, log: ctx.log, audit: staff ? ctx : null };
}

export const billingServices: AnyService[] = [
  defineService(contract.listInvoices, {
    summary:
      "A booking's invoices (cancelled ones hidden) with items, totals in decimal reais, state, stamp and allowed actions; invoiceId picks one.",
    sample: (fx) => ({ codRes: fx.bookingId }),
    handler: (ctx, input) => listFaturas(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.liftGuestPaymentPause, {
    summary:
      "Lifts the cool-down of the guest's online payment after repeated declines (card-testing defence); recorded in the billing audit.",
    sample: (fx) => ({ codRes: fx.bookingId }),
    handler: (ctx, input) => liftGuestPaymentPause(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.handleInvoice, {
    summary: 'Creates an invoice {codRes, descricao} or cancels one {codRes, codCab, dhCancelamento, codTop} that has no payment status.',
    sample: (fx) => ({ codRes: fx.bookingId, descricao: 'Diárias' }),
    handler: (ctx, input) => handleFatura(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.handleInvoiceItem, {
    summary:
      'Adds or updates (codIte) an invoice item {qtd 1-9999, vlrUnit reais not 0, descricao}, or removes one (dhRemocao); replies vlrTotal and itensCobranca.',
    handler: (ctx, input) => handleItemFatura(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.listPaymentMethods, {
    summary: "The booking's saved cards: [{tagJwt, data{brand, masked_number, display_number}}] in paymentMethods.",
    sample: (fx) => ({ codRes: fx.bookingId }),
    handler: (ctx, input) => listPaymentMethods(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.createPaymentMethod, {
    summary: 'Tokenises a card at the acquirer for a booking (number and CVV are never stored) and replies its tagJwt and masked data.',
    handler: (ctx, input) => createPaymentMethod(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.createStandalonePaymentMethod, {
    summary:
      "The guest's standalone payment link (/payment): saves a card for the booking named by the booking token (body token or bearer).",
    async handler(ctx, input) {
      const bearer = ctx.caller.kind === 'guest' && ctx.caller.tokenType === 'booking' ? ctx.caller : null;
      const codIns = await standaloneHotelOf(ctx.deps, bearer && { codIns: bearer.codIns, codRes: bearer.codRes }, input);
      // The link's hotel words the refusals (a paused payment, a booking not found), whoever the caller is.
      speakFor(ctx, codIns);
      return createStandalonePaymentMethod(ctx.deps, codIns, ctx.locale, input, ctx.ip);
    },
  }),
  defineService(contract.chargeBooking, {
    summary:
      'Charges an invoice (sale with capture) with a saved card, exactly once per idempotencyKey; status 0 with the return code message when declined.',
    handler: (ctx, input) => chargeOrReserve(ctx.deps, caller(ctx), input, 'charge'),
  }),
  defineService(contract.reservePayment, {
    summary: 'Reserves an invoice payment (authorise only, captured or cancelled later), exactly once per idempotencyKey.',
    handler: (ctx, input) => chargeOrReserve(ctx.deps, caller(ctx), input, 'reserve'),
  }),
  defineService(contract.capturePayment, {
    summary: 'Captures the reserved payment of an invoice; a repeated call answers the same outcome.',
    handler: (ctx, input) => capture(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.cancelReservation, {
    summary:
      'Cancels the reserved payment of an invoice (void); the invoice is closed and copied (novoCodCabDuplicado) to be charged again.',
    handler: (ctx, input) => cancelInvoiceReservation(ctx.deps, caller(ctx), input),
  }),
  defineService(contract.processGuestPayment, {
    summary:
      "The guest's check-in payment (TSYCFGHASPAYMENT = S): pays the booking's open invoice with the card typed (CVV sent with the sale, never stored).",
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return processCheckinPayment(ctx.deps, ctx.caller, input, ctx.locale, ctx.ip, ctx.log);
    },
  }),
  defineService(contract.consultGuestPayment, {
    summary: "The guest's booking invoices and amount due, for the check-in payment step and its polling every 2 s.",
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return consultCheckinPayment(ctx.deps, ctx.caller, input, ctx.locale);
    },
  }),
  defineService(contract.checkoutBill, {
    summary:
      "The /checkout page's bill: the booking's invoice lines (description, date, amount) with total, paid and balance; the guest's own booking only.",
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return checkoutBill(ctx.deps, ctx.caller, input, ctx.locale);
    },
  }),
];
