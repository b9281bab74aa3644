import type { EmulableUser, EmulationInfo, ListEmulableUsersInput } from '@gm/contracts/auth/emulation';
import { emulatedGrants } from '@gm/domain/emulation';
import { parsePermission } from '@gm/domain/permissions';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { type AuditScope, recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { AppError, unauthenticated } from '../../platform/errors';
import type { UserCaller } from '../../platform/registry';
import { SessionCache } from '../../platform/sessions';

/**
 * Emulation (/emulate/index, issue 12): an administrator of a hotel sees the product as another user of that hotel
 * to help them. The administrator's own session carries it (sessions.emulated_user_id): no token of the user is
 * minted and nothing of their account is read beyond name, e-mail and grants. platform/sessions.ts then answers the
 * session as that user (their grants at the hotel only, that hotel alone) with the administrator as `actor`; the
 * registry refuses personal services and records every write as "administrator as user" (platform/transports.ts).
 *
 * A user may be emulated when they are active, a member of the hotel, not the administrator, hold some grant there,
 * and hold nothing there the administrator lacks (@gm/domain/emulation): emulation never widens what one can do.
 */

interface MemberRow {
  id: number;
  name: string;
  email: string;
  last_sign_in_at: Date | null;
  perms: string[];
  total: number;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The hotel's active users, by name, each with their grants there and whether the administrator may emulate them. */
export async function listEmulableUsers(
  db: Db,
  institutionId: number,
  admin: Pick<UserCaller, 'idUser' | 'permissions'>,
  input: ListEmulableUsersInput,
): Promise<{ metadata: { totalCount: number }; data: EmulableUser[] }> {
  const { rows } = await db.query<MemberRow>(
    `SELECT u.id, u.name, u.email, u.last_sign_in_at,
            ARRAY(SELECT p.area || ':' || p.instance || ':' || p.action FROM user_permissions p WHERE p.user_id = u.id) AS perms,
            count(*) OVER () AS total
       FROM users u JOIN user_institutions ui ON ui.user_id = u.id AND ui.institution_id = $1
      WHERE u.active AND ($2::text IS NULL OR u.name ILIKE $2 OR u.email ILIKE $2)
      ORDER BY lower(u.name), u.id OFFSET $3 LIMIT $4`,
    [institutionId, input.search ? likePattern(input.search) : null, input.offset ?? 0, input.limit ?? 20],
  );
  return {
    metadata: { totalCount: Number(rows[0]?.total ?? 0) },
    data: rows.map((r) => {
      const g = emulatedGrants(admin.permissions, r.perms, institutionId);
      return {
        idUser: r.id,
        name: r.name,
        email: r.email,
        areas: [...new Set(g.grants.map((p) => parsePermission(p)!.area))],
        grants: g.grants,
        lastSignInAt: r.last_sign_in_at ? r.last_sign_in_at.toISOString() : null,
        refusal: r.id === admin.idUser ? 'self' : g.refusal,
      };
    }),
  };
}

async function memberOf(q: Queryable, institutionId: number, userId: number): Promise<Omit<MemberRow, 'total' | 'last_sign_in_at'> | null> {
  const { rows } = await q.query<MemberRow>(
    `SELECT u.id, u.name, u.email,
            ARRAY(SELECT p.area || ':' || p.instance || ':' || p.action FROM user_permissions p WHERE p.user_id = u.id) AS perms
       FROM users u JOIN user_institutions ui ON ui.user_id = u.id AND ui.institution_id = $1
      WHERE u.id = $2 AND u.active`,
    [institutionId, userId],
  );
  return rows[0] ?? null;
}

/** Starts seeing the product as a user of the caller's current hotel; the session keeps working in that hotel. */
export async function startEmulation(deps: AppDeps, ctx: AuditScope, institutionId: number, userId: number): Promise<EmulationInfo> {
  const admin = ctx.caller;
  if (admin.kind !== 'user') throw unauthenticated();
  // The registry refuses this service while emulating (personal); an emulation never starts from another.
  if (admin.actor) throw new AppError('platform.emulating', { params: { name: admin.name } });
  if (userId === admin.idUser) throw new AppError('auth.emulation.self', { field: 'idUser' });
  const info = await withTransaction(deps.db, async (tx) => {
    const user = await memberOf(tx, institutionId, userId);
    // Another hotel's user, an inactive or unknown one: the same answer (nothing about them is confirmed).
    if (!user) throw new AppError('auth.emulation.not_member', { field: 'idUser' });
    const g = emulatedGrants(admin.permissions, user.perms, institutionId);
    if (g.refusal) throw new AppError(`auth.emulation.${g.refusal}`, { field: 'idUser', params: { name: user.name } });
    await tx.query('UPDATE sessions SET emulated_user_id = $2, institution_id = $3 WHERE id = $1 AND user_id = $4', [
      admin.sessionId,
      user.id,
      institutionId,
      admin.idUser,
    ]);
    await recordAudit(tx, ctx, {
      action: 'emulation.start',
      target: { type: 'user', id: user.id, label: user.name },
      after: { user: user.name, email: user.email, grants: g.grants },
    });
    // Delivered at commit: every process drops what it cached of this session.
    await SessionCache.publish(tx, { session: admin.sessionId });
    return { user: { idUser: user.id, name: user.name }, actor: { idUser: admin.idUser, name: admin.name, email: admin.email } };
  });
  deps.sessions.forget(admin.sessionId);
  return info;
}

/**
 * Ends the session's emulation: it is the administrator's own again. Also clears an emulation that lapsed (the
 * user left the hotel or gained rights the administrator lacks, so the session already answered as the
 * administrator), so it cannot resume by itself later.
 */
export async function stopEmulation(deps: AppDeps, ctx: AuditScope): Promise<void> {
  const c = ctx.caller;
  if (c.kind !== 'user') throw unauthenticated();
  await withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE sessions s SET emulated_user_id = NULL FROM (SELECT id, emulated_user_id FROM sessions WHERE id = $1 FOR UPDATE) old
        WHERE s.id = old.id AND old.emulated_user_id IS NOT NULL RETURNING old.emulated_user_id AS user_id`,
      [c.sessionId],
    );
    if (!rows[0]) throw new AppError('auth.emulation.not_emulating');
    await recordAudit(tx, ctx, {
      action: 'emulation.stop',
      target: { type: 'user', id: rows[0].user_id, label: c.actor ? c.name : null },
    });
    await SessionCache.publish(tx, { session: c.sessionId });
  });
  deps.sessions.forget(c.sessionId);
}

/** Who is seen as whom, for the authenticated-user reply; null when the session is the user's own. */
export function emulationOf(c: UserCaller): EmulationInfo | null {
  return c.actor ? { user: { idUser: c.idUser, name: c.name }, actor: c.actor } : null;
}
