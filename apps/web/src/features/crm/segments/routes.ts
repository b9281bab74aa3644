import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconFilter } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { guestsBundle } from '../guests/i18n/bundle';
import { newCrm } from '../nav';
import { segmentsBundle } from './i18n/bundle';

const pages = withFeatureBundle(
  segmentsBundle,
  withFeatureBundle(guestsBundle, () => import('./pages')),
);

/** The CRM's segment screens (issue 15): the saved segments and the builder. TAGPANEL, with HASTAGPANELVDOIS = S. */
export const routes: AppRoute[] = [
  {
    name: 'CrmSegmentList',
    path: '/tagpanel/segment/list',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmSegments',
    nav: { labelKey: 'shell.nav.crmSegments', icon: IconFilter, group: 'crm', order: 57 },
    page: () => pages().then((m) => m.SegmentListPage),
  },
  {
    name: 'CrmSegmentNew',
    path: '/tagpanel/segment/new',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmSegmentNew',
    page: () => pages().then((m) => m.SegmentBuilderPage),
  },
];
