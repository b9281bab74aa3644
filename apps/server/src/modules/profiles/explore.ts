import type { ExplorePeopleInput } from '@gm/contracts/crm/profiles-inputs';
import type { PersonRow } from '@gm/contracts/crm/profiles-replies';
import { emptyFilter, type FilterGroup } from '@gm/contracts/crm/segments-filters';
import { maskDocument } from '@gm/domain/documents';
import type { Queryable } from '../../db/pool';
import { compileFilter } from './filter-sql';

/** ExplorePeople: the profiles matching a filter tree, searched by name, e-mail or phone, in pages. */

const SORTS: Record<ExplorePeopleInput['sort'], string> = {
  name: 'lower(p.name), p.id',
  lastStay: 'p.last_stay NULLS FIRST, p.id',
  '-lastStay': 'p.last_stay DESC NULLS LAST, p.id DESC',
  stays: 'p.stays, p.id',
  '-stays': 'p.stays DESC, p.id DESC',
  spend: 'p.spend_cents, p.id',
  '-spend': 'p.spend_cents DESC, p.id DESC',
  nights: 'p.nights, p.id',
  '-nights': 'p.nights DESC, p.id DESC',
};

const current = (channel: string) =>
  `COALESCE((SELECT c.granted FROM guest_profile_consents c WHERE c.profile_id = p.id AND c.channel = '${channel}'
              ORDER BY c.at DESC, c.id DESC LIMIT 1), false) AS consent_${channel}`;

export const PERSON_COLUMNS = `p.id, p.name, p.emails, p.phones, p.cpf, p.city, p.state, p.country, p.language, p.stays, p.nights,
  to_char(p.last_stay, 'YYYY-MM-DD') AS last_stay, to_char(p.next_stay, 'YYYY-MM-DD') AS next_stay, p.spend_cents,
  to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.flag, ${current('email')}, ${current('whatsapp')}, ${current('sms')}`;

export interface PersonSqlRow {
  id: string;
  name: string;
  emails: string[];
  phones: string[];
  cpf: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  language: 'pt' | 'en' | 'es';
  stays: number;
  nights: number;
  last_stay: string | null;
  next_stay: string | null;
  spend_cents: string;
  birth_date: string | null;
  flag: string | null;
  consent_email: boolean;
  consent_whatsapp: boolean;
  consent_sms: boolean;
}

/** A reply row; the CPF always masked (the CRM never needs it whole: RevelarDocumentoService reveals and logs). */
export function toPersonRow(r: PersonSqlRow): PersonRow {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.emails[0] ?? null,
    phone: r.phones[0] ?? null,
    cpf: maskDocument(r.cpf),
    city: r.city,
    state: r.state,
    country: r.country,
    language: r.language,
    stays: r.stays,
    nights: r.nights,
    lastStay: r.last_stay,
    nextStay: r.next_stay,
    spendCents: Number(r.spend_cents),
    birthDate: r.birth_date,
    consent: { email: r.consent_email, whatsapp: r.consent_whatsapp, sms: r.consent_sms },
    flag: r.flag,
  };
}

/** The WHERE of a hotel's profiles matching a tree and a search; parameters from $1 (the hotel). */
export function matchingWhere(institutionId: number, tree: FilterGroup, search: string | undefined, today: string) {
  const params: unknown[] = [institutionId];
  let where = 'p.institution_id = $1';
  if (search) {
    params.push(search.toLowerCase());
    const n = params.length;
    where += ` AND (lower(p.name) LIKE '%' || $${n} || '%' OR p.emails @> ARRAY[$${n}::text]
                    OR (length(regexp_replace($${n}, '\\D', '', 'g')) >= 4 AND array_to_string(p.phones, ' ') LIKE '%' || regexp_replace($${n}, '\\D', '', 'g') || '%'))`;
  }
  const compiled = compileFilter(tree, params.length + 1, today);
  return { where: `${where} AND ${compiled.sql}`, params: [...params, ...compiled.params] };
}

export async function explorePeople(
  db: Queryable,
  institutionId: number,
  input: ExplorePeopleInput & { filter: FilterGroup | undefined },
  today: string,
) {
  const { where, params } = matchingWhere(institutionId, input.filter ?? emptyFilter, input.search, today);
  const n = params.length;
  const { rows } = await db.query<PersonSqlRow & { total: string }>(
    `SELECT ${PERSON_COLUMNS}, count(*) OVER () AS total FROM guest_profiles p WHERE ${where}
      ORDER BY ${SORTS[input.sort]} OFFSET $${n + 1} LIMIT $${n + 2}`,
    [...params, input.offset, input.limit],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && input.offset > 0)
    total = await countMatching(db, institutionId, input.filter ?? emptyFilter, today, input.search);
  return { metadata: { totalCount: total }, data: rows.map(toPersonRow) };
}

export async function countMatching(
  db: Queryable,
  institutionId: number,
  tree: FilterGroup,
  today: string,
  search?: string,
): Promise<number> {
  const { where, params } = matchingWhere(institutionId, tree, search, today);
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM guest_profiles p WHERE ${where}`, params);
  return Number(rows[0]!.n);
}
