import { isValidCpf, onlyDigits } from './validators';

/**
 * Who is who across stays (issue 15, docs/decisions/0050-crm-profiles-segments.md): one CRM profile per person,
 * recognised by a strong identifier (CPF, else travel document) and, failing that, by a shared e-mail or phone
 * whose owner does not contradict the newcomer. Nothing merges silently across people: a shared e-mail with a
 * different CPF is two people; a shared contact with another first name, another birth date, or more than one
 * possible owner is kept apart and flagged for a person to look at.
 */

export interface Evidence {
  name: string;
  cpf: string | null;
  document: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
}

export interface KnownProfile {
  id: number;
  firstName: string;
  cpf: string | null;
  document: string | null;
  emails: readonly string[];
  phones: readonly string[];
  birthDate: string | null;
}

export type ProfileFlag = 'same_document_other_birth_date' | 'shared_contact_other_name' | 'ambiguous_contact';

export type MatchOutcome =
  | { kind: 'link'; profileId: number; by: 'cpf' | 'document' | 'email' | 'phone' }
  | { kind: 'new'; flag: ProfileFlag | null; relatedProfileId: number | null };

/** Lower-case, accents off, first word: 'Ána Maria' and 'ana' name the same first name. */
export function firstNameOf(name: string): string {
  const word =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase()
      .split(/\s+/)[0] ?? '';
  return word.replace(/[^a-z0-9]/g, '');
}

export function normalEmail(value: string | null | undefined): string | null {
  const v = (value ?? '').trim().toLowerCase();
  return v.includes('@') ? v : null;
}

/**
 * Digits only, a Brazilian number without its country code (+55 11 98888-7777 and 11988887777 are one phone) or
 * trunk zero; at least 8 digits (shorter numbers are extensions or typos, never an identity).
 */
export function normalPhone(value: string | null | undefined): string | null {
  let d = onlyDigits(value ?? '');
  if (/^55\d{10,11}$/.test(d) && (value ?? '').trim().startsWith('+')) d = d.slice(2);
  else if (/^0\d{10,11}$/.test(d)) d = d.slice(1);
  return d.length >= 8 ? d : null;
}

/**
 * The strong identifiers of a booking person: the profile's CPF when the guest gave one, else the booking's document
 * when it is a valid CPF; any other document (passport, RNE) upper-cased without separators.
 */
export function identifiersOf(
  cpf: string | null,
  travelDocument: string | null,
  bookingDoc: string | null,
): { cpf: string | null; document: string | null } {
  const c = onlyDigits(cpf ?? '');
  const doc = (bookingDoc ?? '').trim();
  const docDigits = onlyDigits(doc);
  const cpfOut = isValidCpf(c) ? c : /^[\d.\-\s]+$/.test(doc) && isValidCpf(docDigits) ? docDigits : null;
  const travel = (travelDocument ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const other = /^[\d.\-\s]+$/.test(doc) && docDigits.length === 11 ? '' : doc.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const document = travel.length >= 5 ? travel : other.length >= 5 && !isValidCpf(other) ? other : null;
  return { cpf: cpfOut, document };
}

const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

/** The decision for one person's evidence against the profiles that share any identifier with it. */
export function matchProfile(e: Evidence, known: readonly KnownProfile[]): MatchOutcome {
  const first = firstNameOf(e.name);
  for (const key of ['cpf', 'document'] as const) {
    const value = e[key];
    if (!value) continue;
    const same = known.filter((p) => p[key] === value);
    if (same.length === 0) continue;
    const agreeing = same.find((p) => !differ(p.birthDate, e.birthDate));
    if (agreeing) return { kind: 'link', profileId: agreeing.id, by: key };
    return { kind: 'new', flag: 'same_document_other_birth_date', relatedProfileId: same[0]!.id };
  }
  const email = normalEmail(e.email);
  const phone = normalPhone(e.phone);
  const sharing = known.filter((p) => (email && p.emails.includes(email)) || (phone && p.phones.includes(phone)));
  if (sharing.length === 0) return { kind: 'new', flag: null, relatedProfileId: null };
  // Another strong identifier on either side means another person (a couple sharing an e-mail): two profiles, no flag.
  const otherPeople = (p: KnownProfile) => differ(p.cpf, e.cpf) || differ(p.document, e.document);
  const possible = sharing.filter((p) => !otherPeople(p));
  if (possible.length === 0) return { kind: 'new', flag: null, relatedProfileId: null };
  const compatible = possible.filter((p) => p.firstName === first && !differ(p.birthDate, e.birthDate));
  if (compatible.length === 1) {
    const p = compatible[0]!;
    return { kind: 'link', profileId: p.id, by: email && p.emails.includes(email) ? 'email' : 'phone' };
  }
  // Several people could own the contact: only the one profile holding no document yet takes a record without one.
  const unidentified = compatible.filter((p) => !p.cpf && !p.document);
  if (compatible.length > 1 && unidentified.length === 1 && !e.cpf && !e.document) {
    const p = unidentified[0]!;
    return { kind: 'link', profileId: p.id, by: email && p.emails.includes(email) ? 'email' : 'phone' };
  }
  if (compatible.length > 1) return { kind: 'new', flag: 'ambiguous_contact', relatedProfileId: compatible[0]!.id };
  return { kind: 'new', flag: 'shared_contact_other_name', relatedProfileId: possible[0]!.id };
}
