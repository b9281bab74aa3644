import { createHash } from 'node:crypto';
import type { PaymentReply } from '@gm/contracts/billing';
import { type AttemptState, PAYMENT_POLL_INTERVAL_MS, type PaymentOperation } from '@gm/domain/invoice-state';
import type { Locale } from '@gm/domain/locale';
import { amountDueCents, checkInstallments } from '@gm/domain/money';
import { lookupReturnCode, returnCodeMessage } from '@gm/domain/return-codes';
import type pg from 'pg';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { type AuditScope, recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { translate } from '../../platform/messages';
import { eventSql } from './audit';
import type { SavedCardRow } from './cards';
import type { BillingHotel } from './context';
import { INVOICE_COLUMNS, INVOICE_FIELDS, type InvoiceRow, lockInvoice, viewOf } from './invoices';

/**
 * Payment attempts, exactly once (PAYMENTS.md "Exactly-once payments: the pattern"): the attempt row
 * (idempotency key unique per hotel, unique MerchantOrderId, request hash, amount) is committed before
 * the acquirer is called; the invoice row is locked only for that check-and-insert; the outcome is
 * applied in a second short transaction, by the request or by the reconciler, whichever comes first.
 */

export const DAY_MS = 86_400_000;

/**
 * Crash injection for tests: deps.failpoint is called at these points and may throw to simulate the process
 * dying there. main.ts never sets it, so it is unreachable in production.
 */
export type FailpointName = 'after-attempt-commit' | 'after-acquirer-reply' | 'after-capture-reply' | 'after-void-reply';
export type Failpoint = (point: FailpointName) => void | Promise<void>;

export async function failpoint(deps: AppDeps, point: FailpointName): Promise<void> {
  await deps.failpoint?.(point);
}

export interface AttemptRow {
  id: number;
  institution_id: number;
  invoice_id: number;
  booking_id: number;
  operation: PaymentOperation;
  idempotency_key: string;
  request_hash: string;
  merchant_order_id: string;
  amount_cents: number;
  installments: number;
  saved_card_id: number;
  gateway: string;
  state: AttemptState;
  pending_op: 'capture' | 'void' | null;
  payment_id: string | null;
  acquirer_status: number | null;
  return_code: string | null;
  return_message: string | null;
  failure_reason: string | null;
  captured_cents: number;
  created_at: Date;
  /** Set by the apply functions: the invoice as that transaction left it (saves a read for the reply). */
  invoice?: Pick<InvoiceRow, 'last_status' | 'duplicated_to'>;
}

export const ATTEMPT_COLUMNS = `id, institution_id, invoice_id, booking_id, operation, idempotency_key, request_hash, merchant_order_id,
  amount_cents, installments, saved_card_id, gateway, state, pending_op, payment_id, acquirer_status, return_code, return_message,
  failure_reason, captured_cents, created_at`;

/** A stable hash of what the request asks for (never card data): same key + different body is refused. */
export function requestHash(parts: Record<string, string | number | boolean | null>): string {
  const canonical = Object.keys(parts)
    .sort()
    .map((k) => `${k}=${String(parts[k])}`)
    .join('&');
  return createHash('sha256').update(canonical).digest('hex');
}

export interface StartRequest {
  hotel: BillingHotel;
  bookingId: number;
  invoiceId: number;
  operation: PaymentOperation;
  installments: number;
  card: SavedCardRow;
  idempotencyKey: string;
  requestHash: string;
  source: 'staff' | 'guest';
  userId: number | null;
  /** A staff request: the attempt goes to the audit trail too. */
  audit?: AuditScope | null;
}

export async function attemptById(db: Queryable, id: number): Promise<AttemptRow> {
  const { rows } = await db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE id = $1`, [id]);
  return rows[0]!;
}

async function attemptByKey(db: Queryable, institutionId: number, key: string): Promise<AttemptRow | undefined> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE institution_id = $1 AND idempotency_key = $2`,
    [institutionId, key],
  );
  return rows[0];
}

function replayOf(existing: AttemptRow, hash: string): { attempt: AttemptRow; replay: true } {
  if (existing.request_hash !== hash) throw new AppError('billing.idempotency_mismatch');
  return { attempt: existing, replay: true };
}

/** A replay is answered from the stored attempt without locking anything. */
export async function findReplay(db: Queryable, institutionId: number, key: string, hash: string) {
  const existing = await attemptByKey(db, institutionId, key);
  return existing ? replayOf(existing, hash) : null;
}

/**
 * tx1: lock the invoice, answer a replay of the key, check the amount due minus open attempts and the
 * installments, insert the pending attempt and its safety-net reconcile job, commit.
 */
export async function startAttempt(deps: AppDeps, req: StartRequest): Promise<{ attempt: AttemptRow; replay: boolean }> {
  const opts = deps.config.billing;
  return withTransaction(deps.db, async (tx) => {
    const inv = await lockInvoice(tx, req.hotel.id, req.bookingId, req.invoiceId);
    // One round trip: the attempt of this key, if any, and what open attempts already hold on the invoice.
    const { rows: found } = await tx.query<AttemptRow & { held: number }>(
      `SELECT a.*, (SELECT COALESCE(sum(amount_cents), 0)::bigint FROM payment_attempts
                     WHERE invoice_id = $3 AND state IN ('pending', 'unknown', 'authorised', 'in_analysis')) AS held
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE institution_id = $1 AND idempotency_key = $2) a ON true`,
      [req.hotel.id, req.idempotencyKey, inv.id],
    );
    const existing = found[0]!;
    if (existing.id !== null) return replayOf(existing, req.requestHash);
    if (inv.cancelled_at) throw new AppError('billing.invoice_cancelled');
    const view = viewOf(inv);
    if (view.state === 'paid' || view.state === 'partially_paid') throw new AppError('billing.invoice_paid');
    if (view.state === 'reserved') throw new AppError('billing.invoice_reserved');
    const held = Number(existing.held);
    const amount = amountDueCents(Number(inv.total_cents), Number(inv.paid_cents)) - held;
    if (amount <= 0) throw new AppError(held > 0 ? 'billing.payment_in_progress' : 'billing.nothing_due');
    const problem = checkInstallments(amount, req.installments, req.hotel.maxInstallments);
    if (problem === 'out_of_range') throw new AppError('billing.installments_invalid', { params: { max: req.hotel.maxInstallments } });
    if (problem === 'below_minimum') throw new AppError('billing.installment_minimum', { extra: { LR: 'EE' } });
    const ev = eventSql(
      {
        institutionId: req.hotel.id,
        bookingId: req.bookingId,
        invoiceId: Number(inv.id),
        kind: 'attempt.created',
        state: 'pending',
        details: { operation: req.operation, amountCents: amount, installments: req.installments, card: req.card.masked_number },
        actorUserId: req.userId,
      },
      13,
      'main.id',
    );
    // The attempt, its audit row and the live notification in one round trip.
    const { rows } = await tx.query<AttemptRow>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('payment_attempts', 'id')) AS id),
       main AS (
         INSERT INTO payment_attempts (id, institution_id, invoice_id, booking_id, operation, idempotency_key, request_hash, merchant_order_id,
                                       amount_cents, installments, saved_card_id, gateway, source, created_by)
         SELECT next.id, $1, $2, $3, $4, $5, $6, 'INV' || $2::bigint::text || 'A' || next.id::text, $7, $8, $9, $10, $11, $12 FROM next
         ON CONFLICT (institution_id, idempotency_key) DO NOTHING
         RETURNING ${ATTEMPT_COLUMNS}),
       ${ev.cte}
       SELECT main.*, ${ev.notify} FROM main`,
      [
        req.hotel.id,
        inv.id,
        req.bookingId,
        req.operation,
        req.idempotencyKey,
        req.requestHash,
        amount,
        req.installments,
        req.card.id,
        req.card.gateway,
        req.source,
        req.userId,
        ...ev.params,
      ],
    );
    if (!rows[0]) {
      // The same key was used at the same moment on another invoice of the hotel: nothing was written.
      return replayOf((await attemptByKey(tx, req.hotel.id, req.idempotencyKey))!, req.requestHash);
    }
    const attempt = rows[0];
    if (inv.last_status === 'failure') {
      // A new attempt replaces the last failure, so a screen polling the invoice waits for this one.
      await tx.query(
        'UPDATE invoices SET last_status = NULL, last_failure_status = NULL, last_failure_code = NULL, updated_at = now() WHERE id = $1',
        [inv.id],
      );
    }
    await enqueueJob(tx, {
      kind: 'billing.reconcile',
      payload: { attemptId: attempt.id },
      runInMs: opts.reconcileAfterMs,
      dedupeKey: `attempt:${attempt.id}`,
      maxAttempts: 60,
    });
    if (req.audit)
      await recordAudit(tx, req.audit, {
        action: `payment.${req.operation}`,
        target: { type: 'invoice', id: Number(inv.id), label: inv.description },
        after: { attempt: attempt.id, amountCents: amount, installments: req.installments, booking: req.bookingId },
      });
    return { attempt, replay: false };
  });
}

const LOCK_ATTEMPT_SQL = `WITH inv AS (
    SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = (SELECT invoice_id FROM payment_attempts WHERE id = $1) FOR UPDATE OF i)
  SELECT ${INVOICE_FIELDS.map((f) => `inv.${f} AS inv_${f}`).join(', ')},
         ${ATTEMPT_COLUMNS.split(',')
           .map((c) => `a.${c.trim()}`)
           .join(', ')}
    FROM inv JOIN payment_attempts a ON a.id = $1 FOR UPDATE OF a`;

/**
 * Locks in the one order every writer uses: the invoice, then the attempt (one round trip: the invoice's lock is
 * taken in the WITH query before the outer query locks the attempt; FOR UPDATE reads the latest version of both).
 */
export async function lockAttempt(tx: pg.PoolClient, attemptId: number): Promise<{ attempt: AttemptRow; invoice: InvoiceRow }> {
  const { rows } = await tx.query<Record<string, unknown>>(LOCK_ATTEMPT_SQL, [attemptId]);
  const row = rows[0];
  if (!row) throw new Error(`payment attempt ${attemptId} not found`);
  const invoice = {} as Record<string, unknown>;
  const attempt = {} as Record<string, unknown>;
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith('inv_')) invoice[k.slice(4)] = v;
    else attempt[k] = v;
  }
  return { attempt: attempt as unknown as AttemptRow, invoice: invoice as unknown as InvoiceRow };
}

/** Schedules a reconcile query of the attempt (at most one pending per purpose). */
export async function scheduleReconcile(db: Queryable, attemptId: number, runInMs: number, purpose = 'retry'): Promise<void> {
  await enqueueJob(db, {
    kind: 'billing.reconcile',
    payload: { attemptId },
    runInMs,
    dedupeKey: `attempt:${attemptId}:${purpose}`,
    maxAttempts: 60,
  });
}

export async function invoiceOfAttempt(db: Queryable, attempt: AttemptRow): Promise<InvoiceRow> {
  const { rows } = await db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1`, [attempt.invoice_id]);
  return rows[0]!;
}

/** The failure a payer reads: status 0, the return code's message, and the spec's failure entry. */
function failureError(attempt: AttemptRow, locale: Locale, brand?: string | null): AppError {
  const code = attempt.return_code;
  const extra = (message: string) => ({
    success: false,
    LR: code,
    codCab: Number(attempt.invoice_id),
    estado: 'failure',
    idempotencyKey: attempt.idempotency_key,
    retry: code ? lookupReturnCode(code, { status: attempt.acquirer_status, brand }).retry : 'allowed',
    failure: { failureLrCode: code, error: attempt.failure_reason ?? 'declined', message },
  });
  if (attempt.failure_reason === 'no_sale')
    return new AppError('billing.payment_no_sale', { extra: extra(translate('billing.payment_no_sale', locale)) });
  if (attempt.failure_reason === 'rejected' || !code)
    return new AppError('billing.acquirer_rejected', { extra: extra(translate('billing.acquirer_rejected', locale)) });
  const reason = returnCodeMessage(code, locale, { status: attempt.acquirer_status, brand, operation: 'sale' });
  return new AppError('billing.payment_declined', { params: { reason, code }, extra: extra(reason) });
}

/** The reply for an attempt's current state (also the stored result a replay of its key gets). */
export async function replyFor(db: Db, attempt: AttemptRow, locale: Locale, brand?: string | null): Promise<PaymentReply> {
  const inv = attempt.invoice ?? (await invoiceOfAttempt(db, attempt));
  const base = {
    status: 1 as const,
    codCab: Number(attempt.invoice_id),
    LR: attempt.return_code,
    eveUltStatus: inv.last_status,
    idempotencyKey: attempt.idempotency_key,
  };
  switch (attempt.state) {
    case 'paid':
      return {
        ...base,
        success: true,
        estado: inv.last_status === 'partially_paid' ? 'partially_paid' : 'paid',
        message: translate('billing.paid_ok', locale),
      };
    case 'authorised':
      return { ...base, success: true, estado: 'reserved', message: translate('billing.reserved_ok', locale) };
    case 'in_analysis':
      return {
        ...base,
        success: null,
        estado: 'in_analysis',
        message: translate('billing.in_analysis', locale),
        pollAfterMs: PAYMENT_POLL_INTERVAL_MS,
      };
    case 'voided':
      return {
        ...base,
        success: true,
        estado: 'voided',
        message: translate('billing.reservation_cancelled_ok', locale),
        novoCodCabDuplicado: inv.duplicated_to === null ? null : Number(inv.duplicated_to),
      };
    case 'failed':
      throw failureError(attempt, locale, brand);
    default:
      return {
        ...base,
        success: null,
        LR: null,
        estado: 'processing',
        message: translate('billing.processing', locale),
        pollAfterMs: PAYMENT_POLL_INTERVAL_MS,
      };
  }
}
