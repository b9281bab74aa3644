import type { Db } from '../src/db/pool';

/** Rows whose stored counters differ from the persons' (both directions), with at most a rounding of the hours. */
export async function checkinStatsMismatches(db: Db) {
  const { rows } = await db.query(
    `WITH truth AS (
       SELECT b.id AS booking_id, b.institution_id, b.check_in, b.status = 'C' AS cancelled,
              nullif(coalesce(b.final_origin, b.origin), '') AS origin,
              count(bp.id)::int AS persons,
              count(*) FILTER (WHERE bp.webcheckin_status = 'D')::int AS done,
              coalesce(bool_or(bp.position = 0 AND bp.webcheckin_status = 'D'), false) AS main_done,
              count(*) FILTER (WHERE bp.webcheckin_status = 'D' AND bp.doc_front_key IS NULL AND NOT bp.present_at_reception)::int AS docs_missing,
              count(*) FILTER (WHERE bp.webcheck_name IS NOT NULL OR bp.webcheckin_status = 'D')::int AS personal,
              count(*) FILTER (WHERE bp.webcheck_email IS NOT NULL OR bp.webcheck_phone IS NOT NULL)::int AS contact,
              count(*) FILTER (WHERE bp.doc_front_key IS NOT NULL OR bp.present_at_reception)::int AS document,
              count(*) FILTER (WHERE bp.signature_key IS NOT NULL)::int AS signature,
              array_agg(h.hours) FILTER (WHERE h.hours IS NOT NULL) AS hours
         FROM bookings b JOIN institutions i ON i.id = b.institution_id
         LEFT JOIN booking_persons bp ON bp.booking_id = b.id
         LEFT JOIN LATERAL (SELECT CASE WHEN bp.webcheckin_status = 'D' AND bp.webcheckin_at IS NOT NULL
                                        THEN extract(epoch FROM ((b.check_in::timestamp AT TIME ZONE i.time_zone) - bp.webcheckin_at)) / 3600 END AS hours) h ON true
        GROUP BY b.id, i.time_zone),
     expected AS (
       SELECT t.booking_id, t.institution_id, t.check_in, t.cancelled, t.origin, t.persons, t.done, t.main_done, t.docs_missing,
              t.personal, t.contact, t.document, t.signature,
              (SELECT count(*) FROM unnest(t.hours) x WHERE x <= 0)::int AS ahead_0,
              (SELECT count(*) FROM unnest(t.hours) x WHERE x > 0 AND x <= 24)::int AS ahead_1,
              (SELECT count(*) FROM unnest(t.hours) x WHERE x > 24 AND x <= 72)::int AS ahead_2,
              (SELECT count(*) FROM unnest(t.hours) x WHERE x > 72 AND x <= 168)::int AS ahead_3,
              (SELECT count(*) FROM unnest(t.hours) x WHERE x > 168)::int AS ahead_4,
              round(coalesce((SELECT sum(x) FROM unnest(t.hours) x), 0)::numeric, 3) AS ahead_hours
         FROM truth t),
     stored AS (
       SELECT booking_id, institution_id, check_in, cancelled, origin, persons, done, main_done, docs_missing, personal, contact,
              document, signature, ahead_0, ahead_1, ahead_2, ahead_3, ahead_4, round(ahead_hours::numeric, 3) AS ahead_hours
         FROM booking_checkin_stats)
     (SELECT 'missing' AS side, * FROM expected EXCEPT SELECT 'missing', * FROM stored)
     UNION ALL
     (SELECT 'stale', * FROM stored EXCEPT SELECT 'stale', * FROM expected)
     LIMIT 5`,
  );
  return rows;
}
