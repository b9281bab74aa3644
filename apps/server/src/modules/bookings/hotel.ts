import type { Db } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { institutionContext } from '../institutions/public';

/** What the bookings module needs of a hotel: its time zone, wording and flags. */
export interface HotelSettings {
  timeZone: string;
  hospital: boolean;
  flags: Record<string, unknown>;
}

const TTL_MS = 15_000;
const caches = new WeakMap<Db, Map<number, { at: number; value: HotelSettings }>>();

/**
 * The hotel's settings through the institutions module. Lists read them on every request, so they
 * are kept for a few seconds per process (a changed time zone or wording shows within TTL_MS);
 * rules that depend on a flag (the reservations map) pass fresh = true.
 */
export async function hotelSettings(db: Db, codIns: number, fresh = false): Promise<HotelSettings> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(codIns);
  if (!fresh && hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const ctx = await institutionContext(db, codIns);
  if (!ctx) throw new AppError('platform.no_context', { httpStatus: 403 });
  const value: HotelSettings = { timeZone: ctx.TIMEZONE || 'America/Sao_Paulo', hospital: ctx.ISHOSPITAL === 'S', flags: ctx };
  cache.set(codIns, { at: Date.now(), value });
  return value;
}
