import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconBell } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { notificationsBundle } from './i18n/bundle';

/** /config/notificationssettings (spec section 2): CHANGEINS:{codIns}:notifications (section 6). */
export const routes: AppRoute[] = [
  {
    name: 'ConfigNotifications',
    path: '/config/notificationssettings',
    permission: PERMISSIONS.CHANGEINS.notifications,
    titleKey: 'shell.nav.notifications',
    nav: { labelKey: 'shell.nav.notifications', icon: IconBell, group: 'settings', order: 92 },
    page: withFeatureBundle(notificationsBundle, () => import('./notifications-page').then((m) => m.NotificationsPage)),
  },
];
