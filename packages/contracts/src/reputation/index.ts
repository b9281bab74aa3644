import { z } from 'zod';

/**
 * The hotel's accounts on review sites (issue 17, "Sources outside the product"; docs/decisions/0072-review-sites.md):
 * the site's id of the property, which the scheduled fetch uses to bring its reviews into the product.
 */
export const reviewSite = z.enum(['tripadvisor', 'booking'], { message: 'reputation.site' });
export type ReviewSiteName = z.infer<typeof reviewSite>;

export const saveReviewSiteAccountInput = z.object({
  site: reviewSite,
  /** TripAdvisor's location id (digits) or Booking.com's property id (digits), as the site's page shows it. */
  externalRef: z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}$/, 'reputation.externalRef'),
  enabled: z.boolean().default(true),
});
export type SaveReviewSiteAccountInput = z.input<typeof saveReviewSiteAccountInput>;

export const reviewSiteInput = z.object({ site: reviewSite });

export const reviewSiteAccount = z.object({
  site: reviewSite,
  externalRef: z.string(),
  enabled: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The last fetch's failure, as the site's client told it (no secrets), until one succeeds. */
  lastError: z.string().nullable(),
  reviews: z.number().int(),
  newestAt: z.string().nullable(),
  /** Mean rating of the last 90 days on 0-100, null without reviews. */
  rating90: z.number().nullable(),
});
export type ReviewSiteAccount = z.infer<typeof reviewSiteAccount>;

export const reviewSiteAccountsReply = z.object({
  status: z.literal(1),
  accounts: z.array(reviewSiteAccount),
  /** Which client fetches each site here (the sandbox unless configured): staff see whether reviews are real. */
  sources: z.object({ tripadvisor: z.string(), booking: z.string() }),
});
export type ReviewSiteAccountsReply = z.infer<typeof reviewSiteAccountsReply>;
