import type { Queryable } from '../../db/pool';
import { emitDomainEvent } from '../../platform/domain-events';
import { eventPayload, type LiveEvent } from '../../platform/events';

export interface BillingEvent {
  institutionId: number;
  bookingId: number;
  invoiceId: number | null;
  attemptId?: number | null;
  /** e.g. invoice.created, item.saved, attempt.created, attempt.paid, capture.requested, reservation.voided */
  kind: string;
  state?: string | null;
  returnCode?: string | null;
  /** Never card numbers, CVV or documents: ids, amounts, codes and staff-entered notes only. */
  details?: Record<string, unknown>;
  actorUserId?: number | null;
}

/**
 * Appends to the payment audit trail and tells open screens (invoice.changed, id = codCab; inside a
 * transaction the notification is sent at commit).
 */
export async function recordEvent(db: Queryable, e: BillingEvent): Promise<void> {
  // One round trip: the audit row and the live notification (platform/events.ts's channel and payload).
  const live: LiveEvent = { institutionId: e.institutionId, type: 'invoice.changed', id: e.invoiceId ?? e.bookingId };
  await db.query(
    `WITH ev AS (
       INSERT INTO payment_events (institution_id, booking_id, invoice_id, attempt_id, kind, state, return_code, details, actor_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9))
     SELECT pg_notify('gm_events', $10)`,
    [
      e.institutionId,
      e.bookingId,
      e.invoiceId,
      e.attemptId ?? null,
      e.kind,
      e.state ?? null,
      e.returnCode ?? null,
      JSON.stringify(e.details ?? {}),
      e.actorUserId ?? null,
      eventPayload(live),
    ],
  );
  await emitDomainEvent(db, {
    type: `payment.${e.kind}`,
    institutionId: e.institutionId,
    bookingId: e.bookingId,
    invoiceId: e.invoiceId,
    attemptId: e.attemptId,
  });
}

/**
 * The audit row and its notification as SQL appended to another statement, so the hot path writes
 * them in the same round trip: the caller writes `WITH main AS (... RETURNING ...), ${cte} SELECT
 * main.*, ${notify} FROM main`. No row in main, no event. Parameters are numbered from `first`.
 */
export function eventSql(e: BillingEvent, first: number, attemptIdExpr?: string): { cte: string; notify: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  const attempt = attemptIdExpr ? `COALESCE(${attemptIdExpr}, ${p(3)}::bigint)` : `${p(3)}::bigint`;
  const live: LiveEvent = { institutionId: e.institutionId, type: 'invoice.changed', id: e.invoiceId ?? e.bookingId };
  return {
    cte: `ev AS (INSERT INTO payment_events (institution_id, booking_id, invoice_id, attempt_id, kind, state, return_code, details, actor_user_id)
                SELECT ${p(0)}::int, ${p(1)}::bigint, ${p(2)}::bigint, ${attempt}, ${p(4)}::text, ${p(5)}::text, ${p(6)}::text, ${p(7)}::jsonb, ${p(8)}::int FROM main)`,
    notify: `pg_notify('gm_events', ${p(9)}::text)`,
    params: [
      e.institutionId,
      e.bookingId,
      e.invoiceId,
      e.attemptId ?? null,
      e.kind,
      e.state ?? null,
      e.returnCode ?? null,
      JSON.stringify(e.details ?? {}),
      e.actorUserId ?? null,
      eventPayload(live),
    ],
  };
}
