import { type Evidence, identifiersOf, type KnownProfile, normalEmail, normalPhone } from '@gm/domain/guest-profiles';
import { languageOfNationality } from '../notifications/public';

/** What the recognition reads of a booking person (the booking's, the web check-in's and the profile's data). */
export interface PersonEvidence extends Evidence {
  bookingPersonId: number;
  city: string | null;
  state: string | null;
  country: string | null;
  nationality: string | null;
  linkedProfileId: number | null;
}

export interface ProfileRow {
  id: string;
  first_name: string;
  cpf: string | null;
  document: string | null;
  emails: string[];
  phones: string[];
  birth_date: string | null;
}

export const PERSONS_SQL = `
  SELECT bp.id, COALESCE(g.full_name, bp.webcheck_name, bp.name) AS name,
         COALESCE(g.email, bp.webcheck_email, bp.email) AS email,
         COALESCE(g.mobile, g.phone, bp.webcheck_phone, bp.phone) AS phone,
         g.cpf, g.travel_document, COALESCE(bp.webcheck_doc, bp.doc) AS doc, to_char(g.birth_date, 'YYYY-MM-DD') AS birth_date,
         g.city, g.state, g.country, g.nationality, l.profile_id AS linked
    FROM booking_persons bp
    LEFT JOIN guests g ON g.id = bp.guest_id
    LEFT JOIN guest_profile_links l ON l.booking_person_id = bp.id`;

export type PersonSqlRow = Record<
  'name' | 'email' | 'phone' | 'cpf' | 'travel_document' | 'doc' | 'birth_date' | 'city' | 'state' | 'country' | 'nationality',
  string | null
> & {
  id: string;
  linked: string | null;
};

export function evidenceOf(r: PersonSqlRow): PersonEvidence {
  const ids = identifiersOf(r.cpf, r.travel_document, r.doc);
  return {
    bookingPersonId: Number(r.id),
    name: (r.name ?? '').trim() || '?',
    cpf: ids.cpf,
    document: ids.document,
    email: normalEmail(r.email),
    phone: normalPhone(r.phone),
    birthDate: r.birth_date,
    city: r.city,
    state: r.state,
    country: r.country,
    nationality: r.nationality,
    linkedProfileId: r.linked === null ? null : Number(r.linked),
  };
}

export const toKnown = (p: ProfileRow): KnownProfile => ({
  id: Number(p.id),
  firstName: p.first_name,
  cpf: p.cpf,
  document: p.document,
  emails: p.emails,
  phones: p.phones,
  birthDate: p.birth_date,
});

export const PROFILE_COLUMNS = `id, first_name, cpf, document, emails, phones, to_char(birth_date, 'YYYY-MM-DD') AS birth_date`;

/** The language of a nationality (else the country), as the notification mails choose it; null when unknown. */
export function languageOf(country: string | null, nationality: string | null): 'pt' | 'en' | 'es' | null {
  return languageOfNationality(nationality) ?? languageOfNationality(country);
}
