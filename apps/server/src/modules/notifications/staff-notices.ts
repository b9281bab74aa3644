import type { ListStaffNoticesInput } from '@gm/contracts/notifications/staff-inputs';
import type { StaffNoticeKind } from '@gm/contracts/notifications/staff-kinds';
import { type StaffNotice, UNREAD_CAP, type UnreadCount } from '@gm/contracts/notifications/staff-replies';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';

/**
 * The back office's in-app notifications (decision 0048): one row per hotel event in staff_notifications, seen by
 * every user of the hotel allowed its kind; a user's read state is their "mark all" watermark
 * (staff_notification_marks) plus the ones read one by one above it (staff_notification_reads). Every function takes
 * the hotel first and the kinds the caller may see; nothing here reads another user's state.
 */

export interface NewStaffNotice {
  kind: StaffNoticeKind;
  subject: string;
  bookingId?: number | null;
  personId?: number | null;
  responseId?: number | null;
  score?: number | null;
}

/** Records a notification once per subject, in the caller's transaction, and tells the hotel's open browsers. */
export async function recordStaffNotice(tx: Queryable, institutionId: number, n: NewStaffNotice): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO staff_notifications (institution_id, kind, subject_key, booking_id, person_id, response_id, score)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (institution_id, kind, subject_key) DO NOTHING RETURNING id`,
    [institutionId, n.kind, n.subject, n.bookingId ?? null, n.personId ?? null, n.responseId ?? null, n.score ?? null],
  );
  if (rows[0]) await publishEvent(tx, { institutionId, type: 'notifications.changed', id: Number(rows[0].id) });
}

/** The unread test of notification `n` for user $2 in hotel $1 (the watermark, then the one-by-one reads). */
const UNREAD = `n.id > coalesce((SELECT m.read_through FROM staff_notification_marks m WHERE m.user_id = $2 AND m.institution_id = $1), 0)
  AND NOT EXISTS (SELECT 1 FROM staff_notification_reads r WHERE r.user_id = $2 AND r.notification_id = n.id)`;

/** How many of the caller's kinds they have not read, exact up to UNREAD_CAP (the bell's "99+"). */
export async function unreadCount(db: Queryable, institutionId: number, userId: number, kinds: StaffNoticeKind[]): Promise<UnreadCount> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM staff_notifications n WHERE n.institution_id = $1 AND n.kind = ANY($3::text[]) AND ${UNREAD} LIMIT $4
     ) x`,
    [institutionId, userId, kinds, UNREAD_CAP + 1],
  );
  const n = Number(rows[0]!.n);
  return { unread: Math.min(n, UNREAD_CAP), more: n > UNREAD_CAP };
}

interface Row {
  id: string;
  kind: StaffNoticeKind;
  created_at: Date;
  unread: boolean;
  booking_id: string | null;
  voucher: string | null;
  guest: string | null;
  score: number | null;
  response_id: string | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The caller's notifications, newest first, by kind, read state and period (the hotel's days, in its time zone).
 * The page is read first (newest-first index, then the read state and the names of its rows only), the total apart:
 * one window count over the page query read every row's read state (40 ms at 5,000 notices in a hotel, 1M in all;
 * apart: 0.2 ms and 3.7 ms, decision 0048).
 */
export async function listStaffNotices(
  db: Queryable,
  institutionId: number,
  userId: number,
  kinds: StaffNoticeKind[],
  timeZone: string,
  f: ListStaffNoticesInput,
): Promise<{ metadata: { totalCount: number }; data: StaffNotice[] }> {
  const wanted = f.kind ? kinds.filter((k) => k === f.kind) : kinds;
  const state = f.state === 'unread' ? `AND ${UNREAD}` : f.state === 'read' ? `AND NOT (${UNREAD})` : '';
  const where = `n.institution_id = $1 AND n.kind = ANY($3::text[]) ${state}
        AND ($4::date IS NULL OR n.created_at >= ($4::date)::timestamp AT TIME ZONE $6)
        AND ($5::date IS NULL OR n.created_at < ($5::date + 1)::timestamp AT TIME ZONE $6)
        AND $2::integer IS NOT NULL`; // $2 (the user) is typed even when no read-state filter names it
  const params = [institutionId, userId, wanted, f.from ?? null, f.to ?? null, timeZone];
  const { rows } = await db.query<Row>(
    `WITH page AS (SELECT n.* FROM staff_notifications n WHERE ${where} ORDER BY n.id DESC OFFSET $7 LIMIT $8)
     SELECT n.id, n.kind, n.created_at, (${UNREAD}) AS unread, n.booking_id, b.voucher,
            coalesce(p.webcheck_name, p.name) AS guest, n.score, n.response_id
       FROM page n
       LEFT JOIN bookings b ON b.id = n.booking_id
       LEFT JOIN booking_persons p ON p.id = n.person_id
      ORDER BY n.id DESC`,
    [...params, f.offset, f.limit],
  );
  const total =
    rows.length > 0 && rows.length < f.limit
      ? f.offset + rows.length
      : Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM staff_notifications n WHERE ${where}`, params)).rows[0]!.n);
  return {
    metadata: { totalCount: total },
    data: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      createdAt: r.created_at.toISOString(),
      read: !r.unread,
      bookingId: num(r.booking_id),
      voucher: r.voucher,
      guest: r.guest,
      score: r.score,
      responseId: num(r.response_id),
    })),
  };
}

/** One notification read for the caller; another hotel's, or one of a kind they may not see, is not found. */
export async function markStaffNotice(db: Queryable, institutionId: number, userId: number, kinds: StaffNoticeKind[], id: number) {
  const { rowCount } = await db.query(
    'SELECT 1 FROM staff_notifications WHERE id = $2 AND institution_id = $1 AND kind = ANY($3::text[])',
    [institutionId, id, kinds],
  );
  if (!rowCount) throw new AppError('notifications.notice_not_found', { httpStatus: 404, field: 'id' });
  // Under the caller's "mark all" watermark it is read already; a row there would only wait for the next "mark all".
  await db.query(
    `INSERT INTO staff_notification_reads (user_id, notification_id, institution_id)
     SELECT $1, $2, $3 WHERE $2 > coalesce((SELECT read_through FROM staff_notification_marks WHERE user_id = $1 AND institution_id = $3), 0)
     ON CONFLICT DO NOTHING`,
    [userId, id, institutionId],
  );
}

/** Every notification up to `upTo` (default the hotel's newest) read for the caller; the one-by-one reads it covers go. */
export async function markAllStaffNotices(db: Queryable, institutionId: number, userId: number, upTo: number | null): Promise<void> {
  const { rows } = await db.query<{ top: string | null }>(
    'SELECT max(id) AS top FROM staff_notifications WHERE institution_id = $1 AND ($2::bigint IS NULL OR id <= $2)',
    [institutionId, upTo],
  );
  const top = rows[0]?.top;
  if (top === null || top === undefined) return;
  await db.query(
    `INSERT INTO staff_notification_marks (user_id, institution_id, read_through) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, institution_id) DO UPDATE
       SET read_through = greatest(staff_notification_marks.read_through, EXCLUDED.read_through), updated_at = now()`,
    [userId, institutionId, top],
  );
  await db.query('DELETE FROM staff_notification_reads WHERE user_id = $1 AND institution_id = $2 AND notification_id <= $3', [
    userId,
    institutionId,
    top,
  ]);
}
