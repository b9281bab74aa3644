import type { AppRoute } from '../../app/route-types';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { billingBundle } from './i18n/bundle';

export const routes: AppRoute[] = [
  {
    // The guest's payment link (spec section 2, public routes): pay the booking or leave a card.
    name: 'Payment-Public',
    path: '/payment',
    public: true,
    titleKey: 'billing.page.title',
    page: () => Promise.all([import('./payment-page'), loadFeatureBundle(billingBundle)]).then(([m]) => m.PaymentPage),
  },
];
