import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute } from '../../lib/route-types';
import { administrationBundle } from './i18n/bundle';

/** Hotel administration (issue 12): emulate a user (spec: /emulate/index, ADM:{codIns}:*) and the audit trail. */
export const routes: AppRoute[] = [
  {
    name: 'Emulate',
    path: '/emulate/index',
    permission: PERMISSIONS.ADM.any,
    titleKey: 'shell.nav.emulate',
    nav: { labelKey: 'shell.nav.emulate', icon: IconEye, group: 'settings', order: 96 },
    page: withFeatureBundle(administrationBundle, () => import('./emulate-page').then((m) => m.EmulatePage)),
  },
  {
    name: 'AuditTrail',
    path: '/config/audit',
    permission: PERMISSIONS.ADM.audit,
    titleKey: 'shell.nav.audit',
    nav: { labelKey: 'shell.nav.audit', icon: IconHistory, group: 'settings', order: 97 },
    page: withFeatureBundle(administrationBundle, () => import('./audit-page').then((m) => m.AuditPage)),
  },
];
