import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconMailFast, IconSpeakerphone, IconTemplate } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { legacyCrm, newCrm } from '../nav';
import { campaignsBundle } from './i18n/bundle';

const pages = withFeatureBundle(campaignsBundle, () => import('./pages'));

/**
 * The CRM's campaigns (issue 15, spec section 2 /tagpanel/campaign/{list, new}; the details at
 * /tagpanel/campaign/details/{id}, docs/decisions/0056-crm-campaign-screens.md), and the legacy screens
 * /legacy-tagpanel/{campaign, templates} for hotels without HASTAGPANELVDOIS. TAGPANEL:{codIns}:*.
 */
export const routes: AppRoute[] = [
  {
    name: 'CampaignList',
    path: '/tagpanel/campaign/list',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmCampaigns',
    nav: { labelKey: 'shell.nav.crmCampaigns', icon: IconSpeakerphone, group: 'crm', order: 74 },
    page: () => pages().then((m) => m.CampaignListPage),
  },
  {
    name: 'CampaignNew',
    path: '/tagpanel/campaign/new',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmCampaignNew',
    page: () => pages().then((m) => m.CampaignNewPage),
  },
  {
    name: 'CampaignDetails',
    path: '/tagpanel/campaign/details/:id',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmCampaignDetails',
    page: () => pages().then((m) => m.CampaignDetailsPage),
  },
  {
    name: 'LegacyCrmTemplates',
    path: '/legacy-tagpanel/templates',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: legacyCrm,
    titleKey: 'shell.nav.crmLegacyTemplates',
    nav: { labelKey: 'shell.nav.crmLegacyTemplates', icon: IconTemplate, group: 'crm', order: 57 },
    page: () => pages().then((m) => m.LegacyTemplatesPage),
  },
  {
    name: 'LegacyCrmCampaigns',
    path: '/legacy-tagpanel/campaign',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: legacyCrm,
    titleKey: 'shell.nav.crmLegacyCampaigns',
    nav: { labelKey: 'shell.nav.crmLegacyCampaigns', icon: IconMailFast, group: 'crm', order: 58 },
    page: () => pages().then((m) => m.LegacyCampaignsPage),
  },
];
