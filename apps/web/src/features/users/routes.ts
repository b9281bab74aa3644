import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconUsers } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { usersBundle } from './i18n/bundle';

const page = withFeatureBundle(usersBundle, () => import('./users-page').then((m) => m.UsersPage));

/** Users and roles (spec section 2 /config/managerusers; the menu's own link says manageusers: the same screen). */
export const routes: AppRoute[] = [
  {
    name: 'ManageUsers',
    path: '/config/managerusers',
    permission: PERMISSIONS.CHANGEINS.manageusers,
    titleKey: 'users.page.title',
    nav: { labelKey: 'shell.nav.users', icon: IconUsers, group: 'settings', order: 40, home: true },
    page,
  },
  {
    name: 'ManageUsersMenuLink',
    path: '/config/manageusers',
    permission: PERMISSIONS.CHANGEINS.manageusers,
    titleKey: 'users.page.title',
    page,
  },
];
