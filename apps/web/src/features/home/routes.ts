import { IconHome } from '@tabler/icons-react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'Home',
    path: '/home/index',
    // HOTEL:* and HOTELSEC:* show Home (spec section 6).
    permission: [
      { area: 'HOTEL', action: '*', instance: '*' },
      { area: 'HOTELSEC', action: '*', instance: '*' },
    ],
    titleKey: 'home.index.title',
    nav: { labelKey: 'shell.nav.home', icon: IconHome, order: 0 },
    page: () => import('./home-page').then((m) => m.HomePage),
  },
];
