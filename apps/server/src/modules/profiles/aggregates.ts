import type { Queryable } from '../../db/pool';

/**
 * A profile's figures, recomputed from its linked booking persons: stays begun (not cancelled, arrival on or before
 * the hotel's today), nights, first, last and next stay, the bookings' origins and room types, the amount paid on
 * the bookings where the person was the main guest (billing's invoices, cancelled ones left out), and the newest
 * survey answer (score and language). `ids` null: every profile of the hotel (the nightly pass, as days go by).
 */
export async function recomputeProfiles(db: Queryable, institutionId: number, today: string, ids: number[] | null): Promise<void> {
  if (ids && ids.length === 0) return;
  await db.query(
    `WITH mine AS (
       SELECT id FROM guest_profiles WHERE institution_id = $1 AND ($3::bigint[] IS NULL OR id = ANY($3))
     ), stays AS (
       SELECT l.profile_id, bp.booking_id, bool_or(bp.position = 0) AS main
         FROM guest_profile_links l JOIN booking_persons bp ON bp.id = l.booking_person_id
        WHERE l.profile_id IN (SELECT id FROM mine)
        GROUP BY l.profile_id, bp.booking_id
     ), figures AS (
       SELECT s.profile_id,
              count(*) FILTER (WHERE b.status <> 'C' AND b.check_in <= $2::date) AS stays,
              COALESCE(sum(b.check_out - b.check_in) FILTER (WHERE b.status <> 'C' AND b.check_in <= $2::date), 0) AS nights,
              min(b.check_in) FILTER (WHERE b.status <> 'C' AND b.check_in <= $2::date) AS first_stay,
              max(b.check_in) FILTER (WHERE b.status <> 'C' AND b.check_in <= $2::date) AS last_stay,
              min(b.check_in) FILTER (WHERE b.status = 'R' AND b.check_in > $2::date) AS next_stay,
              COALESCE(array_agg(DISTINCT b.origin) FILTER (WHERE b.origin IS NOT NULL AND b.status <> 'C'), '{}') AS origins,
              COALESCE(array_agg(DISTINCT b.room_type) FILTER (WHERE b.room_type IS NOT NULL AND b.status <> 'C'), '{}') AS rooms
         FROM stays s JOIN bookings b ON b.id = s.booking_id
        GROUP BY s.profile_id
     ), paid AS (
       SELECT s.profile_id, sum(i.paid_cents) AS cents
         FROM stays s JOIN invoices i ON i.booking_id = s.booking_id AND i.institution_id = $1 AND i.cancelled_at IS NULL
        WHERE s.main GROUP BY s.profile_id
     ), wishes AS (
       SELECT l.profile_id, array_agg(DISTINCT w) AS list
         FROM guest_profile_links l JOIN booking_persons bp ON bp.id = l.booking_person_id
         JOIN guests g ON g.id = bp.guest_id
         CROSS JOIN LATERAL unnest(ARRAY[g.dietary_restriction, g.accessibility]) AS w
        WHERE l.profile_id IN (SELECT id FROM mine) AND NULLIF(trim(w), '') IS NOT NULL
        GROUP BY l.profile_id
     ), answered AS (
       SELECT DISTINCT ON (l.profile_id) l.profile_id, r.nps, r.language
         FROM guest_profile_links l JOIN survey_responses r ON r.booking_person_id = l.booking_person_id
        WHERE l.profile_id IN (SELECT id FROM mine) AND r.submitted_at IS NOT NULL
        ORDER BY l.profile_id, r.submitted_at DESC, r.id DESC
     )
     UPDATE guest_profiles p SET
        stays = COALESCE(f.stays, 0), nights = COALESCE(f.nights, 0), first_stay = f.first_stay, last_stay = f.last_stay,
        next_stay = f.next_stay, booking_origins = COALESCE(f.origins, '{}'), spend_cents = COALESCE(paid.cents, 0),
        preferences = ARRAY(SELECT DISTINCT x FROM unnest(COALESCE(f.rooms, '{}') || COALESCE(wishes.list, '{}')) AS x ORDER BY x),
        last_nps = answered.nps, language = COALESCE(answered.language, p.language), updated_at = now()
       FROM mine
       LEFT JOIN figures f ON f.profile_id = mine.id
       LEFT JOIN paid ON paid.profile_id = mine.id
       LEFT JOIN wishes ON wishes.profile_id = mine.id
       LEFT JOIN answered ON answered.profile_id = mine.id
      WHERE p.id = mine.id`,
    [institutionId, today, ids],
  );
  // A profile left without any person (its only link moved to another) goes, unless it holds a consent history
  // (an opt-out must outlive the stays it came with).
  await db.query(
    `DELETE FROM guest_profiles p WHERE p.institution_id = $1 AND ($2::bigint[] IS NULL OR p.id = ANY($2))
        AND NOT EXISTS (SELECT 1 FROM guest_profile_links l WHERE l.profile_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM guest_profile_consents c WHERE c.profile_id = p.id)`,
    [institutionId, ids],
  );
}
