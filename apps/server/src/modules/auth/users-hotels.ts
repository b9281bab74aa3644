import type { hotelChange, UserHotelsReply } from '@gm/contracts/auth/users';
import { roleOfGrants } from '@gm/contracts/roles';
import type { z } from 'zod';
import type { Queryable } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { InstitutionContext } from '../../platform/registry';
import { findSettings } from '../institutions/public';
import { hotelGrantsOf, removeHotelMembership, setHotelMembership } from './memberships';
import {
  type Administrator,
  administeredHotels,
  administers,
  checkGrantChange,
  checkMayActOn,
  holds,
  hotelsOf,
  memberOf,
  requestedGrants,
} from './users-admin';

/**
 * A user's hotels in users administration (decision 0037, "Users and roles"): what the invite and edit forms show
 * of them, and the changes an invitation or an edit makes at hotels other than the current one. Every rule is the
 * current hotel's, checked at each hotel against the administrator's own grants there: a change at a hotel where
 * they do not hold CHANGEINS manageusers is refused on that entry; nobody gives or takes away what they do not hold
 * there, takes away their own manageusers there or leaves a hotel themselves; nobody loses their last hotel here
 * (deactivation is for that). Every check runs before the first write, and all of it in the caller's transaction.
 */

type Ctx = InstitutionContext;
type Change = z.output<typeof hotelChange>;

/** One hotel's planned change: its place in the input (for the audit and refusals), before and after. */
export interface HotelPlan {
  index: number;
  codIns: number;
  /** The user worked there before the change. */
  member: boolean;
  before: string[];
  /** null: the user leaves the hotel. */
  after: string[] | null;
}

const at = (i: number) => `hotels.${i}.`;

/** What the forms show: the caller's administered hotels (current first) with the user's place in each. */
export async function hotelsForForm(ctx: Ctx, admin: Administrator, userId: number | undefined): Promise<UserHotelsReply> {
  const db = ctx.deps.db;
  const current = ctx.institutionId;
  const theirs = userId === undefined ? [current] : [current, ...(await memberOf(db, current, userId)).otherHotels];
  const administered = await administeredHotels(db, admin);
  const hotels = [];
  for (const codIns of administered) {
    const settings = await findSettings(db, codIns);
    if (!settings) continue;
    const works = theirs.includes(codIns);
    const grants = works && userId !== undefined ? await hotelGrantsOf(db, userId, codIns) : [];
    hotels.push({
      codIns,
      name: settings.name,
      hospital: settings.hospital,
      current: codIns === current,
      works,
      role: works ? roleOfGrants(grants, codIns) : null,
      grants,
      manageable: grants.every((g) => holds(admin.permissions, g)),
    });
  }
  hotels.sort((a, b) => Number(b.current) - Number(a.current) || a.name.localeCompare(b.name, 'pt') || a.codIns - b.codIns);
  const mine = await hotelsOf(db, admin.idUser);
  const elsewhere = [];
  let hidden = 0;
  for (const codIns of theirs) {
    if (administered.includes(codIns)) continue;
    const settings = mine.includes(codIns) ? await findSettings(db, codIns) : null;
    if (settings) elsewhere.push({ codIns, name: settings.name });
    else hidden++;
  }
  elsewhere.sort((a, b) => a.name.localeCompare(b.name, 'pt'));
  return { hotels, elsewhere, hidden };
}

/**
 * Checks the other hotels' changes of an invitation or an edit and plans them (nothing written). `userId` is null
 * for a new account; `leavesCurrent` is allowed only for an edit (`mayLeaveCurrent`).
 */
export async function planHotelChanges(
  tx: Queryable,
  ctx: Ctx,
  admin: Administrator,
  userId: number | null,
  changes: readonly Change[],
  mayLeaveCurrent: boolean,
): Promise<HotelPlan[]> {
  const current = ctx.institutionId;
  const plans: HotelPlan[] = [];
  const theirs = userId === null ? [] : await hotelsOf(tx, userId);
  for (const [index, change] of changes.entries()) {
    const { codIns } = change;
    const field = `${at(index)}codIns`;
    if (codIns === current && (change.works || !mayLeaveCurrent)) throw new AppError('users.hotel_is_current', { field });
    if (!administers(admin.permissions, codIns, admin.idUser) || !(await findSettings(ctx.deps.db, codIns))) {
      throw new AppError('users.hotel_not_administered', { httpStatus: 403, field });
    }
    const member = theirs.includes(codIns);
    const before = member && userId !== null ? await hotelGrantsOf(tx, userId, codIns) : [];
    if (!change.works) {
      if (!member || userId === null) continue;
      checkMayActOn(admin, { id: userId, grants: before }, 'users.not_yourself_remove', field);
      plans.push({ index, codIns, member, before, after: null });
      continue;
    }
    const asked = { role: change.role ?? 'custom', grants: change.grants };
    const after = requestedGrants(codIns, asked, at(index));
    checkGrantChange(admin, codIns, userId ?? -1, before, after, asked, ctx.locale, at(index));
    plans.push({ index, codIns, member, before, after });
  }
  // Nobody loses their last hotel through an edit: deactivation ends access everywhere, and says so. (An invitation
  // always joins the current hotel.)
  const leaving = plans.filter((p) => p.after === null);
  const joining = plans.filter((p) => p.after !== null && !p.member);
  if (mayLeaveCurrent && userId !== null && leaving.length && theirs.length - leaving.length + joining.length === 0) {
    throw new AppError('users.last_hotel', { field: `${at(leaving.at(-1)!.index)}codIns` });
  }
  return plans;
}

/**
 * Applies planned changes, each audited at its hotel; sessions drop at once (memberships.ts announces).
 * `existingAccount`: whether the account existed before this request (an invitation's audit says so).
 */
export async function applyHotelChanges(
  tx: Queryable,
  ctx: Ctx,
  user: { id: number; email: string; name: string },
  plans: readonly HotelPlan[],
  existingAccount = true,
): Promise<void> {
  const target = { type: 'user', id: user.id, label: user.email };
  for (const p of plans) {
    if (p.after === null) {
      await removeHotelMembership(tx, user.id, p.codIns);
      await moveDefaultHotel(tx, user.id, p.codIns);
      await recordAudit(tx, ctx, {
        action: 'user.remove',
        institutionId: p.codIns,
        target,
        before: { grants: p.before },
        after: { grants: [] },
      });
    } else if (!p.member) {
      await setHotelMembership(tx, user.id, p.codIns, p.after);
      await recordAudit(tx, ctx, {
        action: 'user.invite',
        institutionId: p.codIns,
        target,
        after: { name: user.name, email: user.email, role: roleOfGrants(p.after, p.codIns), grants: p.after, existingAccount },
      });
    } else if (p.before.join(',') !== p.after.join(',')) {
      await setHotelMembership(tx, user.id, p.codIns, p.after);
      await recordAudit(tx, ctx, {
        action: 'user.grants',
        institutionId: p.codIns,
        target,
        before: { grants: p.before },
        after: { grants: p.after },
      });
    }
  }
}

/** The hotel a new session starts in, when the user left it: another of theirs. */
export async function moveDefaultHotel(tx: Queryable, userId: number, left: number): Promise<void> {
  await tx.query(
    `UPDATE users SET default_institution_id = (SELECT min(institution_id) FROM user_institutions WHERE user_id = $1)
      WHERE id = $1 AND default_institution_id = $2`,
    [userId, left],
  );
}
