/**
 * Invoice and payment-attempt states (spec section 4 "Invoice" and "Billing flow", PAYMENTS.md).
 * The invoice's state comes from its last payment event (eveUltStatus); an attempt's state comes from
 * the acquirer's Payment.Status, never from the return code alone.
 */

/** eveUltStatus: the last payment event of an invoice ('in_analysis' is a reserved payment). */
export type InvoiceLastStatus = 'paid' | 'partially_paid' | 'in_analysis' | 'failure';

/** What an invoice shows and allows, derived by invoiceView. */
export type InvoiceState = 'open' | 'processing' | 'paid' | 'partially_paid' | 'reserved' | 'in_analysis' | 'failure' | 'cancelled';

/** A payment attempt (one sale or authorisation at the acquirer). */
export type AttemptState = 'pending' | 'unknown' | 'authorised' | 'in_analysis' | 'paid' | 'failed' | 'voided';

/** charge = sale with capture; reserve = authorise only (captured or voided later). */
export type PaymentOperation = 'charge' | 'reserve';

/** The acquirer's Payment.Status (Cielo API 3.0). */
export const ACQUIRER_STATUS = {
  NotFinished: 0,
  Authorized: 1,
  PaymentConfirmed: 2,
  Denied: 3,
  Voided: 10,
  Refunded: 11,
  Pending: 12,
  Aborted: 13,
  Scheduled: 20,
} as const;

/** Spec section 9: the screen re-queries every 2 s, shows the outcome 4 s; PAYMENTS.md: bound the polling. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_MS = 180_000;
export const PAYMENT_OVERLAY_MS = 4000;

/** Maps Payment.Status to the attempt's state: 0, 20 and anything unexpected stay unknown until reconciled. */
export function attemptStateFromStatus(status: number | null | undefined): AttemptState {
  switch (status) {
    case ACQUIRER_STATUS.PaymentConfirmed:
      return 'paid';
    case ACQUIRER_STATUS.Authorized:
      return 'authorised';
    case ACQUIRER_STATUS.Pending:
      return 'in_analysis';
    case ACQUIRER_STATUS.Denied:
    case ACQUIRER_STATUS.Aborted:
      return 'failed';
    case ACQUIRER_STATUS.Voided:
    case ACQUIRER_STATUS.Refunded:
      return 'voided';
    default:
      return 'unknown';
  }
}

const TRANSITIONS: Record<AttemptState, readonly AttemptState[]> = {
  pending: ['unknown', 'authorised', 'in_analysis', 'paid', 'failed', 'voided'],
  unknown: ['authorised', 'in_analysis', 'paid', 'failed', 'voided'],
  in_analysis: ['authorised', 'paid', 'failed', 'voided'],
  authorised: ['paid', 'voided'],
  // A captured sale can only be voided (refunded) afterwards.
  paid: ['voided'],
  failed: [],
  voided: [],
};

export function canTransition(from: AttemptState, to: AttemptState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Attempts that still hold part of the amount due (PAYMENTS.md: pending/unknown/authorised). */
export function isOpenAttempt(state: AttemptState): boolean {
  return state === 'pending' || state === 'unknown' || state === 'authorised' || state === 'in_analysis';
}

/** Attempts whose outcome nobody knows yet: the reconciler's work. */
export function isUnresolved(state: AttemptState): boolean {
  return state === 'pending' || state === 'unknown';
}

/** The invoice's last status after an attempt reached a state (null: no status, e.g. processing or voided). */
export function invoiceStatusAfter(state: AttemptState, totalCents: number, paidCents: number): InvoiceLastStatus | null {
  switch (state) {
    case 'paid':
      return paidCents >= totalCents ? 'paid' : 'partially_paid';
    case 'authorised':
    case 'in_analysis':
      return 'in_analysis';
    case 'failed':
      return 'failure';
    default:
      return null;
  }
}

export interface InvoiceSnapshot {
  lastStatus: InvoiceLastStatus | null;
  /** dhCobranca: set when paid or reserved. */
  chargedAt: string | Date | null;
  /** isCobrancaDireta: true for a sale with capture, false for a reservation, null before any. */
  directCharge: boolean | null;
  cancelledAt: string | Date | null;
  /** An attempt, capture or void is waiting for the acquirer's answer. */
  processing: boolean;
  totalCents: number;
  itemCount: number;
}

export interface InvoiceActions {
  editItems: boolean;
  charge: boolean;
  reserve: boolean;
  capture: boolean;
  cancelReservation: boolean;
  /** HandleFatura cancel: only invoices with no last status. */
  remove: boolean;
}

export interface InvoiceView {
  state: InvoiceState;
  readOnly: boolean;
  /** 'paid' shows 'Pagamento realizado', 'reserved' shows 'Pagamento reservado'. */
  stamp: 'paid' | 'reserved' | null;
  actions: InvoiceActions;
}

const NONE: InvoiceActions = { editItems: false, charge: false, reserve: false, capture: false, cancelReservation: false, remove: false };

export function isReserved(s: Pick<InvoiceSnapshot, 'chargedAt' | 'directCharge' | 'lastStatus'>): boolean {
  return !!s.chargedAt && s.directCharge === false && s.lastStatus !== 'paid' && s.lastStatus !== 'partially_paid';
}

export function invoiceView(s: InvoiceSnapshot): InvoiceView {
  if (s.cancelledAt) return { state: 'cancelled', readOnly: true, stamp: null, actions: NONE };
  if (s.lastStatus === 'paid' || s.lastStatus === 'partially_paid') {
    return { state: s.lastStatus, readOnly: true, stamp: 'paid', actions: NONE };
  }
  if (isReserved(s)) {
    const idle = !s.processing;
    return { state: 'reserved', readOnly: true, stamp: 'reserved', actions: { ...NONE, capture: idle, cancelReservation: idle } };
  }
  if (s.processing) return { state: 'processing', readOnly: true, stamp: null, actions: NONE };
  if (s.lastStatus === 'in_analysis') return { state: 'in_analysis', readOnly: true, stamp: null, actions: NONE };
  const payable = s.totalCents > 0 && s.itemCount > 0;
  const base: InvoiceActions = { ...NONE, editItems: true, charge: payable, reserve: payable };
  if (s.lastStatus === 'failure') return { state: 'failure', readOnly: false, stamp: null, actions: base };
  return { state: 'open', readOnly: false, stamp: null, actions: { ...base, remove: true } };
}

export type PollOperation = 'charge' | 'reserve' | 'capture';

/**
 * The billing flow's polling rule (spec section 4): charge and capture wait for paid/partially_paid,
 * reserve for in_analysis; failure ends either.
 */
export function pollOutcome(op: PollOperation, lastStatus: InvoiceLastStatus | null): 'success' | 'failure' | 'continue' {
  if (lastStatus === 'failure') return 'failure';
  if (op === 'reserve') return lastStatus === 'in_analysis' ? 'success' : 'continue';
  return lastStatus === 'paid' || lastStatus === 'partially_paid' ? 'success' : 'continue';
}
