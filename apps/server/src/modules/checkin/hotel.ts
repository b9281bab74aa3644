import type { Db } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { institutionContext } from '../institutions/public';

/** What the check-in rules need of a hotel (through the institutions module). */
export interface Hotel {
  codIns: number;
  name: string;
  country: string;
  timeZone: string;
  hospital: boolean;
  flags: Record<string, unknown>;
}

/**
 * The guest limit of spec section 5 ("maximum guests per booking: not shown"): the hotel's QTDMAXHOSPEDESRESERVA
 * flag (1 to 30), else 10 — enough for a family or a small group on one voucher, small enough to stop a leaked
 * voucher from being filled with strangers.
 */
export const DEFAULT_MAX_GUESTS = 10;
const MAX_GUESTS_CEILING = 30;

const TTL_MS = 5_000;
const cache = new WeakMap<Db, Map<number, { at: number; hotel: Hotel }>>();

export async function hotelOf(db: Db, codIns: number): Promise<Hotel> {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  const hit = map.get(codIns);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.hotel;
  const ctx = await institutionContext(db, codIns);
  if (!ctx) throw new AppError('platform.no_context', { httpStatus: 403 });
  const hotel: Hotel = {
    codIns,
    name: ctx.nomeIns,
    country: (ctx.COUNTRYINS || 'BR').toUpperCase(),
    timeZone: ctx.TIMEZONE || 'America/Sao_Paulo',
    hospital: ctx.ISHOSPITAL === 'S',
    flags: ctx,
  };
  map.set(codIns, { at: Date.now(), hotel });
  return hotel;
}

export function maxGuestsPerBooking(flags: Record<string, unknown>): number {
  const n = Number(flags.QTDMAXHOSPEDESRESERVA);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_GUESTS_CEILING) : DEFAULT_MAX_GUESTS;
}

/** Several guests of one booking may share an e-mail only when the hotel's check-in type allows it (PERMITEEMAILDUPLICADO = S). */
export function allowsDuplicateEmails(flags: Record<string, unknown>): boolean {
  return String(flags.PERMITEEMAILDUPLICADO ?? '').toUpperCase() === 'S';
}
