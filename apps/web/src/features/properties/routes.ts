import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconBuildingPlus, IconFileSettings } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { propertiesBundle } from './i18n/bundle';

/**
 * New hotel (/create-ins/index; /new/index is the new person registration of bookings) and saveconf
 * (/config/saveconf: the configuration file), both in the settings menu.
 */
export const routes: AppRoute[] = [
  {
    name: 'CreateIns',
    path: '/create-ins/index',
    permission: PERMISSIONS.CREATEINS.any,
    titleKey: 'shell.nav.newProperty',
    nav: { labelKey: 'shell.nav.newProperty', icon: IconBuildingPlus, group: 'settings', order: 80 },
    page: withFeatureBundle(propertiesBundle, () => import('./new-property-page').then((m) => m.NewPropertyPage)),
  },
  {
    name: 'ConfigSaveconf',
    path: '/config/saveconf',
    permission: PERMISSIONS.CHANGEINS.saveconf,
    titleKey: 'shell.nav.saveconf',
    nav: { labelKey: 'shell.nav.saveconf', icon: IconFileSettings, group: 'settings', order: 70 },
    page: withFeatureBundle(propertiesBundle, () => import('./saveconf-page').then((m) => m.SaveconfPage)),
  },
];
