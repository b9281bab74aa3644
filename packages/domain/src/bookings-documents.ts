/**
 * The documents tab of a booking (spec section 2): one row per guest with a check or a cross per
 * document; which columns show depends on the hotel's flags.
 */

export type DocumentColumn =
  | 'signature'
  | 'docFront'
  | 'docBack'
  | 'terms'
  | 'vaccineFront'
  | 'vaccineBack'
  | 'petFront'
  | 'petBack'
  | 'authorization';

export interface DocumentFlags {
  HASSTEPDOCVACCINE?: unknown;
  HASSTEPDOCPET?: unknown;
  ISCHECKINSIMPLIFICADO?: unknown;
  HASLASTSTEPSINGLE?: unknown;
}

/**
 * Columns in order: signature, document front and back, terms always; vaccine front/back with
 * HASSTEPDOCVACCINE = S; pet front/back with HASSTEPDOCPET = S; the authorisation document when the
 * simplified check-in flag contains C together with HASLASTSTEPSINGLE = S, or contains F.
 */
export function documentColumns(flags: DocumentFlags): DocumentColumn[] {
  const cols: DocumentColumn[] = ['signature', 'docFront', 'docBack', 'terms'];
  if (flags.HASSTEPDOCVACCINE === 'S') cols.push('vaccineFront', 'vaccineBack');
  if (flags.HASSTEPDOCPET === 'S') cols.push('petFront', 'petBack');
  const simplified = typeof flags.ISCHECKINSIMPLIFICADO === 'string' ? flags.ISCHECKINSIMPLIFICADO : '';
  if ((simplified.includes('C') && flags.HASLASTSTEPSINGLE === 'S') || simplified.includes('F')) cols.push('authorization');
  return cols;
}

/** The image keys and terms of one booking person, as DetalhesReservaService returns them. */
export interface PersonDocuments {
  WEBCHECKCHAVEIMGASSINATURA?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTO?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTOVERSO?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTOVACINA?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTOPET?: string | null;
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO?: string | null;
  WEBCHECKCHAVEIMGAUTORIZACAO?: string | null;
  aceiteTermosJuridicos?: readonly unknown[] | null;
}

/** Whether each column's document is present for a person. */
export function documentChecks(person: PersonDocuments, columns: readonly DocumentColumn[]): Record<DocumentColumn, boolean> {
  const has = (v: string | null | undefined) => typeof v === 'string' && v !== '';
  const all: Record<DocumentColumn, boolean> = {
    signature: has(person.WEBCHECKCHAVEIMGASSINATURA),
    docFront: has(person.WEBCHECKCHAVEIMGDOCUMENTO),
    docBack: has(person.WEBCHECKCHAVEIMGDOCUMENTOVERSO),
    terms: (person.aceiteTermosJuridicos?.length ?? 0) > 0,
    vaccineFront: has(person.WEBCHECKCHAVEIMGDOCUMENTOVACINA),
    vaccineBack: has(person.WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO),
    petFront: has(person.WEBCHECKCHAVEIMGDOCUMENTOPET),
    petBack: has(person.WEBCHECKCHAVEIMGDOCUMENTOPETVERSO),
    authorization: has(person.WEBCHECKCHAVEIMGAUTORIZACAO),
  };
  const out = {} as Record<DocumentColumn, boolean>;
  for (const c of columns) out[c] = all[c];
  return out;
}
