import type { Queryable } from '../../../db/pool';

/** A hotel's campaign mail per second until an operator sets its own (campaign_send_pace.per_second). */
export const DEFAULT_PER_SECOND = 50;

/**
 * Reserves `n` send slots of a hotel's pace, across every server process: one UPDATE moves the hotel's next free
 * slot forward by n / per_second seconds (row lock: concurrent batches queue behind each other). Returns, in this
 * process's clock, when each slot starts: the caller sends message i not before slots[i].
 */
export async function reserveSlots(db: Queryable, institutionId: number, n: number): Promise<number[]> {
  const { rows } = await db.query<{ next_ms: number; now_ms: number; per_second: number }>(
    `INSERT INTO campaign_send_pace AS p (institution_id, per_second, next_slot_at)
     VALUES ($1, $3::int, clock_timestamp() + make_interval(secs => $2::float8 / $3::int))
     ON CONFLICT (institution_id) DO UPDATE
        SET next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + make_interval(secs => $2::float8 / p.per_second)
     RETURNING extract(epoch FROM next_slot_at)::float8 * 1000 AS next_ms, extract(epoch FROM clock_timestamp())::float8 * 1000 AS now_ms,
               per_second`,
    [institutionId, n, DEFAULT_PER_SECOND],
  );
  const r = rows[0]!;
  const step = 1000 / r.per_second;
  // The database's clock decides; the offset to ours is the time since the statement ran, close enough.
  const offset = Date.now() - r.now_ms;
  const first = r.next_ms - n * step + offset;
  return Array.from({ length: n }, (_, i) => first + i * step);
}

/** Sets a hotel's pace (messages per second, 1 to 10000). */
export async function setPace(db: Queryable, institutionId: number, perSecond: number): Promise<void> {
  await db.query(
    `INSERT INTO campaign_send_pace (institution_id, per_second) VALUES ($1, $2)
     ON CONFLICT (institution_id) DO UPDATE SET per_second = EXCLUDED.per_second`,
    [institutionId, perSecond],
  );
}
