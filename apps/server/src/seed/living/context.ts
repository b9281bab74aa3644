import type pg from 'pg';
import type { Ports } from '../../adapters/ports';
import type { Rng } from './random';

/** What the demo seed made first (seed/seed.ts) and every living-demo generator builds on. */
export interface DemoIds {
  hotel: number;
  hospital: number;
  pousada: number;
  admin: number;
  reception: number;
  guest: number;
}

export interface DemoContext {
  tx: pg.PoolClient;
  ids: DemoIds;
  ports: Pick<Ports, 'blob' | 'blobKeyring'>;
  /** This generator's own random stream. */
  rng: Rng;
  now: Date;
  todayIn(timeZone: string): string;
  guestEmail: string;
  guestName: string;
  /** The billing capture window (reservations expire after it). */
  captureWindowDays: number;
  /** Blob objects written so far (removed when the transaction fails). */
  storedKeys: string[];
}

export interface DemoGenerator {
  name: string;
  run(ctx: DemoContext): Promise<Record<string, number>>;
}
