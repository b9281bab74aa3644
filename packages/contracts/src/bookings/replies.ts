import { PAYMENT_CONDITIONS } from '@gm/domain/payment-outcome';
import { z } from 'zod';
import { flag } from '../common';

/**
 * What the bookings services send (spec section 7 "Person and booking" and "Operation API"). Every date in a reply is
 * DD/MM/YYYY (or DD/MM/YYYY HH:mm) in the hotel's time zone, '-' when empty; documents are masked.
 */

const id = z.number().int();
const text = z.string();
const maybe = z.string().nullable();
const one = z.literal(1);
const bookingStatus = z.enum(['R', 'I', 'O', 'C']);
/** Web check-in of a booking's guest: P pending, D done. */
const webCheckin = z.enum(['P', 'D']);

/** A page of a list: the total of every page in metadata.totalCount. */
const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ status: one, metadata: z.object({ totalCount: z.number().int() }), data: z.array(item) });
export type Paginated<T> = Omit<z.infer<ReturnType<typeof paginated>>, 'data'> & { data: T[] };

/** A guest on the booking card and in the booking form. */
export const bookingPersonItem = z.object({
  CODPESRES: id,
  NOME: text,
  EMAIL: maybe,
  TELEFONE: maybe,
  DOC: maybe,
  /** Main guest (first block). */
  principal: flag,
  statusWebCheckin: webCheckin,
  WEBCHECKNOME: maybe,
});
export type BookingPersonItem = z.infer<typeof bookingPersonItem>;

const bookingFields = {
  CODRES: id,
  STATUS: bookingStatus,
  VOUCHER: text,
  DTRESERVA: text,
  DHSAIDAPREV: text,
  DHINCLUSAO: text,
  ORIGEM: maybe,
  ORIGEMFINAL: maybe,
  TIPOCRIACAO: z.enum(['S', 'M']),
  /** The payment condition: guest pays, courtesy or invoiced (docs/decisions/0081-payment-outcomes.md). */
  CONDPAGTO: z.enum(PAYMENT_CONDITIONS),
  sincronizacaoConcluida: flag,
  qtdPessoas: z.number().int(),
  qtdWebCheckinRealizados: z.number().int(),
};

/** The booking card (spec section 2 Shell) and a list row. */
export const bookingItem = z.object({ ...bookingFields, pessoasReserva: z.array(bookingPersonItem) });
export type BookingItem = z.infer<typeof bookingItem>;

/** A guest's registration with the PMS: pending | registered | error from the dates and errors (the status icon rule). */
const pmsRegistrationFields = {
  codLib: id.nullable(),
  statusPms: z.enum(['pending', 'registered', 'error']),
  dhLiberacao: text,
  dhConsulta: text,
  errorDetails: maybe,
  sincronizado: flag,
};
export const pmsRegistration = z.object(pmsRegistrationFields);
export type PmsRegistration = z.infer<typeof pmsRegistration>;

export const acceptedTerm = z.object({
  CHAVEIMGASSINATURA: maybe,
  descrTermo: text,
  dhAceite: text,
  ip: maybe,
  userAgent: maybe,
  /** The staff member who assisted the acceptance at the desk (a token minted by staff), else null. */
  assistidoPor: maybe,
});
export type AcceptedTerm = z.infer<typeof acceptedTerm>;

/** Another profile of the hotel with the same CPF or travel document (a returning guest who did not prove it was them). */
export const duplicateProfile = z.object({
  codPes: id,
  nomeCompleto: text,
  email: maybe,
  dataNasc: maybe,
  /** The profile's creation. */
  criadoEm: text,
  qtdReservas: z.number().int(),
});
export type DuplicateProfile = z.infer<typeof duplicateProfile>;

/** The Detailed guest of spec section 3 (the person's profile the web check-in filled). */
export const detailedGuest = z.object({
  codPes: id,
  nomeCompleto: text,
  sexo: maybe,
  email: maybe,
  celular: maybe,
  telefone: maybe,
  profissao: maybe,
  nacionalidade: maybe,
  nacionalidadeDescr: maybe,
  dataNasc: text,
  travelDocument: maybe,
  cpf: maybe,
  pais: maybe,
  estado: maybe,
  cidade: maybe,
  cep: maybe,
  bairro: maybe,
  endereco: maybe,
  nroEndereco: maybe,
  complementoEnd: maybe,
  placaVeiculo: maybe,
  grauParentesco: maybe,
  titularCartao: maybe,
  acessibilidade: maybe,
  restricaoAlimentar: maybe,
});
export type DetailedGuest = z.infer<typeof detailedGuest>;

/**
 * The detailed profile on a booking person: with its PMS registration, its duplicates and the person's image keys
 * under the profile's names (WEBCHECKCHAVEIMGDOCUMENTOVERSO -> chaveImgDocumentoVerso, built by name on the server).
 */
const bookingGuest = z.intersection(
  z.object({ ...detailedGuest.shape, ...pmsRegistrationFields, duplicados: z.array(duplicateProfile) }),
  z.record(z.templateLiteral(['chaveImg', z.string()]), maybe),
);

export const bookingPersonDetails = z.object({
  ...bookingPersonItem.shape,
  ...pmsRegistrationFields,
  DHWEBCHECKIN: text,
  WEBCHECKEMAIL: maybe,
  WEBCHECKTELEFONE: maybe,
  WEBCHECKDOC: maybe,
  WEBCHECKCHAVEIMGASSINATURA: maybe,
  WEBCHECKCHAVEIMGDOCUMENTO: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOVERSO: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOVACINA: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOVACINAVERSO: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPET: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO2: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO3: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO4: maybe,
  WEBCHECKCHAVEIMGDOCUMENTOPETVERSO5: maybe,
  WEBCHECKCHAVEIMGAUTORIZACAO: maybe,
  WEBCHECKCHAVEIMGAUTORIZACAOCARTAO: maybe,
  /** The guest ticked that documents will be shown at the desk. */
  apresentarNaRecepcao: flag,
  aceiteTermosJuridicos: z.array(acceptedTerm),
  /** Null before any web check-in. */
  hospede: bookingGuest.nullable(),
});
export type BookingPersonDetails = z.infer<typeof bookingPersonDetails>;

export const bookingDetails = z.object({
  ...bookingFields,
  DHCHECKIN: text,
  DHCHECKOUT: text,
  DHCANCELAMENTO: text,
  DHLIMITEWEBCHECKIN: text,
  vlrDiaria: z.number().int().nullable(),
  tipoUHEstadia: maybe,
  pessoasReserva: z.array(bookingPersonDetails),
});
export type BookingDetails = z.infer<typeof bookingDetails>;

/** The documents tab's columns, from the hotel's flags (@gm/domain/bookings-documents). */
const documentColumn = z.enum([
  'signature',
  'docFront',
  'docBack',
  'terms',
  'vaccineFront',
  'vaccineBack',
  'petFront',
  'petBack',
  'authorization',
]);
const optionalCheck = z.boolean().optional();

/** DetalhesReservaService: the booking, and the documents tab's columns with each guest's checks (only its columns). */
export const bookingDetailsReply = z.object({
  status: one,
  reserva: bookingDetails,
  /** What the booking still owes in reais (billing's open invoices), for the check-out; null when the caller may not see it. */
  saldoDevedor: z.number().nullable(),
  documentos: z.object({
    colunas: z.array(documentColumn),
    pessoas: z.array(
      z.object({
        CODPESRES: id,
        NOME: text,
        signature: z.boolean(),
        docFront: z.boolean(),
        docBack: z.boolean(),
        terms: z.boolean(),
        vaccineFront: optionalCheck,
        vaccineBack: optionalCheck,
        petFront: optionalCheck,
        petBack: optionalCheck,
        authorization: optionalCheck,
      }),
    ),
  }),
});
export type BookingDetailsReply = z.infer<typeof bookingDetailsReply>;

const guestPersonFields = { CODPESRES: id, NOME: text, principal: flag, statusWebCheckin: webCheckin };
/** A guest sees the names and web check-in states of the booking's guests, and their own contact data (proprio S). */
const guestBookingPerson = z.discriminatedUnion('proprio', [
  z.object({ ...guestPersonFields, proprio: z.literal('S'), EMAIL: maybe, TELEFONE: maybe, DOC: maybe }),
  z.object({ ...guestPersonFields, proprio: z.literal('N') }),
]);
const guestBooking = z.object({
  CODRES: id,
  codIns: id,
  STATUS: bookingStatus,
  VOUCHER: text,
  DTRESERVA: text,
  DHSAIDAPREV: text,
  pessoasReserva: z.array(guestBookingPerson),
});
export type GuestBooking = z.infer<typeof guestBooking>;

/** DetalhesReservaWebCheckinService: staff with the permission get the details; a booking token's guest, its view. */
export const webCheckinDetailsReply = z.union([bookingDetailsReply, z.object({ status: one, reserva: guestBooking })]);

/** ListMinhasReservasService: the signed-in guest's bookings at any hotel, with the hotel's name. */
export const ownBookingsReply = paginated(z.object({ ...guestBooking.shape, nomeIns: text }));

/**
 * A row of the bookings list: the card's fields, the guests' PMS registrations summed up (the one the status icon
 * shows: an error first, then a pending one, else a registered one; registrados of total; null before any is
 * sent) and the balance due in reais (what the hotel's open invoices still ask; null when the caller may not see
 * billing or the hotel takes no payments).
 */
export const bookingListItem = bookingItem.extend({
  registroPms: z
    .object({
      statusPms: pmsRegistrationFields.statusPms,
      dhLiberacao: text,
      dhConsulta: text,
      errorDetails: maybe,
      registrados: z.number().int(),
      total: z.number().int(),
    })
    .nullable(),
  saldoDevedor: z.number().nullable(),
});
export type BookingListItem = z.infer<typeof bookingListItem>;

/** ListReservasService and ListReservasJwtService. */
export const bookingListReply = paginated(bookingListItem);

/** ListRecepcaoService: the hotel's today (dataReferencia) and its list. */
export const receptionReply = paginated(bookingItem).extend({ dataReferencia: text });

/**
 * One bar of the reservations map: the booking's dates, status and room type, its main guest's name and the web
 * check-in progress (a map of a month holds a thousand of these, so no guest list).
 */
export const mapBookingItem = z.object({
  CODRES: id,
  STATUS: bookingStatus,
  VOUCHER: text,
  DTRESERVA: text,
  DHSAIDAPREV: text,
  /** The main guest's name (as filled online when done). */
  NOME: text,
  qtdPessoas: z.number().int(),
  qtdWebCheckinRealizados: z.number().int(),
  tipoUHEstadia: maybe,
});
export type MapBookingItem = z.infer<typeof mapBookingItem>;

/** ListMapaReservasService: truncado S when the range holds more bookings than one map lays out. */
export const bookingMapReply = z.object({
  status: one,
  dataInicial: text,
  dataFinal: text,
  truncado: flag,
  data: z.array(mapBookingItem),
});

export const activityItem = z.object({
  id,
  CODRES: id,
  VOUCHER: text,
  /**
   * What happened (booking_events.kind): created, updated, imported, cancelled, checked_in, checkout_postponed,
   * checked_out, synced, registration_released|registered|error|synced; descricao is its translated label.
   */
  tipo: text,
  descricao: text,
  usuario: maybe,
  dhEvento: text,
  /** The event's own details (the fields it changed, the previous check-out...). */
  detalhes: z.record(z.string(), z.unknown()),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityReply = paginated(activityItem);

export const pendingRegistrationItem = z.object({
  ...pmsRegistrationFields,
  codLib: id,
  sincronizado: z.literal('N'),
  CODRES: id,
  VOUCHER: text,
  STATUS: bookingStatus,
  DTRESERVA: text,
  DHSAIDAPREV: text,
  CODPESRES: id,
  NOME: text,
  WEBCHECKNOME: maybe,
  EMAIL: maybe,
  DOC: maybe,
  DHWEBCHECKIN: text,
});
export type PendingRegistrationItem = z.infer<typeof pendingRegistrationItem>;
/** ListarWebCheckinsService: registrations not yet marked synced. */
export const pendingReply = paginated(pendingRegistrationItem);

/** A guest's registration after a release or a consult. */
const registrationState = z.object({ CODPESRES: id, NOME: text, ...pmsRegistrationFields });
export const releaseCheckinReply = z.object({ status: one, message: text, CODRES: id, registros: z.array(registrationState) });
export const consultCheckinReply = z.object({ status: one, registros: z.array(registrationState) });

/** InserirAlterarReservaService: alterado N when nothing changed; reserva is the booking as saved. */
export const saveBookingReply = z.object({ status: one, message: text, CODRES: id, alterado: flag, reserva: bookingDetails });

/** RealizarAtividadeReservaService: a check-in and a postponement leave the booking in (I); a check-out, out (O). */
export const setActivityReply = z.object({
  status: one,
  message: text,
  CODRES: id,
  STATUS: z.enum(['I', 'O']),
  atividade: z.enum(['checked_in', 'checkout_postponed', 'checked_out']),
  reserva: bookingDetails,
});

/** RealizarCheckoutService: the booking checked out today, with the balance due the desk confirmed. */
export const checkoutReply = z.object({
  status: one,
  message: text,
  CODRES: id,
  STATUS: z.literal('O'),
  saldoDevedor: z.number(),
  reserva: bookingDetails,
});

/** MarcarProcessamentoService: tipo R answers the booking, tipo P the registration. */
export const markAsSyncedReply = z.union([
  z.object({ status: one, message: text, CODRES: id, sincronizacaoConcluida: z.literal('S') }),
  z.object({ status: one, message: text, codLib: id, sincronizado: z.literal('S') }),
]);

/** GetAvailableExploreFiltersService: the entry whose queryColumn is ORIGEM feeds the origin dropdown. */
export const exploreFilter = z.object({
  id: z.enum(['origem', 'status', 'sincronizacao', 'criacao']),
  label: text,
  queryColumn: z.enum(['ORIGEM', 'STATUS', 'sincronizacaoConcluida', 'TIPOCRIACAO']),
  type: z.literal('select'),
  options: z.array(z.object({ text, value: text })),
});
export type ExploreFilter = z.infer<typeof exploreFilter>;
export const exploreFiltersReply = z.object({
  status: one,
  data: z.object({ avaiableFilters: z.object({ avaiableFilter: z.array(exploreFilter) }) }),
});
