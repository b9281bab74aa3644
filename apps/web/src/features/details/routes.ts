import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconId } from '@tabler/icons-react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'Details',
    path: '/details/index',
    // SUJEITO:{idUser}:* (spec section 6): the signed-in guest's own data.
    permission: PERMISSIONS.SUJEITO.any,
    titleKey: 'details.index.title',
    nav: { labelKey: 'shell.nav.details', icon: IconId, order: 5 },
    page: () => import('./details-page').then((m) => m.DetailsPage),
  },
];
