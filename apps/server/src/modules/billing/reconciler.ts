import { ACQUIRER_STATUS } from '@gm/domain/invoice-state';
import { type AcquirerOperationResult, type AcquirerPayment, AcquirerUnavailableError } from '../../adapters/acquirer/port';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Job, JobHandler } from '../../platform/jobs';
import { type AttemptRow, attemptById } from './attempts';
import { recordEvent } from './audit';
import { billingHotelOf } from './context';
import { applyCaptured, applyNoSale, applySale, applyVoided, clearPendingOp } from './outcomes';
import { cancelReservation } from './payments';

/**
 * The reconciler (PAYMENTS.md): resolves attempts whose outcome nobody knows by asking the acquirer,
 * by MerchantOrderId for sales and by PaymentId for captures and voids. It runs as jobs on pg-boss
 * (platform/jobs.ts, claimed FOR UPDATE SKIP LOCKED), so any number of server processes can share
 * the work; a job may run twice (at least once delivery), and applying an outcome twice is harmless.
 */

type JobResult = undefined | { retryInMs: number };

function opResult(p: AcquirerPayment): AcquirerOperationResult {
  return { status: p.status, returnCode: p.returnCode, returnMessage: p.returnMessage, reasonCode: null, tid: p.tid };
}

const isVoided = (s: number) => s === ACQUIRER_STATUS.Voided || s === ACQUIRER_STATUS.Refunded;

async function reconcileSale(deps: AppDeps, attempt: AttemptRow, retryInMs: number): Promise<JobResult> {
  const opts = deps.config.billing;
  const acquirer = deps.ports.acquirer;
  const ids = await acquirer.findByMerchantOrderId(attempt.merchant_order_id);
  if (!ids.length) {
    // The request may still be in flight: only after the grace period is "no sale" a safe failure.
    const age = Date.now() - new Date(attempt.created_at).getTime();
    if (age < opts.noSaleGraceMs) return { retryInMs: Math.max(500, Math.min(retryInMs, opts.noSaleGraceMs - age + 500)) };
    await applyNoSale(deps, attempt.id);
    return;
  }
  const payments = (await Promise.all(ids.map((id) => acquirer.getPayment(id)))).filter((p): p is AcquirerPayment => !!p);
  if (!payments.length) return { retryInMs };
  const keep =
    payments.find((p) => p.status === ACQUIRER_STATUS.PaymentConfirmed) ??
    payments.find((p) => p.status === ACQUIRER_STATUS.Authorized) ??
    payments.find((p) => p.status === ACQUIRER_STATUS.Pending) ??
    payments[payments.length - 1]!;
  for (const extra of payments) {
    if (extra === keep || (extra.status !== ACQUIRER_STATUS.Authorized && extra.status !== ACQUIRER_STATUS.PaymentConfirmed)) continue;
    // More than one sale for one order id: keep one, void the others, and leave a trail.
    deps.log?.error(
      { attemptId: attempt.id, merchantOrderId: attempt.merchant_order_id, paymentId: extra.paymentId },
      'duplicate sale for one attempt; voiding it',
    );
    const voided = await acquirer.void(extra.paymentId).catch(() => null);
    await recordEvent(deps.db, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(attempt.invoice_id),
      attemptId: attempt.id,
      kind: 'anomaly.duplicate_sale',
      details: { paymentId: extra.paymentId, voidStatus: voided?.status ?? null },
    });
  }
  const after = await applySale(deps, attempt.id, keep, 'reconciler');
  if (after.state === 'pending' || after.state === 'unknown' || after.state === 'in_analysis') return { retryInMs };
}

async function reconcileOperation(deps: AppDeps, attempt: AttemptRow, retryInMs: number): Promise<JobResult> {
  const acquirer = deps.ports.acquirer;
  const op = attempt.pending_op!;
  const sale = attempt.payment_id ? await acquirer.getPayment(attempt.payment_id) : null;
  if (!sale) {
    await clearPendingOp(deps, attempt.id, op === 'capture' ? 'capture.failed' : 'void.failed', {});
    return;
  }
  if (sale.status === ACQUIRER_STATUS.PaymentConfirmed) {
    // Captured: either our capture went through, or (for a void intent) it had been captured before.
    await applyCaptured(deps, attempt.id, opResult(sale), 'reconciler', null);
    if (op === 'void') await clearPendingOp(deps, attempt.id, 'void.failed', opResult(sale));
    return;
  }
  if (isVoided(sale.status)) {
    await applyVoided(deps, attempt.id, opResult(sale), 'reconciler', null, 'staff');
    return;
  }
  if (sale.status === ACQUIRER_STATUS.Authorized) {
    // The operation never reached the acquirer: carry out the recorded intent now.
    const result = op === 'capture' ? await acquirer.capture(sale.paymentId) : await acquirer.void(sale.paymentId);
    if (op === 'capture' && result.status === ACQUIRER_STATUS.PaymentConfirmed)
      await applyCaptured(deps, attempt.id, result, 'reconciler', null);
    else if (op === 'void' && isVoided(result.status)) await applyVoided(deps, attempt.id, result, 'reconciler', null, 'staff');
    else await clearPendingOp(deps, attempt.id, op === 'capture' ? 'capture.failed' : 'void.failed', result);
    return;
  }
  return { retryInMs };
}

/** One reconcile pass over an attempt; asks to run again while the outcome is still open. */
async function reconcileAttempt(deps: AppDeps, attemptId: number, runs = 1): Promise<JobResult> {
  const opts = deps.config.billing;
  const retryInMs = Math.min(30 * 60_000, opts.unknownRetryMs * 2 ** Math.min(Math.max(0, runs - 1), 9));
  const attempt = await attemptById(deps.db, attemptId);
  if (!attempt) return;
  try {
    if (attempt.pending_op) return await reconcileOperation(deps, attempt, retryInMs);
    if (attempt.state === 'pending' || attempt.state === 'unknown') return await reconcileSale(deps, attempt, retryInMs);
    if (attempt.state === 'in_analysis' && attempt.payment_id) {
      const sale = await deps.ports.acquirer.getPayment(attempt.payment_id);
      const after = sale ? await applySale(deps, attempt.id, sale, 'reconciler') : attempt;
      return after.state === 'in_analysis' ? { retryInMs } : undefined;
    }
  } catch (error) {
    if (error instanceof AcquirerUnavailableError) return { retryInMs };
    throw error;
  }
}

/** An authorised reservation nobody captured is voided before the acquirer's capture deadline. */
async function expireReservation(deps: AppDeps, attemptId: number): Promise<JobResult> {
  const attempt = await attemptById(deps.db, attemptId);
  if (attempt?.state !== 'authorised') return;
  if (attempt.pending_op) return { retryInMs: 60_000 };
  const hotel = await billingHotelOf(deps.db, attempt.institution_id);
  try {
    await cancelReservation(deps, hotel, Number(attempt.booking_id), Number(attempt.invoice_id), null, 'pt', 'expired', deps.log);
  } catch (error) {
    // Nothing left to void (captured or cancelled meanwhile) is not an error for this job.
    if (error instanceof AppError) {
      deps.log?.info({ attemptId, key: error.key }, 'reservation expiry: nothing to void');
      return;
    }
    throw error;
  }
}

/** 'billing.reconcile' (enqueued by attempts.ts): settles an attempt whose outcome is unknown. */
export const reconcileJob: JobHandler = (deps, job: Job) => reconcileAttempt(deps, Number(job.payload.attemptId), job.attempts);
/** 'billing.reservation-expiry' (enqueued by outcomes.ts): voids a reservation nobody captured in time. */
export const reservationExpiryJob: JobHandler = (deps, job: Job) => expireReservation(deps, Number(job.payload.attemptId));
