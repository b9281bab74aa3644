import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { rememberReturnPath } from '../lib/access';
import { notifySessionExpired } from '../lib/notify';
import { onSessionExpired } from '../lib/session/session-store';
import { useAddressEffects } from './address-effects';

/** Above every page: query parameters, session expiry and scrolling to the top of a new page. */
export function RootLayout() {
  useAddressEffects();
  const navigate = useNavigate();

  // The signed-in session ended on the server: tell the user and go to sign-in, returning here after.
  useEffect(
    () =>
      onSessionExpired(() => {
        notifySessionExpired();
        rememberReturnPath(window.location.pathname + window.location.search);
        void navigate('/login/sign-in', { replace: true });
      }),
    [navigate],
  );

  return <Outlet />;
}
