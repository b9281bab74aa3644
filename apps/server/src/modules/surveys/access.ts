import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden } from '../../platform/errors';
import type { ServiceContext } from '../../platform/registry';
import { signToken, type TokenClaims, verifyToken } from '../../platform/tokens';

/** How long a post-stay survey link opens the guest's questionnaires. */
export const SURVEY_LINK_TTL_SECONDS = 45 * 24 * 3600;

/** The guest a survey call is for: the survey link's token, or the check-in's booking token (menu "check-in later"). */
export interface SurveyGuest {
  institutionId: number;
  bookingId: number;
  /** The booking person (one answer per guest of the booking); null for a booking token of the whole booking. */
  personId: number | null;
}

export async function surveyGuest(ctx: Pick<ServiceContext, 'deps' | 'caller' | 'bearer'>): Promise<SurveyGuest> {
  const c = ctx.caller;
  if (c.kind !== 'guest' || (c.tokenType !== 'survey' && c.tokenType !== 'booking') || !c.codRes || !ctx.bearer) throw forbidden();
  // A survey is the guest's own voice: a token staff minted at the desk does not answer it.
  if (c.staff) throw forbidden();
  const raw = (await verifyToken(ctx.deps.config.jwtSecret, ctx.bearer)) as { bpr?: unknown } | null;
  if (!raw) throw forbidden();
  const personId = typeof raw.bpr === 'number' ? raw.bpr : null;
  // The booking (and the person) must still be the hotel's: a deleted booking's link opens nothing.
  const { rows } = await ctx.deps.db.query<{ ok: boolean }>({
    name: 'surveys.guest-check', // every survey call asks it: prepared once per connection
    text: `SELECT true AS ok FROM bookings b
      WHERE b.id = $1 AND b.institution_id = $2
        AND ($3::bigint IS NULL OR EXISTS (SELECT 1 FROM booking_persons p WHERE p.id = $3 AND p.booking_id = b.id))`,
    values: [c.codRes, c.codIns, personId],
  });
  if (!rows[0]) throw new AppError('surveys.link_invalid', { httpStatus: 403 });
  return { institutionId: c.codIns, bookingId: c.codRes, personId };
}

/** The survey link's token for one guest of a booking (the post-stay e-mail carries it). */
export async function signSurveyToken(
  deps: Pick<AppDeps, 'config'>,
  guest: { institutionId: number; bookingId: number; personId: number },
): Promise<string> {
  const claims = { typ: 'survey' as const, ins: guest.institutionId, res: guest.bookingId, bpr: guest.personId };
  return signToken(deps.config.jwtSecret, claims as TokenClaims, SURVEY_LINK_TTL_SECONDS);
}

/** The hotel a link code names (chaveIns): a guest's call naming another hotel than their token's is refused. */
export async function assertLinkOf(db: Queryable, institutionId: number, chaveIns: string | undefined): Promise<void> {
  if (!chaveIns) return;
  const { rows } = await db.query<{ institution_id: number }>("SELECT institution_id FROM hotel_links WHERE code = $1 AND kind = 'h'", [
    chaveIns,
  ]);
  if (rows[0]?.institution_id !== institutionId) throw new AppError('surveys.wrong_hotel', { httpStatus: 403, field: 'chaveIns' });
}

/**
 * Whether the booking's stay has begun or ended, so the guest's menu offers its review (decision 0049): checked in
 * or out, or its check-out day reached in the hotel's time zone; never a cancelled booking.
 */
export async function stayBegun(db: Queryable, guest: SurveyGuest, timeZone: string): Promise<boolean> {
  const { rows } = await db.query<{ begun: boolean }>(
    `SELECT (b.status IN ('I', 'O') OR b.check_out <= (now() AT TIME ZONE $3)::date) AND b.status <> 'C' AND b.cancelled_at IS NULL AS begun
       FROM bookings b WHERE b.id = $1 AND b.institution_id = $2`,
    [guest.bookingId, guest.institutionId, timeZone],
  );
  return rows[0]?.begun === true;
}
