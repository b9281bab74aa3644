/** What other modules may use of the CRM e-mail: the per-recipient merge of a rendered template. */
export { fillMergeFields, fillMergeFieldsText, type MergeValues } from './merge-fields';
export { createStarterTemplate } from './starter-templates';
