import { createSandboxReviewSites } from '../../adapters/review-sites/sandbox';
import { upsertReviews } from '../../modules/reputation/public';
import type { DemoContext } from './context';

/**
 * The demo hotel's TripAdvisor and Booking.com reviews of the last 18 months (issue 17's tripadvisor2 and booking2
 * dashboards): its two accounts, and what the review-sites sandbox answers for them, written as the six-hourly
 * fetch writes it. The hospital has no account: patients do not review it on booking sites.
 */
const ACCOUNTS = [
  ['tripadvisor', '2344556'],
  ['booking', '1188990'],
] as const;

export async function seedReviews(ctx: DemoContext): Promise<Record<string, number>> {
  const port = createSandboxReviewSites({ now: () => ctx.now });
  const counts: Record<string, number> = {};
  for (const [site, ref] of ACCOUNTS) {
    await ctx.tx.query(
      `INSERT INTO review_site_accounts (institution_id, site, external_ref, last_synced_at, last_attempt_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [ctx.ids.hotel, site, ref, ctx.now],
    );
    const { reviews } = await port.fetch(site, ref, null, AbortSignal.timeout(60_000));
    counts[site] = await upsertReviews(ctx.tx, ctx.ids.hotel, site, reviews);
  }
  return counts;
}
