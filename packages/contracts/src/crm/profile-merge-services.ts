import { defineContract } from '../contract';
import { distinctProfilesInput, flaggedPairsInput, mergeProfilesInput } from './profile-merge-inputs';
import { distinctProfilesReply, flaggedPairsReply, mergeProfilesReply } from './profile-merge-replies';
import { crmStaff } from './profiles-access';

/**
 * Flagged profiles (issue 15, docs/decisions/0050 and 0061): the matcher never merges across possible people; staff
 * compare each flagged pair and merge them or confirm they are different people.
 */

export const flaggedPairs = defineContract({
  ...crmStaff,
  name: 'ListPerfisSinalizadosService',
  input: flaggedPairsInput,
  output: flaggedPairsReply,
});

export const mergeProfiles = defineContract({
  ...crmStaff,
  name: 'MesclarPerfisService',
  writes: true,
  input: mergeProfilesInput,
  output: mergeProfilesReply,
});

export const distinctProfiles = defineContract({
  ...crmStaff,
  name: 'SepararPerfisService',
  writes: true,
  input: distinctProfilesInput,
  output: distinctProfilesReply,
});
