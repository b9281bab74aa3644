import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/crm/campaign-services';
import { call } from '../../../lib/api/client';

/** CRM campaigns (issue 15): the lists with their figures, details, contacts, create, activate, pause, remove. */
export const campaignKeys = {
  all: ['crmCampaigns'] as const,
  lists: ['crmCampaigns', 'list'] as const,
  detail: (id: number) => ['crmCampaigns', 'detail', id] as const,
  contacts: (id: number) => ['crmCampaigns', 'contacts', id] as const,
  audience: (segmentId: number) => ['crmCampaigns', 'audience', segmentId] as const,
};

export const listCampaignsDetailed = (input: InputOf<typeof contracts.listCampaignsDetailed>) =>
  call(contracts.listCampaignsDetailed, input);
export const getCampaignDetailsV2 = (id: number) => call(contracts.getCampaignDetailsV2, { id });
export const getCampaignContacts = (input: InputOf<typeof contracts.getCampaignContacts>) => call(contracts.getCampaignContacts, input);
export const createCampaign = (input: InputOf<typeof contracts.createCampaign>) => call(contracts.createCampaign, input);
export const activateCampaign = (id: number) => call(contracts.activateCampaign, { id });
export const pauseResumeCampaign = (id: number, action: 'pause' | 'resume') => call(contracts.pauseResumeCampaign, { id, action });
export const removeCampaigns = (ids: number[]) => call(contracts.removeCampaigns, { ids });
export const estimateAudience = (segmentId: number) => call(contracts.estimateAudience, { segmentId });
