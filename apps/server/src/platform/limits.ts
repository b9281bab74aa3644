import { createHash } from 'node:crypto';
import type { Queryable } from '../db/pool';

/**
 * Attempt limits kept in PostgreSQL, so they hold across server processes and restarts (issue 9).
 * A rule counts attempts per key in a fixed window; `hit` counts one and says whether it is within
 * the rule. `block` holds a key for a while (cool-downs, growing sign-in delays); `clear` forgets it
 * (e.g. after a success). Keys are hashed before they are stored: a CPF, an e-mail, an address or a
 * card fingerprint never appears in clear.
 */
export interface LimitRule {
  /** A stable name, e.g. 'identity.code.booking'. */
  scope: string;
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** Whether this attempt is within the rule and the key is not blocked. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** How long until the key may try again (0 when allowed). */
  retryAfterMs: number;
  /** Consecutive blocks of the key (see `block`). */
  strikes: number;
}

function limitKey(...parts: (string | number | null | undefined)[]): string {
  return createHash('sha256')
    .update(parts.map((p) => String(p ?? '')).join('\u001f'))
    .digest('hex');
}

interface Row {
  count: number;
  window_ms: number;
  blocked_ms: number;
  strikes: number;
}

/** Counts one attempt of `key` under `rule`. */
export async function hit(db: Queryable, rule: LimitRule, key: string): Promise<LimitState> {
  const { rows } = await db.query<Row>(
    `INSERT INTO attempt_limits AS a (scope, key_hash, window_start, count, updated_at) VALUES ($1, $2, now(), 1, now())
     ON CONFLICT (scope, key_hash) DO UPDATE SET
       count = CASE WHEN a.window_start + make_interval(secs => $3::float8 / 1000) <= now() THEN 1 ELSE a.count + 1 END,
       window_start = CASE WHEN a.window_start + make_interval(secs => $3::float8 / 1000) <= now() THEN now() ELSE a.window_start END,
       updated_at = now()
     RETURNING count,
       greatest(0, extract(epoch FROM (window_start + make_interval(secs => $3::float8 / 1000) - now())) * 1000)::float8 AS window_ms,
       greatest(0, coalesce(extract(epoch FROM (blocked_until - now())) * 1000, 0))::float8 AS blocked_ms,
       strikes`,
    [rule.scope, limitKey(key), rule.windowMs],
  );
  const r = rows[0]!;
  // Not on a transaction's client: the purge would run inside the caller's transaction (its locks held until
  // commit, its failure aborting the caller's work).
  if (Math.random() < 0.01 && !('release' in db)) void purge(db).catch(() => {});
  return state(r, rule);
}

/** The key's state without counting an attempt. */
export async function peek(db: Queryable, rule: LimitRule, key: string): Promise<LimitState> {
  const { rows } = await db.query<Row>(
    `SELECT CASE WHEN window_start + make_interval(secs => $3::float8 / 1000) <= now() THEN 0 ELSE count END AS count,
            greatest(0, extract(epoch FROM (window_start + make_interval(secs => $3::float8 / 1000) - now())) * 1000)::float8 AS window_ms,
            greatest(0, coalesce(extract(epoch FROM (blocked_until - now())) * 1000, 0))::float8 AS blocked_ms,
            strikes
       FROM attempt_limits WHERE scope = $1 AND key_hash = $2`,
    [rule.scope, limitKey(key), rule.windowMs],
  );
  const r = rows[0];
  if (!r) return { allowed: true, count: 0, retryAfterMs: 0, strikes: 0 };
  const s = state(r, rule);
  return { ...s, allowed: r.blocked_ms <= 0 && r.count < rule.max };
}

function state(r: Row, rule: LimitRule): LimitState {
  const blocked = r.blocked_ms > 0;
  const over = r.count > rule.max;
  const allowed = !blocked && !over;
  return {
    allowed,
    count: r.count,
    retryAfterMs: allowed ? 0 : Math.ceil(Math.max(blocked ? r.blocked_ms : 0, over ? r.window_ms : 0)),
    strikes: r.strikes,
  };
}

/** Blocks `key` for `ms` (a cool-down) and counts a strike; returns the strikes so far. */
export async function block(db: Queryable, scope: string, key: string, ms: number): Promise<number> {
  const { rows } = await db.query<{ strikes: number }>(
    `INSERT INTO attempt_limits AS a (scope, key_hash, blocked_until, strikes, updated_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8 / 1000), 1, now())
     ON CONFLICT (scope, key_hash) DO UPDATE SET
       blocked_until = greatest(coalesce(a.blocked_until, now()), now() + make_interval(secs => $3::float8 / 1000)),
       strikes = a.strikes + 1, updated_at = now()
     RETURNING strikes`,
    [scope, limitKey(key), ms],
  );
  return rows[0]!.strikes;
}

/** How long `key` is still blocked in `scope` (0 when it is not). */
export async function blockedFor(db: Queryable, scope: string, key: string): Promise<number> {
  const { rows } = await db.query<{ ms: number }>(
    `SELECT greatest(0, extract(epoch FROM (blocked_until - now())) * 1000)::float8 AS ms FROM attempt_limits WHERE scope = $1 AND key_hash = $2`,
    [scope, limitKey(key)],
  );
  return Math.ceil(rows[0]?.ms ?? 0);
}

/** Forgets `key` in `scope` (after a success). */
export async function clear(db: Queryable, scope: string, key: string): Promise<void> {
  await db.query('DELETE FROM attempt_limits WHERE scope = $1 AND key_hash = $2', [scope, limitKey(key)]);
}

/** Drops rows idle for a day that hold no block (called now and then by `hit`). */
async function purge(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM attempt_limits WHERE updated_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`,
  );
  return rowCount ?? 0;
}
