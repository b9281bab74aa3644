import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { changeLanguage } from '../i18n/i18n';
import { applyThemeParameter } from '../theme/theme-choice';
import { rememberReturnPath } from './access';
import { notifySessionExpired } from './notify';
import { onSessionExpired } from './session/session-store';

/** Above every page: query parameters, session expiry and scrolling to the top of a new page. */
export function RootLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  // ?locale= (pt_BR -> pt) and ?theme= work on any page.
  useEffect(() => {
    const locale = new URLSearchParams(location.search).get('locale');
    if (locale) void changeLanguage(locale);
    applyThemeParameter(location.search);
  }, [location.search]);

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

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
