import { z } from 'zod';

const maybe = z.string().nullable();

/** One campaign e-mail a guest received: the spec's campaign e-mail row with the campaign's name (CMPDESC). */
export const guestEmail = z.object({
  id: z.number(),
  campaignId: z.number(),
  campaignName: z.string(),
  destination: z.string(),
  status: z.enum(['queued', 'sending', 'delivered', 'failed', 'skipped']),
  statusMessage: z.string(),
  createdAt: z.string(),
  deliveredAt: maybe,
  firstViewedAt: maybe,
  lastViewedAt: maybe,
  views: z.number(),
  visitedAt: maybe,
  clicks: z.number(),
  failedAt: maybe,
  bounceKind: z.enum(['hard', 'soft']).nullable(),
});
export type GuestEmail = z.infer<typeof guestEmail>;
export const guestEmailsReply = z.object({ data: z.array(guestEmail) });

export const suppression = z.object({
  address: z.string(),
  reason: z.enum(['hard_bounce', 'complaint', 'manual']),
  detail: z.string(),
  at: z.string(),
});
export type Suppression = z.infer<typeof suppression>;
export const listSuppressionsReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(suppression) });
export const removeSuppressionReply = z.object({ status: z.literal(1), message: z.string() });
