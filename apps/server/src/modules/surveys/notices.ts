import type { Queryable } from '../../db/pool';

/** Whether a guest of a booking has submitted any survey for it (the reminder is not sent then). */
export async function surveyAnswered(db: Queryable, bookingId: number, personId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM survey_responses WHERE booking_id = $1 AND booking_person_id = $2 AND submitted_at IS NOT NULL LIMIT 1',
    [bookingId, personId],
  );
  return (rowCount ?? 0) > 0;
}

/** A submitted answer as a staff notice shows it: its booking, guest, score and first remark. */
export async function responseNotice(
  db: Queryable,
  institutionId: number,
  responseId: number,
): Promise<{ bookingId: number; personId: number | null; nps: number | null; comment: string | null } | null> {
  const { rows } = await db.query<{ booking_id: string; booking_person_id: string | null; nps: number | null; comment: string | null }>(
    'SELECT booking_id, booking_person_id, nps, comment FROM survey_responses WHERE id = $1 AND institution_id = $2 AND submitted_at IS NOT NULL',
    [responseId, institutionId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    bookingId: Number(r.booking_id),
    personId: r.booking_person_id === null ? null : Number(r.booking_person_id),
    nps: r.nps,
    comment: r.comment,
  };
}
