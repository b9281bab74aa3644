import { guestPathOf } from '@gm/domain/guest-pages';
import type { GuestPage } from '../lib/guest-page';

// Every feature's `guestPages` (features/<f>/guest-pages.ts, each page made by lib/guest-page.ts defineGuestPage):
// a feature adds a guest screen there and nowhere else in the web. The files hold definitions only; the pages
// themselves load on first visit.
const definitions = import.meta.glob<readonly GuestPage[]>('../features/*/guest-pages.ts', { eager: true, import: 'guestPages' });

/** The guest entry's screens (@gm/domain/guest-pages names their paths; the server answers them with guest.html). */
export const guestRoutes: readonly GuestPage[] = Object.values(definitions).flat();

/** The route of the guest screen a path names (case and a trailing slash don't count), or null. */
export function guestRouteFor(pathname: string, routes: readonly GuestPage[] = guestRoutes): GuestPage | null {
  const path = guestPathOf(pathname);
  return routes.find((r) => r.path === path) ?? null;
}
