import { defineGuestPage } from '../../lib/guest-page';
import { billingBundle } from './i18n/bundle';

/** Billing's public screen (docs/decisions/0015-guest-entry.md). */
export const guestPages = [
  defineGuestPage({
    // The guest's payment link (spec section 2, public routes): pay the booking or leave a card.
    name: 'Payment-Public',
    path: '/payment',
    titleKey: 'billing.page.title',
    bundle: billingBundle,
    query: true,
    load: () => import('./payment-page').then((m) => m.PaymentPage),
  }),
];
