import { routes as administrationRoutes } from '../features/administration/routes';
import { routes as authRoutes } from '../features/auth/routes';
import { navGroups as bookingNavGroups, routes as bookingRoutes } from '../features/bookings/routes';
import { routes as crmCampaignRoutes } from '../features/crm/campaigns/routes';
import { routes as crmFlowRoutes } from '../features/crm/flows/routes';
import { routes as crmGuestRoutes } from '../features/crm/guests/routes';
import { navGroups as crmNavGroups } from '../features/crm/nav';
import { routes as crmSegmentRoutes } from '../features/crm/segments/routes';
import { routes as crmTemplateRoutes } from '../features/crm/templates/routes';
import { navGroups as dashboardNavGroups, routes as dashboardRoutes } from '../features/dashboards/routes';
import { routes as detailsRoutes } from '../features/details/routes';
import { routes as errorRoutes } from '../features/errors/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as institutionRoutes } from '../features/institutions/routes';
import { routes as notificationRoutes } from '../features/notifications/routes';
import { routes as propertyRoutes } from '../features/properties/routes';
import { routes as settingsRoutes } from '../features/settings/routes';
import { navGroups as surveyNavGroups, routes as surveyRoutes } from '../features/surveys/routes';
import { routes as userRoutes } from '../features/users/routes';
import type { AppRoute, NavGroup } from '../lib/route-types';
import { navGroups as sharedNavGroups } from './nav-groups';

/**
 * Every route of the back office entry. A feature adds its screens by exporting `routes` (and, for new drawer
 * submenus, `navGroups`) from `features/<domain>/routes.ts` and spreading them here. The guest's public screens
 * are another entry's routes (src/guest/routes.ts): the back office reaches them with a full page load.
 */
export const appRoutes: readonly AppRoute[] = [
  ...authRoutes,
  ...errorRoutes,
  ...homeRoutes,
  ...detailsRoutes,
  ...institutionRoutes,
  ...propertyRoutes,
  ...userRoutes,
  ...bookingRoutes,
  ...notificationRoutes,
  ...dashboardRoutes,
  ...surveyRoutes,
  ...crmGuestRoutes,
  ...crmSegmentRoutes,
  ...crmTemplateRoutes,
  ...crmFlowRoutes,
  ...crmCampaignRoutes,
  ...administrationRoutes,
  ...settingsRoutes,
];

export const appNavGroups: readonly NavGroup[] = [
  ...sharedNavGroups,
  ...bookingNavGroups,
  ...dashboardNavGroups,
  ...surveyNavGroups,
  ...crmNavGroups,
];
