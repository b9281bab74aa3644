import { createHmac } from 'node:crypto';
import { formatDateTime } from '@gm/domain/format';
import type { Locale } from '@gm/domain/locale';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type LimitRule, block, blockedFor, clear, hit, peek } from '../../platform/limits';
import { translate } from '../../platform/messages';
import { recordEvent } from './audit';

/**
 * Card-testing defences of the guest payment paths (issue 9 §2, docs/decisions/0021-payment-velocity.md). Every
 * check runs before the card is tokenised or the acquirer called, and lives in PostgreSQL (platform/limits.ts),
 * so it holds across processes and restarts:
 * - attempts per booking, per client address and per card fingerprint (HMAC of the number under the server
 *   secret: the number itself never reaches the table, and the hash cannot be reversed without the secret);
 * - one guest payment in flight per booking: concurrent submits answer "being processed" instead of each
 *   tokenising a card;
 * - after repeated declines the booking's online payment pauses for a cool-down; staff see it on the billing tab
 *   and may lift it (audited).
 */

export const VELOCITY = {
  perBooking: { scope: 'pay.attempt.booking', max: 8, windowMs: 15 * 60_000 },
  // Generous: a lobby kiosk or a hotel's Wi-Fi puts many honest guests behind one address.
  perAddress: { scope: 'pay.attempt.address', max: 30, windowMs: 15 * 60_000 },
  addressDeclines: { scope: 'pay.decline.address', max: 6, windowMs: 15 * 60_000 },
  perCard: { scope: 'pay.attempt.card', max: 4, windowMs: 60 * 60_000 },
  declines: { scope: 'pay.decline.booking', max: 3, windowMs: 30 * 60_000 },
  inFlight: { scope: 'pay.inflight.booking', max: 1, windowMs: 90_000 },
} satisfies Record<string, LimitRule>;
export const PAUSE_SCOPE = 'pay.pause.booking';
export const ADDRESS_PAUSE_SCOPE = 'pay.pause.address';
export const PAUSE_MS = 30 * 60_000;

const bookingKey = (codIns: number, bookingId: number) => `${codIns}:${bookingId}`;
const secretKey = (deps: AppDeps, kind: string, value: string) => createHmac('sha256', deps.config.jwtSecret).update(`${kind}:${value}`).digest('hex');

export function cardFingerprint(deps: AppDeps, cardNumber: string): string {
  return secretKey(deps, 'card', cardNumber.replace(/\D/g, ''));
}

function tooMany(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError('billing.too_many_payment_attempts', { httpStatus: 429, params: { minutes }, extra: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } });
}

export interface GuestPaymentGate {
  /** Releases the booking's in-flight slot (always call it, in a finally). */
  release(): Promise<void>;
  /** Counts the outcome: a decline may pause the booking's online payment. */
  outcome(declined: boolean): Promise<void>;
}

/**
 * Runs before a guest payment tokenises a card: refuses while the booking is paused or any velocity limit is
 * exceeded, and takes the booking's in-flight slot.
 */
export async function enterGuestPayment(
  deps: AppDeps,
  p: { codIns: number; bookingId: number; ip: string; cardNumber: string; hospital: boolean },
): Promise<GuestPaymentGate> {
  const bKey = bookingKey(p.codIns, p.bookingId);
  const aKey = secretKey(deps, 'ip', p.ip);
  const addressPaused = await blockedFor(deps.db, ADDRESS_PAUSE_SCOPE, aKey);
  if (addressPaused > 0) throw tooMany(addressPaused);
  const paused = await blockedFor(deps.db, PAUSE_SCOPE, bKey);
  if (paused > 0) {
    throw new AppError(p.hospital ? 'billing.payments_paused_hospital' : 'billing.payments_paused', { httpStatus: 429, params: { minutes: Math.ceil(paused / 60_000) }, extra: { retryAfterSeconds: Math.ceil(paused / 1000) } });
  }
  const slot = await hit(deps.db, VELOCITY.inFlight, bKey);
  if (!slot.allowed) throw new AppError('billing.invoice_processing', { httpStatus: 409 });
  const release = () => clear(deps.db, VELOCITY.inFlight.scope, bKey);
  try {
    for (const [rule, key] of [
      [VELOCITY.perBooking, bKey],
      [VELOCITY.perAddress, aKey],
      [VELOCITY.perCard, cardFingerprint(deps, p.cardNumber)],
    ] as const) {
      const s = await hit(deps.db, rule, key);
      if (!s.allowed) throw tooMany(s.retryAfterMs);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return {
    release,
    async outcome(declined) {
      if (!declined) return;
      // Declines of many bookings from one address: that address pauses (no booking's guest is blamed).
      const a = await hit(deps.db, VELOCITY.addressDeclines, aKey);
      if (a.count >= VELOCITY.addressDeclines.max) await block(deps.db, ADDRESS_PAUSE_SCOPE, aKey, VELOCITY.addressDeclines.windowMs);
      const d = await hit(deps.db, VELOCITY.declines, bKey);
      if (d.count < VELOCITY.declines.max) return;
      await block(deps.db, PAUSE_SCOPE, bKey, PAUSE_MS);
      await recordEvent(deps.db, {
        institutionId: p.codIns,
        bookingId: p.bookingId,
        invoiceId: null,
        kind: 'guest_payment.paused',
        details: { declines: d.count, minutes: PAUSE_MS / 60_000 },
      });
    },
  };
}

export interface PauseWire {
  /** DD/MM/YYYY HH:mm in the hotel's time zone. */
  ate: string;
  recusas: number;
}

/** What staff see on the billing tab: the guest's online payment is paused until when, after how many declines. */
export async function pauseOf(deps: AppDeps, codIns: number, bookingId: number, timeZone: string): Promise<PauseWire | null> {
  const bKey = bookingKey(codIns, bookingId);
  const ms = await blockedFor(deps.db, PAUSE_SCOPE, bKey);
  if (ms <= 0) return null;
  const declines = await peek(deps.db, VELOCITY.declines, bKey);
  return { ate: formatDateTime(new Date(Date.now() + ms), timeZone), recusas: Math.max(declines.count, VELOCITY.declines.max) };
}

/** LiberarPagamentoOnlineService: staff lift the pause (and the decline count); recorded in the billing audit. */
export async function liftPause(deps: AppDeps, codIns: number, bookingId: number, userId: number | null, locale: Locale) {
  const bKey = bookingKey(codIns, bookingId);
  const was = await blockedFor(deps.db, PAUSE_SCOPE, bKey);
  await clear(deps.db, PAUSE_SCOPE, bKey);
  await clear(deps.db, VELOCITY.declines.scope, bKey);
  await clear(deps.db, VELOCITY.perBooking.scope, bKey);
  await recordEvent(deps.db, { institutionId: codIns, bookingId, invoiceId: null, kind: 'guest_payment.unpaused', details: { wasPaused: was > 0 }, actorUserId: userId });
  return { status: 1 as const, message: translate('billing.payments_unpaused', locale) };
}
