import { guestRoutes as billingRoutes } from '../features/billing/routes';
import { guestRoutes as checkinRoutes } from '../features/checkin/routes';
import type { AppRoute } from '../app/route-types';

/**
 * The guest entry's screens (@gm/domain/guest-pages names their paths; the server answers them with guest.html).
 * A feature adds a public guest screen by exporting `guestRoutes` and spreading them here, and its path there.
 */
export const guestRoutes: readonly AppRoute[] = [...checkinRoutes, ...billingRoutes];
