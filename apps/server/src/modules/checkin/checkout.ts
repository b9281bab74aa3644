import { PERMISSIONS } from '@gm/contracts/permissions';
import { brFromIso } from '@gm/domain/dates';
import { formatDateTime, formatMoney } from '@gm/domain/format';
import type { Db } from '../../db/pool';
import { AppError, forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import type { ServiceContext } from '../../platform/registry';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import { bookingClaims, checkoutRefusal, loadBooking, requireStaff } from './access';

/**
 * The /checkout page: the guest reviews the stay and confirms the departure. The confirmation is recorded (with
 * instant, IP and device) and shown to staff live ('checkout.changed'); the stay itself is closed by staff or the PMS.
 */

interface ConfirmationRow {
  confirmed_at: Date;
}

async function confirmationOf(db: Db, bookingId: number): Promise<ConfirmationRow | null> {
  const { rows } = await db.query<ConfirmationRow>('SELECT confirmed_at FROM checkout_confirmations WHERE booking_id = $1', [bookingId]);
  return rows[0] ?? null;
}

async function scopedBooking(
  ctx: ServiceContext,
  requested: number | null | undefined,
): Promise<{ hotel: InstitutionSettings; bookingId: number; personId: number | null }> {
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    if (requested && requested !== claims.codRes) throw forbidden();
    return { hotel: await settingsOf(ctx.deps.db, claims.codIns), bookingId: claims.codRes, personId: claims.personId };
  }
  // Staff name the booking of their current hotel (ConfirmarCheckoutService is the guest's only: no hotel needed there).
  const institutionId = ctx.institutionId;
  if (institutionId === null) throw forbidden();
  requireStaff(ctx.caller, institutionId, [PERMISSIONS.TRIAL.checkinouts, PERMISSIONS.TRIAL.reservas]);
  if (!requested)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  return { hotel: await settingsOf(ctx.deps.db, institutionId), bookingId: requested, personId: null };
}

export async function checkoutDetails(ctx: ServiceContext, requested: number | null | undefined) {
  const { hotel, bookingId } = await scopedBooking(ctx, requested);
  const booking = await loadBooking(ctx.deps.db, hotel.institutionId, bookingId);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const { rows: persons } = await ctx.deps.db.query<{ id: number; name: string; webcheckin_status: 'P' | 'D'; position: number }>(
    'SELECT id, coalesce(webcheck_name, name) AS name, webcheckin_status, position FROM booking_persons WHERE booking_id = $1 ORDER BY position, id',
    [booking.id],
  );
  const confirmation = await confirmationOf(ctx.deps.db, booking.id);
  const refusalKey = checkoutRefusal(booking);
  const nights = Math.max(0, Math.round((Date.parse(booking.check_out) - Date.parse(booking.check_in)) / 86_400_000));
  return {
    status: 1 as const,
    reserva: {
      CODRES: Number(booking.id),
      VOUCHER: booking.voucher,
      STATUS: booking.status,
      DTRESERVA: brFromIso(booking.check_in),
      DHSAIDAPREV: brFromIso(booking.check_out),
      noites: nights,
      // What the hotel does not show its guests does not leave (UX_SHOWTIPOUHCARD, UX_SHOWVLRDIARIACARD).
      tipoUHEstadia: hotel.flags.UX_SHOWTIPOUHCARD === 'S' ? booking.room_type : null,
      vlrDiaria:
        hotel.flags.UX_SHOWVLRDIARIACARD === 'S' && booking.daily_rate_cents !== null ? formatMoney(booking.daily_rate_cents) : null,
      nomeIns: hotel.name,
      pessoasReserva: persons.map((p) => ({
        CODPESRES: Number(p.id),
        NOME: p.name,
        principal: p.position === 0 ? ('S' as const) : ('N' as const),
        statusWebCheckin: p.webcheckin_status,
      })),
    },
    checkoutConfirmado: confirmation ? ('S' as const) : ('N' as const),
    dhConfirmacao: confirmation ? formatDateTime(confirmation.confirmed_at, hotel.timeZone) : '-',
    podeConfirmar: !confirmation && !refusalKey ? ('S' as const) : ('N' as const),
    motivo: refusalKey && !confirmation ? text(refusalKey, ctx.locale, hotel) : null,
  };
}

export async function confirmCheckout(ctx: ServiceContext, requested: number | null | undefined, comments: string | null | undefined) {
  if (ctx.caller.kind !== 'guest') throw forbidden();
  const { hotel, bookingId, personId } = await scopedBooking(ctx, requested);
  const booking = await loadBooking(ctx.deps.db, hotel.institutionId, bookingId);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const existing = await confirmationOf(ctx.deps.db, booking.id);
  if (!existing) {
    const key = checkoutRefusal(booking);
    if (key) throw new AppError(key);
    await ctx.deps.db.query(
      `INSERT INTO checkout_confirmations (institution_id, booking_id, booking_person_id, ip, user_agent, comments)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (booking_id) DO NOTHING`,
      [hotel.institutionId, booking.id, personId, ctx.ip, ctx.userAgent, comments?.trim() || null],
    );
    await publishEvent(ctx.deps.db, { institutionId: hotel.institutionId, type: 'checkout.changed', id: booking.id });
  }
  const confirmed = (await confirmationOf(ctx.deps.db, booking.id))!;
  return {
    status: 1 as const,
    message: text('checkin.checkout_ok', ctx.locale, hotel),
    CODRES: Number(booking.id),
    dhConfirmacao: formatDateTime(confirmed.confirmed_at, hotel.timeZone),
  };
}
