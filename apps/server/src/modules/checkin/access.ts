import { type PermissionRequirement, satisfies } from '@gm/domain/permissions';
import type { Db, Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/registry';
import { signToken, type TokenClaims, verifyToken } from '../../platform/tokens';
import type { CheckinPersonRow } from '../bookings/public';

export const BOOKING_TOKEN_TTL = 4 * 3600;

/**
 * A guest's booking token. Platform claims: typ 'booking', ins (hotel), res (CODRES), sub (codPes: the guest's
 * profile at the hotel, once linked). Ours: bpr (CODPESRES, the booking person who opened it), scp ('booking':
 * the whole booking, the main guest fills the companions; 'person': that booking person only), usr (the signed-in
 * guest user it was issued to, /person/token/authenticated), prf (a profile whose e-mail code the holder typed:
 * the only profile found by document that may be shown or reused, identity.ts), stf + sid (the staff member and
 * session that minted it at the desk, /person/token: the registry then also holds the staff member's own
 * permissions against each call, and what a guest must do personally is recorded as staff-assisted), grt (the access
 * grant it was opened through, grants.ts: the edge refuses it once the grant is revoked; such a holder may not grant).
 */
export interface BookingClaims {
  codIns: number;
  codRes: number;
  codPes: number | null;
  personId: number | null;
  personOnly: boolean;
  userId: number | null;
  provenGuestId: number | null;
  staffUserId: number | null;
  grantId: number | null;
}

export interface BookingTokenFields {
  codIns: number;
  codRes: number;
  codPes: number | null;
  /** null: opened through an access grant, by a person who is none of the booking's. */
  personId: number | null;
  personOnly: boolean;
  userId?: number | null;
  grantId?: number | null;
  provenGuestId?: number | null;
  staff?: { idUser: number; sessionId: string } | null;
}

export async function issueBookingToken(secret: Uint8Array, c: BookingTokenFields): Promise<string> {
  const claims = {
    typ: 'booking',
    ins: c.codIns,
    res: c.codRes,
    ...(c.codPes ? { sub: String(c.codPes) } : {}),
    bpr: c.personId,
    scp: c.personOnly ? 'person' : 'booking',
    ...(c.userId ? { usr: c.userId } : {}),
    ...(c.provenGuestId ? { prf: c.provenGuestId } : {}),
    ...(c.staff ? { stf: c.staff.idUser, sid: c.staff.sessionId } : {}),
    ...(c.grantId ? { grt: c.grantId } : {}),
  };
  return signToken(secret, claims as TokenClaims, BOOKING_TOKEN_TTL);
}

/** The booking token's claims; anything but a guest with a booking token is refused (403). */
export async function bookingClaims(deps: AppDeps, caller: Caller, bearer: string | null): Promise<BookingClaims> {
  if (caller.kind !== 'guest' || caller.tokenType !== 'booking' || !caller.codRes || !bearer) throw forbidden();
  const raw = (await verifyToken(deps.config.jwtSecret, bearer)) as
    | (TokenClaims & { bpr?: unknown; scp?: unknown; usr?: unknown; prf?: unknown; stf?: unknown; grt?: unknown })
    | null;
  if (!raw) throw forbidden();
  return {
    codIns: caller.codIns,
    codRes: caller.codRes,
    codPes: caller.codPes && Number.isFinite(caller.codPes) ? caller.codPes : null,
    personId: typeof raw.bpr === 'number' ? raw.bpr : null,
    personOnly: raw.scp === 'person',
    userId: typeof raw.usr === 'number' ? raw.usr : null,
    provenGuestId: typeof raw.prf === 'number' ? raw.prf : null,
    staffUserId: typeof raw.stf === 'number' ? raw.stf : null,
    grantId: typeof raw.grt === 'number' ? raw.grt : null,
  };
}

/** The claims to carry over when a booking token is re-issued (a refreshed profile, a proof). */
export function tokenFields(
  claims: BookingClaims,
  staffSession: string | null,
): Omit<BookingTokenFields, 'codPes' | 'personId' | 'personOnly'> {
  return {
    codIns: claims.codIns,
    codRes: claims.codRes,
    userId: claims.userId,
    provenGuestId: claims.provenGuestId,
    staff: claims.staffUserId && staffSession ? { idUser: claims.staffUserId, sessionId: staffSession } : null,
    grantId: claims.grantId,
  };
}

function isStaff(caller: Caller, codIns: number | null, reqs: PermissionRequirement[]): caller is Extract<Caller, { kind: 'user' }> {
  return caller.kind === 'user' && codIns !== null && satisfies(caller.permissions, reqs, { codIns, idUser: caller.idUser });
}

export function requireStaff(caller: Caller, codIns: number | null, reqs: PermissionRequirement[]): Extract<Caller, { kind: 'user' }> {
  if (!isStaff(caller, codIns, reqs)) throw forbidden();
  return caller;
}

export interface BookingRow {
  id: number;
  institution_id: number;
  status: 'R' | 'I' | 'O' | 'C';
  voucher: string;
  check_in: string;
  check_out: string;
  cancelled: boolean;
  deadline_passed: boolean;
  room_type: string | null;
  daily_rate_cents: number | null;
}

const BOOKING_COLUMNS = `b.id, b.institution_id, b.status, b.voucher, b.check_in, b.check_out, b.cancelled_at IS NOT NULL AS cancelled,
  coalesce(b.webcheckin_deadline < now(), false) AS deadline_passed, b.room_type, b.daily_rate_cents`;

export async function loadBooking(db: Queryable, codIns: number, codRes: number, lock = false): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1 AND b.institution_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [codRes, codIns],
  );
  return rows[0] ?? null;
}

export async function findBookingByVoucher(db: Db, codIns: number, voucher: string): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.institution_id = $1 AND lower(b.voucher) = lower($2) ORDER BY b.id DESC LIMIT 1`,
    [codIns, voucher],
  );
  return rows[0] ?? null;
}

/** The booking person row bookings' table gives the check-in (one shape, declared by its owner). */
export type PersonRow = CheckinPersonRow;

export async function loadPersons(db: Queryable, codIns: number, bookingId: number): Promise<PersonRow[]> {
  const { rows } = await db.query<PersonRow>(
    `SELECT bp.id, bp.booking_id, bp.position, bp.name, bp.email, bp.guest_id, bp.webcheckin_status, bp.webcheck_email, g.email AS guest_email
       FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
      WHERE bp.booking_id = $1 AND bp.institution_id = $2 ORDER BY bp.position, bp.id`,
    [bookingId, codIns],
  );
  return rows;
}

/** Why a booking cannot take an online check-in now (spec sections 4 and 8), or null. */
function webCheckinRefusal(booking: BookingRow, personCount: number, todayIso: string): string | null {
  if (booking.status === 'C' || booking.cancelled) return 'checkin.cancelled';
  if (booking.status !== 'R') return 'checkin.invalid_stage';
  // A stay that has ended is an expired online check-in (spec section 8), like one past its deadline (issue 13).
  if (booking.deadline_passed || booking.check_out < todayIso) return 'checkin.expired';
  if (personCount === 0) return 'checkin.no_guest';
  return null;
}

/** Why the /checkout page cannot confirm a departure, or null: the stay must be in house. */
export function checkoutRefusal(booking: BookingRow): string | null {
  if (booking.status === 'C' || booking.cancelled) return 'checkin.cancelled';
  if (booking.status === 'O') return 'checkin.already_checked_out';
  if (booking.status !== 'I') return 'checkin.not_checked_in';
  return null;
}

export function assertOpen(booking: BookingRow, personCount: number, todayIso: string): void {
  const key = webCheckinRefusal(booking, personCount, todayIso);
  if (key) throw new AppError(key);
}
