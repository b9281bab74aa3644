import { type Evidence, firstNameOf, type KnownProfile, type MatchOutcome, matchProfile } from '@gm/domain/guest-profiles';
import type { Queryable } from '../../db/pool';
import { recomputeProfiles } from './aggregates';
import { knownDistinct } from './distinct';
import {
  evidenceOf,
  languageOf,
  PERSONS_SQL,
  type PersonEvidence,
  type PersonSqlRow,
  PROFILE_COLUMNS,
  type ProfileRow,
  toKnown,
} from './evidence';

/**
 * Recognising booking persons as CRM profiles (@gm/domain/guest-profiles decides; this file reads the evidence and
 * writes the decision). One hotel at a time under a transaction-scoped advisory lock, so two jobs never create the
 * same person twice. Documents are compared here and never logged.
 */

async function candidatesFor(tx: Queryable, institutionId: number, e: Evidence): Promise<KnownProfile[]> {
  const { rows } = await tx.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM guest_profiles
      WHERE institution_id = $1 AND ((cpf IS NOT NULL AND cpf = $2) OR (document IS NOT NULL AND document = $3)
            OR ($4::text IS NOT NULL AND emails @> ARRAY[$4::text]) OR ($5::text IS NOT NULL AND phones @> ARRAY[$5::text]))
      ORDER BY id`,
    [institutionId, e.cpf, e.document, e.email, e.phone],
  );
  return rows.map(toKnown);
}

/** A profile still agrees with a person linked to it (a later check-in may bring a document that contradicts it). */
async function stillAgrees(tx: Queryable, e: PersonEvidence): Promise<boolean> {
  const { rows } = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM guest_profiles WHERE id = $1`, [e.linkedProfileId]);
  const p = rows[0];
  if (!p) return false;
  const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;
  return !differ(p.cpf, e.cpf) && !differ(p.document, e.document) && !differ(p.birth_date, e.birthDate);
}

async function absorb(tx: Queryable, profileId: number, e: PersonEvidence): Promise<void> {
  await tx.query(
    `UPDATE guest_profiles SET
        name = $2, cpf = COALESCE(cpf, $3), document = COALESCE(document, $4),
        emails = CASE WHEN $5::text IS NULL OR emails @> ARRAY[$5::text] THEN emails ELSE array_prepend($5::text, emails) END,
        phones = CASE WHEN $6::text IS NULL OR phones @> ARRAY[$6::text] THEN phones ELSE array_prepend($6::text, phones) END,
        birth_date = COALESCE(birth_date, $7::date), city = COALESCE($8, city), state = COALESCE($9, state),
        country = COALESCE($10, country), language = COALESCE($11, language), updated_at = now()
      WHERE id = $1`,
    [profileId, e.name, e.cpf, e.document, e.email, e.phone, e.birthDate, e.city, e.state, e.country, languageOf(e.country, e.nationality)],
  );
}

async function create(
  tx: Queryable,
  institutionId: number,
  e: PersonEvidence,
  outcome: Extract<MatchOutcome, { kind: 'new' }>,
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO guest_profiles (institution_id, name, first_name, cpf, document, emails, phones, birth_date, city, state, country,
                                 language, flag, related_profile_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      institutionId,
      e.name,
      firstNameOf(e.name),
      e.cpf,
      e.document,
      e.email ? [e.email] : [],
      e.phone ? [e.phone] : [],
      e.birthDate,
      e.city,
      e.state,
      e.country,
      languageOf(e.country, e.nationality) ?? 'pt',
      outcome.flag,
      outcome.relatedProfileId,
    ],
  );
  return Number(rows[0]!.id);
}

/** Serialises the recognition of one hotel's persons (the jobs of two bookings of the same guest never race). */
export async function lockHotelProfiles(tx: Queryable, institutionId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('guest_profiles'), $1)`, [institutionId]);
}

/** Recognises persons and links them; returns the profiles whose figures must be recomputed. */
async function recognise(tx: Queryable, institutionId: number, persons: PersonEvidence[]): Promise<Set<number>> {
  const touched = new Set<number>();
  for (const e of persons) {
    if (e.linkedProfileId !== null) {
      touched.add(e.linkedProfileId);
      if (await stillAgrees(tx, e)) {
        await absorb(tx, e.linkedProfileId, e);
        continue;
      }
      await tx.query('DELETE FROM guest_profile_links WHERE booking_person_id = $1', [e.bookingPersonId]);
    }
    let outcome = matchProfile(e, await candidatesFor(tx, institutionId, e));
    // A person leaving a profile staff said is not the related one's person is not flagged against it again (0061).
    if (
      outcome.kind === 'new' &&
      outcome.relatedProfileId !== null &&
      e.linkedProfileId !== null &&
      (await knownDistinct(tx, e.linkedProfileId, outcome.relatedProfileId))
    )
      outcome = { kind: 'new', flag: null, relatedProfileId: null };
    let profileId: number;
    if (outcome.kind === 'link') {
      profileId = outcome.profileId;
      await absorb(tx, profileId, e);
    } else profileId = await create(tx, institutionId, e, outcome);
    await tx.query(`INSERT INTO guest_profile_links (booking_person_id, institution_id, profile_id, matched_by) VALUES ($1, $2, $3, $4)`, [
      e.bookingPersonId,
      institutionId,
      profileId,
      outcome.kind === 'link' ? outcome.by : 'new',
    ]);
    touched.add(profileId);
  }
  return touched;
}

/** A booking's persons, recognised again (after its creation, a change, a web check-in, a check-out, a payment). */
export async function refreshBookingProfiles(tx: Queryable, institutionId: number, bookingId: number, today: string): Promise<number[]> {
  await lockHotelProfiles(tx, institutionId);
  const { rows } = await tx.query<PersonSqlRow>(
    `${PERSONS_SQL} WHERE bp.institution_id = $1 AND bp.booking_id = $2 ORDER BY bp.position, bp.id`,
    [institutionId, bookingId],
  );
  const touched = await recognise(tx, institutionId, rows.map(evidenceOf));
  await recomputeProfiles(tx, institutionId, today, [...touched]);
  return [...touched];
}
