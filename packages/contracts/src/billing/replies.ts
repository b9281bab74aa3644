import { PAYMENT_CONDITIONS, PAYMENT_STEP_OUTCOMES } from '@gm/domain/payment-outcome';
import { z } from 'zod';
import { flag } from '../common';

/**
 * What the billing services send (spec section 3 Invoice / Invoice item / Saved card / Payment failure). Money is
 * decimal reais (12.5 = R$ 12,50); instants are ISO strings. A saved card travels only as its tag, brand and masked
 * numbers: no reply declares a card number or CVV, so the reply check refuses one that carries them. Failures
 * (declines with their LR and failure entry) are the platform's error shape, not part of these.
 */

const recordId = z.number().int().positive();
const count = z.number().int().nonnegative();
const instant = z.string();

/** eveUltStatus: the invoice's last payment event (@gm/domain/invoice-state InvoiceLastStatus). */
const lastStatus = z.enum(['paid', 'partially_paid', 'in_analysis', 'failure']);

export const invoiceItem = z.object({
  codCab: recordId,
  codIte: recordId,
  /** Two-digit numbering of the visible items ('01', '02', ...). */
  numero: z.string(),
  descricao: z.string(),
  qtd: z.number().int(),
  /** Decimal reais; negative on a discount line. */
  vlrUnit: z.number(),
  /** vlrUnit x qtd, decimal reais. */
  vlrTotal: z.number(),
  dhInclusao: instant,
  dhRemocao: instant.nullable(),
});
export type InvoiceItemWire = z.infer<typeof invoiceItem>;

/** Payment failure entry (spec section 3); error: declined, rejected (no transaction) or no_sale. */
export const paymentFailure = z.object({ failureLrCode: z.string().nullable(), error: z.string(), message: z.string() });
export type PaymentFailureWire = z.infer<typeof paymentFailure>;

export const invoice = z.object({
  codCab: recordId,
  id: recordId,
  codRes: recordId,
  codTop: z.number().int().nullable(),
  descricao: z.string(),
  itensCobranca: z.array(invoiceItem),
  /** Decimal reais. */
  vlrTotal: z.number(),
  vlrPago: z.number(),
  vlrEmAberto: z.number(),
  dhCobranca: instant.nullable(),
  dhCancelamento: instant.nullable(),
  isCobrancaDireta: flag.nullable(),
  eveUltStatus: lastStatus.nullable(),
  eveStatusPagFail: z.string().nullable(),
  evePagFailLr: z.string().nullable(),
  failure: paymentFailure.nullable(),
  novoCodCabDuplicado: recordId.nullable(),
  /** Derived (@gm/domain/invoice-state invoiceView). */
  estado: z.enum(['open', 'processing', 'paid', 'partially_paid', 'reserved', 'in_analysis', 'failure', 'cancelled']),
  somenteLeitura: z.boolean(),
  /** 'paid' -> 'Pagamento realizado'; 'reserved' -> 'Pagamento reservado'. */
  carimbo: z.enum(['paid', 'reserved']).nullable(),
  processando: z.boolean(),
  acoes: z.object({
    editItems: z.boolean(),
    charge: z.boolean(),
    reserve: z.boolean(),
    capture: z.boolean(),
    cancelReservation: z.boolean(),
    remove: z.boolean(),
  }),
  /** Installment choices for the amount due (R$ 5,00 at least per installment); empty when nothing is due. */
  parcelas: z.array(z.number().int().positive()),
});
export type InvoiceWire = z.infer<typeof invoice>;

/** The header of the invoice screens: dates DD/MM/YYYY (today in the hotel's time zone), the guest's masked document. */
export const invoiceInfo = z.object({
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guestName: z.string().nullable(),
  doc: z.string().nullable(),
  timeZone: z.string(),
});
export type InvoiceInfoWire = z.infer<typeof invoiceInfo>;

/** The guest's online payment paused after repeated declines: since and until when, after how many declines of how many cards. */
export const guestPaymentPause = z.object({ desde: instant, ate: instant, recusas: count, cartoes: count });
export type GuestPaymentPauseWire = z.infer<typeof guestPaymentPause>;

/** A booking's invoices (cancelled ones hidden), with `fatura` when one was asked for by id: what both lists share. */
export const invoiceListReply = z.object({
  status: z.literal(1),
  faturas: z.array(invoice),
  fatura: invoice.optional(),
  info: invoiceInfo,
  /** QTDMAXPARCELASPGTO as a number (1 = selector hidden). */
  maxParcelas: z.number().int().positive(),
  mostrarParcelas: z.boolean(),
});
/** The invoice list as the server builds it for both services (ListFatura adds the pause, ConsultaPayment the guest's totals). */
export type ListFaturaReply = z.infer<typeof invoiceListReply>;

/** ListFaturaService: staff also see whether the guest's online payment is paused (null when it is not). */
export const listFaturaReply = invoiceListReply.extend({ pagamentoOnlinePausado: guestPaymentPause.nullable() });
export type ListFatura = z.infer<typeof listFaturaReply>;

/** ConsultaPaymentService: the guest's list, what is due in all and whether the hotel takes payment at check-in. */
export const consultaPaymentReply = invoiceListReply.extend({
  codRes: recordId,
  pagamentoHabilitado: flag,
  permiteDuasEtapas: flag,
  vlrEmAberto: z.number(),
  processando: z.boolean(),
  /** Nothing left to pay now: every invoice paid or reserved. */
  pago: z.boolean(),
  /** The booking's payment condition (docs/decisions/0081-payment-outcomes.md). */
  condicaoPagamento: z.enum(PAYMENT_CONDITIONS),
  /**
   * What the payment step shows (spec section 4 "Payment outcomes"): due, paid, courtesy, invoiced, or no_value (the
   * guest pays but the booking has no value yet: the reception settles it).
   */
  resultado: z.enum(PAYMENT_STEP_OUTCOMES),
});
export type GuestPaymentInfo = z.infer<typeof consultaPaymentReply>;

/**
 * ItensCheckoutService: the stay's bill as the /checkout page lists it, every live line of the booking's invoices
 * (cancelled invoices and removed lines left out), with the totals in decimal reais.
 */
export const checkoutBillReply = z.object({
  status: z.literal(1),
  codRes: recordId,
  itens: z.array(
    z.object({
      codCab: recordId,
      codIte: recordId,
      descricao: z.string(),
      dhInclusao: instant,
      qtd: z.number().int(),
      vlrUnit: z.number(),
      vlrTotal: z.number(),
    }),
  ),
  vlrTotal: z.number(),
  vlrPago: z.number(),
  vlrEmAberto: z.number(),
});
export type CheckoutBill = z.infer<typeof checkoutBillReply>;

/** A write that answers only its message (LiberarPagamentoOnlineService). */
export const messageReply = z.object({ status: z.literal(1), message: z.string() });

/** HandleFaturaService: `fatura` (the new invoice) on create; a cancel answers the code and the message only. */
export const handleFaturaReply = z.object({ status: z.literal(1), codCab: recordId, fatura: invoice.optional(), message: z.string() });
export type HandleFaturaReply = z.infer<typeof handleFaturaReply>;

/** HandleItemFaturaService (add, update, remove): the invoice as it is now. */
export const handleItemFaturaReply = z.object({
  status: z.literal(1),
  codCab: recordId,
  codIte: recordId,
  vlrTotal: z.number(),
  itensCobranca: z.array(invoiceItem),
  fatura: invoice,
  message: z.string(),
});
export type ItemReply = z.infer<typeof handleItemFaturaReply>;

/** A saved card: its tag (what a payment names) and the masked numbers; never the number or the CVV. */
export const savedCard = z.object({
  tagJwt: z.string(),
  data: z.object({ brand: z.string(), masked_number: z.string(), display_number: z.string() }),
});
export type SavedCardWire = z.infer<typeof savedCard>;

export const listPaymentMethodsReply = z.object({ status: z.literal(1), paymentMethods: z.array(savedCard) });

/** CreatePaymentMethodService / CreateStandalonePaymentMethodService. */
export const savedCardReply = savedCard.extend({ status: z.literal(1), message: z.string() });
export type SavedCardReply = z.infer<typeof savedCardReply>;

/**
 * Charge / reserve / capture / cancel / the guest's payment. success: true when done, null while the outcome is not
 * known yet (then pollAfterMs: re-query ListFaturaService / ConsultaPaymentService); novoCodCabDuplicado after a void.
 */
export const paymentReply = z.object({
  status: z.literal(1),
  success: z.literal(true).nullable(),
  /** The acquirer's return code; null while processing. */
  LR: z.string().nullable(),
  estado: z.enum(['paid', 'partially_paid', 'reserved', 'in_analysis', 'voided', 'processing']),
  codCab: recordId,
  eveUltStatus: lastStatus.nullable(),
  message: z.string(),
  pollAfterMs: z.number().int().positive().optional(),
  novoCodCabDuplicado: recordId.nullable().optional(),
  idempotencyKey: z.string(),
});
export type PaymentReply = z.infer<typeof paymentReply>;
