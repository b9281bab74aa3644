/** What other modules may use of the CRM e-mail: the per-recipient merge of a rendered template. */

export { processBounces, startBounceIntake } from './bounces';
/** Campaign delivery (decision 0058): main.ts schedules the due-campaign sweep; a campaign's run is queued at once. */
export { kickCampaign, kickSending, scheduleCampaignDelivery } from './delivery/run';
/** The living demo's automation per demo property (seed/living/flows.ts). */
export { seedDemoFlow } from './flows/demo';
/** main.ts starts the flows' 15-minute chain (date triggers and waits that ran their course). */
export { scheduleFlowTicks } from './flows/triggers';
export { fillMergeFields, fillMergeFieldsText, type MergeValues } from './merge-fields';
export { createStarterTemplate } from './starter-templates';
