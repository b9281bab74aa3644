import { randomUUID } from 'node:crypto';
import type { PaymentReply } from '@gm/contracts/billing';
import { ACQUIRER_STATUS, PAYMENT_POLL_INTERVAL_MS, type PaymentOperation } from '@gm/domain/invoice-state';
import type { Locale } from '@gm/domain/locale';
import { returnCodeMessage } from '@gm/domain/return-codes';
import type { FastifyBaseLogger } from 'fastify';
import { type AcquirerOperationResult, type AcquirerPayment, AcquirerRejectedError } from '../../adapters/acquirer/port';
import { withTransaction } from '../../db/pool';
import { type AuditScope, recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import {
  ATTEMPT_COLUMNS,
  type AttemptRow,
  failpoint,
  findReplay,
  invoiceOfAttempt,
  replyFor,
  requestHash,
  scheduleReconcile,
  startAttempt,
} from './attempts';
import { recordEvent } from './audit';
import type { SavedCardRow } from './cards';
import type { BillingHotel } from './context';
import { lockInvoice } from './invoices';
import { applyCaptured, applyRejected, applySale, applyVoided, clearPendingOp, markUnknown } from './outcomes';

/** The payment flows: charge / reserve (a sale), capture and cancel of a reservation (void). */

export interface PayInput {
  hotel: BillingHotel;
  bookingId: number;
  invoiceId: number;
  operation: PaymentOperation;
  installments: number;
  card: SavedCardRow;
  /** From the client (one per payment dialog); generated here when absent (then a retry is a new payment). */
  idempotencyKey?: string;
  /** What identifies "the same request" besides the invoice and installments (the card's tag, or brand and last digits). */
  cardIdentity: string;
  /** How the request named the invoice, for the request hash (the guest may leave the choice to the server). */
  invoiceIdentity?: string | number;
  source: 'staff' | 'guest';
  userId: number | null;
  /** A staff request: the attempt goes to the audit trail too. */
  audit?: AuditScope | null;
  customerName: string;
  /** The guest's CVV for an immediate payment: sent with the sale, never stored. */
  securityCode?: string;
}

export function newIdempotencyKey(): string {
  return randomUUID().replace(/-/g, '');
}

function payHash(
  input: Pick<PayInput, 'operation' | 'bookingId' | 'installments' | 'cardIdentity' | 'invoiceIdentity'> & { invoiceId?: number },
): string {
  return requestHash({
    op: input.operation,
    codRes: input.bookingId,
    codCab: input.invoiceIdentity ?? input.invoiceId ?? 'auto',
    installments: input.installments,
    card: input.cardIdentity,
  });
}

/** A replay of an idempotency key answered before doing anything else (e.g. before tokenising a card again). */
export async function replayIfKnown(
  deps: AppDeps,
  input: Omit<PayInput, 'card' | 'invoiceId'> & { idempotencyKey: string; invoiceId?: number },
  locale: Locale,
  brand: string | null,
) {
  const found = await findReplay(deps.db, input.hotel.id, input.idempotencyKey, payHash(input));
  return found ? replyFor(deps.db, found.attempt, locale, brand) : null;
}

/** Charge (sale with capture) or reserve (authorise only), exactly once. */
export async function pay(deps: AppDeps, input: PayInput, locale: Locale, log?: FastifyBaseLogger): Promise<PaymentReply> {
  const key = input.idempotencyKey ?? newIdempotencyKey();
  // A misconfigured acquirer fails here, before any attempt exists.
  const acquirer = deps.ports.acquirer;
  const started = await startAttempt(deps, {
    hotel: input.hotel,
    bookingId: input.bookingId,
    invoiceId: input.invoiceId,
    operation: input.operation,
    installments: input.installments,
    card: input.card,
    idempotencyKey: key,
    requestHash: payHash(input),
    source: input.source,
    userId: input.userId,
    audit: input.audit,
  });
  const brand = input.card.brand;
  if (started.replay) return replyFor(deps.db, started.attempt, locale, brand);
  const attempt = started.attempt;
  await failpoint(deps, 'after-attempt-commit');
  let payment: AcquirerPayment;
  try {
    payment = await acquirer.createSale({
      merchantOrderId: attempt.merchant_order_id,
      amountCents: Number(attempt.amount_cents),
      installments: attempt.installments,
      capture: input.operation === 'charge',
      customerName: input.customerName,
      card: { cardToken: input.card.gateway_token, brand, ...(input.securityCode ? { securityCode: input.securityCode } : {}) },
    });
  } catch (error) {
    if (error instanceof AcquirerRejectedError) return replyFor(deps.db, await applyRejected(deps, attempt.id, error), locale, brand);
    // Timeout, reset, 5xx or anything else once the request may have left: unknown, never failed.
    log?.warn(
      { attemptId: attempt.id, merchantOrderId: attempt.merchant_order_id, cause: (error as Error)?.message },
      'payment outcome unknown; reconciling',
    );
    return replyFor(deps.db, await markUnknown(deps, attempt.id, (error as Error)?.name ?? 'error'), locale, brand);
  }
  await failpoint(deps, 'after-acquirer-reply');
  return replyFor(deps.db, await applySale(deps, attempt.id, payment, 'reply'), locale, brand);
}

type OpStart = { kind: 'go' | 'done' | 'in_flight'; attempt: AttemptRow };

/** tx1 of a capture or void: find the reservation, record the intent and its safety-net reconcile. */
async function startOperation(
  deps: AppDeps,
  hotel: BillingHotel,
  bookingId: number,
  invoiceId: number,
  op: 'capture' | 'void',
  userId: number | null,
  audit: AuditScope | null,
): Promise<OpStart> {
  const opts = deps.config.billing;
  return withTransaction(deps.db, async (tx) => {
    const inv = await lockInvoice(tx, hotel.id, bookingId, invoiceId);
    const { rows } = await tx.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts
        WHERE invoice_id = $1 AND operation = 'reserve' AND state IN ('authorised', 'paid', 'voided') ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [inv.id],
    );
    const a = rows[0];
    if (a && op === 'capture' && a.state === 'paid') return { kind: 'done', attempt: a };
    if (a && op === 'void' && a.state === 'voided') return { kind: 'done', attempt: a };
    if (a?.state !== 'authorised') {
      if (inv.cancelled_at) throw new AppError('billing.invoice_cancelled');
      if (inv.last_status === 'paid' || inv.last_status === 'partially_paid') throw new AppError('billing.invoice_paid');
      throw new AppError(inv.processing ? 'billing.invoice_processing' : 'billing.not_reserved');
    }
    if (a.pending_op === op) return { kind: 'in_flight', attempt: a };
    if (a.pending_op) throw new AppError('billing.invoice_processing');
    await tx.query('UPDATE payment_attempts SET pending_op = $2, pending_op_at = now(), updated_at = now() WHERE id = $1', [a.id, op]);
    await scheduleReconcile(tx, a.id, opts.reconcileAfterMs, op);
    await recordEvent(tx, {
      institutionId: hotel.id,
      bookingId,
      invoiceId: Number(inv.id),
      attemptId: a.id,
      kind: `${op}.requested`,
      actorUserId: userId,
    });
    if (audit)
      await recordAudit(tx, audit, {
        action: op === 'capture' ? 'payment.capture' : 'payment.cancel',
        target: { type: 'invoice', id: Number(inv.id), label: inv.description },
        after: { attempt: a.id, amountCents: Number(a.amount_cents), booking: bookingId },
      });
    return { kind: 'go', attempt: { ...a, pending_op: op } };
  });
}

async function processingReply(deps: AppDeps, attempt: AttemptRow, locale: Locale): Promise<PaymentReply> {
  const inv = await invoiceOfAttempt(deps.db, attempt);
  return {
    status: 1,
    success: null,
    LR: null,
    estado: 'processing',
    codCab: Number(attempt.invoice_id),
    eveUltStatus: inv.last_status,
    message: translate('billing.processing', locale),
    pollAfterMs: PAYMENT_POLL_INTERVAL_MS,
    idempotencyKey: attempt.idempotency_key,
  };
}

function refusedReason(result: Partial<AcquirerOperationResult>, op: 'capture' | 'void', locale: Locale): string {
  return result.returnCode
    ? returnCodeMessage(result.returnCode, locale, { operation: op, status: result.status ?? null })
    : translate('billing.op_not_available', locale);
}

/** CapturarPagamentoService: captures a reserved payment (intent first, then the acquirer, then apply). */
export async function capturePayment(
  deps: AppDeps,
  hotel: BillingHotel,
  bookingId: number,
  invoiceId: number,
  userId: number | null,
  locale: Locale,
  log?: FastifyBaseLogger,
  audit: AuditScope | null = null,
): Promise<PaymentReply> {
  const start = await startOperation(deps, hotel, bookingId, invoiceId, 'capture', userId, audit);
  if (start.kind === 'done') return replyFor(deps.db, start.attempt, locale);
  if (start.kind === 'in_flight') return processingReply(deps, start.attempt, locale);
  const attempt = start.attempt;
  const acquirer = deps.ports.acquirer;
  let result: AcquirerOperationResult;
  try {
    result = await acquirer.capture(attempt.payment_id!);
  } catch (error) {
    if (!(error instanceof AcquirerRejectedError)) {
      log?.warn({ attemptId: attempt.id, cause: (error as Error)?.message }, 'capture outcome unknown; reconciling');
      return processingReply(deps, attempt, locale);
    }
    // Refused: maybe an earlier capture whose answer was lost already went through.
    const sale = await acquirer.getPayment(attempt.payment_id!).catch(() => null);
    if (sale?.status === ACQUIRER_STATUS.PaymentConfirmed) {
      const done = await applyCaptured(
        deps,
        attempt.id,
        { status: sale.status, returnCode: sale.returnCode, returnMessage: sale.returnMessage, reasonCode: null, tid: sale.tid },
        'reply',
        userId,
      );
      return replyFor(deps.db, done, locale);
    }
    await clearPendingOp(deps, attempt.id, 'capture.failed', { returnCode: error.errors[0]?.code ?? null });
    throw new AppError('billing.capture_failed', { params: { reason: translate('billing.op_not_available', locale) } });
  }
  await failpoint(deps, 'after-capture-reply');
  if (result.status === ACQUIRER_STATUS.PaymentConfirmed)
    return replyFor(deps.db, await applyCaptured(deps, attempt.id, result, 'reply', userId), locale);
  await clearPendingOp(deps, attempt.id, 'capture.failed', result);
  throw new AppError('billing.capture_failed', {
    params: { reason: refusedReason(result, 'capture', locale) },
    extra: { LR: result.returnCode },
  });
}

/** CancelarFaturaService: voids a reserved payment; the invoice is closed and copied (novoCodCabDuplicado). */
export async function cancelReservation(
  deps: AppDeps,
  hotel: BillingHotel,
  bookingId: number,
  invoiceId: number,
  userId: number | null,
  locale: Locale,
  reason: 'staff' | 'expired' | 'guest',
  log?: FastifyBaseLogger,
  audit: AuditScope | null = null,
): Promise<PaymentReply> {
  const start = await startOperation(deps, hotel, bookingId, invoiceId, 'void', userId, audit);
  if (start.kind === 'done') return replyFor(deps.db, start.attempt, locale);
  if (start.kind === 'in_flight') return processingReply(deps, start.attempt, locale);
  const attempt = start.attempt;
  const acquirer = deps.ports.acquirer;
  let result: AcquirerOperationResult;
  try {
    result = await acquirer.void(attempt.payment_id!);
  } catch (error) {
    if (!(error instanceof AcquirerRejectedError)) {
      log?.warn({ attemptId: attempt.id, cause: (error as Error)?.message }, 'void outcome unknown; reconciling');
      return processingReply(deps, attempt, locale);
    }
    const sale = await acquirer.getPayment(attempt.payment_id!).catch(() => null);
    if (sale && (sale.status === ACQUIRER_STATUS.Voided || sale.status === ACQUIRER_STATUS.Refunded)) {
      const { attempt: done } = await applyVoided(
        deps,
        attempt.id,
        { status: sale.status, returnCode: sale.returnCode, returnMessage: sale.returnMessage, reasonCode: null, tid: sale.tid },
        'reply',
        userId,
        reason,
      );
      return replyFor(deps.db, done, locale);
    }
    await clearPendingOp(deps, attempt.id, 'void.failed', { returnCode: error.errors[0]?.code ?? null });
    throw new AppError('billing.void_failed', { params: { reason: translate('billing.op_not_available', locale) } });
  }
  await failpoint(deps, 'after-void-reply');
  if (result.status === ACQUIRER_STATUS.Voided || result.status === ACQUIRER_STATUS.Refunded) {
    const { attempt: done } = await applyVoided(deps, attempt.id, result, 'reply', userId, reason);
    return replyFor(deps.db, done, locale);
  }
  await clearPendingOp(deps, attempt.id, 'void.failed', result);
  throw new AppError('billing.void_failed', {
    params: { reason: refusedReason(result, 'void', locale) },
    extra: { LR: result.returnCode },
  });
}
