import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { afterCommit, type Db, type Queryable } from '../db/pool';
import { ListenFence } from './listen-fence';

const CHANNEL = 'gm_events';

/** A change other screens should see live: staff lists refetch on it (payload stays minimal). */
export interface LiveEvent {
  institutionId: number;
  /** e.g. 'booking.changed', 'webcheckin.changed', 'invoice.changed' */
  type: string;
  /** The affected record's id (CODRES, codCab, ...). */
  id?: number | string;
  /**
   * The browser tab whose request made the change (its `x-live-origin` header; decision 0029). Only the stream that
   * tab opened is told (`own: true`); the value never goes to other streams.
   */
  origin?: string;
}

/** The header a browser tab sends on its calls and on its event stream: a random id of the tab (decision 0029). */
export const LIVE_ORIGIN_HEADER = 'x-live-origin';

const ORIGIN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The tab id of a request's header, or null when absent or not of the expected shape (it is only ever compared). */
export function liveOriginOf(header: unknown): string | null {
  return typeof header === 'string' && ORIGIN_SHAPE.test(header) ? header : null;
}

const origins = new AsyncLocalStorage<string>();

/**
 * Runs a service handler with its request's tab id, so the events it publishes name the tab that wrote
 * (jobs and other background work run outside any request and publish without one).
 */
export function withLiveOrigin<T>(origin: string | null, run: () => Promise<T>): Promise<T> {
  return origin ? origins.run(origin, run) : run();
}

/** The NOTIFY payload of an event: the event and, inside a request that sent one, the tab id that caused it. */
export function eventPayload(event: LiveEvent): string {
  const origin = event.origin ?? origins.getStore();
  return JSON.stringify(origin ? { ...event, origin } : event);
}

/**
 * Publishes through PostgreSQL, so any server process's subscribers receive it. Inside a transaction it is sent right
 * after the commit (afterCommit: a NOTIFY inside a writing transaction serialises every notifying commit), before the
 * call that wrote replies; a rolled-back transaction sends nothing.
 */
export async function publishEvent(db: Queryable, event: LiveEvent): Promise<void> {
  const payload = eventPayload(event); // the request's tab id is read now, while the request's context is current
  await afterCommit(db, () => db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]));
}

type Listener = (event: LiveEvent) => void;

/** One LISTEN connection per process, fanning events out to the open streams of each hotel. */
export class EventHub {
  private client: pg.PoolClient | null = null;
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly fence = new ListenFence(() => this.client);

  constructor(private readonly db: Db) {}

  /**
   * Resolves true once every event committed before the call has reached this process's listeners (one shared
   * round trip on the LISTEN connection); false when not listening.
   */
  caughtUp(): Promise<boolean> {
    return this.fence.wait();
  }

  async start(): Promise<void> {
    const client = await this.db.connect();
    client.on('notification', (n) => {
      try {
        const event = JSON.parse(n.payload ?? '') as LiveEvent;
        for (const l of this.listeners.get(event.institutionId) ?? []) l(event);
      } catch {
        /* not ours */
      }
    });
    client.on('error', () => {
      this.client = null;
    });
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  stop(): void {
    this.client?.release();
    this.client = null;
    this.listeners.clear();
  }

  subscribe(institutionId: number, listener: Listener): () => void {
    const set = this.listeners.get(institutionId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(institutionId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(institutionId);
    };
  }
}
