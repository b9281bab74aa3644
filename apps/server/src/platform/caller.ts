import type { PermissionMap } from '@gm/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import type { Caller } from './registry';
import { verifyToken } from './tokens';

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (k) out[k] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/**
 * Resolves the caller from a bearer token: a user's access token (its session must be live) or a
 * guest's context/booking token. 'invalid' means a token was sent and is not acceptable.
 */
export async function resolveCaller(deps: AppDeps, bearer: string | null): Promise<Caller | 'invalid'> {
  if (!bearer) return { kind: 'anonymous' };
  const claims = await verifyToken(deps.config.jwtSecret, bearer);
  if (!claims) return 'invalid';
  if (claims.typ === 'access') {
    if (!claims.sid || !claims.sub) return 'invalid';
    const user = await deps.sessions.load(claims.sid);
    // The token names the person signed in: while they emulate someone, the session answers as that user.
    if (!user || String(user.actor?.idUser ?? user.idUser) !== claims.sub) return 'invalid';
    // The token carries the hotel it was issued for; it counts only while the user still works there.
    const ins = typeof claims.ins === 'number' && user.institutions.some((i) => i.id === claims.ins) ? claims.ins : null;
    return {
      kind: 'user',
      idUser: user.idUser,
      sessionId: user.sessionId,
      codIns: ins,
      name: user.name,
      email: user.email,
      guest: user.guest,
      permissions: user.permissions,
      institutions: user.institutions,
      ...(user.actor ? { actor: user.actor } : {}),
    };
  }
  if ((claims.typ === 'context' || claims.typ === 'booking' || claims.typ === 'survey') && typeof claims.ins === 'number') {
    const minted = claims as { stf?: unknown; sid?: unknown };
    let staff: { idUser: number; sessionId: string; permissions: PermissionMap } | null = null;
    if (minted.stf !== undefined || minted.sid !== undefined) {
      // Minted by staff at the desk: it lives only as long as that staff member's session and hotel.
      if (typeof minted.stf !== 'number' || typeof minted.sid !== 'string') return 'invalid';
      const user = await deps.sessions.load(minted.sid);
      if (!user || user.idUser !== minted.stf || !user.institutions.some((i) => i.id === claims.ins)) return 'invalid';
      staff = { idUser: user.idUser, sessionId: minted.sid, permissions: user.permissions };
    }
    // Issued to a signed-in guest account (/person/token/authenticated): void once the account is deactivated or
    // its password changed after the token was issued (issue 9 §6).
    const account = claims as { usr?: unknown; iat?: unknown };
    if (typeof account.usr === 'number') {
      const { rows } = await deps.db.query<{ ok: boolean }>(
        `SELECT active AND (password_changed_at IS NULL OR password_changed_at < to_timestamp($2::float8 + 1)) AS ok FROM users WHERE id = $1`,
        [account.usr, typeof account.iat === 'number' ? account.iat : 0],
      );
      if (!rows[0]?.ok) return 'invalid';
    }
    // Opened through a booking's access grant (/grant-person-access): void at once when the guest revokes it.
    const granted = claims as { grt?: unknown; res?: unknown };
    if (granted.grt !== undefined) {
      if (typeof granted.grt !== 'number') return 'invalid';
      const { rows } = await deps.db.query<{ ok: boolean }>(
        `SELECT true AS ok FROM booking_access_grants WHERE id = $1 AND booking_id = $2 AND institution_id = $3 AND revoked_at IS NULL`,
        [granted.grt, granted.res, claims.ins],
      );
      if (!rows[0]?.ok) return 'invalid';
    }
    return {
      kind: 'guest',
      tokenType: claims.typ,
      codIns: claims.ins,
      codRes: typeof claims.res === 'number' ? claims.res : null,
      codPes: claims.sub ? Number(claims.sub) : null,
      ...(staff ? { staff } : {}),
    };
  }
  return 'invalid';
}

export function callerInstitution(caller: Caller): number | null {
  if (caller.kind === 'user') return caller.codIns;
  if (caller.kind === 'guest') return caller.codIns;
  return null;
}
