/** What other modules may use of the CRM e-mail: the per-recipient merge of a rendered template. */

export { processBounces, startBounceIntake } from './bounces';
export { fillMergeFields, fillMergeFieldsText, type MergeValues } from './merge-fields';
