import {
  activityInput,
  addOrChangeBookingInput,
  bookingDetailsInput,
  bookingMapInput,
  checkoutBookingInput,
  consultCheckinInput,
  listBookingsInput,
  markAsSyncedInput,
  ownBookingsInput,
  pendingInput,
  receptionInput,
  releaseCheckinInput,
  setActivityBookingInput,
  webCheckinDetailsInput,
} from '../bookings';
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  activityReply,
  bookingDetailsReply,
  bookingListReply,
  bookingMapReply,
  checkoutReply,
  consultCheckinReply,
  exploreFiltersReply,
  markAsSyncedReply,
  ownBookingsReply,
  pendingReply,
  receptionReply,
  releaseCheckinReply,
  saveBookingReply,
  setActivityReply,
  webCheckinDetailsReply,
} from './replies';

/** Staff operations (spec section 7 "Operation API"), served under both trial base paths; the web calls the first. */
const TRIAL_PATHS = ['/jwt/brokerJson/trial', '/brokerJson/trial'];
/** Booking details and web check-ins (spec section 7 "Person and booking"). */
const CORE_PATHS = ['/jwt/broker/core', '/broker/core'];
/**
 * The shared person, booking and feedback services are also served under /jwt/broker/commons (spec section 7's base
 * path for the calls the guest wizard and the back office both make; decision 0080). The first path stays the one
 * the web calls.
 */
const COMMONS_PATHS = [...CORE_PATHS, '/jwt/broker/commons'];
/** The PMS registration of each guest (spec section 7 "Widget and check-in"). */
const CHECKIN_PATHS = ['/jwt/brokerJson/checkin'];
const STAFF_READ = [P.TRIAL.reservas, P.TRIAL.checkinouts, P.TRIAL.pessoas];

const list = <N extends string>(name: N) =>
  defineContract({
    name,
    basePaths: TRIAL_PATHS,
    access: 'user',
    permission: P.TRIAL.reservas,
    needsInstitution: true,
    input: listBookingsInput,
    output: bookingListReply,
  });

/** The bookings list (ListReservasJwtService is the same list under the spec's other name). */
export const listBookings = list('ListReservasService');
export const listBookingsJwt = list('ListReservasJwtService');

/** AddOrChangeBooking: creates a booking (STATUS R) or edits one before check-in (CODRES). */
export const saveBooking = defineContract({
  name: 'InserirAlterarReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.reservas,
  needsInstitution: true,
  writes: true,
  input: addOrChangeBookingInput,
  output: saveBookingReply,
});

/** SetActivityBooking: STATUS I checks in; STATUS O postpones the check-out or checks out. */
export const setBookingActivity = defineContract({
  name: 'RealizarAtividadeReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  writes: true,
  input: setActivityBookingInput,
  output: setActivityReply,
});

/** The check-out of a guest in house, today, once the desk confirmed the balance due (decision 0040). */
export const checkoutBooking = defineContract({
  name: 'RealizarCheckoutService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  writes: true,
  input: checkoutBookingInput,
  output: checkoutReply,
});

/** MarkAsSynced: tipo R a booking (needs reservas), tipo P a guest's pending registration (needs pessoas). */
export const markAsSynced = defineContract({
  name: 'MarcarProcessamentoService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: [P.TRIAL.reservas, P.TRIAL.pessoas],
  needsInstitution: true,
  writes: true,
  input: markAsSyncedInput,
  output: markAsSyncedReply,
});

export const exploreFilters = defineContract({
  name: 'GetAvailableExploreFiltersService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: [P.TRIAL.reservas, P.TRIAL.checkinouts],
  needsInstitution: true,
  input: emptyInput,
  output: exploreFiltersReply,
});

export const receptionList = defineContract({
  name: 'ListRecepcaoService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.checkinouts,
  needsInstitution: true,
  input: receptionInput,
  output: receptionReply,
});

export const bookingMap = defineContract({
  name: 'ListMapaReservasService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.mapa,
  needsInstitution: true,
  input: bookingMapInput,
  output: bookingMapReply,
});

export const activityList = defineContract({
  name: 'ListAtividadesReservaService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.reservas,
  needsInstitution: true,
  input: activityInput,
  output: activityReply,
});

/** The signed-in guest's own bookings at any hotel (/details/index). */
export const ownBookings = defineContract({
  name: 'ListMinhasReservasService',
  basePaths: ['/jwt/broker/core'],
  access: 'user',
  permission: P.SUJEITO.reservas,
  personal: true,
  input: ownBookingsInput,
  output: ownBookingsReply,
});

export const bookingDetails = defineContract({
  name: 'DetalhesReservaService',
  basePaths: COMMONS_PATHS,
  access: 'user',
  permission: STAFF_READ,
  needsInstitution: true,
  input: bookingDetailsInput,
  output: bookingDetailsReply,
});

/** Staff get the full details; a guest with the booking's token gets the guest's view of it. */
export const webCheckinDetails = defineContract({
  name: 'DetalhesReservaWebCheckinService',
  basePaths: COMMONS_PATHS,
  access: ['user', 'guest'],
  permission: STAFF_READ,
  needsInstitution: true,
  input: webCheckinDetailsInput,
  output: webCheckinDetailsReply,
});

/** Pending registrations (/operation/pending). */
export const pendingRegistrations = defineContract({
  name: 'ListarWebCheckinsService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: P.TRIAL.pessoas,
  needsInstitution: true,
  input: pendingInput,
  output: pendingReply,
});

/** Releases a guest's registration (CODPESRES) or every guest who finished the web check-in to the PMS. */
export const releaseCheckin = defineContract({
  name: 'LiberaCheckinService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  permission: [P.TRIAL.checkinouts, P.TRIAL.pessoas],
  needsInstitution: true,
  writes: true,
  input: releaseCheckinInput,
  output: releaseCheckinReply,
});

/** The PMS state of a registration (codLib), of a guest (CODPESRES) or of every guest of a booking (CODRES). */
export const consultCheckin = defineContract({
  name: 'ConsultaCheckinService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  permission: [P.TRIAL.checkinouts, P.TRIAL.pessoas, P.TRIAL.reservas],
  needsInstitution: true,
  input: consultCheckinInput,
  output: consultCheckinReply,
});
