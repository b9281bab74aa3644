import type { BookingSort, ListBookingsInput, ReceptionInput } from '@gm/contracts/bookings';
import * as contracts from '@gm/contracts/bookings/services';
import * as checkinContracts from '@gm/contracts/checkin/services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import * as doorLockContracts from '@gm/contracts/doorlock/services';
import * as homeContracts from '@gm/contracts/home/services';
import type { BookingStatus } from '@gm/domain/bookings';
import { call } from '../../lib/api/client';

/** The bookings list's filters as the screen holds them (dates ISO YYYY-MM-DD, '' when unset). */
export interface BookingFilters {
  search: string;
  dateField: ListBookingsInput['dateField'];
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

/**
 * One query-key factory for the feature. Every booking query sits under bookingKeys.all (a live event of another tab
 * or staff member refetches them all); the lists under bookingKeys.lists, which a write of this tab refetches while
 * its reply updates the detail (decision 0029). The origin options are the hotel's, not a booking's: outside all.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'lists'] as const,
  list: (f: BookingFilters, offset: number, limit: number, sort: BookingSort) =>
    [...bookingKeys.lists, 'bookings', f, offset, limit, sort] as const,
  details: (codRes: number) => [...bookingKeys.all, 'details', codRes] as const,
  images: (codRes: number) => [...bookingKeys.all, 'images', codRes] as const,
  doorKeys: (codRes: number) => [...bookingKeys.all, 'door-keys', codRes] as const,
  preferences: (codRes: number) => [...bookingKeys.all, 'preferences', codRes] as const,
  filters: () => ['booking-filters'] as const,
  reception: (tipo: ReceptionInput['tipo'], offset: number) => [...bookingKeys.lists, 'reception', tipo, offset] as const,
  pending: () => [...bookingKeys.lists, 'pending'] as const,
  activity: () => [...bookingKeys.lists, 'activity'] as const,
  map: (from: string, to: string) => [...bookingKeys.lists, 'map', from, to] as const,
  today: (limit: number) => [...bookingKeys.lists, 'today', limit] as const,
  mine: (offset: number) => [...bookingKeys.lists, 'mine', offset] as const,
};

export function listBookings(f: BookingFilters, offset: number, limit: number, sort: BookingSort) {
  return call(contracts.listBookings, {
    offset,
    limit,
    sort,
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
  const r = await call(contracts.exploreFilters, {});
  const entry = r.data.avaiableFilters.avaiableFilter.find((f) => f.queryColumn === 'ORIGEM');
  return entry ? entry.options.map((o) => o.text) : [];
}

/** The booking's room and latest key encodings (ListarChavesReservaService). */
export function doorKeys(codRes: number) {
  return call(doorLockContracts.bookingKeys, { CODRES: codRes });
}

/** RequisitarEncodeService from the desk: the room (remembered for the booking) and how many cards. */
export function requestDoorKey(codRes: number, numUH: string, qtdCartoes: number) {
  return call(doorLockContracts.requestEncode, { CODRES: codRes, numUH, qtdCartoes, dispositivo: 'desk' });
}

/** RevogarChavesReservaService: the booking's keys not revoked yet are revoked (again) in the lock system. */
export function revokeDoorKeys(codRes: number) {
  return call(doorLockContracts.revokeBookingKeys, { CODRES: codRes });
}

/** ConsultaEncodeService. */
export function consultDoorKey(seqEncode: number) {
  return call(doorLockContracts.consultEncode, { seqEncode });
}

/** The stay's preferences the guest filled in (/fill-preferences): DetalhesPreferenciasReservaService. */
export function bookingPreferences(codRes: number) {
  return call(checkinContracts.preferences, { CODRES: codRes });
}

export function bookingDetails(codRes: number) {
  return call(contracts.bookingDetails, { CODRES: codRes });
}

/** InserirAlterarReservaService (AddOrChangeBooking). */
export function saveBooking(input: InputOf<typeof contracts.saveBooking>) {
  return call(contracts.saveBooking, input);
}

/** RealizarAtividadeReservaService (SetActivityBooking): check-in (I) or the check-out change (O). */
export function setActivity(input: InputOf<typeof contracts.setBookingActivity>) {
  return call(contracts.setBookingActivity, input);
}

/** RealizarCheckoutService: the guest in house leaves today, with the balance due the desk confirmed (decision 0040). */
export function checkOut(input: InputOf<typeof contracts.checkoutBooking>) {
  return call(contracts.checkoutBooking, input);
}

/** MarcarProcessamentoService (MarkAsSynced): tipo R a booking, tipo P a pending registration. */
export function markSynced(input: InputOf<typeof contracts.markAsSynced>) {
  return call(contracts.markAsSynced, input);
}

export function receptionList(tipo: ReceptionInput['tipo'], offset: number, limit: number) {
  return call(contracts.receptionList, { tipo, offset, limit });
}

export function pendingList(search: string, offset: number, limit: number) {
  return call(contracts.pendingRegistrations, { search: search.trim() || undefined, offset, limit });
}

/** LiberaCheckinService: sends a guest's registration to the PMS (finish registration). */
export function releaseRegistration(CODRES: number, CODPESRES: number) {
  return call(contracts.releaseCheckin, { CODRES, CODPESRES });
}

/** ConsultaCheckinService: asks the PMS now about one registration. */
export function consultRegistration(codLib: number) {
  return call(contracts.consultCheckin, { codLib });
}

export function activityList(offset: number, limit: number) {
  return call(contracts.activityList, { offset, limit });
}

export function bookingMap(dataInicial: string, dataFinal: string) {
  return call(contracts.bookingMap, { dataInicial, dataFinal });
}

/** PainelHojeService: Home's lists of the hotel's today (each null when the user may not see it). */
export function todayWork(limite: number) {
  return call(homeContracts.todayWork, { limite });
}

export function ownBookings(offset: number, limit: number) {
  return call(contracts.ownBookings, { offset, limit });
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
