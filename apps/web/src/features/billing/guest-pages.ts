import { defineGuestPage } from '../../lib/guest-page';
import { seedPaymentHotel } from './guest/payment-hotel-seed';
import { billingBundle } from './i18n/bundle';

/** Billing's public screen (docs/decisions/0015-guest-entry.md). */
export const guestPages = [
  defineGuestPage({
    // The guest's payment link (spec section 2, public routes): pay the booking or leave a card.
    name: 'Payment-Public',
    path: '/payment',
    titleKey: 'billing.page.title',
    bundle: billingBundle,
    // Its first screen needs no query client; what a booking's token opens loads it (payment-page.tsx).
    load: () => import('./payment-page').then((m) => m.loadPaymentPage()),
    // Rendered by the server from the hotel link, or without one (what the link lacks): 0042-payment-server-render.md.
    // A link with the booking's token is rendered in the browser (its payment is the guest's own server state).
    ssr: {
      openLink: (_route, link) => seedPaymentHotel(link),
      close: () => seedPaymentHotel(null),
      renders: (params) => !params.get('token'),
    },
  }),
];
