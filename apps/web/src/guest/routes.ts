import { guestPathOf } from '@gm/domain/guest-pages';
import { guestRoutes as billingRoutes } from '../features/billing/routes';
import { guestRoutes as checkinRoutes } from '../features/checkin/routes';
import type { AppRoute } from '../lib/route-types';

/**
 * The guest entry's screens (@gm/domain/guest-pages names their paths; the server answers them with guest.html).
 * A feature adds a public guest screen by exporting `guestRoutes` and spreading them here, and its path there.
 */
export const guestRoutes: readonly AppRoute[] = [...checkinRoutes, ...billingRoutes];

/** The route of the guest screen a path names (case and a trailing slash don't count), or null. */
export function guestRouteFor(pathname: string, routes: readonly AppRoute[] = guestRoutes): AppRoute | null {
  const path = guestPathOf(pathname);
  return routes.find((r) => r.path === path) ?? null;
}
