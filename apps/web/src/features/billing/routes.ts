import { withFeatureBundle } from '../../i18n/feature-bundles';
import { withQueryClient } from '../../lib/query-scope';
import type { AppRoute } from '../../lib/route-types';
import { billingBundle } from './i18n/bundle';

/** Routes of the guest entry (src/guest), never of the back office (docs/decisions/0015-guest-entry.md). */
export const guestRoutes: AppRoute[] = [
  {
    // The guest's payment link (spec section 2, public routes): pay the booking or leave a card.
    name: 'Payment-Public',
    path: '/payment',
    public: true,
    titleKey: 'billing.page.title',
    page: withFeatureBundle(
      billingBundle,
      withQueryClient(() => import('./payment-page').then((m) => m.PaymentPage)),
    ),
  },
];
