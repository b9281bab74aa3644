import type { FlaggedPair, PairSide } from '@gm/contracts/crm/profile-merge-replies';
import { maskDocument } from '@gm/domain/documents';
import type { Queryable } from '../../db/pool';
import { emitDomainEvent } from '../../platform/domain-events';
import { AppError } from '../../platform/errors';
import { recomputeProfiles } from './aggregates';
import { PERSON_COLUMNS, type PersonSqlRow, toPersonRow } from './explore';
import { lockHotelProfiles } from './matching';

/**
 * Deciding the flagged profiles (docs/decisions/0061): the matcher keeps possible people apart and flags them
 * (0050); staff compare each pair and either merge them (the removed profile's booking links, consent history and
 * e-mails move to the kept one, which takes the identifiers it lacked) or confirm they are two people (the flag is
 * cleared and the pair remembered in guest_profile_distinct, so it is neither listed nor flagged again).
 */

interface SideRow extends PersonSqlRow {
  document: string | null;
  links: string;
  consents: string;
  created_at: Date;
}

const SIDE = (alias: string) => `
  (SELECT row_to_json(x) FROM (
     SELECT ${PERSON_COLUMNS.replaceAll('p.', `${alias}.`)}, ${alias}.document, ${alias}.created_at,
            (SELECT count(*) FROM guest_profile_links l WHERE l.profile_id = ${alias}.id) AS links,
            (SELECT count(*) FROM guest_profile_consents c WHERE c.profile_id = ${alias}.id) AS consents) x)`;

const toSide = (r: SideRow): PairSide => ({
  ...toPersonRow(r),
  document: maskDocument(r.document),
  emails: r.emails,
  phones: r.phones,
  links: Number(r.links),
  consents: Number(r.consents),
  createdAt: new Date(r.created_at).toISOString(),
});

const NOT_DECIDED = `p.flag IS NOT NULL AND p.related_profile_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM guest_profile_distinct d
                   WHERE d.profile_id = LEAST(p.id, p.related_profile_id) AND d.other_profile_id = GREATEST(p.id, p.related_profile_id))`;

/** The hotel's flagged pairs not decided yet, newest first. */
export async function flaggedPairs(
  db: Queryable,
  institutionId: number,
  offset: number,
  limit: number,
): Promise<{ metadata: { totalCount: number }; data: FlaggedPair[] }> {
  const { rows } = await db.query<{ flag: FlaggedPair['flag']; profile: SideRow; related: SideRow; total: string }>(
    `SELECT p.flag, ${SIDE('p')} AS profile, ${SIDE('r')} AS related, count(*) OVER () AS total
       FROM guest_profiles p JOIN guest_profiles r ON r.id = p.related_profile_id AND r.institution_id = p.institution_id
      WHERE p.institution_id = $1 AND ${NOT_DECIDED}
      ORDER BY p.created_at DESC, p.id DESC OFFSET $2 LIMIT $3`,
    [institutionId, offset, limit],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const c = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM guest_profiles p JOIN guest_profiles r ON r.id = p.related_profile_id WHERE p.institution_id = $1 AND ${NOT_DECIDED}`,
      [institutionId],
    );
    total = Number(c.rows[0]!.n);
  }
  return {
    metadata: { totalCount: total },
    data: rows.map((r) => ({ flag: r.flag, profile: toSide(r.profile), related: toSide(r.related) })),
  };
}

interface Identity {
  id: string;
  cpf: string | null;
  document: string | null;
  birth_date: string | null;
}

async function bothOf(tx: Queryable, institutionId: number, a: number, b: number): Promise<[Identity, Identity]> {
  const { rows } = await tx.query<Identity>(
    `SELECT id, cpf, document, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM guest_profiles
      WHERE institution_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE`,
    [institutionId, [a, b]],
  );
  const first = rows.find((r) => Number(r.id) === a);
  const second = rows.find((r) => Number(r.id) === b);
  if (!first || !second) throw new AppError('profiles.not_found', { httpStatus: 404 });
  return [first, second];
}

/**
 * Merges `removeId` into `keepId`. Refused when the two hold different CPFs or travel documents: a document is a
 * person, and two documents are two people whatever staff think (decision 0050, rule 1).
 */
export async function mergeProfiles(tx: Queryable, institutionId: number, keepId: number, removeId: number, today: string): Promise<void> {
  await lockHotelProfiles(tx, institutionId);
  const [keep, remove] = await bothOf(tx, institutionId, keepId, removeId);
  const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;
  if (differ(keep.cpf, remove.cpf) || differ(keep.document, remove.document))
    throw new AppError('profiles.merge_other_documents', { field: 'removeId' });
  // The modules above move what they hold of the removed profile (campaigns: its e-mails) before it goes.
  await emitDomainEvent(tx, { type: 'profile.merged', institutionId, details: { from: removeId, into: keepId } });
  await tx.query('UPDATE guest_profile_links SET profile_id = $2 WHERE profile_id = $1 AND institution_id = $3', [
    removeId,
    keepId,
    institutionId,
  ]);
  await tx.query('UPDATE guest_profile_consents SET profile_id = $2 WHERE profile_id = $1 AND institution_id = $3', [
    removeId,
    keepId,
    institutionId,
  ]);
  await tx.query(
    `UPDATE guest_profiles k SET
        cpf = COALESCE(k.cpf, r.cpf), document = COALESCE(k.document, r.document), birth_date = COALESCE(k.birth_date, r.birth_date),
        emails = ARRAY(SELECT v FROM unnest(k.emails || r.emails) WITH ORDINALITY AS u(v, n) GROUP BY v ORDER BY min(n)),
        phones = ARRAY(SELECT v FROM unnest(k.phones || r.phones) WITH ORDINALITY AS u(v, n) GROUP BY v ORDER BY min(n)),
        city = COALESCE(k.city, r.city), state = COALESCE(k.state, r.state), country = COALESCE(k.country, r.country),
        flag = CASE WHEN k.related_profile_id = r.id THEN NULL ELSE k.flag END,
        related_profile_id = CASE WHEN k.related_profile_id = r.id THEN NULL ELSE k.related_profile_id END,
        updated_at = now()
       FROM guest_profiles r WHERE k.id = $1 AND r.id = $2`,
    [keepId, removeId],
  );
  // Profiles flagged against the removed one now point at the kept one (a pair naming itself is no pair).
  await tx.query(
    `UPDATE guest_profiles SET related_profile_id = CASE WHEN id = $2 THEN NULL ELSE $2 END,
            flag = CASE WHEN id = $2 THEN NULL ELSE flag END
      WHERE institution_id = $3 AND related_profile_id = $1`,
    [removeId, keepId, institutionId],
  );
  await tx.query(
    `INSERT INTO guest_profile_distinct (institution_id, profile_id, other_profile_id, decided_by, at)
     SELECT institution_id, LEAST($2::bigint, o), GREATEST($2::bigint, o), decided_by, at
       FROM guest_profile_distinct, LATERAL (SELECT CASE WHEN profile_id = $1 THEN other_profile_id ELSE profile_id END AS o) x
      WHERE (profile_id = $1 OR other_profile_id = $1) AND o <> $2
     ON CONFLICT DO NOTHING`,
    [removeId, keepId],
  );
  await tx.query('DELETE FROM guest_profiles WHERE id = $1 AND institution_id = $2', [removeId, institutionId]);
  await recomputeProfiles(tx, institutionId, today, [keepId]);
}

/** Two different people: the flag between them is cleared on both sides and the pair remembered. */
export async function confirmDistinct(tx: Queryable, institutionId: number, userId: number, a: number, b: number): Promise<void> {
  await lockHotelProfiles(tx, institutionId);
  await bothOf(tx, institutionId, a, b);
  await tx.query(
    `INSERT INTO guest_profile_distinct (institution_id, profile_id, other_profile_id, decided_by) VALUES ($1, LEAST($2::bigint, $3::bigint), GREATEST($2::bigint, $3::bigint), $4)
     ON CONFLICT DO NOTHING`,
    [institutionId, a, b, userId],
  );
  await tx.query(
    `UPDATE guest_profiles SET flag = NULL, related_profile_id = NULL, updated_at = now()
      WHERE institution_id = $1 AND ((id = $2 AND related_profile_id = $3) OR (id = $3 AND related_profile_id = $2))`,
    [institutionId, a, b],
  );
}
