import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconBrandWhatsapp, IconChartLine, IconDeviceAnalytics, IconMessageChatbot, IconMoodHappy } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute, NavGroup } from '../../lib/route-types';
import { dashboardsBundle } from './i18n/bundle';

/** One import() site for the feature's pages (each site weighs on the entry bundle). */
const pages = withFeatureBundle(dashboardsBundle, () => import('./pages'));
const page = () => pages().then((m) => m.DashboardPage);

/**
 * The dashboards (issue 17, spec section 2; docs/dashboards.md): one page draws every /dashboard/{family}/{section}
 * from the catalogue (@gm/contracts/dashboards/catalogue), gated by the family's DASH function (spec section 6).
 * /dashboard/tripadvisor/* and /dashboard/booking/* are always blocked: the navigation is silently cancelled.
 */
export const routes: AppRoute[] = [
  {
    name: 'DashboardCheckin',
    path: '/dashboard/check-in/:section',
    permission: PERMISSIONS.DASH.webcheckins,
    titleKey: 'shell.nav.dashCheckin',
    nav: { labelKey: 'shell.nav.dashCheckin', icon: IconChartLine, group: 'dashboards', order: 41, to: '/dashboard/check-in/summary' },
    page,
  },
  {
    name: 'DashboardNps',
    path: '/dashboard/nps/:section',
    permission: PERMISSIONS.DASH.nps,
    titleKey: 'shell.nav.dashNps',
    nav: { labelKey: 'shell.nav.dashNps', icon: IconMoodHappy, group: 'dashboards', order: 42, to: '/dashboard/nps/summary' },
    page,
  },
  {
    name: 'DashboardTripadvisor',
    path: '/dashboard/tripadvisor/:section',
    permission: PERMISSIONS.DASH.tripadvisor,
    blocked: true,
    page,
  },
  {
    name: 'DashboardBooking',
    path: '/dashboard/booking/:section',
    permission: PERMISSIONS.DASH.roi,
    blocked: true,
    page,
  },
  // The messaging assistant (taglaura) and the WhatsApp links (auto-wpp), decision 0074.
  {
    name: 'DashboardTaglaura',
    path: '/dashboard/taglaura/:section',
    permission: PERMISSIONS.DASH.taglaura,
    titleKey: 'shell.nav.dashTaglaura',
    nav: {
      labelKey: 'shell.nav.dashTaglaura',
      icon: IconMessageChatbot,
      group: 'dashboards',
      order: 47,
      to: '/dashboard/taglaura/summary',
    },
    page,
  },
  {
    name: 'DashboardAutoWpp',
    path: '/dashboard/auto-wpp/:section',
    permission: PERMISSIONS.DASH.autoWpp,
    titleKey: 'shell.nav.dashAutoWpp',
    nav: { labelKey: 'shell.nav.dashAutoWpp', icon: IconBrandWhatsapp, group: 'dashboards', order: 48, to: '/dashboard/auto-wpp/link-wpp' },
    page,
  },
];

export const navGroups: NavGroup[] = [{ id: 'dashboards', labelKey: 'shell.nav.dashboards', icon: IconDeviceAnalytics, order: 40 }];
