import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconRoute } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { newCrm } from '../nav';
import { flowsBundle } from './i18n/bundle';

const pages = withFeatureBundle(flowsBundle, () => import('./pages'));

/** The CRM's automations (issue 15 "Flows"): the list with "new automation", and /tagpanel/flows/{cmp}. TAGPANEL. */
export const routes: AppRoute[] = [
  {
    name: 'CrmFlows',
    path: '/tagpanel/flows',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmFlows',
    nav: { labelKey: 'shell.nav.crmFlows', icon: IconRoute, group: 'crm', order: 74 },
    page: () => pages().then((m) => m.FlowsListPage),
  },
  {
    name: 'CrmFlow',
    path: '/tagpanel/flows/:cmp',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmFlow',
    page: () => pages().then((m) => m.FlowEditorPage),
  },
];
