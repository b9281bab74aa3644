import { firstNameOf, type KnownProfile, matchProfile } from '@gm/domain/guest-profiles';
import type { Queryable } from '../../db/pool';
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
import { lockHotelProfiles } from './matching';

/**
 * The backfill (the sweep at start and every night, and the demo seed): every booking person of a hotel not yet
 * recognised, oldest stay first, decided by the same rules as the per-booking refresh (@gm/domain/guest-profiles)
 * but against an index of the hotel's profiles held in memory and written in a few statements: about 10,000
 * persons in a couple of seconds, where one round trip per person took over a minute.
 */

interface Draft extends KnownProfile {
  isNew: boolean;
  dirty: boolean;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  language: string | null;
  flag: string | null;
  relatedProfileId: number | null;
  emails: string[];
  phones: string[];
}

class Index {
  private readonly maps = {
    cpf: new Map<string, Draft[]>(),
    document: new Map<string, Draft[]>(),
    email: new Map<string, Draft[]>(),
    phone: new Map<string, Draft[]>(),
  };

  add(key: keyof Index['maps'], value: string | null, d: Draft): void {
    if (!value) return;
    const list = this.maps[key].get(value) ?? [];
    if (!list.includes(d)) list.push(d);
    this.maps[key].set(value, list);
  }

  addAll(d: Draft): void {
    this.add('cpf', d.cpf, d);
    this.add('document', d.document, d);
    for (const e of d.emails) this.add('email', e, d);
    for (const p of d.phones) this.add('phone', p, d);
  }

  candidates(e: PersonEvidence): Draft[] {
    const found = new Set<Draft>();
    for (const [key, value] of [
      ['cpf', e.cpf],
      ['document', e.document],
      ['email', e.email],
      ['phone', e.phone],
    ] as const) {
      if (value) for (const d of this.maps[key].get(value) ?? []) found.add(d);
    }
    return [...found].sort((a, b) => a.id - b.id);
  }
}

function absorb(d: Draft, e: PersonEvidence): void {
  d.name = e.name;
  d.cpf ??= e.cpf;
  d.document ??= e.document;
  d.birthDate ??= e.birthDate;
  if (e.email && !d.emails.includes(e.email)) d.emails.unshift(e.email);
  if (e.phone && !d.phones.includes(e.phone)) d.phones.unshift(e.phone);
  d.city = e.city ?? d.city;
  d.state = e.state ?? d.state;
  d.country = e.country ?? d.country;
  d.language = languageOf(e.country, e.nationality) ?? d.language;
  d.dirty = true;
}

async function loadIndex(tx: Queryable, institutionId: number): Promise<{ index: Index; byId: Map<number, Draft> }> {
  const { rows } = await tx.query<
    ProfileRow & { name: string; city: string | null; state: string | null; country: string | null; language: string }
  >(`SELECT ${PROFILE_COLUMNS}, name, city, state, country, language FROM guest_profiles WHERE institution_id = $1 ORDER BY id`, [
    institutionId,
  ]);
  const index = new Index();
  const byId = new Map<number, Draft>();
  for (const r of rows) {
    const d: Draft = {
      ...toKnown(r),
      emails: [...r.emails],
      phones: [...r.phones],
      isNew: false,
      dirty: false,
      name: r.name,
      city: r.city,
      state: r.state,
      country: r.country,
      language: r.language,
      flag: null,
      relatedProfileId: null,
    };
    index.addAll(d);
    byId.set(d.id, d);
  }
  return { index, byId };
}

async function write(
  tx: Queryable,
  institutionId: number,
  drafts: Draft[],
  links: { person: number; draft: Draft; by: string }[],
): Promise<void> {
  const fresh = drafts.filter((d) => d.isNew);
  if (fresh.length > 0) {
    // Real ids for the new profiles, then the flags that named one of them by its temporary id.
    const { rows } = await tx.query<{ id: string }>(
      `SELECT nextval(pg_get_serial_sequence('guest_profiles', 'id')) AS id FROM generate_series(1, $1)`,
      [fresh.length],
    );
    const real = new Map<number, number>();
    fresh.forEach((d, i) => {
      real.set(d.id, Number(rows[i]!.id));
      d.id = Number(rows[i]!.id);
    });
    for (const d of fresh)
      if (d.relatedProfileId !== null && d.relatedProfileId < 0) d.relatedProfileId = real.get(d.relatedProfileId) ?? null;
  }
  const record = (d: Draft) => ({
    id: d.id,
    name: d.name,
    first_name: firstNameOf(d.name),
    cpf: d.cpf,
    document: d.document,
    emails: d.emails,
    phones: d.phones,
    birth_date: d.birthDate,
    city: d.city,
    state: d.state,
    country: d.country,
    language: d.language ?? 'pt',
    flag: d.flag,
    related_profile_id: d.relatedProfileId,
  });
  const RECORD = `jsonb_to_recordset($2::jsonb) AS x(id bigint, name text, first_name text, cpf text, document text, emails text[], phones text[],
                  birth_date date, city text, state text, country text, language text, flag text, related_profile_id bigint)`;
  if (fresh.length > 0) {
    await tx.query(
      `INSERT INTO guest_profiles (id, institution_id, name, first_name, cpf, document, emails, phones, birth_date, city, state, country, language, flag, related_profile_id)
       SELECT x.id, $1, x.name, x.first_name, x.cpf, x.document, x.emails, x.phones, x.birth_date, x.city, x.state, x.country, x.language, x.flag, x.related_profile_id
         FROM ${RECORD} ORDER BY x.id`,
      [institutionId, JSON.stringify(fresh.map(record))],
    );
  }
  const changed = drafts.filter((d) => !d.isNew && d.dirty);
  if (changed.length > 0) {
    await tx.query(
      `UPDATE guest_profiles p SET name = x.name, cpf = x.cpf, document = x.document, emails = x.emails, phones = x.phones, birth_date = x.birth_date,
              city = x.city, state = x.state, country = x.country, language = x.language, updated_at = now()
         FROM ${RECORD} WHERE p.institution_id = $1 AND p.id = x.id`,
      [institutionId, JSON.stringify(changed.map(record))],
    );
  }
  if (links.length > 0) {
    await tx.query(
      `INSERT INTO guest_profile_links (booking_person_id, institution_id, profile_id, matched_by)
       SELECT x.person, $1, x.profile, x.by FROM jsonb_to_recordset($2::jsonb) AS x(person bigint, profile bigint, by text)`,
      [institutionId, JSON.stringify(links.map((l) => ({ person: l.person, profile: l.draft.id, by: l.by })))],
    );
  }
}

/**
 * The persons read and written at a time: the hotel's profiles stay in memory (the index), the persons and their
 * links do not pile up. A hotel of 100,000 bookings (250,000 persons) read whole held the server over 800 MB
 * (the dashboards bench, decision 0083); a chunk of 5,000 keeps a few MB of rows and JSON.
 */
export const RECOGNISE_CHUNK = 5_000;

/** Recognises every unrecognised person of the hotel; returns how many. The caller recomputes the figures. */
export async function recogniseAllUnlinked(tx: Queryable, institutionId: number, chunk = RECOGNISE_CHUNK): Promise<number> {
  await lockHotelProfiles(tx, institutionId);
  // A cursor of the transaction: read once in the stays' order, a chunk at a time, between the chunks' writes.
  await tx.query(
    `DECLARE recognise_unlinked NO SCROLL CURSOR FOR ${PERSONS_SQL} JOIN bookings b ON b.id = bp.booking_id
      WHERE bp.institution_id = ${Number(institutionId)} AND l.profile_id IS NULL ORDER BY b.check_in, bp.booking_id, bp.position`,
  );
  let loaded: Awaited<ReturnType<typeof loadIndex>> | null = null;
  let total = 0;
  let temp = 0;
  try {
    for (;;) {
      const { rows } = await tx.query<PersonSqlRow>(`FETCH ${Number(chunk)} FROM recognise_unlinked`);
      if (rows.length === 0) break;
      loaded ??= await loadIndex(tx, institutionId);
      const { index, byId } = loaded;
      const touched = new Set<Draft>();
      const links: { person: number; draft: Draft; by: string }[] = [];
      for (const e of rows.map(evidenceOf)) {
        const outcome = matchProfile(e, index.candidates(e));
        let d: Draft;
        if (outcome.kind === 'link') {
          d = byId.get(outcome.profileId)!;
          absorb(d, e);
        } else {
          d = {
            id: --temp,
            firstName: firstNameOf(e.name),
            cpf: null,
            document: null,
            emails: [],
            phones: [],
            birthDate: null,
            isNew: true,
            dirty: true,
            name: e.name,
            city: null,
            state: null,
            country: null,
            language: null,
            flag: outcome.flag,
            relatedProfileId: outcome.relatedProfileId,
          };
          absorb(d, e);
          byId.set(d.id, d);
        }
        touched.add(d);
        index.addAll(d);
        links.push({ person: e.bookingPersonId, draft: d, by: outcome.kind === 'link' ? outcome.by : 'new' });
      }
      // New drafts get their real ids in write(): byId is keyed again by them, so later chunks link to these profiles.
      const fresh = [...touched].filter((d) => d.isNew);
      for (const d of fresh) byId.delete(d.id);
      await write(tx, institutionId, [...touched], links);
      for (const d of touched) {
        byId.set(d.id, d);
        d.isNew = false;
        d.dirty = false;
      }
      total += rows.length;
      if (rows.length < chunk) break;
    }
  } finally {
    await tx.query('CLOSE recognise_unlinked');
  }
  return total;
}
