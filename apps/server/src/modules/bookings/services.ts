import {
  activityInput,
  addOrChangeBookingInput,
  bookingMapInput,
  listBookingsInput,
  markAsSyncedInput,
  ownBookingsInput,
  receptionInput,
  setActivityBookingInput,
} from '@gm/contracts/bookings';
import { operationSummary } from '@gm/contracts/bookings/services';
import { emptyInput } from '@gm/contracts/common';
import { AppError, unauthenticated } from '../../platform/errors';
import { text } from '../../platform/messages';
import { type AnyService, defineService, RawJson, type ServiceContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { actorOf, requirePermission, TRIAL } from './access';
import { markBookingSynced, saveBooking, setBookingActivity } from './bookings';
import { bookingDetails } from './details';
import { ownBookings } from './guest';
import { listBookings } from './list';
import { listCache } from './list-cache';
import { activityList, bookingMap, exploreFilters, homeCounts, receptionList } from './operations';
import { markRegistrationSynced } from './registrations';
import { bookingsPmsServices } from './services-pms';

/** Staff operations (spec section 7 "Operation API"), served under both trial base paths. */
const TRIAL_PATHS = ['/brokerJson/trial', '/jwt/brokerJson/trial'];

const hotelOf = (ctx: ServiceContext) => settingsOf(ctx.deps.db, ctx.codIns!);

const listDef = (name: string) =>
  defineService({
    name,
    basePaths: TRIAL_PATHS,
    access: 'user',
    permission: TRIAL.reservas,
    needsInstitution: true,
    input: listBookingsInput,
    summary:
      'Bookings of the current hotel: text search (voucher, guest name, document, e-mail), date range on check-in, check-out or creation, status, origin, sync state; offset/limit; metadata.totalCount and data.',
    sample: () => ({ search: 'leakcheck', limit: 10 }),
    async handler(ctx, input) {
      const hotel = await hotelOf(ctx);
      // Cached as JSON text: repeated answers are not serialised again for every caller.
      return listCache(ctx.deps.events).get(
        ctx.codIns!,
        JSON.stringify(input),
        ctx.deps.config.bookingsListCacheMs,
        async () => new RawJson(JSON.stringify(await listBookings(ctx.deps.db, ctx.codIns!, input, hotel.timeZone))),
      );
    },
  });

const addOrChange = defineService({
  name: 'InserirAlterarReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: TRIAL.reservas,
  needsInstitution: true,
  writes: true,
  input: addOrChangeBookingInput,
  summary:
    'AddOrChangeBooking: creates a booking (STATUS R) or edits one before check-in (CODRES); VOUCHER unique per hotel; refusals come back as { status: 0, message }.',
  sample: () => ({
    STATUS: 'R',
    VOUCHER: 'MATRIX-SAMPLE-1',
    ORIGEM: 'Balcão',
    DTRESERVA: '10/01/2031',
    DHSAIDAPREV: '12/01/2031',
    pessoasReserva: [{ NOME: 'Matrix Sample', EMAIL: 'matrix.sample@example.test', TELEFONE: '+55 11 99999-0000', DOC: '12345678909' }],
  }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const r = await saveBooking(ctx.deps.db, ctx.codIns!, actorOf(ctx), input);
    listCache(ctx.deps.events).invalidate(ctx.codIns!);
    const reserva = await bookingDetails(ctx.deps.db, ctx.codIns!, r.id, hotel.timeZone);
    return {
      status: 1,
      message: text(r.created ? 'bookings.created' : 'bookings.updated', ctx.locale, hotel),
      CODRES: r.id,
      alterado: r.changed ? 'S' : 'N',
      reserva,
    };
  },
});

const setActivity = defineService({
  name: 'RealizarAtividadeReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: TRIAL.checkinouts,
  needsInstitution: true,
  writes: true,
  input: setActivityBookingInput,
  summary:
    "SetActivityBooking: STATUS I checks in (refused when already in, out or cancelled; only check-out date and guests change); STATUS O changes the check-out: after the hotel's today it postpones, today or before it checks out.",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const r = await setBookingActivity(ctx.deps.db, ctx.codIns!, actorOf(ctx), input, hotel.timeZone);
    listCache(ctx.deps.events).invalidate(ctx.codIns!);
    const reserva = await bookingDetails(ctx.deps.db, ctx.codIns!, r.id, hotel.timeZone);
    return {
      status: 1,
      message: text(`bookings.${r.outcome}`, ctx.locale, hotel),
      CODRES: r.id,
      STATUS: r.status,
      atividade: r.outcome,
      reserva,
    };
  },
});

const markSynced = defineService({
  name: 'MarcarProcessamentoService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: [TRIAL.reservas, TRIAL.pessoas],
  needsInstitution: true,
  writes: true,
  input: markAsSyncedInput,
  summary:
    "MarkAsSynced: tipo R + CODRES marks a booking synced (needs reservas); tipo P + codLib marks a guest's pending registration synced (needs pessoas).",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    if (input.tipo === 'R') {
      requirePermission(ctx, TRIAL.reservas);
      await markBookingSynced(ctx.deps.db, ctx.codIns!, actorOf(ctx), input.CODRES);
      listCache(ctx.deps.events).invalidate(ctx.codIns!);
      return { status: 1, message: text('bookings.synced', ctx.locale, hotel), CODRES: input.CODRES, sincronizacaoConcluida: 'S' };
    }
    requirePermission(ctx, TRIAL.pessoas);
    await markRegistrationSynced(ctx.deps.db, ctx.codIns!, actorOf(ctx), input.codLib);
    return {
      status: 1,
      message: text('bookings.registration_synced', ctx.locale, hotel),
      codLib: input.codLib,
      sincronizado: 'S',
    };
  },
});

const exploreFiltersDef = defineService({
  name: 'GetAvailableExploreFiltersService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: [TRIAL.reservas, TRIAL.checkinouts],
  needsInstitution: true,
  input: emptyInput,
  summary:
    "Filters for the booking screens: data.avaiableFilters.avaiableFilter; the entry whose queryColumn is ORIGEM lists the hotel's origins.",
  async handler(ctx) {
    const hotel = await hotelOf(ctx);
    return exploreFilters(ctx.deps.db, ctx.codIns!, ctx.locale, hotel);
  },
});

const reception = defineService({
  name: 'ListRecepcaoService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: TRIAL.checkinouts,
  needsInstitution: true,
  input: receptionInput,
  summary:
    "Reception lists for the hotel's today (its time zone): tipo CHEGADAS (arrivals), HOSPEDADOS (in house) or SAIDAS (departures due and done today).",
  sample: () => ({ tipo: 'CHEGADAS' }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return receptionList(ctx.deps.db, ctx.codIns!, input, hotel.timeZone);
  },
});

const map = defineService({
  name: 'ListMapaReservasService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: TRIAL.mapa,
  needsInstitution: true,
  input: bookingMapInput,
  summary:
    'The reservations map: bookings overlapping dataInicial..dataFinal (at most 62 days); needs mapa-reservas and HASMAPARESERVAS = S.',
  sample: () => ({ dataInicial: '01/01/2026', dataFinal: '31/01/2026' }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    if (hotel.flags.HASMAPARESERVAS !== 'S') throw new AppError('bookings.map_disabled', { httpStatus: 403 });
    return bookingMap(ctx.deps.db, ctx.codIns!, input, hotel.timeZone);
  },
});

const home = defineService(operationSummary, {
  summary: "Home counts of the current hotel's today: arrivals, in house, departures and pending registrations.",
  async handler(ctx) {
    const hotel = await hotelOf(ctx);
    return homeCounts(ctx.deps.db, ctx.institutionId, hotel.timeZone);
  },
});

const activity = defineService({
  name: 'ListAtividadesReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: TRIAL.reservas,
  needsInstitution: true,
  input: activityInput,
  summary:
    "/operation/activity: what happened to the hotel's bookings (or one booking's history with CODRES), newest first, with who and when.",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return activityList(ctx.deps.db, ctx.codIns!, input, hotel, ctx.locale);
  },
});

const mine = defineService({
  name: 'ListMinhasReservasService',
  basePaths: ['/jwt/broker/core'],
  access: 'user',
  permission: { area: 'SUJEITO', action: 'reservas', instance: 'user' },
  input: ownBookingsInput,
  summary: "The signed-in guest's own bookings at any hotel (by the e-mail on the booking or their guest profile), for /details/index.",
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    return ownBookings(ctx.deps.db, { idUser: ctx.caller.idUser, email: ctx.caller.email }, input);
  },
});

export const bookingServices: AnyService[] = [
  listDef('ListReservasService'),
  listDef('ListReservasJwtService'),
  addOrChange,
  setActivity,
  markSynced,
  exploreFiltersDef,
  reception,
  map,
  home,
  activity,
  mine,
  ...bookingsPmsServices,
] as AnyService[];
