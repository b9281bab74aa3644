import { routes as authRoutes } from '../features/auth/routes';
import { routes as billingRoutes } from '../features/billing/routes';
import { navGroups as bookingNavGroups, routes as bookingRoutes } from '../features/bookings/routes';
import { routes as checkinRoutes } from '../features/checkin/routes';
import { routes as detailsRoutes } from '../features/details/routes';
import { routes as errorRoutes } from '../features/errors/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as institutionRoutes } from '../features/institutions/routes';
import { navGroups as sharedNavGroups } from './nav-groups';
import type { AppRoute, NavGroup } from './route-types';

/**
 * Every route of the app. A feature adds its screens by exporting `routes` (and, for new drawer
 * submenus, `navGroups`) from `features/<domain>/routes.ts` and spreading them here.
 */
export const appRoutes: readonly AppRoute[] = [
  ...authRoutes,
  ...errorRoutes,
  ...homeRoutes,
  ...detailsRoutes,
  ...institutionRoutes,
  ...bookingRoutes,
  ...billingRoutes,
  ...checkinRoutes,
];

export const appNavGroups: readonly NavGroup[] = [...sharedNavGroups, ...bookingNavGroups];
