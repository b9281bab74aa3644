import type { InvoiceWire } from '@gm/contracts/billing';
import { PAYMENT_OVERLAY_MS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_MS, pollOutcome } from '@gm/domain/invoice-state';
import type { Locale } from '@gm/domain/locale';
import { returnCodeMessage } from '@gm/domain/return-codes';

/**
 * One payment operation as the screens run it (spec section 4 "Billing flow", section 9): send, then
 * either a definitive answer, or re-query the invoice every 2 s (bounded: after 3 min the user is told
 * the payment is still processing; the server's reconciler resolves it). Success is shown 4 s; a
 * failure overlay hides after 4 s and is cleared 0.5 s later. Pure: the hook (use-payment-run.ts)
 * owns the timers and the calls.
 *
 * The idempotency key is made when the payment view opens. A retry after a call with no answer
 * (network drop, 5xx) keeps it, so the server answers the same payment instead of charging again; a
 * definitive failure gets a new key, since the next try is a new payment.
 */

export type RunOp = 'charge' | 'reserve' | 'capture' | 'cancel';

export const POLL_INTERVAL_MS = PAYMENT_POLL_INTERVAL_MS;
export const POLL_MAX_MS = PAYMENT_POLL_MAX_MS;
export const OVERLAY_MS = PAYMENT_OVERLAY_MS;
/** The failure overlay's message is cleared 0.5 s after it hides. */
export const FAILURE_CLEAR_MS = 500;

export type RunState =
  | { phase: 'idle'; key: string }
  | { phase: 'sending'; op: RunOp; key: string }
  | { phase: 'polling'; op: RunOp; key: string; startedAt: number }
  | { phase: 'still-processing'; op: RunOp; key: string }
  | { phase: 'success'; op: RunOp; key: string; message: string }
  | { phase: 'failure'; op: RunOp; key: string; message: string; hidden: boolean };

export type RunEvent =
  | { type: 'send'; op: RunOp }
  | { type: 'succeeded'; message: string }
  | { type: 'processing'; at: number }
  | { type: 'failed'; message: string; newKey: string | null }
  | { type: 'poll-timeout' }
  | { type: 'hide' }
  | { type: 'clear' }
  | { type: 'reset'; key: string };

export function initialRun(key: string): RunState {
  return { phase: 'idle', key };
}

export function runReducer(state: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'send':
      // One operation at a time: nothing is sent while another waits for its answer.
      return state.phase === 'idle' ? { phase: 'sending', op: event.op, key: state.key } : state;
    case 'succeeded':
      return state.phase === 'sending' || state.phase === 'polling' || state.phase === 'still-processing'
        ? { phase: 'success', op: state.op, key: state.key, message: event.message }
        : state;
    case 'processing':
      return state.phase === 'sending' ? { phase: 'polling', op: state.op, key: state.key, startedAt: event.at } : state;
    case 'failed':
      return state.phase === 'sending' || state.phase === 'polling' || state.phase === 'still-processing'
        ? { phase: 'failure', op: state.op, key: event.newKey ?? state.key, message: event.message, hidden: false }
        : state;
    case 'poll-timeout':
      return state.phase === 'polling' ? { phase: 'still-processing', op: state.op, key: state.key } : state;
    case 'hide':
      return state.phase === 'failure' ? { ...state, hidden: true } : state;
    case 'clear':
      return state.phase === 'failure' && state.hidden ? { phase: 'idle', key: state.key } : state;
    case 'reset':
      return { phase: 'idle', key: event.key };
  }
}

/** Whether the screen shows the blocking "processing" overlay. */
export function isBusy(state: RunState): boolean {
  return state.phase === 'sending' || state.phase === 'polling';
}

/**
 * What a re-queried invoice says about the operation being waited for. Charge and capture wait for
 * paid/partially_paid and reserve for in_analysis (the domain rule), but only once nothing is in flight
 * any more: an earlier failure stays the invoice's last status until the new attempt resolves. A
 * reservation counts only once it is reserved (charged, not direct), not while the acquirer analyses it.
 */
export function pollDecision(op: RunOp, invoice: InvoiceWire | null | undefined): 'success' | 'failure' | 'continue' {
  if (op === 'cancel') {
    if (!invoice || invoice.dhCancelamento || invoice.estado === 'cancelled') return 'success';
    if (invoice.processando) return 'continue';
    return invoice.estado === 'reserved' ? 'failure' : 'continue';
  }
  if (!invoice || invoice.processando) return 'continue';
  if (op === 'capture' && invoice.estado === 'reserved') return 'failure';
  const outcome = pollOutcome(op, invoice.eveUltStatus);
  if (op === 'reserve' && outcome === 'success' && invoice.estado !== 'reserved') return 'continue';
  return outcome;
}

/**
 * The failure of an invoice's last payment: the return code's message from the domain table in the
 * user's language (with the card's brand: ABECS codes differ per brand), else what the server said
 * (no sale, data refused by the acquirer).
 */
export function failureOf(
  invoice: InvoiceWire | null | undefined,
  locale: Locale,
  brand?: string | null,
): { message: string; code: string | null } | null {
  if (invoice?.eveUltStatus !== 'failure') return null;
  const code = invoice.evePagFailLr;
  if (code) return { message: returnCodeMessage(code, locale, { operation: 'sale', brand: brand ?? null }), code };
  return invoice.failure ? { message: invoice.failure.message, code: null } : null;
}

/** Server refusals that report a payment's outcome (the invoice then holds the failure and its code). */
export const OUTCOME_ERRORS: ReadonlySet<string> = new Set([
  'billing.payment_declined',
  'billing.payment_no_sale',
  'billing.acquirer_rejected',
]);

/** A key for the payment the view is about to make: [A-Za-z0-9], 32 chars (crypto.getRandomValues works on plain http too). */
export function newPaymentKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
