import type { Queryable } from '../../db/pool';
import type { EncodeOrder, EncodeOutcome, LockServerDriver, RevokeOrder, RevokeOutcome } from './port';

/**
 * The sandbox lock server: answers like one (docs/decisions/0066-door-keys.md). An encode takes latencyMs (a few
 * seconds by default, DOOR_LOCK_SANDBOX_LATENCY_MS); the lock server's count of recordings per booking is the
 * booking's encoded jobs (its memory lives in PostgreSQL, so every process of the product agrees), refused past
 * maxRecordings. Rooms with a fixed behaviour, for tests and demonstrations:
 * - 9990: the lock server fails to process the key (lock_error);
 * - 9991: the lock server does not know the room (room_unknown);
 * - 9992: the lock server never answers (each attempt times out);
 * - 9993: unreachable on the first attempt, encoded on the next (its revocation too);
 * - 9994: encodes, but the lock server refuses to revoke its keys at check-out (lock_error).
 * Revoking (decision 0078) takes the same latency and answers done for any other room.
 */
export const SANDBOX_ROOMS = { lockError: '9990', unknown: '9991', silent: '9992', flaky: '9993', revokeError: '9994' } as const;

export interface SandboxLockOptions {
  latencyMs: number;
  maxRecordings: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A lock server that never answers: the caller's timeout ends the attempt (no timer: nothing keeps the process up). */
const silence = () => new Promise<never>(() => {});

export function createSandboxLock(db: Queryable, options: SandboxLockOptions): LockServerDriver {
  return {
    async encode(order: EncodeOrder): Promise<EncodeOutcome> {
      if (order.room === SANDBOX_ROOMS.silent) await silence();
      await sleep(options.latencyMs);
      if (order.room === SANDBOX_ROOMS.flaky && order.attempt === 1) return { ok: false, reason: 'unreachable' };
      if (order.room === SANDBOX_ROOMS.lockError) return { ok: false, reason: 'lock_error' };
      if (order.room === SANDBOX_ROOMS.unknown) return { ok: false, reason: 'room_unknown' };
      const { rows } = await db.query<{ n: number }>(
        `SELECT coalesce(sum(cards), 0)::int AS n FROM door_encode_jobs WHERE booking_id = $1 AND institution_id = $2 AND kind = 'encode' AND state = 'done' AND revoked_at IS NULL`,
        [order.bookingId, order.institutionId],
      );
      const recorded = rows[0]?.n ?? 0;
      if (recorded + order.cards > options.maxRecordings) return { ok: false, reason: 'max_recordings', recordings: recorded };
      return { ok: true, recordings: recorded + order.cards };
    },
    async revoke(order: RevokeOrder): Promise<RevokeOutcome> {
      if (order.room === SANDBOX_ROOMS.silent) await silence();
      await sleep(options.latencyMs);
      if (order.room === SANDBOX_ROOMS.flaky && order.attempt === 1) return { ok: false, reason: 'unreachable' };
      if (order.room === SANDBOX_ROOMS.revokeError || order.room === SANDBOX_ROOMS.lockError) return { ok: false, reason: 'lock_error' };
      return { ok: true };
    },
  };
}
