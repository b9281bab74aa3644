import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/crm/profiles-services';
import { call } from '../../../lib/api/client';

/** CRM guest profiles (issue 15): the explore calls, consent, the summary and the origins. */
export const guestKeys = {
  all: ['crm', 'guests'] as const,
  people: ['crm', 'guests', 'people'] as const,
  person: (id: number) => ['crm', 'guests', 'person', id] as const,
  summary: ['crm', 'guests', 'summary'] as const,
  location: ['crm', 'guests', 'location'] as const,
};

export const explorePeople = (input: InputOf<typeof contracts.explorePeople>) => call(contracts.explorePeople, input);
export const explorePerson = (id: number) => call(contracts.explorePerson, { id });
export const changeConsent = (input: InputOf<typeof contracts.changeConsent>) => call(contracts.changeConsent, input);
export const guestsSummary = () => call(contracts.guestsSummary, {});
export const guestsLocation = () => call(contracts.guestsLocation, {});
