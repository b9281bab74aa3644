/** What other modules may use of the CRM e-mail: the per-recipient merge of a rendered template. */

/** Campaign delivery (decision 0058): main.ts schedules the due-campaign sweep; a campaign's run is queued at once. */
export { kickCampaign, kickSending, scheduleCampaignDelivery } from './delivery/run';
export { fillMergeFields, fillMergeFieldsText, type MergeValues } from './merge-fields';
