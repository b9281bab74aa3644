import { createHmac } from 'node:crypto';
import type { GuestPaymentPauseWire } from '@gm/contracts/billing';
import type { Locale } from '@gm/domain/locale';
import { type Queryable, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { block, blockedFor, clear, hit, type LimitRule, peek } from '../../platform/limits';
import { translate } from '../../platform/messages';
import { recordEvent } from './audit';

/**
 * Card-testing defences of the guest payment paths (issue 9 §2, docs/decisions/0021-payment-velocity.md). Every
 * check runs before the card is tokenised or the acquirer called, and lives in PostgreSQL, so it holds across
 * processes and restarts:
 * - attempts per booking, per client address and per card fingerprint (HMAC of the number under the server
 *   secret: the number itself never reaches a table, and the hash cannot be reversed without the secret);
 * - one guest payment in flight per booking: concurrent submits answer "being processed" instead of each
 *   tokenising a card;
 * - after repeated declines the booking's online payment pauses for a cool-down (guest_payment_pauses); staff see
 *   since when, until when and why on the billing tab and may lift it (audited).
 */

const MIN = 60_000;
const VELOCITY = {
  perBooking: { scope: 'pay.attempt.booking', max: 8, windowMs: 15 * MIN },
  // Generous: a lobby kiosk or a hotel's Wi-Fi puts many honest guests behind one address.
  perAddress: { scope: 'pay.attempt.address', max: 30, windowMs: 15 * MIN },
  addressDeclines: { scope: 'pay.decline.address', max: 6, windowMs: 15 * MIN },
  perCard: { scope: 'pay.attempt.card', max: 4, windowMs: 60 * MIN },
  declines: { scope: 'pay.decline.booking', max: 3, windowMs: 30 * MIN },
  /** First decline of a card on a booking (booking + card fingerprint), to count the different cards declined. */
  declinedCard: { scope: 'pay.decline.booking.card', max: 1, windowMs: 30 * MIN },
  declinedCards: { scope: 'pay.decline.booking.cards', max: 3, windowMs: 30 * MIN },
  // Longer than tokenising plus the sale at the acquirer's 40 s timeout each; released as soon as the request ends.
  inFlight: { scope: 'pay.inflight.booking', max: 1, windowMs: 90_000 },
} satisfies Record<string, LimitRule>;
const ADDRESS_PAUSE_SCOPE = 'pay.pause.address';
const PAUSE_MS = 30 * MIN;

const bookingKey = (institutionId: number, bookingId: number) => `${institutionId}:${bookingId}`;
const secretKey = (deps: AppDeps, kind: string, value: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`${kind}:${value}`).digest('hex');

function cardFingerprint(deps: AppDeps, cardNumber: string): string {
  return secretKey(deps, 'card', cardNumber.replace(/\D/g, ''));
}

/** 429 with the minutes in the message and the seconds in Retry-After (the edge reads extra.retryAfter). */
function tooMany(key: string, retryAfterMs: number): AppError {
  return new AppError(key, {
    httpStatus: 429,
    params: { minutes: Math.max(1, Math.ceil(retryAfterMs / MIN)) },
    extra: { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  });
}

/** A refusal by the card's issuer or the acquirer (sale declined or rejected, tokenisation refused): what card testing produces. */
function isDecline(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.key === 'billing.card_rejected' || (error.extra as { success?: unknown } | undefined)?.success === false;
}

const ACTIVE = 'lifted_at IS NULL AND paused_until > now()';

/** How long the booking's online payment stays paused (0 when it is not). */
async function pausedFor(db: Queryable, institutionId: number, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ ms: number }>(
    `SELECT extract(epoch FROM (paused_until - now()))::float8 * 1000 AS ms FROM guest_payment_pauses
      WHERE institution_id = $1 AND booking_id = $2 AND ${ACTIVE}`,
    [institutionId, bookingId],
  );
  return Math.ceil(rows[0]?.ms ?? 0);
}

interface GuestPayment {
  institutionId: number;
  bookingId: number;
  ip: string;
  cardNumber: string;
}

/**
 * Runs `work` (tokenising, then maybe the sale) as a guest payment: refuses while the booking or the address is
 * paused or a velocity limit is exceeded, holds the booking's in-flight slot meanwhile, and counts a decline.
 */
export async function guardGuestPayment<T>(deps: AppDeps, p: GuestPayment, work: () => Promise<T>): Promise<T> {
  const bKey = bookingKey(p.institutionId, p.bookingId);
  const aKey = secretKey(deps, 'ip', p.ip);
  const fingerprint = cardFingerprint(deps, p.cardNumber);
  const addressPaused = await blockedFor(deps.db, ADDRESS_PAUSE_SCOPE, aKey);
  if (addressPaused > 0) throw tooMany('billing.too_many_payment_attempts', addressPaused);
  const paused = await pausedFor(deps.db, p.institutionId, p.bookingId);
  if (paused > 0) throw tooMany('billing.payments_paused', paused);
  // A slot, not a lock: a database lock held across the acquirer's calls would pin a connection for up to 80 s.
  const slot = await hit(deps.db, VELOCITY.inFlight, bKey);
  if (!slot.allowed) throw new AppError('billing.invoice_processing', { httpStatus: 409 });
  try {
    for (const [rule, key] of [
      [VELOCITY.perBooking, bKey],
      [VELOCITY.perAddress, aKey],
      [VELOCITY.perCard, fingerprint],
    ] as const) {
      const s = await hit(deps.db, rule, key);
      if (!s.allowed) throw tooMany('billing.too_many_payment_attempts', s.retryAfterMs);
    }
    try {
      return await work();
    } catch (error) {
      if (isDecline(error)) await countDecline(deps, p, bKey, aKey, fingerprint);
      throw error;
    }
  } finally {
    await clear(deps.db, VELOCITY.inFlight.scope, bKey);
  }
}

async function countDecline(deps: AppDeps, p: GuestPayment, bKey: string, aKey: string, fingerprint: string): Promise<void> {
  // Declines of many bookings from one address: that address pauses (no booking's guest is blamed).
  const a = await hit(deps.db, VELOCITY.addressDeclines, aKey);
  if (a.count >= VELOCITY.addressDeclines.max) await block(deps.db, ADDRESS_PAUSE_SCOPE, aKey, VELOCITY.addressDeclines.windowMs);
  const firstOfCard = (await hit(deps.db, VELOCITY.declinedCard, `${bKey}:${fingerprint}`)).count === 1;
  const cards = firstOfCard
    ? (await hit(deps.db, VELOCITY.declinedCards, bKey)).count
    : (await peek(deps.db, VELOCITY.declinedCards, bKey)).count;
  const d = await hit(deps.db, VELOCITY.declines, bKey);
  if (d.count >= VELOCITY.declines.max) await pauseBooking(deps, p.institutionId, p.bookingId, d.count, Math.max(1, cards));
}

/** Pauses the booking's guest online payment for PAUSE_MS (a new pause replaces a lifted or expired one). */
async function pauseBooking(deps: AppDeps, institutionId: number, bookingId: number, declines: number, cards: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await tx.query(
      `INSERT INTO guest_payment_pauses AS g (institution_id, booking_id, paused_at, paused_until, declines, cards)
       VALUES ($1, $2, now(), now() + make_interval(secs => $3::float8 / 1000), $4, $5)
       ON CONFLICT (institution_id, booking_id) DO UPDATE SET
         paused_at = CASE WHEN g.lifted_at IS NULL AND g.paused_until > now() THEN g.paused_at ELSE now() END,
         paused_until = EXCLUDED.paused_until, declines = EXCLUDED.declines, cards = EXCLUDED.cards, lifted_at = NULL, lifted_by = NULL`,
      [institutionId, bookingId, PAUSE_MS, declines, cards],
    );
    await recordEvent(tx, {
      institutionId,
      bookingId,
      invoiceId: null,
      kind: 'guest_payment.paused',
      details: { declines, cards, minutes: PAUSE_MS / MIN },
    });
  });
}

/** What staff see on the billing tab: paused since when and until when, after how many declines of how many cards. */
export async function pauseOf(db: Queryable, institutionId: number, bookingId: number): Promise<GuestPaymentPauseWire | null> {
  const { rows } = await db.query<{ paused_at: Date; paused_until: Date; declines: number; cards: number }>(
    `SELECT paused_at, paused_until, declines, cards FROM guest_payment_pauses WHERE institution_id = $1 AND booking_id = $2 AND ${ACTIVE}`,
    [institutionId, bookingId],
  );
  const r = rows[0];
  if (!r) return null;
  return { desde: r.paused_at.toISOString(), ate: r.paused_until.toISOString(), recusas: r.declines, cartoes: r.cards };
}

/** LiberarPagamentoOnlineService: staff lift the pause and the booking's counters; recorded in the billing audit. */
export async function liftPause(deps: AppDeps, institutionId: number, bookingId: number, userId: number | null, locale: Locale) {
  const bKey = bookingKey(institutionId, bookingId);
  await withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ declines: number }>(
      `UPDATE guest_payment_pauses SET lifted_at = now(), lifted_by = $3 WHERE institution_id = $1 AND booking_id = $2 AND ${ACTIVE} RETURNING declines`,
      [institutionId, bookingId, userId],
    );
    for (const scope of [VELOCITY.declines.scope, VELOCITY.declinedCards.scope, VELOCITY.perBooking.scope]) await clear(tx, scope, bKey);
    await recordEvent(tx, {
      institutionId,
      bookingId,
      invoiceId: null,
      kind: 'guest_payment.unpaused',
      details: { wasPaused: rows.length > 0, ...(rows[0] ? { declines: rows[0].declines } : {}) },
      actorUserId: userId,
    });
  });
  return { status: 1 as const, message: translate('billing.payments_unpaused', locale) };
}
