import * as contract from '@gm/contracts/bookings/services';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { z } from 'zod';
import { AppError, unauthenticated } from '../../platform/errors';
import { text } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext, RawJson } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { actorOf, holds, requirePermission } from './access';
import { markBookingSynced, saveBooking, setBookingActivity } from './bookings';
import { checkOutBooking } from './checkout';
import { bookingDetails } from './details';
import { ownBookings } from './guest';
import { listBookings } from './list';
import { listCache } from './list-cache';
import { activityList, bookingMap, exploreFilters, receptionList } from './operations';
import { markRegistrationSynced } from './registrations';
import { bookingsPmsServices } from './services-pms';

// Staff operations (spec section 7 "Operation API"); paths, permissions and replies are the contracts'.

/** The settings of the caller's hotel (every staff operation needs one). */
const hotelOf = (ctx: InstitutionContext) => settingsOf(ctx.deps.db, ctx.institutionId);

const listDef = (c: typeof contract.listBookings | typeof contract.listBookingsJwt) =>
  defineService(c, {
    summary:
      'Bookings of the current hotel: text search (voucher, guest name, document, e-mail), date range on check-in, check-out or creation, status, origin, sync state; sort by check-in, check-out, creation or voucher (a leading - for descending); offset/limit; metadata.totalCount and data, each row with its PMS registrations summed up and, for staff who may see billing, its balance due.',
    sample: () => ({ search: 'leakcheck', limit: 10, sort: 'DTRESERVA' }),
    async handler(ctx, input) {
      const hotel = await hotelOf(ctx);
      const withBalance = holds(ctx, PERMISSIONS.PAY.listfaturas);
      // Cached as JSON text: repeated answers are not serialised again for every caller. The balance is in the key:
      // callers with and without billing get their own answers.
      const key = JSON.stringify([input, withBalance]);
      return listCache(ctx.deps.events).get(ctx.institutionId, key, ctx.deps.config.bookingsListCacheMs, async () => {
        const opts = { tz: hotel.timeZone, withBalance };
        const reply: z.input<(typeof c)['output']> = await listBookings(ctx.deps.db, ctx.institutionId, input, opts);
        return new RawJson(JSON.stringify(reply));
      });
    },
  });

const addOrChange = defineService(contract.saveBooking, {
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
    const r = await saveBooking(ctx.deps.db, ctx.institutionId, actorOf(ctx), input);
    listCache(ctx.deps.events).invalidate(ctx.institutionId);
    const reserva = await bookingDetails(ctx.deps.db, ctx.institutionId, r.id, hotel.timeZone);
    return {
      status: 1,
      message: text(r.created ? 'bookings.created' : 'bookings.updated', ctx.locale, hotel),
      CODRES: r.id,
      alterado: r.changed ? 'S' : 'N',
      reserva,
    };
  },
});

const setActivity = defineService(contract.setBookingActivity, {
  summary:
    "SetActivityBooking: STATUS I checks in (refused when already in, out or cancelled; only check-out date and guests change); STATUS O changes the check-out: after the hotel's today it postpones, today or before it checks out.",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const r = await setBookingActivity(ctx.deps.db, ctx.institutionId, actorOf(ctx), input, hotel.timeZone);
    listCache(ctx.deps.events).invalidate(ctx.institutionId);
    const reserva = await bookingDetails(ctx.deps.db, ctx.institutionId, r.id, hotel.timeZone);
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

const checkout = defineService(contract.checkoutBooking, {
  summary:
    'RealizarCheckoutService: the guest in house leaves today (STATUS O); saldoDevedor is the balance due the desk confirmed, refused with the new amount when the booking now owes another.',
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const r = await checkOutBooking(ctx.deps.db, ctx.institutionId, actorOf(ctx), input, hotel.timeZone);
    listCache(ctx.deps.events).invalidate(ctx.institutionId);
    const reserva = await bookingDetails(ctx.deps.db, ctx.institutionId, r.id, hotel.timeZone);
    return {
      status: 1,
      message: text('bookings.checked_out', ctx.locale, hotel),
      CODRES: r.id,
      STATUS: 'O',
      saldoDevedor: r.dueCents / 100,
      reserva,
    };
  },
});

const markSynced = defineService(contract.markAsSynced, {
  summary:
    "MarkAsSynced: tipo R + CODRES marks a booking synced (needs reservas); tipo P + codLib marks a guest's pending registration synced (needs pessoas).",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    if (input.tipo === 'R') {
      requirePermission(ctx, PERMISSIONS.TRIAL.reservas);
      await markBookingSynced(ctx.deps.db, ctx.institutionId, actorOf(ctx), input.CODRES);
      listCache(ctx.deps.events).invalidate(ctx.institutionId);
      return { status: 1, message: text('bookings.synced', ctx.locale, hotel), CODRES: input.CODRES, sincronizacaoConcluida: 'S' };
    }
    requirePermission(ctx, PERMISSIONS.TRIAL.pessoas);
    await markRegistrationSynced(ctx.deps.db, ctx.institutionId, actorOf(ctx), input.codLib);
    return {
      status: 1,
      message: text('bookings.registration_synced', ctx.locale, hotel),
      codLib: input.codLib,
      sincronizado: 'S',
    };
  },
});

const exploreFiltersDef = defineService(contract.exploreFilters, {
  summary:
    "Filters for the booking screens: data.avaiableFilters.avaiableFilter; the entry whose queryColumn is ORIGEM lists the hotel's origins.",
  async handler(ctx) {
    const hotel = await hotelOf(ctx);
    return exploreFilters(ctx.deps.db, ctx.institutionId, ctx.locale, hotel);
  },
});

const reception = defineService(contract.receptionList, {
  summary:
    "Reception lists for the hotel's today (its time zone): tipo CHEGADAS (arrivals), HOSPEDADOS (in house) or SAIDAS (departures due and done today).",
  sample: () => ({ tipo: 'CHEGADAS' }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return receptionList(ctx.deps.db, ctx.institutionId, input, hotel.timeZone);
  },
});

const map = defineService(contract.bookingMap, {
  summary:
    'The reservations map: bookings overlapping dataInicial..dataFinal (at most 31 days), one line each (main guest, web check-in progress, room type); needs mapa-reservas and HASMAPARESERVAS = S.',
  sample: () => ({ dataInicial: '01/01/2026', dataFinal: '31/01/2026' }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    if (hotel.flags.HASMAPARESERVAS !== 'S') throw new AppError('bookings.map_disabled', { httpStatus: 403 });
    return bookingMap(ctx.deps.db, ctx.institutionId, input);
  },
});

const activity = defineService(contract.activityList, {
  summary:
    "/operation/activity: what happened to the hotel's bookings (or one booking's history with CODRES), newest first, with who and when.",
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return activityList(ctx.deps.db, ctx.institutionId, input, hotel, ctx.locale);
  },
});

const mine = defineService(contract.ownBookings, {
  summary: "The signed-in guest's own bookings at any hotel (by the e-mail on the booking or their guest profile), for /details/index.",
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    return ownBookings(ctx.deps.db, { idUser: ctx.caller.idUser, email: ctx.caller.email }, input);
  },
});

export const bookingServices: AnyService[] = [
  listDef(contract.listBookings),
  listDef(contract.listBookingsJwt),
  addOrChange,
  setActivity,
  checkout,
  markSynced,
  exploreFiltersDef,
  reception,
  map,
  activity,
  mine,
  ...bookingsPmsServices,
];
