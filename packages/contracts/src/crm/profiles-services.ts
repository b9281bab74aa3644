import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { crmStaff } from './profiles-access';
import { changeConsentInput, explorePeopleInput, explorePersonInput } from './profiles-inputs';
import { changeConsentReply, explorePeopleReply, explorePersonReply, guestsLocationReply, guestsSummaryReply } from './profiles-replies';

/** CRM guest profiles (issue 15): the explore calls, the consent history, the summary and the origins. */

export const explorePeople = defineContract({ ...crmStaff, name: 'ExplorePeople', input: explorePeopleInput, output: explorePeopleReply });

export const explorePerson = defineContract({ ...crmStaff, name: 'ExplorePerson', input: explorePersonInput, output: explorePersonReply });

export const changeConsent = defineContract({
  ...crmStaff,
  name: 'AlterarConsentimentoService',
  writes: true,
  input: changeConsentInput,
  output: changeConsentReply,
});

export const guestsSummary = defineContract({ ...crmStaff, name: 'ResumoHospedesService', input: emptyInput, output: guestsSummaryReply });

export const guestsLocation = defineContract({
  ...crmStaff,
  name: 'OrigemHospedesService',
  input: emptyInput,
  output: guestsLocationReply,
});
