import { isHexColour } from '@gm/domain/contrast';
import { useMemo, useSyncExternalStore } from 'react';
import { useSessionState } from '../lib/session/session-store';
import { getHotelLook, subscribeHotelLook } from './hotel-look';
import { getQueryTheme, subscribeQueryTheme } from './theme-choice';
import { type AppTheme, resolveTheme, withHotelLook } from './themes';

/**
 * The theme in force: the `theme` parameter, else the hotel's THEME, else neutral; then the hotel's own colour and
 * logo (basic settings) over it: a guest page's hotel link, else the signed-in hotel's context.
 */
export function useAppTheme(): AppTheme {
  const queryTheme = useSyncExternalStore(subscribeQueryTheme, getQueryTheme, getQueryTheme);
  const guestLook = useSyncExternalStore(subscribeHotelLook, getHotelLook, getHotelLook);
  const s = useSessionState();
  const ctx = s.status === 'signed-in' ? s.session.contextIns : null;
  const institutionTheme = ctx?.THEME ?? null;
  const colour = guestLook ? guestLook.colour : (ctx?.THEMECOLOR ?? null);
  const logoUrl = guestLook ? guestLook.logoUrl : (ctx?.LOGOURL ?? null);
  const name = guestLook ? guestLook.name : (ctx?.nomeIns ?? null);
  return useMemo(
    () => withHotelLook(resolveTheme(queryTheme, institutionTheme), { colour: isHexColour(colour) ? colour : null, logoUrl, name }),
    [queryTheme, institutionTheme, colour, logoUrl, name],
  );
}
