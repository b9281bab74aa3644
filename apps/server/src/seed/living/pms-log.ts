import type { DemoContext } from './context';

/**
 * The demo's PMS log (issue 17's tagsync dashboards): for every registration the stays generator released, the calls
 * the registration job would have made: the release (the PMS acknowledges, pending), for about one in ten a consult
 * that timed out, and the consult that brought its final state at its consult time. Durations are those of a PMS
 * over the internet (120-900 ms; a timeout 10 s). Chosen by a hash of the registration's id, so the same demo gives
 * the same log.
 */
export async function seedPmsLog(ctx: DemoContext): Promise<Record<string, number>> {
  const h = (salt: string) => `abs(hashtext(r.id::text || '${salt}'))`;
  const { rowCount } = await ctx.tx.query(
    `WITH regs AS (
       SELECT r.id, r.institution_id, r.state, r.released_at, r.consulted_at, r.error_details, bp.id AS person, bp.booking_id,
              array_remove(ARRAY['name', 'checkIn', 'checkOut',
                CASE WHEN coalesce(bp.webcheck_email, bp.email) IS NOT NULL THEN 'email' END,
                CASE WHEN coalesce(bp.webcheck_phone, bp.phone) IS NOT NULL THEN 'phone' END,
                CASE WHEN coalesce(bp.webcheck_doc, bp.doc) IS NOT NULL THEN 'doc' END], NULL) AS fields
         FROM pms_registrations r JOIN booking_persons bp ON bp.id = r.booking_person_id
        WHERE r.institution_id = ANY($1) AND r.released_at IS NOT NULL
     )
     INSERT INTO pms_sync_log (institution_id, registration_id, booking_person_id, booking_id, operation, outcome, fields, details, duration_ms, at)
     SELECT institution_id, id, person, booking_id, 'release', 'pending', fields, NULL, 120 + ${h('d1')} % 600, released_at FROM regs r
     UNION ALL
     SELECT institution_id, id, person, booking_id, 'consult', 'failed', '{}', 'PMS did not answer within 10000 ms', 10000,
            released_at + interval '40 seconds'
       FROM regs r WHERE ${h('t')} % 10 = 0 AND (consulted_at IS NULL OR consulted_at > released_at + interval '40 seconds')
     UNION ALL
     SELECT institution_id, id, person, booking_id, 'consult', state, '{}', CASE WHEN state = 'error' THEN error_details END,
            150 + ${h('d2')} % 700, consulted_at
       FROM regs r WHERE consulted_at IS NOT NULL AND state <> 'pending'`,
    [[ctx.ids.hotel, ctx.ids.hospital]],
  );
  return { calls: rowCount ?? 0 };
}
