import { IconMail } from '@tabler/icons-react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'MailOutbox',
    path: '/config/outbox',
    permission: [
      { area: 'ADM', action: 'outbox' },
      { area: 'CHANGEINS', action: 'notifications' },
    ],
    titleKey: 'institutions.outbox.title',
    nav: { labelKey: 'shell.nav.outbox', icon: IconMail, group: 'settings', order: 95, home: true },
    page: () => import('./outbox-page').then((m) => m.OutboxPage),
  },
];
