import type { AlterarPreferenciasInput } from '@gm/contracts/checkin';
import { PERMISSIONS } from '@gm/contracts/permissions';
import type { Db } from '../../db/pool';
import { AppError, forbidden } from '../../platform/errors';
import { text } from '../../platform/messages';
import type { InstitutionContext } from '../../platform/registry';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import { bookingClaims, loadBooking, requireStaff } from './access';
import { webCheckinChanged } from './profiles';

/** The stay's preferences (alterarPreferenciasReserva, /fill-preferences): the booking's guest or staff of the hotel. */

const COLUMNS = {
  previsaoChegada: 'arrival_time',
  tipoCama: 'bed_type',
  andar: 'floor',
  travesseiro: 'pillow',
  ocasiao: 'occasion',
  observacoes: 'notes',
  dieta: 'diet',
  acessibilidade: 'accessibility',
  acompanhante: 'companion',
} as const;
type Field = keyof typeof COLUMNS;

async function scope(
  ctx: InstitutionContext,
  requested: number | null | undefined,
): Promise<{ hotel: InstitutionSettings; bookingId: number; userId: number | null; personId: number | null }> {
  if (ctx.caller.kind === 'guest') {
    const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
    if (requested && requested !== claims.codRes) throw forbidden();
    return { hotel: await settingsOf(ctx.deps.db, claims.codIns), bookingId: claims.codRes, userId: null, personId: claims.personId };
  }
  const user = requireStaff(ctx.caller, ctx.institutionId, [PERMISSIONS.TRIAL.reservas, PERMISSIONS.TRIAL.checkinouts]);
  if (!requested)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  return { hotel: await settingsOf(ctx.deps.db, ctx.institutionId), bookingId: requested, userId: user.idUser, personId: null };
}

async function read(db: Db, bookingId: number): Promise<Record<Field, string | null>> {
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT ${Object.values(COLUMNS).join(', ')} FROM booking_preferences WHERE booking_id = $1`,
    [bookingId],
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(COLUMNS).map(([f, c]) => [f, row[c] ?? null])) as Record<Field, string | null>;
}

export async function preferences(ctx: InstitutionContext, requested: number | null | undefined) {
  const s = await scope(ctx, requested);
  const booking = await loadBooking(ctx.deps.db, s.hotel.institutionId, s.bookingId);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  return { status: 1 as const, CODRES: Number(booking.id), preferencias: await read(ctx.deps.db, booking.id) };
}

export async function changePreferences(ctx: InstitutionContext, input: AlterarPreferenciasInput) {
  const s = await scope(ctx, input.CODRES);
  const booking = await loadBooking(ctx.deps.db, s.hotel.institutionId, s.bookingId);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  if (booking.status === 'C' || booking.cancelled) throw new AppError('checkin.cancelled');
  if (booking.status === 'O') throw new AppError('checkin.already_checked_out');
  const given = (Object.keys(COLUMNS) as Field[]).filter((f) => input.preferencias[f] !== undefined);
  const values = given.map((f) => {
    const v = input.preferencias[f];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  });
  const cols = given.map((f) => COLUMNS[f]);
  await ctx.deps.db.query(
    `INSERT INTO booking_preferences (booking_id, institution_id, updated_by_user, updated_by_person${cols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, $4${cols.map((_, i) => `, $${i + 5}`).join('')})
     ON CONFLICT (booking_id) DO UPDATE SET updated_at = now(), updated_by_user = EXCLUDED.updated_by_user,
       updated_by_person = EXCLUDED.updated_by_person${cols.map((c) => `, ${c} = EXCLUDED.${c}`).join('')}`,
    [booking.id, s.hotel.institutionId, s.userId, s.personId, ...values],
  );
  await webCheckinChanged(ctx.deps.db, s.hotel.institutionId, booking.id);
  return {
    status: 1 as const,
    message: text('checkin.preferences_saved', ctx.locale, s.hotel),
    CODRES: Number(booking.id),
    preferencias: await read(ctx.deps.db, booking.id),
  };
}
