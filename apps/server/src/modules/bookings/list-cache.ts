import type { EventHub } from '../../platform/events';

/**
 * A short-lived per-process cache of booking list answers, for the moments when many screens ask the
 * same list at once (every reception screen refetches when a 'booking.changed' event arrives).
 * - Keyed by hotel and the normalised filter; the caller's permission is checked before the handler,
 *   and lists hold nothing user-specific.
 * - Any live event of the hotel, from any server process (PostgreSQL LISTEN/NOTIFY), drops the
 *   hotel's entries; this process's own writes drop them at commit, before the reply. Before answering from
 *   an entry, the process catches up with its LISTEN connection (platform/listen-fence.ts): a change another
 *   process committed before the request is never answered stale; while not listening, nothing is served cached.
 * - Concurrent misses of one key wait for one query; an answer computed while the hotel changed is
 *   not stored nor shared with later callers (generation check), and every entry is refreshed
 *   after BOOKINGS_LIST_CACHE_MS (default 2000; 0 turns the cache off) even if an event was lost
 *   (callers arriving during that refresh still get the expired answer: nothing announced a change).
 */
interface HotelEntries {
  generation: number;
  entries: Map<string, { at: number; value: unknown }>;
  /** Answers being computed: concurrent misses of one key share one query (no stampede at expiry). */
  inflight: Map<string, { generation: number; promise: Promise<unknown> }>;
}

const MAX_ENTRIES_PER_HOTEL = 200;

class ListCache {
  private readonly hotels = new Map<number, HotelEntries>();

  constructor(private readonly events: EventHub) {}

  private hotel(institutionId: number): HotelEntries {
    let h = this.hotels.get(institutionId);
    if (!h) {
      h = { generation: 0, entries: new Map(), inflight: new Map() };
      this.hotels.set(institutionId, h);
      const entry = h;
      this.events.subscribe(institutionId, () => {
        entry.generation += 1;
        entry.entries.clear();
      });
    }
    return h;
  }

  invalidate(institutionId: number): void {
    const h = this.hotels.get(institutionId);
    if (!h) return;
    h.generation += 1;
    h.entries.clear();
  }

  /** `ttl`: the configured BOOKINGS_LIST_CACHE_MS (0: no cache). */
  async get<T>(institutionId: number, key: string, ttl: number, compute: () => Promise<T>): Promise<T> {
    if (!ttl) return compute();
    const h = this.hotel(institutionId);
    if ((h.entries.has(key) || h.inflight.has(key)) && !(await this.events.caughtUp())) return compute();
    const hit = h.entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < ttl) return hit.value as T;
    const generation = h.generation;
    const running = h.inflight.get(key);
    if (running && running.generation === generation) {
      // An expired answer (no change event since) is served while its refresh runs.
      return hit ? (hit.value as T) : (running.promise as Promise<T>);
    }
    const promise = compute();
    h.inflight.set(key, { generation, promise });
    try {
      const value = await promise;
      if (h.generation === generation) {
        if (h.entries.size >= MAX_ENTRIES_PER_HOTEL) h.entries.clear();
        h.entries.set(key, { at: now, value });
      }
      return value;
    } finally {
      if (h.inflight.get(key)?.promise === promise) h.inflight.delete(key);
    }
  }
}

const caches = new WeakMap<EventHub, ListCache>();

export function listCache(events: EventHub): ListCache {
  let c = caches.get(events);
  if (!c) {
    c = new ListCache(events);
    caches.set(events, c);
  }
  return c;
}
