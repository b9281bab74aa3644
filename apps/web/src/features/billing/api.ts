import type { InvoiceWire, ListFaturaReply, PaymentReply, SavedCardWire } from '@gm/contracts/billing';
import type { BookingTokenReply } from '@gm/contracts/checkin';
import type { bookingToken as BookingTokenContract } from '@gm/contracts/checkin/services';
import type { InputOf } from '@gm/contracts/contract';
import { call, callService } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';

/**
 * The payment API (spec section 7 "Payments and billing"): staff calls under /jwt/brokerJson/pay with
 * the signed-in session; the guest's calls with the booking token (check-in payment under
 * /jwt/brokerJson/checkin, the standalone link's card under the pay path with the token in the body).
 * Money on the wire is decimal reais (12.5 = R$ 12,50).
 */
const PAY = '/jwt/brokerJson/pay';
const CHECKIN = '/jwt/brokerJson/checkin';

/** One query-key factory for the feature: every billing query sits under billingKeys.all. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (codRes: number) => [...billingKeys.all, 'invoices', codRes] as const,
  invoice: (codRes: number, codCab: number) => [...billingKeys.all, 'invoices', codRes, codCab] as const,
  cards: (codRes: number) => [...billingKeys.all, 'cards', codRes] as const,
  guest: (token: string) => [...billingKeys.all, 'guest', token] as const,
};

export type { InvoiceWire, ListFaturaReply, PaymentReply, SavedCardWire };

export function listInvoices(codRes: number, invoiceId?: number): Promise<ListFaturaReply> {
  return callService(PAY, 'ListFaturaService', invoiceId === undefined ? { codRes } : { codRes, invoiceId });
}

export function createInvoice(
  codRes: number,
  descricao: string,
): Promise<{ status: 1; codCab: number; fatura: InvoiceWire; message: string }> {
  return callService(PAY, 'HandleFaturaService', { codRes, descricao });
}

/** YYYY-MM-DD of today on this device (dhCancelamento / the day an item is included or removed). */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** HandleFaturaService cancel: only invoices with no last status (the server checks again). */
export function removeInvoice(codRes: number, invoice: Pick<InvoiceWire, 'codCab' | 'codTop'>): Promise<{ status: 1; message: string }> {
  return callService(PAY, 'HandleFaturaService', { codRes, codCab: invoice.codCab, dhCancelamento: todayIso(), codTop: invoice.codTop });
}

export interface ItemInput {
  codRes: number;
  codCab: number;
  codIte?: number;
  qtd: number;
  /** Decimal reais. */
  vlrUnit: number;
  descricao: string;
}

export interface ItemReply {
  status: 1;
  codCab: number;
  codIte: number;
  vlrTotal: number;
  itensCobranca: InvoiceWire['itensCobranca'];
  fatura: InvoiceWire;
  message: string;
}

/** HandleItemFaturaService add (no codIte) or update (codIte). */
export function saveItem(input: ItemInput): Promise<ItemReply> {
  return callService(PAY, 'HandleItemFaturaService', { ...input, dhInclusao: todayIso() });
}

export function removeItem(codRes: number, codCab: number, codIte: number): Promise<ItemReply> {
  return callService(PAY, 'HandleItemFaturaService', { codRes, codCab, codIte, dhRemocao: todayIso() });
}

export function listCards(codRes: number): Promise<{ status: 1; paymentMethods: SavedCardWire[] }> {
  return callService(PAY, 'ListPaymentMethodsService', { codRes });
}

/** The credit card payload of spec section 3 (number without spaces). Never cached or stored. */
export interface CardPayload {
  cardFirstName: string;
  cardLastName: string;
  cardNumber: string;
  cardCvv: string;
  cardExpiryMonth: string;
  cardExpiryYear: string;
  cpf?: string;
  email?: string;
}

export type SavedCardReply = SavedCardWire & { status: 1; message: string };

/** CreatePaymentMethodService: the card goes to the acquirer's tokenisation; only the token is kept. */
export function createCard(codRes: number, card: CardPayload): Promise<SavedCardReply> {
  return callService(PAY, 'CreatePaymentMethodService', { ...card, codRes });
}

export interface PayInput {
  codRes: number;
  codCab: number;
  totalMonths: number;
  tagJwt: string;
  /** Made when the payment view opens and sent again on a retry of the same payment. */
  idempotencyKey: string;
}

export type PayOperation = 'charge' | 'reserve' | 'capture' | 'cancel';

/** ChargeBookingService (sale with capture) or CriarFaturaReservarPagamentoService (authorise only). */
export function pay(operation: 'charge' | 'reserve', input: PayInput): Promise<PaymentReply> {
  return callService(PAY, operation === 'charge' ? 'ChargeBookingService' : 'CriarFaturaReservarPagamentoService', input);
}

/** CapturarPagamentoService / CancelarFaturaService of a reserved payment. */
export function settleReservation(operation: 'capture' | 'cancel', codRes: number, codCab: number): Promise<PaymentReply> {
  return callService(PAY, operation === 'capture' ? 'CapturarPagamentoService' : 'CancelarFaturaService', { codRes, codCab });
}

// ---------------------------------------------------------------- the guest's calls

/** ConsultaPaymentService: the guest's booking invoices, what is due and the hotel's payment settings. */
export interface GuestPaymentInfo extends ListFaturaReply {
  codRes: number;
  pagamentoHabilitado: 'S' | 'N';
  permiteDuasEtapas: 'S' | 'N';
  vlrEmAberto: number;
  processando: boolean;
  pago: boolean;
}

export function consultGuestPayment(token: string, codCab?: number): Promise<GuestPaymentInfo> {
  return callService(CHECKIN, 'ConsultaPaymentService', codCab === undefined ? {} : { codCab }, { auth: { bearer: token } });
}

export interface GuestPayInput extends CardPayload {
  codCab?: number;
  totalMonths: number;
  idempotencyKey: string;
  reservar: boolean;
}

/** ProcessaPaymentService: the guest pays the booking's open invoice with the card typed (personal mode). */
export function processGuestPayment(token: string, input: GuestPayInput): Promise<PaymentReply> {
  return callService(CHECKIN, 'ProcessaPaymentService', input, { auth: { bearer: token } });
}

export interface StandaloneInput extends CardPayload {
  codRes: number;
  observacao?: string;
}

/** CreateStandalonePaymentMethodService: the payment link's card, saved for the booking the token names. */
export function createStandaloneCard(token: string, input: StandaloneInput): Promise<SavedCardReply> {
  return callService(PAY, 'CreateStandalonePaymentMethodService', { ...input, token }, { auth: 'none' });
}

/**
 * /booking/token: a guest finds their booking by voucher and name (h: the hotel's link code). The contract (with its
 * zod schemas) loads with the call, not with the payment page.
 */
export async function findBooking(input: InputOf<typeof BookingTokenContract>): Promise<BookingTokenReply> {
  const { bookingToken } = await import('@gm/contracts/checkin/services');
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

/** LiberarPagamentoOnlineService: lifts the cool-down of the guest's online payment after repeated declines. */
export function liftGuestPaymentPause(codRes: number): Promise<{ status: 1; message: string }> {
  return callService(PAY, 'LiberarPagamentoOnlineService', { codRes });
}
