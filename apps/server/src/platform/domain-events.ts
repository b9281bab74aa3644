import type { Queryable } from '../db/pool';

/**
 * Business events offered to the modules above the one where they happen (a web check-in completed, a payment
 * paid or failed, a booking event such as a PMS registration error), inside the transaction that records them. A
 * module lists its reactions in its manifest (`reactions: { type: handler }`); a reaction runs in that
 * transaction, so what it writes (typically `enqueueJob`) exists only if the event commits. Reactions must be
 * short: they run on the path of the request or job that caused the event. Live screens keep their own channel
 * (platform/events.ts); this one never leaves the process and carries only ids.
 */
export interface DomainEvent {
  /** Dotted: 'webcheckin.completed', 'payment.attempt.paid', 'booking.registration_error', ... */
  type: string;
  institutionId: number;
  bookingId?: number | null;
  personId?: number | null;
  invoiceId?: number | null;
  attemptId?: number | null;
  /** The language of the guest who caused it, when a guest did (their request's locale). */
  locale?: string | null;
  /** The event's own record (ids, codes): never documents, card data or secrets. */
  details?: Record<string, unknown>;
}

export type DomainEventHandler = (tx: Queryable, event: DomainEvent) => Promise<void>;

/** type -> module name -> reaction (one per module and type; filling it again, as every test app does, is harmless). */
const reactions = new Map<string, Map<string, DomainEventHandler>>();

/** A module's reactions (its manifest's `reactions`), registered by registerModuleCatalogues. */
export function registerReactions(moduleName: string, byType: Record<string, DomainEventHandler>): void {
  for (const [type, handler] of Object.entries(byType)) {
    const forType = reactions.get(type) ?? new Map<string, DomainEventHandler>();
    forType.set(moduleName, handler);
    reactions.set(type, forType);
  }
}

/** Offers an event to the modules that react to its type, in the caller's transaction (one line where it happens). */
export async function emitDomainEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  const forType = reactions.get(event.type);
  if (!forType) return;
  for (const handler of forType.values()) await handler(tx, event);
}
