import type { InvoiceWire, PaymentReply } from '@gm/contracts/billing';
import { normaliseLocale } from '@gm/domain/locale';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { notify } from '../../lib/notify';
import {
  FAILURE_CLEAR_MS,
  failureOf,
  initialRun,
  newPaymentKey,
  OUTCOME_ERRORS,
  OVERLAY_MS,
  POLL_INTERVAL_MS,
  POLL_MAX_MS,
  pollDecision,
  type RunOp,
  runReducer,
} from './payment-run';

export interface PaymentRunOptions {
  /** Re-queries the invoice being paid (staff: ListFaturaService; guest: ConsultaPaymentService). */
  fetchInvoice: () => Promise<InvoiceWire | undefined>;
  /** The card's brand, for brand-specific return codes. */
  brand?: string | null;
  /** After every answer: refresh what the screen shows. */
  onAnswer?: () => void;
  /** When the success has been shown for 4 s. */
  onSuccessShown?: (op: RunOp) => void;
  /** No success toast: the screen's overlay says it (the check-in wizard, where the last screen follows). */
  quiet?: boolean;
}

const TOAST_KEYS: Record<RunOp, string> = {
  charge: 'billing.toasts.paid',
  capture: 'billing.toasts.paid',
  reserve: 'billing.toasts.reserved',
  cancel: 'billing.toasts.reservationCancelled',
};

/**
 * Runs one payment operation with its idempotency key (made when the view mounts), polling and
 * overlays (payment-run.ts). `run` takes the call to make with the key.
 */
export function usePaymentRun(options: PaymentRunOptions) {
  const { t, language } = useT();
  const locale = normaliseLocale(language) ?? 'pt';
  const [state, dispatch] = useReducer(runReducer, undefined, () => initialRun(newPaymentKey()));
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const succeed = useCallback(
    (op: RunOp) => {
      const message = t(TOAST_KEYS[op]);
      dispatch({ type: 'succeeded', message });
      if (!opts.current.quiet) notify('success', message);
    },
    [t],
  );

  const failFromInvoice = useCallback(
    (op: RunOp, invoice: InvoiceWire | undefined, fallback: string) => {
      const failure = op === 'charge' || op === 'reserve' ? failureOf(invoice, locale, opts.current.brand) : null;
      const message = failure
        ? failure.code
          ? t('billing.payment.failureWithCode', { message: failure.message, code: failure.code })
          : failure.message
        : fallback;
      dispatch({ type: 'failed', message, newKey: newPaymentKey() });
    },
    [locale, t],
  );

  const poll = useCallback(
    (op: RunOp, startedAt: number) => {
      const tick = async () => {
        if (!alive.current) return;
        let invoice: InvoiceWire | undefined;
        try {
          invoice = await opts.current.fetchInvoice();
        } catch {
          invoice = undefined; // a failed re-query is tried again until the bound
        }
        if (!alive.current) return;
        const decision = invoice === undefined ? 'continue' : pollDecision(op, invoice);
        if (decision !== 'continue') {
          opts.current.onAnswer?.();
          if (decision === 'success') succeed(op);
          else
            failFromInvoice(
              op,
              invoice,
              t(
                op === 'capture'
                  ? 'billing.payment.captureFailed'
                  : op === 'cancel'
                    ? 'billing.payment.cancelFailed'
                    : 'billing.payment.failed',
              ),
            );
          return;
        }
        if (Date.now() - startedAt + POLL_INTERVAL_MS > POLL_MAX_MS) {
          opts.current.onAnswer?.();
          dispatch({ type: 'poll-timeout' });
          return;
        }
        setTimeout(() => void tick(), POLL_INTERVAL_MS);
      };
      setTimeout(() => void tick(), POLL_INTERVAL_MS);
    },
    [failFromInvoice, succeed, t],
  );

  const run = useCallback(
    async (op: RunOp, send: (idempotencyKey: string) => Promise<PaymentReply>) => {
      if (state.phase !== 'idle') return;
      dispatch({ type: 'send', op });
      try {
        const reply = await send(state.key);
        if (!alive.current) return;
        opts.current.onAnswer?.();
        if (reply.success === true) {
          succeed(op);
          return;
        }
        // No definitive answer yet (unknown outcome, in analysis, an operation in flight): poll.
        const at = Date.now();
        dispatch({ type: 'processing', at });
        poll(op, at);
      } catch (error) {
        if (!alive.current) return;
        if (error instanceof ApiError && error.silent) {
          dispatch({ type: 'reset', key: state.key });
          return;
        }
        opts.current.onAnswer?.();
        if (error instanceof ApiError && error.code && OUTCOME_ERRORS.has(error.code)) {
          const invoice = await opts.current.fetchInvoice().catch(() => undefined);
          if (alive.current) failFromInvoice(op, invoice, error.message);
          return;
        }
        if (error instanceof ApiError && error.readable) {
          // A refusal before anything was charged: the next try is a new payment.
          dispatch({ type: 'failed', message: error.message, newKey: newPaymentKey() });
          return;
        }
        // No answer: the same key again lets the server answer this payment instead of charging twice.
        dispatch({ type: 'failed', message: t('billing.payment.noAnswer'), newKey: null });
      }
    },
    [failFromInvoice, poll, state, succeed, t],
  );

  // Success shown 4 s; failure overlay hidden after 4 s and cleared 0.5 s later (spec section 4).
  useEffect(() => {
    if (state.phase === 'success') {
      const timer = setTimeout(() => {
        const op = state.op;
        dispatch({ type: 'reset', key: newPaymentKey() });
        opts.current.onSuccessShown?.(op);
      }, OVERLAY_MS);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'failure') {
      const timer = setTimeout(() => dispatch({ type: state.hidden ? 'clear' : 'hide' }), state.hidden ? FAILURE_CLEAR_MS : OVERLAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state]);

  return { state, run };
}
