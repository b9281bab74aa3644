import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconMail } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { institutionsBundle } from './i18n/bundle';

export const routes: AppRoute[] = [
  {
    name: 'MailOutbox',
    path: '/config/outbox',
    permission: [PERMISSIONS.ADM.outbox, PERMISSIONS.CHANGEINS.notifications],
    titleKey: 'institutions.outbox.title',
    nav: { labelKey: 'shell.nav.outbox', icon: IconMail, group: 'settings', order: 95, home: true },
    page: withFeatureBundle(institutionsBundle, () => import('./outbox-page').then((m) => m.OutboxPage)),
  },
];
