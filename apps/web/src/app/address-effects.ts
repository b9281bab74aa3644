import { useEffect } from 'react';
import { changeLanguage } from '../i18n/i18n';
import { type AppLocation, useLocation } from '../lib/navigation';
import { applyThemeParameter } from '../theme/theme-choice';

/**
 * What every page of both entries does with its address: ?locale= (pt_BR -> pt) and ?theme= work on any page,
 * and a new page (not back/forward) starts at the top. Returns the address.
 */
export function useAddressEffects(): AppLocation {
  const location = useLocation();
  useEffect(() => {
    const locale = new URLSearchParams(location.search).get('locale');
    if (locale) void changeLanguage(locale);
    applyThemeParameter(location.search);
  }, [location.search]);
  useEffect(() => {
    if (location.action !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, location.action]);
  return location;
}
