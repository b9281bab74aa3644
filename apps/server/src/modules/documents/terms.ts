import type { Locale } from '@gm/domain/locale';
import type { Queryable } from '../../db/pool';
import { type HotelWording, text, translate } from '../../platform/messages';

/**
 * The terms a guest accepts in the wizard: the hotel's own text (institution flag TERMOJURIDICO, shown as the
 * hotel wrote it) or the default statement in the guest's language. The accepted text is stored with the
 * acceptance, so later edits of the hotel's text never change what a guest agreed to.
 */
export interface Terms {
  descrTermo: string;
  texto: string;
}

/** The hotel as the terms need it (institutions' InstitutionSettings has it; named here so documents needs no institutions). */
export interface TermsHotel extends HotelWording {
  name: string;
  flags: { TERMOJURIDICO: string };
}

export function termsFor(hotel: TermsHotel, locale: Locale): Terms {
  const own = hotel.flags.TERMOJURIDICO.trim();
  return {
    descrTermo: translate('documents.terms_title', locale),
    texto: own || text('documents.terms_body', locale, hotel, { hotel: hotel.name }),
  };
}

export async function insertAcceptedTerm(
  db: Queryable,
  t: {
    institutionId: number;
    personId: number;
    signatureKey: string | null;
    terms: Terms;
    ip: string;
    userAgent: string;
    /** Accepted through a token staff minted at the desk: recorded as staff-assisted, with the staff member. */
    assistedBy?: number | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accepted_terms (institution_id, booking_person_id, signature_key, term_description, term_body, ip, user_agent, assisted_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [t.institutionId, t.personId, t.signatureKey, t.terms.descrTermo, t.terms.texto, t.ip, t.userAgent.slice(0, 500), t.assistedBy ?? null],
  );
  return Number(rows[0]!.id);
}

export interface AcceptedTermRow {
  id: number;
  institution_id: number;
  booking_id: number;
  booking_person_id: number;
  person_name: string;
  signature_key: string | null;
  term_description: string;
  term_body: string | null;
  accepted_at: Date;
  ip: string | null;
  user_agent: string | null;
  /** The staff member who assisted the acceptance at the desk, if any. */
  assisted_by: string | null;
}

export async function acceptedTerm(db: Queryable, id: number): Promise<AcceptedTermRow | null> {
  const { rows } = await db.query<AcceptedTermRow>(
    `SELECT t.id, t.institution_id, bp.booking_id, t.booking_person_id, coalesce(bp.webcheck_name, bp.name) AS person_name, t.signature_key,
            t.term_description, t.term_body, t.accepted_at, t.ip, t.user_agent, u.name AS assisted_by
       FROM accepted_terms t JOIN booking_persons bp ON bp.id = t.booking_person_id LEFT JOIN users u ON u.id = t.assisted_by_user_id
      WHERE t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function acceptedTermsOfPersons(db: Queryable, personIds: number[]): Promise<AcceptedTermRow[]> {
  if (!personIds.length) return [];
  const { rows } = await db.query<AcceptedTermRow>(
    `SELECT t.id, t.institution_id, bp.booking_id, t.booking_person_id, coalesce(bp.webcheck_name, bp.name) AS person_name, t.signature_key,
            t.term_description, t.term_body, t.accepted_at, t.ip, t.user_agent, u.name AS assisted_by
       FROM accepted_terms t JOIN booking_persons bp ON bp.id = t.booking_person_id LEFT JOIN users u ON u.id = t.assisted_by_user_id
      WHERE t.booking_person_id = ANY($1) ORDER BY t.accepted_at, t.id`,
    [personIds],
  );
  return rows;
}
