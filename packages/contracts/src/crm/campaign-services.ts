import { defineContract } from '../contract';
import {
  campaignContactsInput,
  campaignIdInput,
  createCampaignInput,
  estimateAudienceInput,
  listCampaignsInput,
  loadQueriesInput,
  loadQueryHelperInput,
  pauseResumeInput,
  removeCampaignsInput,
} from './campaign-inputs';
import {
  campaignContactsReply,
  campaignDetailsReply,
  campaignDetailsV2Reply,
  campaignStatusReply,
  detailedCampaign,
  estimateAudienceReply,
  listCampaignsDetailedReply,
  listCampaignsReply,
  loadQueriesReply,
  loadQueryHelperReply,
  removeCampaignsReply,
} from './campaign-replies';
import { crmStaff } from './profiles-access';

/**
 * CRM campaigns (spec section 7 "CRM"; issue 15; docs/decisions/0056-crm-campaign-screens.md): staff of the current
 * hotel holding TAGPANEL:{codIns}:*, on /broker/tagpanel and /jwt/brokerJson/tagpanel. These calls manage campaigns;
 * the delivery engine picks the due ones (status 'scheduled', next_run_at passed) and writes their e-mail rows.
 */
export const createCampaign = defineContract({
  ...crmStaff,
  name: 'CreateCampaignService',
  writes: true,
  input: createCampaignInput,
  output: detailedCampaign,
});

export const listCampaigns = defineContract({
  ...crmStaff,
  name: 'ListCampaignsService',
  input: listCampaignsInput,
  output: listCampaignsReply,
});

export const listCampaignsDetailed = defineContract({
  ...crmStaff,
  name: 'ListCampaignsDetailedService',
  input: listCampaignsInput,
  output: listCampaignsDetailedReply,
});

export const getCampaignDetails = defineContract({
  ...crmStaff,
  name: 'GetCampaignDetailsService',
  input: campaignIdInput,
  output: campaignDetailsReply,
});

export const getCampaignDetailsV2 = defineContract({
  ...crmStaff,
  name: 'GetCampaignDetailsServiceV2',
  input: campaignIdInput,
  output: campaignDetailsV2Reply,
});

export const getCampaignContacts = defineContract({
  ...crmStaff,
  name: 'GetCampaignContactsService',
  input: campaignContactsInput,
  output: campaignContactsReply,
});

export const activateCampaign = defineContract({
  ...crmStaff,
  name: 'ActivateCampaignService',
  writes: true,
  input: campaignIdInput,
  output: campaignStatusReply,
});

export const pauseResumeCampaign = defineContract({
  ...crmStaff,
  name: 'PausarIniciarCampaignsService',
  writes: true,
  input: pauseResumeInput,
  output: campaignStatusReply,
});

export const removeCampaigns = defineContract({
  ...crmStaff,
  name: 'RemoveCampaignsService',
  writes: true,
  input: removeCampaignsInput,
  output: removeCampaignsReply,
});

/** The new-campaign screen's live figure: the segment's guests with an e-mail who consented to marketing e-mail. */
export const estimateAudience = defineContract({
  ...crmStaff,
  name: 'EstimateCampaignAudienceService',
  input: estimateAudienceInput,
  output: estimateAudienceReply,
});

/** loadQueries(API name, payload) of the CRM screens: a CRM named query's rows and total. */
export const loadQueries = defineContract({ ...crmStaff, name: 'loadQueries', input: loadQueriesInput, output: loadQueriesReply });

/** loadQueryHelper(query name): the query's help text, as HTML, in the caller's language. */
export const loadQueryHelper = defineContract({
  ...crmStaff,
  name: 'loadQueryHelper',
  input: loadQueryHelperInput,
  output: loadQueryHelperReply,
});
