import type { inviteUserInput, updateUserInput } from '@gm/contracts/auth/users';
import type { z } from 'zod';
import { forgetMailSecretsOf } from '../../adapters/mail/mail';
import { type Queryable, withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { InstitutionContext } from '../../platform/registry';
import { SessionCache } from '../../platform/sessions';
import { settingsOf } from '../institutions/public';
import { mailAccountLink } from './auth';
import { hotelGrantsOf, removeHotelMembership, setHotelMembership } from './memberships';
import { mayMailAccount } from './throttle';
import {
  type Administrator,
  checkAdministersAll,
  checkGrantChange,
  checkMayActOn,
  isMember,
  type Member,
  memberOf,
  requestedGrants,
} from './users-admin';
import { applyHotelChanges, moveDefaultHotel, planHotelChanges } from './users-hotels';

/**
 * Users administration's writes (rules and reads in users-admin.ts). Each runs in one transaction with its audit
 * entry; grants change through memberships.ts, which announces the change so every process applies it at once.
 * Mails (an invitation, a reset) go out after the change is committed.
 */

type Ctx = InstitutionContext;

export function administratorOf(ctx: Ctx): Administrator {
  if (ctx.caller.kind !== 'user') throw new AppError('platform.forbidden', { httpStatus: 403 });
  return { idUser: ctx.caller.idUser, name: ctx.caller.name, permissions: ctx.caller.permissions };
}

const target = (m: Pick<Member, 'id' | 'email'>) => ({ type: 'user', id: m.id, label: m.email });

/** Too many account mails to this address this hour: refused before anything changes. */
async function checkMailAllowed(ctx: Ctx, email: string): Promise<void> {
  if (!(await mayMailAccount(ctx.deps, email))) throw new AppError('users.mail_wait', { httpStatus: 429 });
}

async function sendInvitation(ctx: Ctx, user: { id: number; email: string; name: string }, admin: Administrator): Promise<void> {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  await mailAccountLink(ctx.deps, user, 'activation', hotel.language, {
    institutionId: ctx.institutionId,
    subjectKey: 'users.mail.invite.subject',
    bodyKey: 'users.mail.invite.body',
    params: { hotel: hotel.name, inviter: admin.name },
  });
}

/**
 * Invites by e-mail: a new account (inactive, no password, activated through the mailed link), or an existing one
 * that becomes a member here (an inactive one gets a new activation link; an active one just gains the hotel). The
 * invitation may also place the user in other hotels the administrator administers (`hotels`, users-hotels.ts).
 */
export async function inviteUser(ctx: Ctx, input: z.output<typeof inviteUserInput>) {
  const admin = administratorOf(ctx);
  const hotel = ctx.institutionId;
  const { language } = await settingsOf(ctx.deps.db, hotel);
  const grants = requestedGrants(hotel, input);
  checkGrantChange(admin, hotel, -1, [], grants, input, ctx.locale);
  const { rows: found } = await ctx.deps.db.query<{ active: boolean }>('SELECT active FROM users WHERE lower(email) = lower($1)', [
    input.email,
  ]);
  if (!found[0]?.active) await checkMailAllowed(ctx, input.email);
  const user = await withTransaction(ctx.deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: number; email: string; name: string; active: boolean; deactivated: boolean }>(
      'SELECT id, email, name, active, deactivated_at IS NOT NULL AS deactivated FROM users WHERE lower(email) = lower($1) FOR UPDATE',
      [input.email],
    );
    let existing = rows[0];
    if (existing) {
      if (await isMember(tx, hotel, existing.id)) throw new AppError('users.already_member', { field: 'email' });
      if (existing.deactivated) throw new AppError('users.account_deactivated', { field: 'email' });
    } else {
      const { rows: created } = await tx.query<{ id: number; email: string; name: string; active: boolean }>(
        `INSERT INTO users (email, name, active, locale, default_institution_id, invited_by) VALUES ($1, $2, false, $3, $4, $5)
         RETURNING id, email, name, active`,
        [input.email, input.name, language, hotel, admin.idUser],
      );
      existing = { ...created[0]!, deactivated: false };
    }
    const plans = await planHotelChanges(tx, ctx, admin, rows[0] ? existing.id : null, input.hotels ?? [], false);
    await setHotelMembership(tx, existing.id, hotel, grants);
    await recordAudit(tx, ctx, {
      action: 'user.invite',
      target: target(existing),
      after: { name: existing.name, email: existing.email, role: input.role, grants, existingAccount: rows.length > 0 },
    });
    await applyHotelChanges(tx, ctx, existing, plans, rows.length > 0);
    return existing;
  });
  if (!user.active) await sendInvitation(ctx, user, admin);
  return { member: await memberOf(ctx.deps.db, hotel, user.id), mail: user.active ? null : ('activation' as const) };
}

/**
 * Changes a member's name and grants at this hotel, and their other hotels the administrator administers
 * (`hotels`: join, change, leave; leaving this hotel too). The reply's user is null when they left this hotel.
 */
export async function updateUser(ctx: Ctx, input: z.output<typeof updateUserInput>) {
  const admin = administratorOf(ctx);
  const hotel = ctx.institutionId;
  const leavesHere = (input.hotels ?? []).some((h) => h.codIns === hotel && !h.works);
  const after = leavesHere ? [] : requestedGrants(hotel, input);
  await withTransaction(ctx.deps.db, async (tx) => {
    const m = await memberOf(tx, hotel, input.userId, true);
    const before = await hotelGrantsOf(tx, m.id, hotel);
    if (!leavesHere) checkGrantChange(admin, hotel, m.id, before, after, input, ctx.locale);
    const plans = await planHotelChanges(tx, ctx, admin, m.id, input.hotels ?? [], true);
    if (input.name !== m.name) {
      await tx.query('UPDATE users SET name = $2 WHERE id = $1', [m.id, input.name]);
      await recordAudit(tx, ctx, { action: 'user.rename', target: target(m), before: { name: m.name }, after: { name: input.name } });
    }
    if (!leavesHere && before.join(',') !== after.join(',')) {
      await setHotelMembership(tx, m.id, hotel, after);
      await recordAudit(tx, ctx, { action: 'user.grants', target: target(m), before: { grants: before }, after: { grants: after } });
    }
    await applyHotelChanges(tx, ctx, { ...m, name: input.name }, plans);
  });
  return { member: leavesHere ? null : await memberOf(ctx.deps.db, hotel, input.userId), mail: null };
}

/** Ends every session and voids every mailed link of the account (deactivation). */
async function lockOut(tx: Queryable, m: Member): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [m.id]);
  await tx.query('UPDATE link_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [m.id]);
  await forgetMailSecretsOf(tx, m.email, 'activation');
  await forgetMailSecretsOf(tx, m.email, 'recovery');
}

/** Locks the account out of every hotel at once (sessions ended, links void); a no-op when already deactivated. */
export async function deactivateUser(ctx: Ctx, userId: number) {
  const admin = administratorOf(ctx);
  await withTransaction(ctx.deps.db, async (tx) => {
    const m = await memberOf(tx, ctx.institutionId, userId, true);
    checkMayActOn(admin, m, 'users.not_yourself');
    checkAdministersAll(admin, m);
    if (m.status === 'deactivated') return;
    await tx.query('UPDATE users SET active = false, deactivated_at = now() WHERE id = $1', [m.id]);
    await lockOut(tx, m);
    await SessionCache.publish(tx, { user: m.id });
    await recordAudit(tx, ctx, {
      action: 'user.deactivate',
      target: target(m),
      before: { status: m.status },
      after: { status: 'deactivated' },
    });
  });
  return { member: await memberOf(ctx.deps.db, ctx.institutionId, userId), mail: null };
}

/** Gives the account back: active again, or invited again when it never set a password. */
export async function reactivateUser(ctx: Ctx, userId: number) {
  const admin = administratorOf(ctx);
  await withTransaction(ctx.deps.db, async (tx) => {
    const m = await memberOf(tx, ctx.institutionId, userId, true);
    checkMayActOn(admin, m, 'users.not_yourself');
    checkAdministersAll(admin, m);
    if (m.status !== 'deactivated') return;
    await tx.query('UPDATE users SET deactivated_at = NULL, active = password_hash IS NOT NULL WHERE id = $1', [m.id]);
    const status = m.hasPassword ? 'active' : 'invited';
    await recordAudit(tx, ctx, { action: 'user.reactivate', target: target(m), before: { status: m.status }, after: { status } });
  });
  return { member: await memberOf(ctx.deps.db, ctx.institutionId, userId), mail: null };
}

/** Ends the user's membership of this hotel (their other hotels stay). */
export async function removeFromHotel(ctx: Ctx, userId: number): Promise<void> {
  const admin = administratorOf(ctx);
  const hotel = ctx.institutionId;
  await withTransaction(ctx.deps.db, async (tx) => {
    const m = await memberOf(tx, hotel, userId, true);
    checkMayActOn(admin, m, 'users.not_yourself_remove');
    // Nobody is left without a hotel: deactivation ends all access, and says so (the same rule as the hotels field).
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM user_institutions WHERE user_id = $1', [m.id]);
    if ((rows[0]?.n ?? 0) <= 1) throw new AppError('users.last_hotel');
    await removeHotelMembership(tx, m.id, hotel);
    // The hotel a new session starts in: another of theirs.
    await moveDefaultHotel(tx, m.id, hotel);
    await recordAudit(tx, ctx, { action: 'user.remove', target: target(m), before: { grants: m.grants }, after: { grants: [] } });
  });
}

/** Mails a password link: a reset to an active account, the invitation again to one not activated yet. */
export async function sendPasswordReset(ctx: Ctx, userId: number) {
  const admin = administratorOf(ctx);
  const m = await memberOf(ctx.deps.db, ctx.institutionId, userId);
  if (m.status === 'deactivated') throw new AppError('users.deactivated_no_mail');
  await checkMailAllowed(ctx, m.email);
  const purpose = m.status === 'active' ? ('recovery' as const) : ('activation' as const);
  if (purpose === 'activation') await sendInvitation(ctx, m, admin);
  else {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await mailAccountLink(ctx.deps, m, 'recovery', hotel.language, { institutionId: ctx.institutionId });
  }
  await recordAudit(ctx.deps.db, ctx, { action: 'user.password-reset', target: target(m), after: { mail: purpose } });
  return { member: m, mail: purpose };
}
