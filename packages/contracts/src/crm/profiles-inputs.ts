import { z } from 'zod';
import { filterTree } from './segments-filters';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const exploreSort = z.enum(['name', 'lastStay', '-lastStay', 'stays', '-stays', 'spend', '-spend', 'nights', '-nights']);

/** ExplorePeople: profiles matching a filter tree (or a saved segment), paged {search, filter, offset, limit, sort}. */
export const explorePeopleInput = z.object({
  search: z.string().trim().max(80).optional(),
  filter: filterTree.optional(),
  segmentId: id.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: exploreSort.default('-lastStay'),
});
export type ExplorePeopleInput = z.infer<typeof explorePeopleInput>;

/** ExplorePerson: one profile with its timeline. */
export const explorePersonInput = z.object({ id });

export const consentChannel = z.enum(['email', 'whatsapp', 'sms']);
/** Where a staff member recorded the guest's choice (unsubscribe and web check-in are recorded by the product). */
export const staffConsentSource = z.enum(['reception', 'form', 'guest']);

/** AlterarConsentimentoService: a guest's opt-in or opt-out on one channel, told to a staff member. */
export const changeConsentInput = z.object({
  id,
  channel: consentChannel,
  granted: z.boolean(),
  source: staffConsentSource,
  note: z.string().trim().max(300).optional(),
});
export type ChangeConsentInput = z.infer<typeof changeConsentInput>;
