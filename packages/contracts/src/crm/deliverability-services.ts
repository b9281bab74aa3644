import { defineContract } from '../contract';
import { guestEmailsInput, listSuppressionsInput, removeSuppressionInput } from './deliverability-inputs';
import { guestEmailsReply, listSuppressionsReply, removeSuppressionReply } from './deliverability-replies';
import { crmStaff } from './profiles-access';

/**
 * What became of the CRM's mail (issue 15, docs/decisions/0060-bounces.md and 0061): the e-mails one guest
 * received, opened and clicked (the profile's timeline), and the hotel's suppression list (hard bounces,
 * complaints) with its audited manual re-allow.
 */

export const guestEmails = defineContract({ ...crmStaff, name: 'GuestEmailsService', input: guestEmailsInput, output: guestEmailsReply });

export const listSuppressions = defineContract({
  ...crmStaff,
  name: 'ListSupressoesService',
  input: listSuppressionsInput,
  output: listSuppressionsReply,
});

export const removeSuppression = defineContract({
  ...crmStaff,
  name: 'RemoverSupressaoService',
  writes: true,
  input: removeSuppressionInput,
  output: removeSuppressionReply,
});
