import type { Queryable } from '../../db/pool';
import type { AuditScope } from '../../platform/audit';
import { emitDomainEvent } from '../../platform/domain-events';
import { publishEvent } from '../../platform/events';

/**
 * A booking's activity: who acted and the event written for it (booking_events), told to the live screens and to the
 * modules above (domain events). The writes of bookings.ts, registrations.ts and import.ts all record through it.
 */

/** Who acted: a staff user, a guest, or the system (PMS); the name is kept with the event as it was then. */
export interface Actor {
  userId: number | null;
  name: string | null;
  /** The staff request that acted: its saves, check-ins and check-outs go to the audit trail. */
  audit?: AuditScope;
}

/** Appends to the activity log and tells the live screens; call inside the writing transaction. */
export async function recordEvent(
  tx: Queryable,
  institutionId: number,
  bookingId: number,
  kind: string,
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.query('INSERT INTO booking_events (institution_id, booking_id, kind, actor_user_id, details) VALUES ($1, $2, $3, $4, $5)', [
    institutionId,
    bookingId,
    kind,
    actor.userId,
    JSON.stringify(actor.name ? { ...details, usuario: actor.name } : details),
  ]);
  await publishEvent(tx, { institutionId, type: 'booking.changed', id: bookingId });
  await emitDomainEvent(tx, { type: `booking.${kind}`, institutionId, bookingId, personId: Number(details.CODPESRES) || null, details });
}
