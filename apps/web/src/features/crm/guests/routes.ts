import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconChartPie, IconListSearch, IconMailOff, IconMap2, IconUsersGroup } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { legacyCrm, newCrm } from '../nav';
import { guestsBundle } from './i18n/bundle';

const pages = withFeatureBundle(guestsBundle, () => import('./pages'));

/** The CRM's guest screens (issue 15): the summary, their origins on a map and one guest's profile;
 * /legacy-tagpanel/explore for the hotels without it. TAGPANEL, with HASTAGPANELVDOIS = S. */
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
    name: 'CrmGuestsLocation',
    path: '/tagpanel/guests/location',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmGuestsLocation',
    nav: { labelKey: 'shell.nav.crmGuestsLocation', icon: IconMap2, group: 'crm', order: 58 },
    page: () => pages().then((m) => m.GuestsLocationPage),
  },
  {
    name: 'CrmFlaggedProfiles',
    path: '/tagpanel/guests/flagged',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmFlagged',
    nav: { labelKey: 'shell.nav.crmFlagged', icon: IconUsersGroup, group: 'crm', order: 59 },
    page: () => pages().then((m) => m.FlaggedPairsPage),
  },
  {
    name: 'CrmSuppressions',
    path: '/tagpanel/suppressions',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmSuppressions',
    nav: { labelKey: 'shell.nav.crmSuppressions', icon: IconMailOff, group: 'crm', order: 62 },
    page: () => pages().then((m) => m.SuppressionsPage),
  },
  {
    name: 'LegacyCrmExplore',
    path: '/legacy-tagpanel/explore',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: legacyCrm,
    titleKey: 'shell.nav.crmLegacyExplore',
    nav: { labelKey: 'shell.nav.crmLegacyExplore', icon: IconListSearch, group: 'crm', order: 56 },
    page: () => pages().then((m) => m.LegacyExplorePage),
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
