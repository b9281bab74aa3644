import type { DemoContext } from './context';
import { GUEST_PLATFORM_DAYS } from './plan';

/**
 * The demo's PMS log (issue 17's tagsync dashboards): for every registration the stays generator released, the calls
 * the registration job would have made: the release (the PMS acknowledges, pending), for about one in ten a consult
 * that timed out, and the consult that brought its final state at its consult time. Durations are those of a PMS
 * over the internet (120-900 ms; a timeout 10 s). Chosen by a hash of the registration's id, so the same demo gives
 * the same log.
 *
 * Before the guest platform went live (GUEST_PLATFORM_DAYS ago) the stays have no web check-in, but the back office
 * and its PMS link were already in use: the staff check-in sends every guest of the booking to the PMS (bookings'
 * queueRegistrations), so each guest of a stay checked out before that day gets a registration released a few
 * minutes after the desk check-in, registered by the PMS (decision 0075: the tagsync family then has 18 months). One
 * in twenty-five of those was first refused by the PMS (a release and an error answer about 90 minutes earlier) and
 * released again once the desk fixed the data.
 */
export async function seedPmsLog(ctx: DemoContext): Promise<Record<string, number>> {
  const hotels = [ctx.ids.hotel, ctx.ids.hospital];
  const line = new Date(ctx.now.getTime() - GUEST_PLATFORM_DAYS * 86_400_000);
  const desk = await ctx.tx.query(
    `INSERT INTO pms_registrations (institution_id, booking_person_id, state, released_at, consulted_at, error_details, external_id, synced, created_at)
     SELECT bp.institution_id, bp.id, 'registered', x.released, x.released + (1 + abs(hashtext(bp.id::text || 'dc')) % 9) * interval '1 minute',
            NULL, 'FNRH-' || bp.id, true, x.released
       FROM booking_persons bp JOIN bookings b ON b.id = bp.booking_id
      CROSS JOIN LATERAL (SELECT b.checked_in_at + (2 + abs(hashtext(bp.id::text || 'dr')) % 20) * interval '1 minute' AS released) x
      WHERE b.institution_id = ANY($1) AND b.status = 'O' AND b.checked_in_at IS NOT NULL AND b.checked_in_at < $2
        AND NOT EXISTS (SELECT 1 FROM pms_registrations r WHERE r.booking_person_id = bp.id)`,
    [hotels, line],
  );
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
       FROM regs r WHERE consulted_at IS NOT NULL AND state <> 'pending'
     UNION ALL
     SELECT institution_id, id, person, booking_id, 'release', 'pending', fields, NULL, 120 + ${h('d3')} % 600,
            released_at - interval '90 minutes'
       FROM regs r WHERE released_at < $2 AND state = 'registered' AND ${h('x')} % 25 = 0
     UNION ALL
     SELECT institution_id, id, person, booking_id, 'consult', 'error', '{}',
            (ARRAY['FNRH: CPF divergente da base da Receita Federal', 'FNRH: data de nascimento incompatível com o documento',
                   'PMS: quarto ainda não atribuído à reserva'])[1 + ${h('m')} % 3],
            150 + ${h('d4')} % 700, released_at - interval '88 minutes'
       FROM regs r WHERE released_at < $2 AND state = 'registered' AND ${h('x')} % 25 = 0`,
    [hotels, line],
  );
  return { deskRegistrations: desk.rowCount ?? 0, calls: rowCount ?? 0 };
}
