import type { ExplorePersonReply } from '@gm/contracts/crm/profiles-replies';
import { maskDocument } from '@gm/domain/documents';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { consentHistory } from './consents';
import { PERSON_COLUMNS, type PersonSqlRow, toPersonRow } from './explore';

/**
 * ExplorePerson: one profile, its consent history and its timeline, newest first: each booking (made, stayed or
 * cancelled), each web check-in, each payment captured, each survey answered, each consent change.
 */

interface ProfileExtra {
  document: string | null;
  preferences: string[];
  booking_origins: string[];
  first_stay: string | null;
  last_nps: number | null;
  related_profile_id: string | null;
  created_at: Date;
}

type Timeline = ExplorePersonReply['timeline'];

export async function explorePerson(db: Queryable, institutionId: number, id: number): Promise<ExplorePersonReply> {
  const { rows } = await db.query<PersonSqlRow & ProfileExtra>(
    `SELECT ${PERSON_COLUMNS}, p.document, p.preferences, p.booking_origins, to_char(p.first_stay, 'YYYY-MM-DD') AS first_stay,
            p.last_nps, p.related_profile_id, p.created_at
       FROM guest_profiles p WHERE p.institution_id = $1 AND p.id = $2`,
    [institutionId, id],
  );
  const r = rows[0];
  if (!r) throw new AppError('profiles.not_found', { httpStatus: 404 });
  const consents = await consentHistory(db, institutionId, id);
  const timeline = await timelineOf(db, institutionId, id);
  for (const c of consents)
    timeline.push(entry({ at: c.at, kind: 'consent', status: c.granted ? 'granted' : 'revoked', detail: c.channel }));
  timeline.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    profile: {
      ...toPersonRow(r),
      document: maskDocument(r.document),
      emails: r.emails,
      phones: r.phones,
      preferences: r.preferences,
      bookingOrigins: r.booking_origins,
      firstStay: r.first_stay,
      lastNps: r.last_nps,
      relatedProfileId: r.related_profile_id === null ? null : Number(r.related_profile_id),
      createdAt: r.created_at.toISOString(),
    },
    consents,
    timeline,
  };
}

function entry(e: Partial<Timeline[number]> & Pick<Timeline[number], 'at' | 'kind'>): Timeline[number] {
  return { bookingId: null, voucher: null, checkIn: null, checkOut: null, status: null, amountCents: null, nps: null, detail: null, ...e };
}

async function timelineOf(db: Queryable, institutionId: number, id: number): Promise<Timeline> {
  const { rows } = await db.query<{
    kind: Timeline[number]['kind'];
    at: Date;
    booking_id: string;
    voucher: string;
    check_in: string;
    check_out: string;
    status: string | null;
    amount: string | null;
    nps: number | null;
    detail: string | null;
  }>(
    `WITH mine AS (
       SELECT DISTINCT bp.id AS person_id, bp.booking_id, bp.position FROM guest_profile_links l
         JOIN booking_persons bp ON bp.id = l.booking_person_id WHERE l.profile_id = $2 AND l.institution_id = $1
     ), b AS (
       SELECT DISTINCT ON (b.id) b.*, bool_or(m.position = 0) OVER (PARTITION BY b.id) AS main FROM bookings b JOIN mine m ON m.booking_id = b.id
     )
     SELECT 'booking' AS kind, b.created_at AS at, b.id AS booking_id, b.voucher, b.check_in::text, b.check_out::text, b.status,
            NULL::bigint AS amount, NULL::int AS nps, b.origin AS detail FROM b
     UNION ALL
     SELECT 'stay', b.check_in::timestamptz, b.id, b.voucher, b.check_in::text, b.check_out::text, b.status, NULL, NULL, b.room_type
       FROM b WHERE b.status IN ('I', 'O')
     UNION ALL
     SELECT 'checkin', bp.webcheckin_at, b.id, b.voucher, b.check_in::text, b.check_out::text, NULL, NULL, NULL, NULL
       FROM mine m JOIN booking_persons bp ON bp.id = m.person_id JOIN b ON b.id = m.booking_id WHERE bp.webcheckin_at IS NOT NULL
     UNION ALL
     SELECT 'payment', COALESCE(i.charged_at, i.updated_at), b.id, b.voucher, b.check_in::text, b.check_out::text, i.last_status,
            i.paid_cents, NULL, i.description
       FROM b JOIN invoices i ON i.booking_id = b.id AND i.institution_id = $1
      WHERE b.main AND i.paid_cents > 0 AND i.cancelled_at IS NULL
     UNION ALL
     SELECT 'survey', r.submitted_at, b.id, b.voucher, b.check_in::text, b.check_out::text, NULL, NULL, r.nps, left(r.comment, 300)
       FROM mine m JOIN survey_responses r ON r.booking_person_id = m.person_id JOIN b ON b.id = m.booking_id
      WHERE r.submitted_at IS NOT NULL AND r.institution_id = $1
     ORDER BY 2 DESC LIMIT 200`,
    [institutionId, id],
  );
  return rows.map((t) =>
    entry({
      at: new Date(t.at).toISOString(),
      kind: t.kind,
      bookingId: Number(t.booking_id),
      voucher: t.voucher,
      checkIn: t.check_in,
      checkOut: t.check_out,
      status: t.status,
      amountCents: t.amount === null ? null : Number(t.amount),
      nps: t.nps,
      detail: t.detail,
    }),
  );
}
