import { createHash, randomBytes } from 'node:crypto';
import type { AccessGrant, GrantAccessInput } from '@gm/contracts/checkin/grant-inputs';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden } from '../../platform/errors';
import { text } from '../../platform/messages';
import type { InstitutionContext, ServiceContext } from '../../platform/registry';
import { type InstitutionSettings, linkCodesOf, settingsOf } from '../institutions/public';
import {
  BOOKING_TOKEN_TTL,
  type BookingClaims,
  type BookingRow,
  bookingClaims,
  issueBookingToken,
  loadBooking,
  loadPersons,
} from './access';

/**
 * /grant-person-access (docs/decisions/0054-guest-preferences.md): a booking's guest lets another person (a companion,
 * an assistant) open the booking by e-mail. The link carries a random code kept only as its SHA-256; opening it gives
 * a booking token naming the grant (grt), which the edge refuses once the grant is revoked (platform/caller.ts). The
 * invited person sees and fills the booking like its guests (check-in, payment, preferences) but manages no grants.
 */

/** Live grants a booking may have at once: a family, a travel agent, an assistant; not a mailing list. */
export const MAX_LIVE_GRANTS = 10;
/** How long the outbox may deliver the link's code (the grant itself lasts until revoked or the stay ends). */
const LINK_SECRET_TTL_S = 30 * 24 * 3600;

interface GrantRow {
  id: number;
  name: string;
  email: string;
  created_at: Date;
  opened_at: Date | null;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest();

const toGrant = (r: GrantRow): AccessGrant => ({
  id: Number(r.id),
  nome: r.name,
  email: r.email,
  concedidoEm: r.created_at.toISOString(),
  abertoEm: r.opened_at ? r.opened_at.toISOString() : null,
});

/** The booking's own guest (not a person invited through a grant, who may not grant or revoke). */
async function owner(ctx: InstitutionContext): Promise<{ claims: BookingClaims; hotel: InstitutionSettings; booking: BookingRow }> {
  const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
  if (claims.grantId) throw forbidden();
  const hotel = await settingsOf(ctx.deps.db, claims.codIns);
  const booking = await loadBooking(ctx.deps.db, claims.codIns, claims.codRes);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  return { claims, hotel, booking };
}

/** A stay that ended or was cancelled is shared no more. */
function assertShareable(booking: BookingRow): void {
  if (booking.status === 'C' || booking.cancelled) throw new AppError('checkin.cancelled');
  if (booking.status === 'O') throw new AppError('checkin.already_checked_out');
}

export async function listGrants(ctx: InstitutionContext) {
  const { booking } = await owner(ctx);
  const { rows } = await ctx.deps.db.query<GrantRow>(
    `SELECT id, name, email, created_at, opened_at FROM booking_access_grants
      WHERE institution_id = $1 AND booking_id = $2 AND revoked_at IS NULL ORDER BY id`,
    [booking.institution_id, booking.id],
  );
  return { status: 1 as const, acessos: rows.map(toGrant) };
}

export async function grantAccess(ctx: InstitutionContext, input: GrantAccessInput) {
  const { claims, hotel, booking } = await owner(ctx);
  assertShareable(booking);
  const db = ctx.deps.db;
  const { rows: live } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_access_grants WHERE booking_id = $1 AND revoked_at IS NULL',
    [booking.id],
  );
  if ((live[0]?.n ?? 0) >= MAX_LIVE_GRANTS) throw new AppError('checkin.grant_limit', { params: { max: MAX_LIVE_GRANTS } });
  const code = randomBytes(32).toString('base64url');
  const granted = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<GrantRow>(
      `INSERT INTO booking_access_grants (institution_id, booking_id, name, email, code_hash, granted_by_person)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (booking_id, lower(email)) WHERE revoked_at IS NULL DO NOTHING
       RETURNING id, name, email, created_at, opened_at`,
      [booking.institution_id, booking.id, input.nome, input.email, hashOf(code), claims.personId],
    );
    if (!rows[0]) throw new AppError('checkin.grant_exists', { field: 'email' });
    // Who may now open the booking: the grant and the name (not the guest's e-mail nor the link's code).
    await recordAudit(tx, ctx, {
      action: 'booking.access_grant',
      target: { type: 'booking', id: booking.id, label: booking.voucher },
      after: { grant: Number(rows[0].id), name: rows[0].name },
    });
    return rows[0];
  });
  await mailInvitation(ctx.deps, ctx, hotel, booking, claims, input, code);
  return { status: 1 as const, message: text('checkin.grant_sent', ctx.locale, hotel, { email: input.email }), acesso: toGrant(granted) };
}

async function mailInvitation(
  deps: AppDeps,
  ctx: InstitutionContext,
  hotel: InstitutionSettings,
  booking: BookingRow,
  claims: BookingClaims,
  input: GrantAccessInput,
  code: string,
): Promise<void> {
  const persons = await loadPersons(deps.db, booking.institution_id, booking.id);
  const by = persons.find((p) => p.id === claims.personId)?.name ?? persons[0]?.name ?? '';
  const link = `${deps.config.publicUrl}/grant-person-access?acesso=${code}&locale=${ctx.locale}`;
  const params = { name: input.nome.split(/\s+/)[0] ?? input.nome, by, hotel: hotel.name, voucher: booking.voucher, link };
  await deps.ports.mail.send({
    to: input.email,
    kind: 'booking-access',
    institutionId: booking.institution_id,
    subject: text('checkin.mail.grant.subject', ctx.locale, hotel, params),
    text: text('checkin.mail.grant.body', ctx.locale, hotel, params),
    // The link's code is delivered but not kept at rest with the stored mail (0022).
    secrets: { values: [code], ttlSeconds: LINK_SECRET_TTL_S },
  });
}

export async function revokeAccess(ctx: InstitutionContext, id: number) {
  const { hotel, booking } = await owner(ctx);
  await withTransaction(ctx.deps.db, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `UPDATE booking_access_grants SET revoked_at = now()
        WHERE id = $1 AND institution_id = $2 AND booking_id = $3 AND revoked_at IS NULL RETURNING name`,
      [id, booking.institution_id, booking.id],
    );
    if (!rows[0]) throw new AppError('checkin.grant_not_found', { httpStatus: 404 });
    await recordAudit(tx, ctx, {
      action: 'booking.access_revoke',
      target: { type: 'booking', id: booking.id, label: booking.voucher },
      before: { grant: id, name: rows[0].name },
    });
  });
  return { status: 1 as const, message: text('checkin.grant_revoked', ctx.locale, hotel) };
}

/** The invitation link: the grant's code for a booking token bound to it. A revoked or unknown code answers alike. */
export async function openGrant(ctx: ServiceContext, code: string) {
  const db = ctx.deps.db;
  const { rows } = await db.query<{ id: number; institution_id: number; booking_id: number; granted_by_person: number | null }>(
    `UPDATE booking_access_grants SET opened_at = now() WHERE code_hash = $1 AND revoked_at IS NULL
     RETURNING id, institution_id, booking_id, granted_by_person`,
    [hashOf(code)],
  );
  const grant = rows[0];
  if (!grant) throw new AppError('checkin.grant_invalid', { httpStatus: 404 });
  const hotel = await settingsOf(db, grant.institution_id);
  const booking = await loadBooking(db, grant.institution_id, Number(grant.booking_id));
  if (!booking) throw new AppError('checkin.grant_invalid', { httpStatus: 404 });
  assertShareable(booking);
  const persons = await loadPersons(db, grant.institution_id, booking.id);
  const by = persons.find((p) => p.id === Number(grant.granted_by_person))?.name ?? persons[0]?.name ?? '';
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: grant.institution_id,
    codRes: booking.id,
    codPes: null,
    personId: null,
    personOnly: false,
    grantId: Number(grant.id),
  });
  return {
    status: 1 as const,
    token,
    expiresIn: BOOKING_TOKEN_TTL,
    CODRES: Number(booking.id),
    codIns: grant.institution_id,
    h: (await linkCodesOf(db, grant.institution_id)).h,
    nomeIns: hotel.name,
    voucher: booking.voucher,
    concedidoPor: by,
  };
}
