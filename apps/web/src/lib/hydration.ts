import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a page the server rendered (src/guest/ssr.tsx), true right after and on every
 * page rendered in the browser alone. The server's page shows its controls disabled until then: a tap or a
 * letter typed before the scripts arrive would otherwise be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
