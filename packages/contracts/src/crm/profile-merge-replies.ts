import { z } from 'zod';
import { personRow } from './profiles-replies';

/** One side of a flagged pair, as staff compare them: the CPF and document masked. */
export const pairSide = personRow.extend({
  document: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  /** Booking persons recognised in this profile (its stays, as the desk saw them). */
  links: z.number(),
  consents: z.number(),
  createdAt: z.string(),
});
export type PairSide = z.infer<typeof pairSide>;

export const flaggedPair = z.object({
  flag: z.enum(['same_document_other_birth_date', 'shared_contact_other_name', 'ambiguous_contact']),
  profile: pairSide,
  related: pairSide,
});
export type FlaggedPair = z.infer<typeof flaggedPair>;

export const flaggedPairsReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(flaggedPair) });
export const mergeProfilesReply = z.object({ status: z.literal(1), message: z.string(), id: z.number() });
export const distinctProfilesReply = z.object({ status: z.literal(1), message: z.string() });
