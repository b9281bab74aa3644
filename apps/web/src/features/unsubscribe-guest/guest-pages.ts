import { defineGuestPage } from '../../lib/guest-page';
import { unsubscribeBundle } from './bundle';

/**
 * /unsubscribe (spec section 2; issue 15; docs/decisions/0058-campaign-delivery.md): opened from a campaign mail's
 * signed link `t`; the guest confirms and chooses, per channel, what marketing to keep.
 */
export const guestPages = [
  defineGuestPage({
    name: 'Unsubscribe-Public',
    path: '/unsubscribe',
    titleKey: 'unsubscribe.page.title',
    bundle: unsubscribeBundle,
    load: () => import('./unsubscribe-page').then((m) => m.UnsubscribePage),
  }),
];
