import type {
  ActivityItem,
  BookingDetails,
  BookingItem,
  ExploreFilter,
  Paginated,
  PendingRegistrationItem,
  PmsRegistration,
} from '@gm/contracts/bookings';
import type { OperationSummary } from '@gm/contracts/bookings/replies';
import * as contracts from '@gm/contracts/bookings/services';
import * as checkinContracts from '@gm/contracts/checkin/services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import type { BookingStatus } from '@gm/domain/bookings';
import { call, callService } from '../../lib/api/client';

/** Service base paths (spec section 7 "Operation API" and "Widget and check-in"). */
const TRIAL = '/jwt/brokerJson/trial';
const CORE = '/jwt/broker/core';
const CHECKIN = '/jwt/brokerJson/checkin';

export type DateField = 'DTRESERVA' | 'DHSAIDAPREV' | 'DHINCLUSAO';

/** The bookings list's filters as the screen holds them (dates ISO YYYY-MM-DD, '' when unset). */
export interface BookingFilters {
  search: string;
  dateField: DateField;
  dateFrom: string;
  dateTo: string;
  STATUS: BookingStatus | '';
  ORIGEM: string;
  sincronizacaoConcluida: 'S' | 'N' | '';
}

export const EMPTY_FILTERS: BookingFilters = {
  search: '',
  dateField: 'DTRESERVA',
  dateFrom: '',
  dateTo: '',
  STATUS: '',
  ORIGEM: '',
  sincronizacaoConcluida: '',
};

export type ReceptionKind = 'CHEGADAS' | 'HOSPEDADOS' | 'SAIDAS';

/** One query-key factory for the feature: every list and detail sits under bookingKeys.all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (f: BookingFilters, offset: number, limit: number) => [...bookingKeys.all, 'list', f, offset, limit] as const,
  details: (codRes: number) => [...bookingKeys.all, 'details', codRes] as const,
  images: (codRes: number) => [...bookingKeys.all, 'images', codRes] as const,
  filters: () => [...bookingKeys.all, 'filters'] as const,
  reception: (tipo: ReceptionKind, offset: number) => [...bookingKeys.all, 'reception', tipo, offset] as const,
  pending: (search: string, offset: number) => [...bookingKeys.all, 'pending', search, offset] as const,
  activity: (offset: number) => [...bookingKeys.all, 'activity', offset] as const,
  map: (from: string, to: string) => [...bookingKeys.all, 'map', from, to] as const,
  summary: () => [...bookingKeys.all, 'summary'] as const,
  mine: (offset: number) => [...bookingKeys.all, 'mine', offset] as const,
};

export function listBookings(f: BookingFilters, offset: number, limit: number): Promise<Paginated<BookingItem>> {
  return callService(TRIAL, 'ListReservasService', {
    offset,
    limit,
    search: f.search.trim() || undefined,
    dateField: f.dateField,
    dateFrom: f.dateFrom || null,
    dateTo: f.dateTo || null,
    STATUS: f.STATUS || null,
    ORIGEM: f.ORIGEM || null,
    sincronizacaoConcluida: f.sincronizacaoConcluida || null,
  });
}

/** The origin dropdown's options: the ORIGEM entry of GetAvailableExploreFiltersService. */
export async function originOptions(): Promise<string[]> {
  const r = await callService<{ data: { avaiableFilters: { avaiableFilter: ExploreFilter[] } } }>(
    TRIAL,
    'GetAvailableExploreFiltersService',
  );
  const entry = r.data.avaiableFilters.avaiableFilter.find((f) => f.queryColumn === 'ORIGEM');
  return entry ? entry.options.map((o) => o.text) : [];
}

export interface DocumentsSummary {
  colunas: string[];
  pessoas: ({ CODPESRES: number; NOME: string } & Record<string, boolean | number | string>)[];
}

export interface BookingDetailsReply {
  reserva: BookingDetails;
  documentos: DocumentsSummary;
}

export function bookingDetails(codRes: number): Promise<BookingDetailsReply> {
  return callService(CORE, 'DetalhesReservaService', { CODRES: codRes });
}

export interface PersonInput {
  CODPESRES?: number | null;
  NOME: string;
  EMAIL: string | null;
  TELEFONE: string | null;
  DOC: string | null;
}

export interface SaveBookingInput {
  CODRES?: number | null;
  STATUS: 'R';
  VOUCHER: string;
  ORIGEM: string | null;
  DTRESERVA: string;
  DHSAIDAPREV: string;
  pessoasReserva: PersonInput[];
}

export interface WriteReply {
  status: 1;
  message: string;
  CODRES: number;
  reserva: BookingDetails;
}

/** InserirAlterarReservaService (AddOrChangeBooking). */
export function saveBooking(input: SaveBookingInput): Promise<WriteReply & { alterado: 'S' | 'N' }> {
  return callService(TRIAL, 'InserirAlterarReservaService', input);
}

export interface ActivityInput {
  CODRES: number;
  STATUS: 'I' | 'O';
  ORIGEM: string | null;
  DTRESERVA: string;
  DHSAIDAPREV: string;
  pessoasReserva?: PersonInput[];
}

/** RealizarAtividadeReservaService (SetActivityBooking): check-in (I) or the check-out change (O). */
export function setActivity(input: ActivityInput): Promise<WriteReply & { atividade: string; STATUS: BookingStatus }> {
  return callService(TRIAL, 'RealizarAtividadeReservaService', input);
}

/** MarcarProcessamentoService (MarkAsSynced): tipo R a booking, tipo P a pending registration. */
export function markSynced(input: { tipo: 'R'; CODRES: number } | { tipo: 'P'; codLib: number }): Promise<{ status: 1; message: string }> {
  return callService(TRIAL, 'MarcarProcessamentoService', input);
}

export function receptionList(
  tipo: ReceptionKind,
  offset: number,
  limit: number,
): Promise<Paginated<BookingItem> & { dataReferencia: string }> {
  return callService(TRIAL, 'ListRecepcaoService', { tipo, offset, limit });
}

export function pendingList(search: string, offset: number, limit: number): Promise<Paginated<PendingRegistrationItem>> {
  return callService(TRIAL, 'ListarWebCheckinsService', { search: search.trim() || undefined, offset, limit });
}

export interface RegistrationState extends PmsRegistration {
  CODPESRES: number;
  NOME: string;
}

/** LiberaCheckinService: sends a guest's registration to the PMS (finish registration). */
export function releaseRegistration(
  CODRES: number,
  CODPESRES: number,
): Promise<{ status: 1; message: string; registros: RegistrationState[] }> {
  return callService(CHECKIN, 'LiberaCheckinService', { CODRES, CODPESRES });
}

/** ConsultaCheckinService: asks the PMS now about one registration. */
export function consultRegistration(codLib: number): Promise<{ status: 1; registros: RegistrationState[] }> {
  return callService(CHECKIN, 'ConsultaCheckinService', { codLib });
}

export function activityList(offset: number, limit: number): Promise<Paginated<ActivityItem>> {
  return callService(TRIAL, 'ListAtividadesReservaService', { offset, limit });
}

export interface MapReply {
  dataInicial: string;
  dataFinal: string;
  truncado: 'S' | 'N';
  data: (BookingItem & { tipoUHEstadia: string | null })[];
}

export function bookingMap(dataInicial: string, dataFinal: string): Promise<MapReply> {
  return callService(TRIAL, 'ListMapaReservasService', { dataInicial, dataFinal });
}

export function operationSummary(): Promise<OperationSummary> {
  return call(contracts.operationSummary, {});
}

export interface OwnBooking {
  CODRES: number;
  codIns: number;
  nomeIns: string;
  STATUS: BookingStatus;
  VOUCHER: string;
  DTRESERVA: string;
  DHSAIDAPREV: string;
  pessoasReserva: { CODPESRES: number; NOME: string; principal: 'S' | 'N'; statusWebCheckin: 'P' | 'D'; proprio: 'S' | 'N' }[];
}

export function ownBookings(offset: number, limit: number): Promise<Paginated<OwnBooking>> {
  return callService(CORE, 'ListMinhasReservasService', { offset, limit });
}

/** Signed, expiring image URLs of a booking's web check-in (ImagensWebCheckinService of the documents module). */
export function bookingImages(codRes: number): Promise<OutputOf<typeof checkinContracts.bookingImages>> {
  return call(checkinContracts.bookingImages, { CODRES: codRes });
}

/** CriarUsuarioService (staff, CHANGEINS novapessoa): a new guest profile of the current hotel. */
export function createPerson(
  criarUsu: InputOf<typeof checkinContracts.createPerson>['criarUsu'],
): Promise<OutputOf<typeof checkinContracts.createPerson>> {
  return call(checkinContracts.createPerson, { criarUsu });
}

/** RevelarDocumentoService: the full document that every reply masks; the server records each reveal. */
export function revealDocument(
  input: InputOf<typeof checkinContracts.revealDocument>,
): Promise<OutputOf<typeof checkinContracts.revealDocument>> {
  return call(checkinContracts.revealDocument, input);
}

/** MesclarPessoasService: merges a duplicate profile into the one kept (bookings move over, audited). */
export function mergeProfiles(manter: number, mesclar: number): Promise<OutputOf<typeof checkinContracts.mergeProfiles>> {
  return call(checkinContracts.mergeProfiles, { manter, mesclar });
}
