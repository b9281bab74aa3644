import type { ReviewSiteAccount } from '@gm/contracts/reputation/index';
import * as contract from '@gm/contracts/reputation/services';
import type { ReviewSite } from '../../adapters/review-sites/review-sites';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { queueAccountSync, syncAccount } from './sync';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function accountsReply(ctx: InstitutionContext) {
  const { rows } = await ctx.deps.db.query<{
    site: ReviewSite;
    external_ref: string;
    enabled: boolean;
    last_synced_at: Date | null;
    last_attempt_at: Date | null;
    last_error: string | null;
    reviews: string;
    newest: Date | null;
    rating90: string | null;
  }>(
    `SELECT a.site, a.external_ref, a.enabled, a.last_synced_at, a.last_attempt_at, a.last_error,
            (SELECT count(*) FROM external_reviews r WHERE r.institution_id = a.institution_id AND r.site = a.site) AS reviews,
            (SELECT max(published_at) FROM external_reviews r WHERE r.institution_id = a.institution_id AND r.site = a.site) AS newest,
            (SELECT round(avg(rating_100), 1) FROM external_reviews r
              WHERE r.institution_id = a.institution_id AND r.site = a.site AND r.published_at > now() - interval '90 days') AS rating90
       FROM review_site_accounts a WHERE a.institution_id = $1 ORDER BY a.site`,
    [ctx.institutionId],
  );
  const accounts: ReviewSiteAccount[] = rows.map((r) => ({
    site: r.site,
    externalRef: r.external_ref,
    enabled: r.enabled,
    lastSyncedAt: iso(r.last_synced_at),
    lastAttemptAt: iso(r.last_attempt_at),
    lastError: r.last_error,
    reviews: Number(r.reviews),
    newestAt: iso(r.newest),
    rating90: r.rating90 === null ? null : Number(r.rating90),
  }));
  const port = ctx.deps.ports.reviewSites;
  return { status: 1 as const, accounts, sources: { tripadvisor: port.sourceOf('tripadvisor'), booking: port.sourceOf('booking') } };
}

const list = defineService(contract.listReviewSiteAccounts, {
  summary:
    "The hotel's TripAdvisor and Booking.com accounts: the property's id on the site, the last fetch, its error, and the reviews held.",
  handler: (ctx) => accountsReply(ctx),
});

const save = defineService(contract.saveReviewSiteAccount, {
  summary: "Adds or changes the hotel's account on a review site (the property's id there); its reviews are fetched at once.",
  sample: () => ({ site: 'tripadvisor', externalRef: '303506' }),
  async handler(ctx, input) {
    await withTransaction(ctx.deps.db, async (tx) => {
      await tx.query(
        `INSERT INTO review_site_accounts (institution_id, site, external_ref, enabled) VALUES ($1, $2, $3, $4)
         ON CONFLICT (institution_id, site) DO UPDATE
            SET external_ref = EXCLUDED.external_ref, enabled = EXCLUDED.enabled, updated_at = now(),
                last_error = CASE WHEN review_site_accounts.external_ref = EXCLUDED.external_ref THEN review_site_accounts.last_error END`,
        [ctx.institutionId, input.site, input.externalRef, input.enabled],
      );
      if (input.enabled) await queueAccountSync(tx, ctx.institutionId, input.site);
    });
    return accountsReply(ctx);
  },
});

const remove = defineService(contract.removeReviewSiteAccount, {
  summary: "Removes the hotel's account on a review site; the reviews already fetched stay for the dashboards.",
  sample: () => ({ site: 'booking' }),
  async handler(ctx, input) {
    await ctx.deps.db.query('DELETE FROM review_site_accounts WHERE institution_id = $1 AND site = $2', [ctx.institutionId, input.site]);
    return accountsReply(ctx);
  },
});

const sync = defineService(contract.syncReviewSite, {
  summary: "Fetches the site's new reviews now (up to a minute), instead of at the next six-hourly run; a failure is kept on the account.",
  sample: () => ({ site: 'tripadvisor' }),
  async handler(ctx, input) {
    const outcome = await syncAccount(ctx.deps.db, ctx.deps.ports.reviewSites, ctx.institutionId, input.site);
    if (!outcome) throw new AppError('reputation.account_not_found', { field: 'site', httpStatus: 404 });
    return accountsReply(ctx);
  },
});

export const reputationServices: AnyService[] = [list, save, remove, sync];
