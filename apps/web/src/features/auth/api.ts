import * as contracts from '@gm/contracts/auth/services';
import { tx } from '../../i18n/i18n';
import { call, callForm } from '../../lib/api/client';
import { parseStatusText } from '../../lib/api/http';
import { exchangeCookie, type Session, setSignedIn, setSignedOut } from '../../lib/session/session-store';

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * POST /login, then the token exchange (spec section 4 "Login"): status '2' means not signed in and
 * carries the message; otherwise the user token is fetched and kept.
 */
export async function signIn(username: string, password: string): Promise<{ ok: true; session: Session } | { ok: false; message: string }> {
  const { status, message } = parseStatusText(await callForm(contracts.login, { username, password }, { auth: 'none' }));
  if (status !== '1') return { ok: false, message: message || tx('auth.signIn.failed') };
  const session = await exchangeCookie();
  if (!session) return { ok: false, message: tx('auth.signIn.failed') };
  setSignedIn(session);
  return { ok: true, session };
}

/** POST /logout revokes the session everywhere; the local session ends even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await callForm(contracts.logout, {}, { auth: 'none' });
  } finally {
    setSignedOut('logout');
  }
}

/** Recovery and activation answer '1' on success, else 'x;message' (spec section 5). */
function emailRequestOutcome(text: string, okKey: string): Outcome {
  if (text.trim() === '1') return { ok: true, message: tx(okKey) };
  const message = text.split(';')[1]?.trim();
  return { ok: false, message: message || tx('common.errors.retry') };
}

export async function requestRecovery(email: string): Promise<Outcome> {
  return emailRequestOutcome(await callForm(contracts.passwordRecovery, { accountEmail: email }, { auth: 'none' }), 'auth.recovery.sent');
}

export async function requestActivation(email: string): Promise<Outcome> {
  return emailRequestOutcome(
    await callForm(contracts.sendActivateAccount, { emailReenv: email }, { auth: 'none' }),
    'auth.activation.sent',
  );
}

export type LinkPurpose = 'activate' | 'reset';

const LINK_SERVICES = { activate: contracts.activateAccount, reset: contracts.resetPassword } as const;

/** Sets the password with the mailed link's token as bearer; `{ status: 0, message }` rejects. */
export async function setPasswordWithLink(purpose: LinkPurpose, token: string, newPw: string, newPwVerification: string): Promise<string> {
  const reply = await call(LINK_SERVICES[purpose], { newPw, newPwVerification }, { auth: { bearer: token } });
  return reply.message;
}

function statusOutcome(text: string): Outcome {
  const { status, message } = parseStatusText(text);
  return status === '1' ? { ok: true, message } : { ok: false, message: message || tx('common.errors.retry') };
}

export async function changePassword(currentPw: string, newPw: string, newPwVerification: string): Promise<Outcome> {
  return statusOutcome(await callForm(contracts.changePassword, { updatingPassword: 'true', currentPw, newPw, newPwVerification }));
}

export async function changeReleaseCode(currentPw: string, newGrantPw: string): Promise<Outcome> {
  return statusOutcome(await callForm(contracts.changePassword, { isUpdatingGrantPw: 'true', newGrantPw, currentPw }));
}
