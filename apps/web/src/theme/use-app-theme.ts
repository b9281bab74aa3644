import { useSyncExternalStore } from 'react';
import { useSessionState } from '../lib/session/session-store';
import { getQueryTheme, subscribeQueryTheme } from './theme-choice';
import { type AppTheme, resolveTheme } from './themes';

/** The theme in force: the `theme` parameter, else the signed-in hotel's THEME, else neutral. */
export function useAppTheme(): AppTheme {
  const queryTheme = useSyncExternalStore(subscribeQueryTheme, getQueryTheme, getQueryTheme);
  const s = useSessionState();
  const institutionTheme = s.status === 'signed-in' ? (s.session.contextIns?.THEME ?? null) : null;
  return resolveTheme(queryTheme, institutionTheme);
}
