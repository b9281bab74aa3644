import { defineModule } from '../../platform/module';
import { reviewQueries, reviewQueryMessages } from './dashboard-queries';
import { reputationMessages } from './messages';
import { reputationServices } from './services';
import { SYNC_ACCOUNT_JOB, SYNC_ALL_JOB, syncAccountJob, syncAllJob } from './sync';

/**
 * The hotel's reputation on review sites (issue 17, "Sources outside the product"; docs/decisions/0072-review-sites.md):
 * its accounts on TripAdvisor and Booking.com and the reviews a six-hourly job fetches through the review-sites
 * port, and the tripadvisor2 and booking2 dashboards' named queries over them (docs/decisions/0076-review-dashboards.md).
 */
export const reputationModule = defineModule({
  name: 'reputation',
  services: reputationServices,
  messages: { ...reputationMessages, ...reviewQueryMessages },
  queries: reviewQueries,
  jobs: { [SYNC_ALL_JOB]: syncAllJob, [SYNC_ACCOUNT_JOB]: syncAccountJob },
  owns: ['review_site_accounts', 'external_reviews'],
});
