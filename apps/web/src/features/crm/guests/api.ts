import type { InputOf } from '@gm/contracts/contract';
import * as deliverability from '@gm/contracts/crm/deliverability-services';
import * as merge from '@gm/contracts/crm/profile-merge-services';
import * as contracts from '@gm/contracts/crm/profiles-services';
import { call } from '../../../lib/api/client';

/** CRM guest profiles (issue 15): the explore calls, consent, the summary and the origins. */
export const guestKeys = {
  all: ['crm', 'guests'] as const,
  people: ['crm', 'guests', 'people'] as const,
  person: (id: number) => ['crm', 'guests', 'person', id] as const,
  emails: (id: number) => ['crm', 'guests', 'person', id, 'emails'] as const,
  flagged: ['crm', 'guests', 'flagged'] as const,
  suppressions: ['crm', 'suppressions'] as const,
  summary: ['crm', 'guests', 'summary'] as const,
  location: ['crm', 'guests', 'location'] as const,
};

export const explorePeople = (input: InputOf<typeof contracts.explorePeople>) => call(contracts.explorePeople, input);
export const explorePerson = (id: number) => call(contracts.explorePerson, { id });
export const changeConsent = (input: InputOf<typeof contracts.changeConsent>) => call(contracts.changeConsent, input);
export const guestsSummary = () => call(contracts.guestsSummary, {});
export const guestsLocation = () => call(contracts.guestsLocation, {});
/** The campaign e-mails a guest received (a campaigns service: profiles never reads campaigns' tables; decision 0061). */
export const guestEmails = (profileId: number) => call(deliverability.guestEmails, { profileId });
export const flaggedPairs = (input: InputOf<typeof merge.flaggedPairs>) => call(merge.flaggedPairs, input);
export const mergeProfiles = (input: InputOf<typeof merge.mergeProfiles>) => call(merge.mergeProfiles, input);
export const distinctProfiles = (input: InputOf<typeof merge.distinctProfiles>) => call(merge.distinctProfiles, input);
export const listSuppressions = (input: InputOf<typeof deliverability.listSuppressions>) => call(deliverability.listSuppressions, input);
export const removeSuppression = (input: InputOf<typeof deliverability.removeSuppression>) => call(deliverability.removeSuppression, input);
