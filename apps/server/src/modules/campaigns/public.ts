/** What other modules may use of the CRM e-mail: the per-recipient merge of a rendered template. */

/** main.ts starts the flows' 15-minute chain (date triggers and waits that ran their course). */
export { scheduleFlowTicks } from './flows/triggers';
export { fillMergeFields, fillMergeFieldsText, type MergeValues } from './merge-fields';
