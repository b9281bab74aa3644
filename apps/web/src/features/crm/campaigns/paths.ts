import { CAMPAIGN_STATUSES } from '@gm/contracts/crm/campaign-inputs';

/** The campaign details screen (docs/decisions/0056-crm-campaign-screens.md): /tagpanel/campaign/details/{id}. */
export const detailsPath = (id: number) => `/tagpanel/campaign/details/${id}`;

export const CAMPAIGN_STATUS_OPTIONS = CAMPAIGN_STATUSES;
