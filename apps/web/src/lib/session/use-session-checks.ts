import { verifyAuthz } from '@gm/contracts/auth/services';
import { useEffect } from 'react';
import { call } from '../api/client';
import { expireSession, refreshAccessToken } from './session-store';

const CHECK_EVERY_MS = 60_000;

/**
 * When a signed-in tab comes back into view, ask the server whether the session still stands
 * (VerifyAuthzService). Status '2' or '4' forces sign-out (spec section 4), after one token refresh
 * in case only the short-lived access token had lapsed.
 */
export function useSessionChecks(): void {
  useEffect(() => {
    let last = Date.now();
    const check = async () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < CHECK_EVERY_MS) return;
      last = Date.now();
      try {
        const reply = await call(verifyAuthz, {});
        const status = reply.auth.text.split(';')[0];
        if (status === '2' || status === '4') {
          if (!(await refreshAccessToken())) expireSession();
        }
      } catch {
        /* the client already signed out on 401/403; a network failure is retried on the next visit */
      }
    };
    const onVisibility = () => void check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
