import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { rememberReturnPath } from './access';
import { useAddressEffects } from './address-effects';
import { notifySessionExpired } from './notify';
import { onSessionExpired } from './session/session-store';

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
