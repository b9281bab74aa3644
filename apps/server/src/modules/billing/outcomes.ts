import { ACQUIRER_STATUS, attemptStateFromStatus, canTransition, invoiceStatusAfter } from '@gm/domain/invoice-state';
import type pg from 'pg';
import type { AcquirerOperationResult, AcquirerPayment, AcquirerRejectedError } from '../../adapters/acquirer/port';
import { type Db, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { emitDomainEvent } from '../../platform/domain-events';
import { enqueueJob } from '../../platform/jobs';
import { ATTEMPT_COLUMNS, type AttemptRow, DAY_MS, lockAttempt, scheduleReconcile } from './attempts';
import { eventSql, recordEvent } from './audit';
import { duplicateInvoice } from './invoices';

/**
 * tx2 of every acquirer answer: applies the outcome to the attempt and the invoice in one short
 * transaction. Safe to run twice and in any order (the request and the reconciler may both get
 * there): a transition the state machine does not allow is ignored.
 */

export type Origin = 'reply' | 'reconciler';

/**
 * tx2 of a sale does not wait for its WAL flush: if a crash loses it, the attempt is still pending
 * (tx1 was durable) and its reconcile job applies the outcome again from the acquirer. Any later
 * durable commit (such as that job being marked done) flushes the WAL past this one first.
 */
async function withRelaxedCommit<T>(db: Db, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN; SET LOCAL synchronous_commit TO off');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Applies a sale's Payment (its Status decides; the return code only explains). */
export async function applySale(deps: AppDeps, attemptId: number, payment: AcquirerPayment, origin: Origin): Promise<AttemptRow> {
  const opts = deps.config.billing;
  return withRelaxedCommit(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    const next = attemptStateFromStatus(payment.status);
    if (attempt.state === next || !canTransition(attempt.state, next)) {
      if (!attempt.payment_id && payment.paymentId) {
        await tx.query('UPDATE payment_attempts SET payment_id = $2, updated_at = now() WHERE id = $1', [attempt.id, payment.paymentId]);
      }
      if (next === 'unknown' || next === 'in_analysis') await scheduleReconcile(tx, attempt.id, opts.unknownRetryMs);
      return { ...attempt, invoice: { last_status: invoice.last_status, duplicated_to: invoice.duplicated_to } };
    }
    const captured = next === 'paid' ? payment.capturedAmountCents || Number(attempt.amount_cents) : 0;
    // What the invoice becomes (unchanged fields keep their values).
    const inv = {
      paid: Number(invoice.paid_cents),
      charged: false,
      direct: invoice.direct_charge,
      last: invoice.last_status,
      failStatus: invoice.last_failure_status,
      failCode: invoice.last_failure_code,
    };
    if (next === 'paid') {
      inv.paid += captured;
      Object.assign(inv, {
        charged: true,
        direct: attempt.operation === 'charge',
        last: invoiceStatusAfter('paid', Number(invoice.total_cents), inv.paid),
        failStatus: null,
        failCode: null,
      });
    } else if (next === 'authorised') {
      Object.assign(inv, { charged: true, direct: false, last: 'in_analysis', failStatus: null, failCode: null });
    } else if (next === 'in_analysis') {
      Object.assign(inv, { direct: attempt.operation === 'charge', last: 'in_analysis' });
    } else if (next === 'failed') {
      Object.assign(inv, { last: 'failure', failStatus: 'declined', failCode: payment.returnCode });
    }
    const ev = eventSql(
      {
        institutionId: attempt.institution_id,
        bookingId: Number(attempt.booking_id),
        invoiceId: Number(invoice.id),
        attemptId: attempt.id,
        kind: `attempt.${next}`,
        state: next,
        returnCode: payment.returnCode,
        details: {
          origin,
          status: payment.status,
          paymentId: payment.paymentId,
          amountCents: Number(attempt.amount_cents),
          capturedCents: captured,
        },
      },
      19,
    );
    // The attempt, the invoice, the audit row and the notification in one round trip.
    const { rows } = await tx.query<AttemptRow>(
      `WITH main AS (
         UPDATE payment_attempts SET state = $2, payment_id = COALESCE($3, payment_id), tid = $4, proof_of_sale = $5, authorization_code = $6,
                acquirer_status = $7, return_code = $8, return_message = $9, captured_cents = $10,
                capture_deadline = CASE WHEN $2 = 'authorised' THEN now() + make_interval(days => $11::int) ELSE capture_deadline END,
                failure_reason = CASE WHEN $2 = 'failed' THEN 'declined' ELSE NULL END, updated_at = now()
          WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}),
       inv AS (
         UPDATE invoices SET paid_cents = $13, charged_at = CASE WHEN $14 THEN now() ELSE charged_at END, direct_charge = $15, last_status = $16,
                last_failure_status = $17, last_failure_code = $18, updated_at = now()
          WHERE id = $12),
       ${ev.cte}
       SELECT main.*, ${ev.notify} FROM main`,
      [
        attempt.id,
        next,
        payment.paymentId || null,
        payment.tid,
        payment.proofOfSale,
        payment.authorizationCode,
        payment.status,
        payment.returnCode,
        payment.returnMessage,
        captured,
        opts.captureWindowDays,
        invoice.id,
        inv.paid,
        inv.charged,
        inv.direct,
        inv.last,
        inv.failStatus,
        inv.failCode,
        ...ev.params,
      ],
    );
    await emitDomainEvent(tx, { type: `payment.attempt.${next}`, institutionId: attempt.institution_id, attemptId: attempt.id });
    if (next === 'authorised') {
      // An abandoned reservation is voided before the acquirer's capture deadline.
      const runInMs = Math.max(0, opts.captureWindowDays * DAY_MS - opts.voidBeforeDeadlineMs);
      await enqueueJob(tx, {
        kind: 'billing.reservation-expiry',
        payload: { attemptId: attempt.id },
        runInMs,
        dedupeKey: `attempt:${attempt.id}`,
        maxAttempts: 20,
      });
    } else if (next === 'in_analysis' || next === 'unknown') {
      await scheduleReconcile(tx, attempt.id, opts.unknownRetryMs);
    }
    return { ...rows[0]!, invoice: { last_status: inv.last, duplicated_to: invoice.duplicated_to } };
  });
}

/** A 4xx from the acquirer: no transaction was created, so the attempt failed (safe to retry with a new one). */
export async function applyRejected(deps: AppDeps, attemptId: number, error: AcquirerRejectedError): Promise<AttemptRow> {
  return failWithoutSale(deps, attemptId, 'rejected', { httpStatus: error.httpStatus, errors: error.errors.map((e) => e.code) });
}

/** The reconciler found no sale for the MerchantOrderId after the grace period: nothing was charged. */
export async function applyNoSale(deps: AppDeps, attemptId: number): Promise<AttemptRow> {
  return failWithoutSale(deps, attemptId, 'no_sale', {});
}

async function failWithoutSale(
  deps: AppDeps,
  attemptId: number,
  reason: 'rejected' | 'no_sale',
  details: Record<string, unknown>,
): Promise<AttemptRow> {
  return withTransaction(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    if (attempt.state !== 'pending' && attempt.state !== 'unknown') return attempt;
    const { rows } = await tx.query<AttemptRow>(
      `UPDATE payment_attempts SET state = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
      [attempt.id, reason],
    );
    await tx.query(
      `UPDATE invoices SET last_status = 'failure', last_failure_status = $2, last_failure_code = NULL, updated_at = now() WHERE id = $1`,
      [invoice.id, reason],
    );
    await recordEvent(tx, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(invoice.id),
      attemptId: attempt.id,
      kind: `attempt.${reason}`,
      state: 'failed',
      details,
    });
    return rows[0]!;
  });
}

/** Timeout, reset, 5xx: the outcome is unknown (never failed) until the reconciler queries the acquirer. */
export async function markUnknown(deps: AppDeps, attemptId: number, cause: string): Promise<AttemptRow> {
  const opts = deps.config.billing;
  return withTransaction(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    if (attempt.state !== 'pending') return attempt;
    const { rows } = await tx.query<AttemptRow>(
      `UPDATE payment_attempts SET state = 'unknown', updated_at = now() WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
      [attempt.id],
    );
    await scheduleReconcile(tx, attempt.id, opts.unknownRetryMs);
    await recordEvent(tx, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(invoice.id),
      attemptId: attempt.id,
      kind: 'attempt.unknown',
      state: 'unknown',
      details: { cause },
    });
    return rows[0]!;
  });
}

/** The acquirer refused a capture or void (the sale is unchanged there): the intent is cleared so staff may try again. */
export async function clearPendingOp(
  deps: AppDeps,
  attemptId: number,
  kind: 'capture.failed' | 'void.failed',
  result: Partial<AcquirerOperationResult>,
): Promise<AttemptRow> {
  return withTransaction(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    const { rows } = await tx.query<AttemptRow>(
      `UPDATE payment_attempts SET pending_op = NULL, pending_op_at = NULL, updated_at = now() WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
      [attempt.id],
    );
    await recordEvent(tx, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(invoice.id),
      attemptId: attempt.id,
      kind,
      returnCode: result.returnCode ?? null,
      details: { status: result.status ?? null, reasonCode: result.reasonCode ?? null },
    });
    return rows[0]!;
  });
}

/** A capture answered (or found by query) with Status 2: the reservation is paid. */
export async function applyCaptured(
  deps: AppDeps,
  attemptId: number,
  result: AcquirerOperationResult,
  origin: Origin,
  userId: number | null,
): Promise<AttemptRow> {
  return withTransaction(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    if (attempt.state !== 'authorised') {
      if (attempt.pending_op)
        await tx.query('UPDATE payment_attempts SET pending_op = NULL, pending_op_at = NULL WHERE id = $1', [attempt.id]);
      return attempt;
    }
    const amount = Number(attempt.amount_cents);
    const { rows } = await tx.query<AttemptRow>(
      `UPDATE payment_attempts SET state = 'paid', pending_op = NULL, pending_op_at = NULL, captured_cents = $2, acquirer_status = $3,
              return_code = COALESCE($4, return_code), return_message = COALESCE($5, return_message), updated_at = now()
        WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
      [attempt.id, amount, ACQUIRER_STATUS.PaymentConfirmed, result.returnCode, result.returnMessage],
    );
    const paid = Number(invoice.paid_cents) + amount;
    await tx.query(`UPDATE invoices SET paid_cents = $2, charged_at = now(), last_status = $3, updated_at = now() WHERE id = $1`, [
      invoice.id,
      paid,
      invoiceStatusAfter('paid', Number(invoice.total_cents), paid),
    ]);
    await recordEvent(tx, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(invoice.id),
      attemptId: attempt.id,
      kind: 'capture.done',
      state: 'paid',
      returnCode: result.returnCode,
      details: { origin, capturedCents: amount },
      actorUserId: userId,
    });
    return rows[0]!;
  });
}

/**
 * A void answered (or found by query) with Status 10/11: the reservation is cancelled, the invoice
 * closed and copied so it can be charged again (novoCodCabDuplicado).
 */
export async function applyVoided(
  deps: AppDeps,
  attemptId: number,
  result: AcquirerOperationResult,
  origin: Origin,
  userId: number | null,
  reason: 'staff' | 'expired' | 'guest',
): Promise<{ attempt: AttemptRow; copyId: number | null }> {
  return withTransaction(deps.db, async (tx) => {
    const { attempt, invoice } = await lockAttempt(tx, attemptId);
    if (attempt.state === 'voided') return { attempt, copyId: invoice.duplicated_to === null ? null : Number(invoice.duplicated_to) };
    if (!canTransition(attempt.state, 'voided')) return { attempt, copyId: null };
    const { rows } = await tx.query<AttemptRow>(
      `UPDATE payment_attempts SET state = 'voided', pending_op = NULL, pending_op_at = NULL, acquirer_status = $2,
              return_code = COALESCE($3, return_code), return_message = COALESCE($4, return_message), updated_at = now()
        WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
      [attempt.id, result.status, result.returnCode, result.returnMessage],
    );
    let copyId: number | null = null;
    if (!invoice.cancelled_at && attempt.state === 'authorised') {
      copyId = await duplicateInvoice(tx, invoice, userId);
      await recordEvent(tx, {
        institutionId: attempt.institution_id,
        bookingId: Number(attempt.booking_id),
        invoiceId: copyId,
        kind: 'invoice.duplicated',
        details: { from: Number(invoice.id) },
        actorUserId: userId,
      });
    }
    await recordEvent(tx, {
      institutionId: attempt.institution_id,
      bookingId: Number(attempt.booking_id),
      invoiceId: Number(invoice.id),
      attemptId: attempt.id,
      kind: 'reservation.voided',
      state: 'voided',
      returnCode: result.returnCode,
      details: { origin, reason, copy: copyId },
      actorUserId: userId,
    });
    return { attempt: rows[0]!, copyId };
  });
}
