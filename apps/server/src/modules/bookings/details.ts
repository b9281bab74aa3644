import type {
  AcceptedTerm,
  BookingDetails,
  BookingPersonDetails,
  DetailedGuest,
  DuplicateProfile,
  PmsRegistration,
} from '@gm/contracts/bookings';
import { flagOf, formatStayDate, pmsStatusOf } from '@gm/domain/bookings';
import { maskDocument } from '@gm/domain/documents';
import type { Db } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { type BookingRow, toBookingItem } from './mapping';

/**
 * DetalhesReservaService: the booking, each guest's staff and web check-in data, image keys, accepted
 * terms, detailed profile and PMS registration; every instant in the hotel's time zone.
 */

const DT = (col: string, tz = '$2') => `to_char(${col} AT TIME ZONE ${tz}, 'DD/MM/YYYY HH24:MI')`;

interface DetailsBookingRow extends BookingRow {
  checked_in: string | null;
  checked_out: string | null;
  cancelled: string | null;
  deadline: string | null;
  daily_rate_cents: number | null;
  room_type: string | null;
}

interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  doc: string | null;
  position: number;
  webcheckin_status: 'P' | 'D';
  webcheckin_at: string | null;
  webcheck_name: string | null;
  webcheck_email: string | null;
  webcheck_phone: string | null;
  webcheck_doc: string | null;
  signature_key: string | null;
  doc_front_key: string | null;
  doc_back_key: string | null;
  vaccine_front_key: string | null;
  vaccine_back_key: string | null;
  pet_keys: string[];
  auth_key: string | null;
  auth_card_key: string | null;
  present_at_reception: boolean;
  reg_id: number | null;
  released_at: string | null;
  consulted_at: string | null;
  error_details: string | null;
  reg_synced: boolean | null;
  guest: Record<string, string | number | null> | null;
  terms: AcceptedTerm[];
}

export async function bookingDetails(db: Db, institutionId: number, bookingId: number, timeZone: string): Promise<BookingDetails> {
  const [booking, persons] = await Promise.all([
    db.query<DetailsBookingRow>(
      `SELECT b.id, b.status, b.voucher, b.check_in, b.check_out, to_char(b.created_at AT TIME ZONE $2, 'DD/MM/YYYY') AS created,
              b.origin, b.final_origin, b.creation_type, b.payment_condition, b.synced, '[]'::json AS persons,
              ${DT('b.checked_in_at')} AS checked_in, ${DT('b.checked_out_at')} AS checked_out,
              ${DT('b.cancelled_at')} AS cancelled, ${DT('b.webcheckin_deadline')} AS deadline, b.daily_rate_cents, b.room_type
         FROM bookings b WHERE b.id = $1 AND b.institution_id = $3`,
      [bookingId, timeZone, institutionId],
    ),
    db.query<PersonRow>(
      `SELECT bp.id, bp.name, bp.email, bp.phone, bp.doc, bp.position, bp.webcheckin_status, ${DT('bp.webcheckin_at')} AS webcheckin_at,
              bp.webcheck_name, bp.webcheck_email, bp.webcheck_phone, bp.webcheck_doc, bp.signature_key, bp.doc_front_key,
              bp.doc_back_key, bp.vaccine_front_key, bp.vaccine_back_key, bp.pet_keys, bp.auth_key, bp.auth_card_key,
              bp.present_at_reception, r.id AS reg_id, ${DT('r.released_at')} AS released_at, ${DT('r.consulted_at')} AS consulted_at,
              r.error_details, r.synced AS reg_synced,
              CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object(
                'codPes', g.id, 'nomeCompleto', g.full_name, 'sexo', g.sex, 'email', g.email, 'celular', g.mobile, 'telefone', g.phone,
                'profissao', g.profession, 'nacionalidade', g.nationality, 'nacionalidadeDescr', g.nationality_name,
                'dataNasc', g.birth_date, 'travelDocument', g.travel_document, 'cpf', g.cpf, 'pais', g.country, 'estado', g.state,
                'cidade', g.city, 'cep', g.zip, 'bairro', g.district, 'endereco', g.address, 'nroEndereco', g.address_number,
                'complementoEnd', g.address_complement, 'placaVeiculo', g.vehicle_plate, 'grauParentesco', g.kinship,
                'titularCartao', g.card_holder, 'acessibilidade', g.accessibility, 'restricaoAlimentar', g.dietary_restriction,
                'duplicados', (SELECT coalesce(json_agg(json_build_object('codPes', d.id, 'nomeCompleto', d.full_name, 'email', d.email,
                                  'dataNasc', to_char(d.birth_date, 'DD/MM/YYYY'), 'criadoEm', to_char(d.created_at AT TIME ZONE $2, 'DD/MM/YYYY HH24:MI'),
                                  'qtdReservas', (SELECT count(*) FROM booking_persons x WHERE x.guest_id = d.id)) ORDER BY d.id), '[]'::json)
                                 FROM guests d WHERE d.institution_id = g.institution_id AND d.id <> g.id
                                  AND ((g.cpf IS NOT NULL AND d.cpf = g.cpf)
                                    OR (g.travel_document IS NOT NULL AND upper(d.travel_document) = upper(g.travel_document))))) END AS guest,
              (SELECT coalesce(json_agg(json_build_object('CHAVEIMGASSINATURA', t.signature_key, 'descrTermo', t.term_description,
                        'dhAceite', ${DT('t.accepted_at')}, 'ip', t.ip, 'userAgent', t.user_agent,
                        'assistidoPor', (SELECT u.name FROM users u WHERE u.id = t.assisted_by_user_id)) ORDER BY t.accepted_at, t.id), '[]'::json)
                 FROM accepted_terms t WHERE t.booking_person_id = bp.id) AS terms
         FROM booking_persons bp
         JOIN bookings b ON b.id = bp.booking_id AND b.institution_id = $3
         LEFT JOIN pms_registrations r ON r.booking_person_id = bp.id
         LEFT JOIN guests g ON g.id = bp.guest_id
        WHERE bp.booking_id = $1
        ORDER BY bp.position, bp.id`,
      [bookingId, timeZone, institutionId],
    ),
  ]);
  const b = booking.rows[0];
  if (!b) throw new AppError('bookings.not_found', { httpStatus: 404 });
  const { pessoasReserva: _none, ...item } = toBookingItem(b);
  const pessoasReserva = persons.rows.map(toPersonDetails);
  return {
    ...item,
    qtdPessoas: pessoasReserva.length,
    qtdWebCheckinRealizados: pessoasReserva.filter((p) => p.statusWebCheckin === 'D').length,
    DHCHECKIN: b.checked_in ?? '-',
    DHCHECKOUT: b.checked_out ?? '-',
    DHCANCELAMENTO: b.cancelled ?? '-',
    DHLIMITEWEBCHECKIN: b.deadline ?? '-',
    vlrDiaria: b.daily_rate_cents,
    tipoUHEstadia: b.room_type,
    pessoasReserva,
  };
}

function registrationOf(p: PersonRow): PmsRegistration {
  const dhLiberacao = p.released_at ?? '-';
  const dhConsulta = p.consulted_at ?? '-';
  return {
    codLib: p.reg_id === null ? null : Number(p.reg_id),
    statusPms: pmsStatusOf({ dhLiberacao, dhConsulta, errorDetails: p.error_details }),
    dhLiberacao,
    dhConsulta,
    errorDetails: p.error_details,
    sincronizado: flagOf(p.reg_synced === true),
  };
}

/** WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO -> chaveImgDocumentoVacinaVerso (the detailed guest's names). */
function guestKeyName(key: string): string {
  const rest = key.slice('WEBCHECKCHAVEIMG'.length);
  const words = ['ASSINATURA', 'DOCUMENTO', 'VACINA', 'PET', 'VERSO', 'AUTORIZACAO', 'CARTAO'];
  let out = 'chaveImg';
  let i = 0;
  while (i < rest.length) {
    const w = words.find((x) => rest.startsWith(x, i));
    if (!w) {
      out += rest.slice(i);
      break;
    }
    out += w[0] + w.slice(1).toLowerCase();
    i += w.length;
  }
  return out;
}

const PET_SUFFIXES = ['', 'VERSO', 'VERSO2', 'VERSO3', 'VERSO4', 'VERSO5'] as const;

function toPersonDetails(p: PersonRow): BookingPersonDetails {
  const reg = registrationOf(p);
  const pet = Object.fromEntries(PET_SUFFIXES.map((s, i) => [`WEBCHECKCHAVEIMGDOCUMENTOPET${s}`, p.pet_keys?.[i] ?? null])) as Record<
    `WEBCHECKCHAVEIMGDOCUMENTOPET${(typeof PET_SUFFIXES)[number]}`,
    string | null
  >;
  const keys = {
    WEBCHECKCHAVEIMGASSINATURA: p.signature_key,
    WEBCHECKCHAVEIMGDOCUMENTO: p.doc_front_key,
    WEBCHECKCHAVEIMGDOCUMENTOVERSO: p.doc_back_key,
    WEBCHECKCHAVEIMGDOCUMENTOVACINA: p.vaccine_front_key,
    WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO: p.vaccine_back_key,
    ...pet,
    WEBCHECKCHAVEIMGAUTORIZACAO: p.auth_key,
    WEBCHECKCHAVEIMGAUTORIZACAOCARTAO: p.auth_card_key,
  };
  let hospede: BookingPersonDetails['hospede'] = null;
  if (p.guest) {
    const g = p.guest as unknown as DetailedGuest & { dataNasc: string | null; duplicados: DuplicateProfile[] };
    const chaveImg = Object.fromEntries(Object.entries(keys).map(([k, v]) => [guestKeyName(k), v]));
    // Documents are masked for every role (issue 9 §5); RevelarDocumentoService shows one in full, logged.
    hospede = {
      ...g,
      cpf: maskDocument(g.cpf),
      travelDocument: maskDocument(g.travelDocument),
      codPes: Number(g.codPes),
      dataNasc: formatStayDate(g.dataNasc),
      ...reg,
      ...chaveImg,
    };
  }
  return {
    CODPESRES: Number(p.id),
    NOME: p.name,
    EMAIL: p.email,
    TELEFONE: p.phone,
    DOC: maskDocument(p.doc),
    principal: flagOf(p.position === 0),
    statusWebCheckin: p.webcheckin_status,
    DHWEBCHECKIN: p.webcheckin_at ?? '-',
    WEBCHECKNOME: p.webcheck_name,
    WEBCHECKEMAIL: p.webcheck_email,
    WEBCHECKTELEFONE: p.webcheck_phone,
    WEBCHECKDOC: maskDocument(p.webcheck_doc),
    ...keys,
    apresentarNaRecepcao: flagOf(p.present_at_reception),
    aceiteTermosJuridicos: p.terms ?? [],
    ...reg,
    hospede,
  };
}
