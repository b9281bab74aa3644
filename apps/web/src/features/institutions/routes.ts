import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconMail } from '@tabler/icons-react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'MailOutbox',
    path: '/config/outbox',
    permission: [PERMISSIONS.ADM.outbox, PERMISSIONS.CHANGEINS.notifications],
    titleKey: 'institutions.outbox.title',
    nav: { labelKey: 'shell.nav.outbox', icon: IconMail, group: 'settings', order: 95, home: true },
    page: () => import('./outbox-page').then((m) => m.OutboxPage),
  },
];
