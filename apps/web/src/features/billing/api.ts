import type {
  CheckoutBill,
  GuestPaymentInfo,
  InvoiceWire,
  ListFatura,
  PaymentReply,
  SavedCardReply,
  SavedCardWire,
} from '@gm/contracts/billing';
import * as contracts from '@gm/contracts/billing/services';
import type { BookingTokenReply } from '@gm/contracts/checkin';
import { bookingToken } from '@gm/contracts/checkin/services';
import type { InputOf } from '@gm/contracts/contract';
import type { GuestContext } from '@gm/contracts/institutions/replies';
import { contexto } from '@gm/contracts/institutions/services';
import { call } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';

/**
 * The payment API (spec section 7 "Payments and billing"), by contract (@gm/contracts/billing/services): staff
 * calls with the signed-in session; the guest's calls with the booking token (check-in payment, and the standalone
 * link's card with the token in the body). Money on the wire is decimal reais (12.5 = R$ 12,50).
 */

/** One query-key factory for the feature: every billing query sits under billingKeys.all. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (codRes: number) => [...billingKeys.all, 'invoices', codRes] as const,
  invoice: (codRes: number, codCab: number) => [...billingKeys.all, 'invoices', codRes, codCab] as const,
  cards: (codRes: number) => [...billingKeys.all, 'cards', codRes] as const,
  guest: (token: string) => [...billingKeys.all, 'guest', token] as const,
  checkoutBill: (token: string) => [...billingKeys.all, 'checkout-bill', token] as const,
};

export type { GuestPaymentInfo, InvoiceWire, ListFatura, PaymentReply, SavedCardReply, SavedCardWire };

export function listInvoices(codRes: number, invoiceId?: number): Promise<ListFatura> {
  return call(contracts.listInvoices, invoiceId === undefined ? { codRes } : { codRes, invoiceId });
}

export function createInvoice(codRes: number, descricao: string) {
  return call(contracts.handleInvoice, { codRes, descricao });
}

/** YYYY-MM-DD of today on this device (dhCancelamento / the day an item is included or removed). */
function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** HandleFaturaService cancel: only invoices with no last status (the server checks again). */
export function removeInvoice(codRes: number, invoice: Pick<InvoiceWire, 'codCab' | 'codTop'>) {
  return call(contracts.handleInvoice, { codRes, codCab: invoice.codCab, dhCancelamento: todayIso(), codTop: invoice.codTop });
}

/** An item to add (no codIte) or update; the day it is included is today's. */
export type ItemInput = Omit<InputOf<typeof contracts.handleInvoiceItem>, 'dhInclusao' | 'dhRemocao'>;

/** HandleItemFaturaService add (no codIte) or update (codIte). */
export function saveItem(input: ItemInput) {
  return call(contracts.handleInvoiceItem, { ...input, dhInclusao: todayIso() });
}

export function removeItem(codRes: number, codCab: number, codIte: number) {
  return call(contracts.handleInvoiceItem, { codRes, codCab, codIte, dhRemocao: todayIso() });
}

export function listCards(codRes: number) {
  return call(contracts.listPaymentMethods, { codRes });
}

/** The credit card payload of spec section 3 (number without spaces). Never cached or stored. */
export type CardPayload = Omit<InputOf<typeof contracts.createPaymentMethod>, 'codRes'>;

/** CreatePaymentMethodService: the card goes to the acquirer's tokenisation; only the token is kept. */
export function createCard(codRes: number, card: CardPayload): Promise<SavedCardReply> {
  return call(contracts.createPaymentMethod, { ...card, codRes });
}

export type PayOperation = 'charge' | 'reserve' | 'capture' | 'cancel';

/**
 * ChargeBookingService (sale with capture) or CriarFaturaReservarPagamentoService (authorise only); the
 * idempotencyKey is made when the payment view opens and sent again on a retry of the same payment.
 */
export function pay(operation: 'charge' | 'reserve', input: InputOf<typeof contracts.chargeBooking>): Promise<PaymentReply> {
  return call(operation === 'charge' ? contracts.chargeBooking : contracts.reservePayment, input);
}

/** CapturarPagamentoService / CancelarFaturaService of a reserved payment. */
export function settleReservation(operation: 'capture' | 'cancel', codRes: number, codCab: number): Promise<PaymentReply> {
  return call(operation === 'capture' ? contracts.capturePayment : contracts.cancelReservation, { codRes, codCab });
}

// ---------------------------------------------------------------- the guest's calls

/** ConsultaPaymentService: the guest's booking invoices, what is due and the hotel's payment settings. */
export function consultGuestPayment(token: string, codCab?: number): Promise<GuestPaymentInfo> {
  return call(contracts.consultGuestPayment, codCab === undefined ? {} : { codCab }, { auth: { bearer: token } });
}

/** ItensCheckoutService: the /checkout page's bill (the booking of the guest's token only). */
export function checkoutBill(token: string): Promise<CheckoutBill> {
  return call(contracts.checkoutBill, {}, { auth: { bearer: token } });
}

/** ProcessaPaymentService: the guest pays the booking's open invoice with the card typed (personal mode). */
export function processGuestPayment(token: string, input: InputOf<typeof contracts.processGuestPayment>): Promise<PaymentReply> {
  return call(contracts.processGuestPayment, input, { auth: { bearer: token } });
}

/** CreateStandalonePaymentMethodService: the payment link's card, saved for the booking the token names. */
export function createStandaloneCard(
  token: string,
  input: Omit<InputOf<typeof contracts.createStandalonePaymentMethod>, 'token'>,
): Promise<SavedCardReply> {
  return call(contracts.createStandalonePaymentMethod, { ...input, token }, { auth: 'none' });
}

/** /booking/token: a guest finds their booking by voucher and name (h: the hotel's link code). */
function findBooking(input: InputOf<typeof bookingToken>): Promise<BookingTokenReply> {
  return call(bookingToken, input, { auth: 'none' });
}

/**
 * The payment page serves a booking before check-in and a stay in house (paying at check-out): a
 * booking the check-in search refuses for its stage (not for an unknown voucher or name) is looked up
 * again as a check-out; the first refusal is what the guest reads when both fail.
 */
export async function findBookingToPay(input: { voucher: string; nome: string; h?: string }): Promise<BookingTokenReply> {
  try {
    return await findBooking(input);
  } catch (error) {
    if (!(error instanceof ApiError) || error.http === 404 || error.http >= 500 || error.http === 0) throw error;
    return findBooking({ ...input, finalidade: 'checkout' }).catch(() => {
      throw error;
    });
  }
}

/**
 * ContextoService for the payment link's hotel code (h): its name and whether it is a hospital, so the page speaks
 * the hotel's wording before the guest types anything. An unknown code answers a refusal; a network code is no hotel.
 */
export async function paymentHotel(h: string): Promise<GuestContext> {
  const reply = await call(contexto, { parametros: { attributes: { h } } }, { auth: 'none' });
  if (!('tipo' in reply) || reply.tipo !== 'h') throw new ApiError('not a hotel link', { http: 422, readable: false });
  return reply.contextIns;
}

/** LiberarPagamentoOnlineService: lifts the cool-down of the guest's online payment after repeated declines. */
export function liftGuestPaymentPause(codRes: number) {
  return call(contracts.liftGuestPaymentPause, { codRes });
}
