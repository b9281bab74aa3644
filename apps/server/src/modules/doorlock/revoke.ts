import type { Queryable } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import { type AuditActor, actorOf, recordAuditAs } from '../../platform/audit';
import type { DomainEventHandler } from '../../platform/domain-events';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import type { InstitutionContext } from '../../platform/registry';
import { revocationsOf } from './encode';
import { ENCODE_JOB_KIND, logOperation } from './jobs';

/**
 * Revoking a booking's keys (docs/decisions/0078-kiosk-keys-revocation-face-retention.md): when the stay ends (checked
 * out, or cancelled) every room with keys encoded and not yet revoked gets a revocation job, in the transaction that
 * ended the stay (a domain-event reaction), so it exists exactly when the check-out commits. The job is taken, leased,
 * retried (an unreachable lock server) and expired like an encode, by the sandbox or by the hotel's connector. A second
 * check-out event, or the desk's "revoke" while one is on its way, joins the open job (one per booking and room).
 */

export interface RevokeWho {
  userId: number | null;
  /** Where the revocation came from, for the operations log: checkout, cancel, desk. */
  device: string;
  actor: AuditActor;
  ip?: string | null;
  requestId?: string | null;
}

/** Queues the revocation of the booking's unrevoked keys, one job per room; returns how many were queued. */
export async function queueRevocation(tx: Queryable, institutionId: number, bookingId: number, who: RevokeWho): Promise<number> {
  // One revocation decision per booking at a time (a check-out and the desk's tap at the same instant).
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`door-revoke:${bookingId}`]);
  const { rows } = await tx.query<{ id: number; room: string }>(
    `INSERT INTO door_encode_jobs (kind, institution_id, booking_id, room, cards, valid_from, valid_until, requested_by, device)
     SELECT 'revoke', $1, $2, k.room, 1, min(k.valid_from), max(k.valid_until), $3, $4
       FROM door_encode_jobs k
      WHERE k.booking_id = $2 AND k.institution_id = $1 AND k.kind = 'encode' AND k.state = 'done' AND k.revoked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM door_encode_jobs o WHERE o.booking_id = $2 AND o.room = k.room AND o.kind = 'revoke'
                                                           AND o.state IN ('pending', 'working'))
      GROUP BY k.room
     RETURNING id::int AS id, room`,
    [institutionId, bookingId, who.userId, who.device],
  );
  for (const job of rows) {
    await logOperation(tx, {
      institutionId,
      bookingId,
      jobId: job.id,
      room: job.room,
      operation: 'revoke_request',
      result: 'accepted',
      userId: who.userId,
      device: who.device,
    });
    await recordAuditAs(
      tx,
      who.actor,
      {
        action: 'doorlock.revoke_requested',
        target: { type: 'booking', id: bookingId },
        after: { seqEncode: job.id, numUH: job.room, origem: who.device },
        institutionId,
      },
      { ip: who.ip ?? null, requestId: who.requestId ?? null },
    );
    // The sandbox runs it at once; with DOOR_LOCK=connector the job runner leaves it to the hotel's connector.
    await enqueueJob(tx, { kind: ENCODE_JOB_KIND, payload: { jobId: job.id }, dedupeKey: String(job.id), maxAttempts: 5 });
  }
  return rows.length;
}

const SYSTEM = (name: string): AuditActor => ({ actorUserId: null, actorName: name, asUserId: null, asName: null });

/** The stay ended: its keys are revoked (booking.checked_out from the desk, the list or the guest's check-out; booking.cancelled). */
const stayEnded =
  (device: string): DomainEventHandler =>
  async (tx, e) => {
    if (!e.bookingId) return;
    await queueRevocation(tx, e.institutionId, e.bookingId, { userId: null, device, actor: SYSTEM(device) });
  };

/** A key finished encoding: if the stay ended meanwhile (a check-out while it was on its way), it is revoked now. */
const encodedLate: DomainEventHandler = async (tx, e) => {
  if (!e.bookingId) return;
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1 AND institution_id = $2', [
    e.bookingId,
    e.institutionId,
  ]);
  const status = rows[0]?.status;
  if (status !== 'O' && status !== 'C') return;
  const device = status === 'O' ? 'checkout' : 'cancel';
  await queueRevocation(tx, e.institutionId, e.bookingId, { userId: null, device, actor: SYSTEM(device) });
};

export const doorLockReactions: Record<string, DomainEventHandler> = {
  'booking.checked_out': stayEnded('checkout'),
  'booking.cancelled': stayEnded('cancel'),
  'doorlock.key_encoded': encodedLate,
};

/**
 * RevogarChavesReservaService: the desk revokes the booking's keys again (a revocation the lock server refused, or a
 * lost card); answers the booking's revocations. Nothing to revoke queues nothing. Another hotel's booking is not found.
 */
export async function revokeBookingKeys(ctx: InstitutionContext, bookingId: number) {
  const c = ctx.caller;
  const userId = c.kind === 'user' ? c.idUser : null;
  await withTransaction(ctx.deps.db, async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM bookings WHERE id = $1 AND institution_id = $2', [bookingId, ctx.institutionId]);
    if (!rows[0]) throw new AppError('doorLock.booking_not_found', { httpStatus: 404 });
    await queueRevocation(tx, ctx.institutionId, bookingId, {
      userId,
      device: 'desk',
      actor: actorOf(ctx),
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  });
  return { status: 1 as const, revogacoes: await revocationsOf(ctx, bookingId) };
}
