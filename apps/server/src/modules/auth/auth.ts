import { randomUUID } from 'node:crypto';
import type { Locale } from '@gm/domain/locale';
import { isStrongPassword } from '@gm/domain/validators';
import { forgetMailSecret, forgetMailSecretsOf } from '../../adapters/mail/mail';
import type { Db } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { SessionCache } from '../../platform/sessions';
import { hashSecret, randomSecret, signToken } from '../../platform/tokens';
import { hashPassword, verifyPassword } from './passwords';
import { admitSignIn, mayMailAccount } from './throttle';

export const SESSION_COOKIE = 'gm_session';

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  active: boolean;
  locale: string;
  default_institution_id: number | null;
  deactivated_at: Date | null;
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT id, email, name, password_hash, active, locale, default_institution_id, deactivated_at FROM users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** The hotel a new session starts in: the user's default, else the first of theirs by name. */
async function initialInstitution(db: Db, user: UserRow): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT i.id FROM user_institutions ui JOIN institutions i ON i.id = ui.institution_id
      WHERE ui.user_id = $1 ORDER BY (i.id = $2) DESC, i.name LIMIT 1`,
    [user.id, user.default_institution_id ?? -1],
  );
  return rows[0]?.id ?? null;
}

export interface LoginResult {
  cookie: string;
  user: { id: number; name: string };
}

/**
 * Checks the credentials and opens a session; the cookie value is "{sessionId}.{secret}". Attempts are limited
 * per account and address (throttle.ts) before the password is checked.
 */
export async function login(deps: AppDeps, email: string, password: string, userAgent: string, ip: string): Promise<LoginResult> {
  const attempt = await admitSignIn(deps, email, ip);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) throw new AppError('auth.invalid_credentials');
  await attempt.succeeded();
  if (!user.active) throw new AppError(user.deactivated_at ? 'auth.deactivated' : 'auth.inactive');
  const id = randomUUID();
  const secret = randomSecret();
  await deps.db.query(
    `INSERT INTO sessions (id, user_id, secret_hash, institution_id, expires_at, user_agent)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [id, user.id, hashSecret(secret), await initialInstitution(deps.db, user), deps.config.sessionTtlSeconds, userAgent],
  );
  await deps.db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [user.id]);
  return { cookie: `${id}.${secret}`, user: { id: user.id, name: user.name } };
}

/** Finds the live session a cookie names (secret checked against its hash). */
export async function sessionFromCookie(
  db: Db,
  cookie: string | undefined,
): Promise<{ id: string; userId: number; institutionId: number | null } | null> {
  if (!cookie) return null;
  const [id, secret] = cookie.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const { rows } = await db.query<{ id: string; user_id: number; institution_id: number | null; secret_hash: string }>(
    `SELECT s.id, s.user_id, s.institution_id, s.secret_hash FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
    [id],
  );
  const row = rows[0];
  if (!row || row.secret_hash !== hashSecret(secret)) return null;
  return { id: row.id, userId: row.user_id, institutionId: row.institution_id };
}

export async function issueAccessToken(
  deps: AppDeps,
  session: { id: string; userId: number; institutionId: number | null },
): Promise<string> {
  return signToken(
    deps.config.jwtSecret,
    { typ: 'access', sub: String(session.userId), sid: session.id, ...(session.institutionId ? { ins: session.institutionId } : {}) },
    deps.config.accessTokenTtlSeconds,
  );
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  deps.sessions.forget(sessionId);
  await SessionCache.publish(deps.db, { session: sessionId });
}

/** Records the hotel the session now works in, so a token refresh keeps it. */
export async function setSessionInstitution(deps: AppDeps, sessionId: string, institutionId: number): Promise<void> {
  await deps.db.query('UPDATE sessions SET institution_id = $2 WHERE id = $1', [sessionId, institutionId]);
  deps.sessions.forget(sessionId);
  await SessionCache.publish(deps.db, { session: sessionId });
}

type LinkPurpose = 'recovery' | 'activation';

async function createLinkToken(db: Db, user: Pick<UserRow, 'id' | 'email'>, purpose: LinkPurpose, ttlSeconds: number): Promise<string> {
  const secret = randomSecret();
  // A new link supersedes the older unused ones of the same purpose (and the outbox forgets their tokens).
  await db.query(`UPDATE link_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [user.id, purpose]);
  await forgetMailSecretsOf(db, user.email, purpose);
  await db.query(
    `INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [user.id, purpose, hashSecret(secret), ttlSeconds],
  );
  return secret;
}

function linkUrl(deps: AppDeps, screen: 'reset-password' | 'activate', token: string, locale: Locale): string {
  return `${deps.config.publicUrl}/${screen}?token=${encodeURIComponent(token)}&locale=${locale}`;
}

/** Sends a recovery link when the account exists (a few per account and hour); the caller answers the same either way. */
export async function requestRecovery(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  if (!(await mayMailAccount(deps, email))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deactivated_at) return;
  await mailAccountLink(deps, user, 'recovery', locale, { institutionId: user.default_institution_id });
}

/**
 * Mails a fresh single-use link (superseding older ones): 'activation' sets the first password, 'recovery' a new one.
 * Users administration sends invitations (its own subject and text, `{{link}}` and `{{hours}}` filled here) and resets.
 */
export async function mailAccountLink(
  deps: AppDeps,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
  purpose: LinkPurpose,
  locale: Locale,
  mail: { institutionId: number | null; subjectKey?: string; bodyKey?: string; params?: Record<string, string> },
): Promise<void> {
  const token = await createLinkToken(deps.db, user, purpose, deps.config.linkTokenTtlSeconds);
  const hours = Math.round(deps.config.linkTokenTtlSeconds / 3600);
  const link = linkUrl(deps, purpose === 'recovery' ? 'reset-password' : 'activate', token, locale);
  await deps.ports.mail.send({
    to: user.email,
    kind: purpose,
    institutionId: mail.institutionId,
    subject: translate(mail.subjectKey ?? `auth.mail.${purpose}.subject`, locale),
    text: translate(mail.bodyKey ?? `auth.mail.${purpose}.body`, locale, { ...mail.params, name: user.name, hours, link }),
    secrets: { values: [token], ttlSeconds: deps.config.linkTokenTtlSeconds },
  });
}

/** Sends an activation link to an inactive account (or a reminder to an active one); a few per account and hour. */
export async function requestActivation(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  if (!(await mayMailAccount(deps, email))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deactivated_at) return;
  if (user.active) {
    await deps.ports.mail.send({
      to: user.email,
      kind: 'activation',
      institutionId: user.default_institution_id,
      subject: translate('auth.mail.activation.subject', locale),
      text: translate('auth.mail.already_active.body', locale, { name: user.name, link: `${deps.config.publicUrl}/login/recovery` }),
    });
    return;
  }
  await mailAccountLink(deps, user, 'activation', locale, { institutionId: user.default_institution_id });
}

function checkNewPassword(newPw: string, verification: string): void {
  if (newPw !== verification) throw new AppError('auth.password_mismatch', { field: 'newPwVerification' });
  if (!isStrongPassword(newPw)) throw new AppError('auth.password_weak', { field: 'newPw' });
}

/**
 * Consumes a mailed link token (single use, unexpired) and sets the password. Either purpose
 * activates the account: both prove the person reads that mailbox. Open sessions are revoked.
 */
export async function useLinkToken(
  deps: AppDeps,
  purpose: LinkPurpose,
  token: string | null,
  newPw: string,
  verification: string,
): Promise<void> {
  checkNewPassword(newPw, verification);
  if (!token) throw new AppError('auth.link_invalid');
  const passwordHash = await hashPassword(newPw);
  const userId = await withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE link_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
          AND user_id IN (SELECT id FROM users WHERE deactivated_at IS NULL)
        RETURNING user_id`,
      [hashSecret(token), purpose],
    );
    const row = rows[0];
    if (!row) throw new AppError('auth.link_invalid');
    await tx.query(`UPDATE users SET password_hash = $2, active = true, password_changed_at = now() WHERE id = $1`, [
      row.user_id,
      passwordHash,
    ]);
    await tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [row.user_id]);
    await forgetMailSecret(tx, token);
    return row.user_id;
  });
  await SessionCache.publish(deps.db, { user: userId });
}

/**
 * Changes the password and revokes every other session of the user (issue 9 §6): whoever knew the old password
 * is signed out everywhere; the session that changed it stays. Guest booking tokens issued to the account before
 * the change stop working too (caller.ts compares their issue time with password_changed_at).
 */
export async function changePassword(
  deps: AppDeps,
  userId: number,
  currentSessionId: string,
  currentPw: string,
  newPw: string,
  verification: string,
): Promise<void> {
  checkNewPassword(newPw, verification);
  const { rows } = await deps.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!(await verifyPassword(rows[0]?.password_hash ?? null, currentPw)))
    throw new AppError('auth.current_password_wrong', { field: 'currentPw' });
  const hash = await hashPassword(newPw);
  await withTransaction(deps.db, async (tx) => {
    await tx.query(`UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1`, [userId, hash]);
    await tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      userId,
      currentSessionId,
    ]);
  });
}

export async function changeReleaseCode(deps: AppDeps, userId: number, currentPw: string, code: string): Promise<void> {
  const { rows } = await deps.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!(await verifyPassword(rows[0]?.password_hash ?? null, currentPw)))
    throw new AppError('auth.current_password_wrong', { field: 'currentPw' });
  await deps.db.query(`UPDATE users SET release_code_hash = $2 WHERE id = $1`, [userId, await hashPassword(code)]);
}
