import {
  authenticatedPersonTokenInput,
  type BookingTokenReply,
  bookingTokenInput,
  legacyTokenInput,
  personTokenInput,
} from '@gm/contracts/checkin';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { todayIn } from '@gm/domain/dates';
import { nameMatches } from '@gm/domain/person-names';
import { AppError, forbidden } from '../../platform/errors';
import { speakFor } from '../../platform/messages';
import type { InstitutionContext, ServiceContext } from '../../platform/registry';
import { signToken } from '../../platform/tokens';
import { institutionContext, resolveLink, settingsOf } from '../institutions/public';
import {
  assertOpen,
  BOOKING_TOKEN_TTL,
  type BookingRow,
  bookingClaims,
  checkoutRefusal,
  findBookingByVoucher,
  issueBookingToken,
  loadBooking,
  loadPersons,
  type PersonRow,
  requireStaff,
} from './access';

/**
 * The token endpoints of spec section 7 (POST, parameters in the query string or the body):
 * - /booking/token: the guest's booking search (voucher + a guest's name) -> a booking token for that booking only.
 * - /person/token: a booking token (or staff of the hotel) -> a token narrowed to one booking person.
 * - /person/token/authenticated: a signed-in guest user (SUJEITO) -> a booking token for one of their own bookings.
 * - /legacy/token: a hotel link code (h) -> the hotel's guest context token, as ContextoService gives.
 */

const CONTEXT_TOKEN_TTL = 24 * 3600;

const params = (ctx: ServiceContext, body: unknown) => ({ ...ctx.query, ...((body && typeof body === 'object' ? body : {}) as object) });

function reply(token: string, booking: BookingRow, person: PersonRow, institutionId: number): BookingTokenReply {
  return {
    status: 1,
    token,
    expiresIn: BOOKING_TOKEN_TTL,
    CODRES: Number(booking.id),
    CODPESRES: Number(person.id),
    codPes: person.guest_id ? Number(person.guest_id) : null,
    codIns: institutionId,
  };
}

async function hotelOfCaller(ctx: ServiceContext, h: string | undefined): Promise<number> {
  if (ctx.caller.kind === 'guest') return ctx.caller.codIns;
  if (!h) throw new AppError('institutions.invalid_link');
  const link = await resolveLink(ctx.deps.db, h, 'h');
  return link.institutionId!;
}

export async function bookingToken(ctx: ServiceContext, body: unknown): Promise<BookingTokenReply> {
  const input = bookingTokenInput.parse(params(ctx, body));
  const institutionId = await hotelOfCaller(ctx, input.h);
  // The hotel of the link: its wording for the refusals (booking or appointment not found).
  speakFor(ctx, institutionId);
  const hotel = await settingsOf(ctx.deps.db, institutionId);
  const booking = await findBookingByVoucher(ctx.deps.db, institutionId, input.voucher);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const persons = await loadPersons(ctx.deps.db, institutionId, booking.id);
  if (!persons.length) throw new AppError('checkin.no_guest');
  // A wrong name answers like a wrong voucher: the search never confirms that a voucher exists.
  const person = persons.find((p) => nameMatches(input.nome, p.name));
  if (!person) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  if (input.finalidade === 'checkout') {
    const key = checkoutRefusal(booking);
    if (key) throw new AppError(key);
  } else assertOpen(booking, persons.length, todayIn(hotel.timeZone));
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: institutionId,
    codRes: booking.id,
    codPes: person.guest_id,
    personId: person.id,
    personOnly: false,
  });
  return reply(token, booking, person, institutionId);
}

export async function personToken(ctx: InstitutionContext, body: unknown): Promise<BookingTokenReply> {
  const input = personTokenInput.parse(params(ctx, body));
  let institutionId: number;
  let booking: BookingRow | null;
  let userId: number | null = null;
  let provenGuestId: number | null = null;
  let staff: { idUser: number; sessionId: string } | null = null;
  let grantId: number | null = null;
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    // Opened through an access grant: the narrowed token stays bound to it (void once revoked).
    grantId = claims.grantId;
    if (claims.personOnly && claims.personId !== input.CODPESRES) throw forbidden();
    if (input.CODRES && input.CODRES !== claims.codRes) throw forbidden();
    institutionId = claims.codIns;
    userId = claims.userId;
    provenGuestId = claims.provenGuestId;
    staff = ctx.caller.staff ? { idUser: ctx.caller.staff.idUser, sessionId: ctx.caller.staff.sessionId } : null;
    booking = await loadBooking(ctx.deps.db, institutionId, claims.codRes);
  } else {
    const user = requireStaff(ctx.caller, ctx.institutionId, [PERMISSIONS.TRIAL.checkinouts, PERMISSIONS.TRIAL.reservas]);
    // Bound to the staff member's session: it ends with it, and never grants more than their permissions.
    staff = { idUser: user.idUser, sessionId: user.sessionId };
    if (!input.CODRES)
      throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
    institutionId = ctx.institutionId;
    booking = await loadBooking(ctx.deps.db, institutionId, input.CODRES);
  }
  const hotel = await settingsOf(ctx.deps.db, institutionId);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const persons = await loadPersons(ctx.deps.db, institutionId, booking.id);
  const person = persons.find((p) => p.id === input.CODPESRES);
  if (!person) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
  assertOpen(booking, persons.length, todayIn(hotel.timeZone));
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: institutionId,
    codRes: booking.id,
    codPes: person.guest_id,
    personId: person.id,
    personOnly: true,
    userId,
    provenGuestId,
    staff,
    grantId,
  });
  return reply(token, booking, person, institutionId);
}

interface OwnRow {
  booking_id: number;
  institution_id: number;
  person_id: number;
}

export async function authenticatedPersonToken(ctx: ServiceContext, body: unknown): Promise<BookingTokenReply> {
  const input = authenticatedPersonTokenInput.parse(params(ctx, body));
  if (ctx.caller.kind !== 'user') throw forbidden();
  const user = ctx.caller;
  // The user's own booking persons: the e-mail on the booking or a profile linked to the account; the next stay first.
  const { rows } = await ctx.deps.db.query<OwnRow>(
    `SELECT bp.booking_id, b.institution_id, bp.id AS person_id
       FROM booking_persons bp JOIN bookings b ON b.id = bp.booking_id JOIN institutions i ON i.id = b.institution_id
       LEFT JOIN guests g ON g.id = bp.guest_id
      WHERE (lower(bp.email) = lower($1) OR g.user_id = $2) AND ($3::bigint IS NULL OR b.id = $3)
      ORDER BY (b.status = 'R' AND b.check_out >= (now() AT TIME ZONE i.time_zone)::date) DESC, b.check_in, bp.position, bp.id LIMIT 1`,
    [user.email, user.idUser, input.CODRES ?? null],
  );
  const own = rows[0];
  // Refusals speak for the booking's hotel, not the user's current one; with no booking, for none.
  speakFor(ctx, own?.institution_id ?? null);
  if (!own) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const hotel = await settingsOf(ctx.deps.db, own.institution_id);
  const booking = (await loadBooking(ctx.deps.db, own.institution_id, own.booking_id))!;
  const persons = await loadPersons(ctx.deps.db, own.institution_id, own.booking_id);
  assertOpen(booking, persons.length, todayIn(hotel.timeZone));
  const person = persons.find((p) => p.id === own.person_id)!;
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: own.institution_id,
    codRes: booking.id,
    codPes: person.guest_id,
    personId: person.id,
    personOnly: false,
    userId: user.idUser,
  });
  return reply(token, booking, person, own.institution_id);
}

export async function legacyToken(ctx: ServiceContext, body: unknown) {
  const input = legacyTokenInput.parse(params(ctx, body));
  const link = await resolveLink(ctx.deps.db, input.h, 'h');
  const contextIns = await institutionContext(ctx.deps.db, link.institutionId!);
  if (!contextIns) throw new AppError('institutions.invalid_link');
  const token = await signToken(ctx.deps.config.jwtSecret, { typ: 'context', ins: contextIns.codIns }, CONTEXT_TOKEN_TTL);
  return { status: 1 as const, token, expiresIn: CONTEXT_TOKEN_TTL, contextIns: { ...contextIns, jwtContexto: token } };
}
