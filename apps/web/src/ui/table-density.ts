import { useCallback, useSyncExternalStore } from 'react';
import { useSessionState } from '../lib/session/session-store';

/**
 * The data tables' row density, one choice per user on this browser (localStorage, like the theme): every table
 * on screen follows a change at once, and another tab follows it through the storage event. Until the user
 * chooses, each table shows its own default (a working list such as the bookings opens compact).
 */
export type Density = 'comfortable' | 'compact';

export const DENSITIES: readonly Density[] = ['comfortable', 'compact'];
const PREFIX = 'gm.tableDensity.';
const listeners = new Set<() => void>();

export function densityKey(userId: number | null): string {
  return `${PREFIX}${userId ?? 'anonymous'}`;
}

/** The user's choice, else `fallback` (the table's own default: comfortable, compact for a working list). */
export function readDensity(
  userId: number | null,
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
  fallback: Density = 'comfortable',
): Density {
  try {
    const stored = storage?.getItem(densityKey(userId));
    return stored === 'compact' || stored === 'comfortable' ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function writeDensity(
  userId: number | null,
  density: Density,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(densityKey(userId), density);
  } catch {
    /* storage unavailable or full: the choice lasts until the page closes */
  }
  for (const l of [...listeners]) l();
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(PREFIX)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's density (the anonymous one otherwise; `fallback` until they choose) and its setter. */
export function useTableDensity(fallback: Density = 'comfortable'): [Density, (density: Density) => void] {
  const s = useSessionState();
  const userId = s.status === 'signed-in' ? s.session.user.idUser : null;
  const density = useSyncExternalStore(
    subscribe,
    () => readDensity(userId, undefined, fallback),
    () => fallback,
  );
  const set = useCallback((d: Density) => writeDensity(userId, d), [userId]);
  return [density, set];
}
