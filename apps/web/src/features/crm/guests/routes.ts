import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconChartPie } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { newCrm } from '../nav';
import { guestsBundle } from './i18n/bundle';

const pages = withFeatureBundle(guestsBundle, () => import('./pages'));

/** The CRM's guest screens (issue 15): the summary and one guest's profile. TAGPANEL, with HASTAGPANELVDOIS = S. */
export const routes: AppRoute[] = [
  {
    name: 'CrmGuestsSummary',
    path: '/tagpanel/guests/summary',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmGuests',
    nav: { labelKey: 'shell.nav.crmGuests', icon: IconChartPie, group: 'crm', order: 56 },
    page: () => pages().then((m) => m.GuestsSummaryPage),
  },
  {
    name: 'CrmGuestProfile',
    path: '/tagpanel/segment/guest/:id',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmGuest',
    page: () => pages().then((m) => m.GuestProfilePage),
  },
];
