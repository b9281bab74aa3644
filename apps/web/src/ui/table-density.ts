import { useCallback, useSyncExternalStore } from 'react';
import { useSessionState } from '../lib/session/session-store';

/**
 * The data tables' row density, one choice per user on this browser (localStorage, like the theme): every table
 * on screen follows a change at once, and another tab follows it through the storage event.
 */
export type Density = 'comfortable' | 'compact';

export const DENSITIES: readonly Density[] = ['comfortable', 'compact'];
const PREFIX = 'gm.tableDensity.';
const listeners = new Set<() => void>();

export function densityKey(userId: number | null): string {
  return `${PREFIX}${userId ?? 'anonymous'}`;
}

export function readDensity(userId: number | null, storage: Pick<Storage, 'getItem'> | null = safeStorage()): Density {
  try {
    return storage?.getItem(densityKey(userId)) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

export function writeDensity(
  userId: number | null,
  density: Density,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
): void {
  try {
    // The default is not stored: a user who never chose follows the default if it changes.
    if (density === 'comfortable') storage?.removeItem(densityKey(userId));
    else storage?.setItem(densityKey(userId), density);
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

/** The signed-in user's density (the anonymous one otherwise) and its setter. */
export function useTableDensity(): [Density, (density: Density) => void] {
  const s = useSessionState();
  const userId = s.status === 'signed-in' ? s.session.user.idUser : null;
  const density = useSyncExternalStore(
    subscribe,
    () => readDensity(userId),
    () => 'comfortable' as Density,
  );
  const set = useCallback((d: Density) => writeDensity(userId, d), [userId]);
  return [density, set];
}
