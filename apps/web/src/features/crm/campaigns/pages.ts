// The CRM campaigns' pages, one chunk (routes.ts loads it with the feature's words).
export { CampaignDetailsPage } from './campaign-details-page';
export { CampaignListPage } from './campaign-list-page';
export { CampaignNewPage } from './campaign-new-page';
export { LegacyCampaignsPage } from './legacy/legacy-campaigns-page';
export { LegacyTemplatesPage } from './legacy/legacy-templates-page';
