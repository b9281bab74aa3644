import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * The guest's unsubscribe (issue 15; spec section 2 `/unsubscribe`, section 7 base path `/finishUnsubscribe`;
 * docs/decisions/0058-campaign-delivery.md): opened from a campaign mail's signed link `t`, no session. The guest sees
 * the hotel and the masked address, and chooses per channel what marketing to keep; messages about their stays are
 * not marketing and are not affected.
 */
export const unsubscribeToken = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[0-9a-z]{1,12}\.[0-9a-z]{1,8}\.[A-Za-z0-9_-]{22}$/);

export const unsubscribeChannels = z.object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean() });

export const readUnsubscribeInput = z.object({ t: unsubscribeToken });
export const finishUnsubscribeInput = z.object({
  t: unsubscribeToken,
  /** What the guest keeps receiving (true) or stops (false), per channel. */
  keep: unsubscribeChannels,
});

export const unsubscribeView = z.object({
  hotel: z.string(),
  hospital: z.boolean(),
  /** The address the mail went to, masked (an@...com): the link may be forwarded. */
  address: z.string(),
  /** The current choices (true: receives marketing on the channel). */
  channels: unsubscribeChannels,
  /** Which channels the guest has a contact for (the page offers only those). */
  has: unsubscribeChannels,
  unsubscribedAt: z.string().nullable(),
});
export const finishUnsubscribeReply = unsubscribeView.extend({ status: z.literal(1) });

export const readUnsubscribe = defineContract({
  name: 'GetUnsubscribeService',
  basePaths: ['/broker/tagpanel'],
  access: 'public',
  input: readUnsubscribeInput,
  output: unsubscribeView,
});

export const finishUnsubscribe = defineContract({
  name: 'FinishUnsubscribeService',
  paths: ['/finishUnsubscribe'],
  access: 'public',
  writes: true,
  input: finishUnsubscribeInput,
  output: finishUnsubscribeReply,
});
