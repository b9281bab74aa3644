import type { ReviewSiteSettings } from '../../platform/config';
import { feedClient } from './feed';
import { type ReviewSite, type ReviewSitePort, SITE_SCALE } from './port';
import { createSandboxReviewSites } from './sandbox';
import { tripadvisorClient } from './tripadvisor';

export type { ReviewFetch, ReviewSite, ReviewSitePort, SiteReview } from './port';
export { REVIEW_SITES, SITE_CATEGORIES, SITE_SCALE } from './port';
export { ReviewSiteRefused } from './sandbox';

/** Routes each site to its configured client, the sandbox for a site with none. */
export function configuredReviewSites(settings: ReviewSiteSettings): ReviewSitePort {
  const sandbox = createSandboxReviewSites();
  const bySite: Record<ReviewSite, ReviewSitePort> = {
    tripadvisor: settings.tripadvisor
      ? tripadvisorClient({ baseUrl: settings.tripadvisor.apiUrl, apiKey: settings.tripadvisor.apiKey })
      : sandbox,
    booking: settings.bookingFeed
      ? feedClient({ site: 'booking', url: settings.bookingFeed.url, token: settings.bookingFeed.token, scale: SITE_SCALE.booking })
      : sandbox,
  };
  return {
    source: `tripadvisor:${bySite.tripadvisor.source},booking:${bySite.booking.source}`,
    sourceOf: (site) => bySite[site].sourceOf(site),
    fetch: (site, ref, since, signal) => bySite[site].fetch(site, ref, since, signal),
  };
}
