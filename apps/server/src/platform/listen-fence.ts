import type pg from 'pg';

const TIMEOUT_MS = 1000;

/**
 * Catching up with a LISTEN connection, for caches that other processes invalidate by NOTIFY (docs/SCALING.md).
 * A writer's COMMIT returns only after PostgreSQL has signalled every listening session, and a session sends the
 * notifications it holds before the ReadyForQuery of its next command. So when a round trip on the listening
 * connection that began after a request arrived completes, every notification committed before that arrival has
 * been dispatched to this process's handlers: a change made through another process and acknowledged to its
 * client is never answered from this process's cache. Without it, a request that reaches this process a few
 * milliseconds after the change could still be answered from the entry the change dropped.
 * Concurrent callers share round trips: one in flight, at most one queued behind it.
 */
export class ListenFence {
  private inflight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;

  constructor(private readonly connection: () => pg.PoolClient | null) {}

  /** True once caught up; false when not listening (nothing cached from notifications can be trusted then). */
  wait(): Promise<boolean> {
    if (this.inflight) {
      // The round trip in flight may have been sent before this caller arrived: the next one is after it.
      this.queued ??= this.inflight.then(() => {
        this.queued = null;
        return this.wait();
      });
      return this.queued;
    }
    const client = this.connection();
    if (!client) return Promise.resolve(false);
    const trip = new Promise<boolean>((resolve) => {
      // A connection that stopped answering must not hold requests: they fall back to reading the database.
      const timer = setTimeout(() => resolve(false), TIMEOUT_MS);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      client.query('SELECT 1').then(
        () => done(true),
        () => done(false),
      );
    });
    this.inflight = trip;
    void trip.then(() => {
      if (this.inflight === trip) this.inflight = null;
    });
    return trip;
  }
}
