import type { CheckinBookingPerson, CheckinPerson, DetalhesPessoaInput } from '@gm/contracts/checkin';
import { onlyDigits } from '@gm/domain/validators';
import type { Db } from '../../db/pool';
import { AppError, forbidden } from '../../platform/errors';
import { text } from '../../platform/messages';
import type { ServiceContext } from '../../platform/registry';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import {
  type BookingClaims,
  bookingClaims,
  issueBookingToken,
  loadPersons,
  type PersonRow,
  requireStaff,
  STAFF,
  tokenFields,
} from './access';
import { requestIdentityCode, typedDocument, verifyIdentityCode } from './identity';
import { guestByDocument, guestById, toCheckinPerson } from './persons';

/** DetalhesPessoaService and DetalhesPessoaRecemCriadaService (also served through the legacy XML envelope). */

const STAFF_READ = [STAFF.pessoas, STAFF.reservas, STAFF.checkinouts, STAFF.novapessoa];
const DT = (col: string) => `coalesce(to_char(${col} AT TIME ZONE $3, 'DD/MM/YYYY HH24:MI'), '-')`;

interface PersonViewRow {
  id: number;
  booking_id: number;
  name: string;
  position: number;
  webcheckin_status: 'P' | 'D';
  present_at_reception: boolean;
  signature_key: string | null;
  doc_front_key: string | null;
  doc_back_key: string | null;
  vaccine_front_key: string | null;
  vaccine_back_key: string | null;
  pet_keys: string[];
  auth_key: string | null;
  auth_card_key: string | null;
  face_key: string | null;
  reg_id: number | null;
  released: string;
  consulted: string;
  error_details: string | null;
}

/** One booking person's web check-in: state, image keys and PMS registration. */
async function bookingPersonView(db: Db, institutionId: number, personId: number, timeZone: string): Promise<CheckinBookingPerson | null> {
  const { rows } = await db.query<PersonViewRow>(
    `SELECT bp.id, bp.booking_id, bp.name, bp.position, bp.webcheckin_status, bp.present_at_reception, bp.signature_key, bp.doc_front_key,
            bp.doc_back_key, bp.vaccine_front_key, bp.vaccine_back_key, bp.pet_keys, bp.auth_key, bp.auth_card_key, bp.face_key,
            r.id AS reg_id, ${DT('r.released_at')} AS released, ${DT('r.consulted_at')} AS consulted, r.error_details
       FROM booking_persons bp LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
      WHERE bp.id = $1 AND bp.institution_id = $2`,
    [personId, institutionId, timeZone],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    CODPESRES: Number(r.id),
    CODRES: Number(r.booking_id),
    NOME: r.name,
    principal: r.position === 0 ? 'S' : 'N',
    statusWebCheckin: r.webcheckin_status,
    apresentarNaRecepcao: r.present_at_reception ? 'S' : 'N',
    chaveImgAssinatura: r.signature_key,
    chaveImgDocumento: r.doc_front_key,
    chaveImgDocumentoVerso: r.doc_back_key,
    chaveImgDocumentoVacina: r.vaccine_front_key,
    chaveImgDocumentoVacinaVerso: r.vaccine_back_key,
    chaveImgDocumentoPet: r.pet_keys ?? [],
    chaveImgAutorizacao: r.auth_key,
    chaveImgAutorizacaoCartao: r.auth_card_key,
    facialToken: r.face_key,
    codLib: r.reg_id === null ? null : Number(r.reg_id),
    dhLiberacao: r.released,
    dhConsulta: r.consulted,
    errorDetails: r.error_details,
  };
}

/**
 * Whose profile a booking token shows: its own person, and the persons still being checked in (the main guest
 * fills the companions); a companion's data stops being visible to the others once done. A person token: its own.
 */
function guestMaySee(claims: BookingClaims, p: PersonRow): boolean {
  if (p.id === claims.personId) return true;
  return !claims.personOnly && p.webcheckin_status === 'P';
}

interface DetailsReply {
  status: 1;
  encontrado: 'S' | 'N';
  /** A code was asked for: sent to the profile's e-mail if the document and first name have one (never said which). */
  codigoEnviado?: 'S';
  message?: string;
  pessoa?: CheckinPerson;
  pessoaReserva?: CheckinBookingPerson | null;
  /** After a valid code: the booking token that may show and reuse the proven profile. */
  jwt?: string;
}

async function guestDetails(ctx: ServiceContext, input: DetalhesPessoaInput, hotel: InstitutionSettings): Promise<DetailsReply> {
  const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
  if (input.CODPESRES || input.codPes) {
    const persons = await loadPersons(ctx.deps.db, claims.codIns, claims.codRes);
    const visible = persons.filter((p) => guestMaySee(claims, p));
    const person = visible.find(
      (p) => (input.CODPESRES ? p.id === input.CODPESRES : p.guest_id === input.codPes) && (!input.codPes || p.guest_id === input.codPes),
    );
    if (!person) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    const guest = person.guest_id ? await guestById(ctx.deps.db, claims.codIns, person.guest_id) : null;
    return {
      status: 1,
      encontrado: guest ? 'S' : 'N',
      ...(guest ? { pessoa: toCheckinPerson(guest, { masked: !ownsDocument(claims, person.id, guest.id) }) } : {}),
      pessoaReserva: await bookingPersonView(ctx.deps.db, claims.codIns, person.id, hotel.timeZone),
    };
  }
  // Identification step: a document is data, not a key. A stored profile is shown only after the e-mail code.
  const doc = typedDocument(input);
  if (input.codigo) {
    const profile = await verifyIdentityCode(ctx.deps, claims, doc, input.codigo);
    const jwt = await issueBookingToken(ctx.deps.config.jwtSecret, {
      ...tokenFields(claims, ctx.caller.kind === 'guest' ? (ctx.caller.staff?.sessionId ?? null) : null),
      codPes: claims.codPes,
      personId: claims.personId!,
      personOnly: claims.personOnly,
      provenGuestId: profile.id,
    });
    return { status: 1, encontrado: 'S', pessoa: toCheckinPerson(profile), jwt };
  }
  if (input.primeiroNome) {
    await requestIdentityCode(ctx.deps, claims, doc, input.primeiroNome, ctx.locale);
    return { status: 1, encontrado: 'N', codigoEnviado: 'S', message: text('checkin.code_sent', ctx.locale, hotel) };
  }
  return { status: 1, encontrado: 'N' };
}

/** A guest sees a document in full only on their own booking person, or on a profile they proved with the e-mail code. */
function ownsDocument(claims: BookingClaims, personId: number, guestId: number): boolean {
  return personId === claims.personId || guestId === claims.provenGuestId;
}

export async function personDetails(ctx: ServiceContext, input: DetalhesPessoaInput): Promise<DetailsReply> {
  const hotel = await settingsOf(ctx.deps.db, ctx.codIns!);
  if (ctx.caller.kind === 'guest') return guestDetails(ctx, input, hotel);
  requireStaff(ctx.caller, ctx.codIns, STAFF_READ);
  let guest = null;
  let pessoaReserva: CheckinBookingPerson | null | undefined;
  if (input.CODPESRES) {
    pessoaReserva = await bookingPersonView(ctx.deps.db, hotel.institutionId, input.CODPESRES, hotel.timeZone);
    if (!pessoaReserva) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    const { rows } = await ctx.deps.db.query<{ guest_id: number | null }>(
      'SELECT guest_id FROM booking_persons WHERE id = $1 AND institution_id = $2',
      [input.CODPESRES, hotel.institutionId],
    );
    if (rows[0]?.guest_id) guest = await guestById(ctx.deps.db, hotel.institutionId, rows[0].guest_id);
  } else if (input.codPes) guest = await guestById(ctx.deps.db, hotel.institutionId, input.codPes);
  else
    guest = await guestByDocument(ctx.deps.db, hotel.institutionId, {
      cpf: input.cpf ? onlyDigits(input.cpf) : null,
      travelDocument: input.travelDocument,
    });
  if (!guest && !pessoaReserva) {
    if (input.codPes) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    return { status: 1, encontrado: 'N' };
  }
  return {
    status: 1,
    encontrado: guest ? 'S' : 'N',
    ...(guest ? { pessoa: toCheckinPerson(guest, { masked: true }) } : {}),
    ...(pessoaReserva !== undefined ? { pessoaReserva } : {}),
  };
}

/** The person just created by CriarUsuarioService: a guest sees only a profile linked to their booking. */
export async function newPersonDetails(ctx: ServiceContext, guestId: number) {
  const hotel = await settingsOf(ctx.deps.db, ctx.codIns!);
  let personId: number | null = null;
  let masked = true;
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    const persons = await loadPersons(ctx.deps.db, claims.codIns, claims.codRes);
    const person = persons.find((p) => p.guest_id === guestId && guestMaySee(claims, p));
    if (!person) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    personId = person.id;
    masked = !ownsDocument(claims, person.id, guestId);
  } else if (ctx.caller.kind === 'user') requireStaff(ctx.caller, ctx.codIns, STAFF_READ);
  else throw forbidden();
  const guest = await guestById(ctx.deps.db, hotel.institutionId, guestId);
  if (!guest) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
  const pessoaReserva = personId ? await bookingPersonView(ctx.deps.db, hotel.institutionId, personId, hotel.timeZone) : null;
  const wizardAction = !pessoaReserva ? 'NONE' : pessoaReserva.statusWebCheckin === 'D' ? 'SUMMARY' : 'NEXT';
  return { status: 1 as const, pessoa: toCheckinPerson(guest, { masked }), pessoaReserva, wizardAction };
}
