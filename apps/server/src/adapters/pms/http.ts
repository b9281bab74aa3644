import { PAYMENT_CONDITIONS } from '@gm/domain/payment-outcome';
import type { PmsAnswer, PmsBooking, PmsBookingsPage, PmsPort, PmsRegistrationState, PmsReleaseAnswer } from './port';

/**
 * The PMS over HTTP (PMS_URL, bearer PMS_TOKEN): the hotel's PMS bridge exposes
 *   POST {base}/registrations            body: the guest          -> { externalId, state, errorDetails? }
 *   GET  {base}/registrations/{externalId}?institutionId=..      -> { state, errorDetails? }
 *   GET  {base}/bookings?institutionId=..&cursor=..               -> { bookings: PmsBooking[], cursor }
 * with state one of pending | registered | error. Any other answer counts as unreachable (the job retries).
 * A booking is { voucher, checkIn, checkOut (YYYY-MM-DD), origin?, finalOrigin?, cancelled?, dailyRateCents?,
 * roomType?, paymentCondition?, persons: [{ name, email?, phone?, doc? }] }. paymentCondition is who pays the stay:
 * "guest", "courtesy" (cortesia) or "invoiced" (faturado: a company, agency or health plan); the bridge maps its PMS's
 * own codes to these. Left out (or any other value), the booking keeps the condition it has (guest when new).
 */
export interface HttpPmsOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const STATES: readonly PmsRegistrationState[] = ['pending', 'registered', 'error'];

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** One booking of the PMS's answer, checked field by field; a malformed one is skipped, not trusted. */
function bookingOf(raw: unknown): PmsBooking | null {
  const b = raw as Record<string, unknown> | null;
  if (!b || typeof b !== 'object') return null;
  const voucher = text(b.voucher, 60);
  const checkIn = typeof b.checkIn === 'string' && ISO.test(b.checkIn) ? b.checkIn : null;
  const checkOut = typeof b.checkOut === 'string' && ISO.test(b.checkOut) ? b.checkOut : null;
  if (!voucher || !checkIn || !checkOut || checkOut < checkIn || !Array.isArray(b.persons)) return null;
  const persons = b.persons
    .map((p) => p as Record<string, unknown> | null)
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && !!text(p.name, 200))
    .slice(0, 20)
    .map((p) => ({ name: text(p.name, 200)!, email: text(p.email, 200), phone: text(p.phone, 40), doc: text(p.doc, 40) }));
  if (!persons.length) return null;
  const rate =
    typeof b.dailyRateCents === 'number' && Number.isInteger(b.dailyRateCents) && b.dailyRateCents >= 0 ? b.dailyRateCents : null;
  return {
    voucher,
    checkIn,
    checkOut,
    origin: text(b.origin, 100),
    finalOrigin: text(b.finalOrigin, 100),
    cancelled: b.cancelled === true,
    dailyRateCents: rate,
    roomType: text(b.roomType, 100),
    paymentCondition: PAYMENT_CONDITIONS.find((c) => c === b.paymentCondition) ?? null,
    persons,
  };
}

function answerOf(body: unknown): PmsAnswer {
  const b = body as { state?: unknown; errorDetails?: unknown } | null;
  if (!b || typeof b.state !== 'string' || !STATES.includes(b.state as PmsRegistrationState)) {
    throw new Error('PMS answered without a valid state');
  }
  const details = typeof b.errorDetails === 'string' ? b.errorDetails.slice(0, 2000) : null;
  return { state: b.state as PmsRegistrationState, errorDetails: details };
}

export function httpPms(opts: HttpPmsOptions): PmsPort {
  const base = opts.baseUrl.replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const doFetch = opts.fetchImpl ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`PMS answered HTTP ${res.status}`);
    return res.json();
  }

  return {
    async release(guest): Promise<PmsReleaseAnswer> {
      const body = (await request('POST', '/registrations', guest)) as { externalId?: unknown };
      const answer = answerOf(body);
      if (typeof body.externalId !== 'string' || !body.externalId) throw new Error('PMS answered without a registration id');
      return { ...answer, externalId: body.externalId.slice(0, 200) };
    },
    async consult({ institutionId, externalId }): Promise<PmsAnswer> {
      return answerOf(await request('GET', `/registrations/${encodeURIComponent(externalId)}?institutionId=${institutionId}`));
    },
    async listBookings({ institutionId, cursor }): Promise<PmsBookingsPage> {
      const query = `institutionId=${institutionId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body = (await request('GET', `/bookings?${query}`)) as { bookings?: unknown; cursor?: unknown } | null;
      if (!body || !Array.isArray(body.bookings)) throw new Error('PMS answered without a bookings list');
      const bookings = body.bookings.map(bookingOf).filter((b): b is PmsBooking => b !== null);
      return { bookings, cursor: typeof body.cursor === 'string' ? body.cursor.slice(0, 200) : cursor };
    },
  };
}
