import type { AuthenticatedUser, InstitutionContext, UserTokenReply } from '@gm/contracts/auth';
import type { EmulationInfo } from '@gm/contracts/auth/emulation';
import { userToken } from '@gm/contracts/auth/services';
import { contractPath } from '@gm/contracts/contract';
import { useSyncExternalStore } from 'react';
import { setWording } from '../../i18n/i18n';
import { ApiError, readJson, send } from '../api/http';

export interface Session {
  token: string;
  /** Epoch ms after which the access token is refreshed before use. */
  refreshAt: number;
  user: AuthenticatedUser;
  contextIns: InstitutionContext | null;
  /** While an administrator sees the product as `user` (/emulate/index): who is seen as whom; the shell's banner. */
  emulation: EmulationInfo | null;
}

export type SessionState =
  | { status: 'unknown' }
  /** `logout`: the user chose to leave (nothing to return to); `expired`: the server ended it. */
  | { status: 'signed-out'; reason: 'none' | 'logout' | 'expired' }
  | { status: 'signed-in'; session: Session };

// A hint (no secret) that this browser had a session, so a failed restore reads as "expired".
const HINT_KEY = 'gm.signedIn';

let state: SessionState = { status: 'unknown' };
const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  const ctx = next.status === 'signed-in' ? next.session.contextIns : null;
  setWording(ctx?.ISHOSPITAL === 'S' ? 'hospital' : undefined);
  for (const l of listeners) l();
}

function hint(on: boolean): void {
  try {
    if (on) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    /* storage unavailable */
  }
}

function hadSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

/** The signed-in session; only for components rendered behind the guard. */
export function useSession(): Session {
  const s = useSessionState();
  if (s.status !== 'signed-in') throw new Error('useSession outside a signed-in route');
  return s.session;
}

function toSession(reply: UserTokenReply): Session {
  // Refresh a minute early (or at half-life for very short tokens) so calls rarely meet a 401.
  const ttl = Math.max(5, reply.expiresIn) * 1000;
  return {
    token: reply.token,
    refreshAt: Date.now() + Math.max(ttl / 2, ttl - 60_000),
    user: reply.user,
    contextIns: reply.contextIns,
    emulation: reply.emulation ?? null,
  };
}

/**
 * Exchanges the HttpOnly session cookie for an access token (UserTokenAuthenticated); null when there is no live
 * session. It sends itself: the client's call() would answer a 401 by refreshing, which is this very exchange.
 */
export async function exchangeCookie(): Promise<Session | null> {
  const res = await send(contractPath(userToken), { contentType: 'application/x-www-form-urlencoded', body: '' });
  if (res.status === 401 || res.status === 403) return null;
  return toSession(await readJson<UserTokenReply>(res));
}

export function setSignedIn(session: Session): void {
  hint(true);
  setState({ status: 'signed-in', session });
}

export function setSignedOut(reason: 'none' | 'logout' | 'expired' = 'none'): void {
  hint(false);
  setState({ status: 'signed-out', reason });
}

/** Replaces the access token and hotel context (after a hotel change). */
export function updateSession(patch: Partial<Pick<Session, 'token' | 'contextIns'>>): void {
  if (state.status !== 'signed-in') return;
  setState({ status: 'signed-in', session: { ...state.session, ...patch } });
}

let restoring: Promise<SessionState> | null = null;

/** Resolves the session once per page load (guarded routes await it before rendering). */
export function ensureSession(): Promise<SessionState> {
  if (state.status !== 'unknown') return Promise.resolve(state);
  restoring ??= exchangeCookie()
    .then((session) => {
      if (session) setSignedIn(session);
      else if (hadSession()) expireSession();
      else setSignedOut();
      return state;
    })
    .catch((error: unknown) => {
      restoring = null;
      throw error;
    });
  return restoring;
}

let refreshing: Promise<string | null> | null = null;

/** A fresh access token from the session cookie (one request however many callers ask); null if the session ended. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= exchangeCookie()
    .then((session) => {
      if (!session) return null;
      if (state.status === 'signed-in') setState({ status: 'signed-in', session: { ...state.session, ...session } });
      else setSignedIn(session);
      return session.token;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The session ended on the server (401/403, revoked, expired): sign out locally and tell the user once. */
export function expireSession(): void {
  const wasSignedIn = state.status !== 'signed-out';
  setSignedOut('expired');
  if (wasSignedIn) for (const l of expiredListeners) l();
}

export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const sessionExpiredError = () =>
  new ApiError('session expired', { http: 401, code: 'session.expired', readable: false, silent: true });
