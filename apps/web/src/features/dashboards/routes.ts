import { PERMISSIONS } from '@gm/contracts/permissions';
import {
  IconArrowsExchange,
  IconBrandBooking,
  IconBrandTripadvisor,
  IconBrandWhatsapp,
  IconChartLine,
  IconDeviceAnalytics,
  IconDeviceTablet,
  IconKey,
  IconMessageChatbot,
  IconMoodHappy,
  IconUsersGroup,
} from '@tabler/icons-react';
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
  // tagsync and tagpanel families (decision 0075). tagpanel opens for DASH tagpanel (campaign figures) or DASH roi
  // (its guest screens); the page shows the sections the user holds.
  {
    name: 'DashboardTagsync',
    path: '/dashboard/tagsync/:section',
    permission: PERMISSIONS.DASH.tagsync,
    titleKey: 'shell.nav.dashTagsync',
    nav: { labelKey: 'shell.nav.dashTagsync', icon: IconArrowsExchange, group: 'dashboards', order: 46, to: '/dashboard/tagsync/summary' },
    page,
  },
  {
    name: 'DashboardTagpanel',
    path: '/dashboard/tagpanel/:section',
    permission: [PERMISSIONS.DASH.tagpanel, PERMISSIONS.DASH.roi],
    titleKey: 'shell.nav.dashTagpanel',
    nav: { labelKey: 'shell.nav.dashTagpanel', icon: IconUsersGroup, group: 'dashboards', order: 47, to: '/dashboard/tagpanel/summary' },
    page,
  },
  // The review sites (decision 0076): /dashboard/{family}/{type}/{section}, type = every review or a traveller type.
  {
    name: 'DashboardTripadvisor2',
    path: '/dashboard/tripadvisor2/:type/:section',
    permission: PERMISSIONS.DASH.tripadvisor,
    titleKey: 'shell.nav.dashTripadvisor',
    nav: {
      labelKey: 'shell.nav.dashTripadvisor',
      icon: IconBrandTripadvisor,
      group: 'dashboards',
      order: 48,
      to: '/dashboard/tripadvisor2/all/summary',
    },
    page,
  },
  {
    name: 'DashboardBooking2',
    path: '/dashboard/booking2/:type/:section',
    permission: PERMISSIONS.DASH.roi,
    titleKey: 'shell.nav.dashBooking',
    nav: {
      labelKey: 'shell.nav.dashBooking',
      icon: IconBrandBooking,
      group: 'dashboards',
      order: 49,
      to: '/dashboard/booking2/all/summary',
    },
    page,
  },
  // Totem and door-lock families (decision 0073).
  {
    name: 'DashboardTotem',
    path: '/dashboard/totem/:section',
    permission: PERMISSIONS.DASH.webcheckins,
    titleKey: 'shell.nav.dashTotem',
    nav: { labelKey: 'shell.nav.dashTotem', icon: IconDeviceTablet, group: 'dashboards', order: 43, to: '/dashboard/totem/summary' },
    page,
  },
  {
    name: 'DashboardDoorLock',
    path: '/dashboard/door-lock/:section',
    permission: PERMISSIONS.DASH.doorLock,
    titleKey: 'shell.nav.dashDoorLock',
    nav: { labelKey: 'shell.nav.dashDoorLock', icon: IconKey, group: 'dashboards', order: 44, to: '/dashboard/door-lock/operations' },
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
      order: 50,
      to: '/dashboard/taglaura/summary',
    },
    page,
  },
  {
    name: 'DashboardAutoWpp',
    path: '/dashboard/auto-wpp/:section',
    permission: PERMISSIONS.DASH.autoWpp,
    titleKey: 'shell.nav.dashAutoWpp',
    nav: { labelKey: 'shell.nav.dashAutoWpp', icon: IconBrandWhatsapp, group: 'dashboards', order: 51, to: '/dashboard/auto-wpp/link-wpp' },
    page,
  },
];

export const navGroups: NavGroup[] = [{ id: 'dashboards', labelKey: 'shell.nav.dashboards', icon: IconDeviceAnalytics, order: 40 }];
