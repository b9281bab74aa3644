import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { notificationsBundle } from './i18n/bundle';
import { staffNoticesBundle } from './i18n/staff-bundle';

/**
 * /config/notificationssettings (spec section 2): CHANGEINS:{codIns}:notifications (section 6). The in-app
 * notifications list, /dashboard/notifications/list: DASH webcheckins or nps ("Notifications list needs webcheckins
 * or nps", section 6; decision 0048).
 */
export const routes: AppRoute[] = [
  {
    name: 'ConfigNotifications',
    path: '/config/notificationssettings',
    permission: PERMISSIONS.CHANGEINS.notifications,
    titleKey: 'shell.nav.notifications',
    nav: { labelKey: 'shell.nav.notifications', icon: IconBell, group: 'settings', order: 92 },
    page: withFeatureBundle(notificationsBundle, () => import('./notifications-page').then((m) => m.NotificationsPage)),
  },
  {
    name: 'DashboardNotificationsList',
    path: '/dashboard/notifications/list',
    permission: [PERMISSIONS.DASH.webcheckins, PERMISSIONS.DASH.nps],
    titleKey: 'shell.nav.staffNotices',
    nav: { labelKey: 'shell.nav.staffNotices', icon: IconBellRinging, group: 'dashboards', order: 45 },
    page: withFeatureBundle(staffNoticesBundle, () => import('./staff/notices-page').then((m) => m.NoticesPage)),
  },
];
