import { defineGuestPage } from '../../lib/guest-page';
import { checkinBundle } from './bundle';

/**
 * The check-in's public screens (docs/decisions/0015-guest-entry.md), each with the check-in translations. The
 * wizard's own steps load the query client when they need it; the other pages read server state from the start.
 */
export const guestPages = [
  defineGuestPage({
    name: 'Checkin-Public',
    path: '/checkin',
    titleKey: 'checkin.page.title',
    bundle: checkinBundle,
    load: () => import('./checkin-page').then((m) => m.CheckinPage),
    ssr: true,
  }),
  defineGuestPage({
    name: 'MenuCheckin-Public',
    path: '/menu-checkin',
    titleKey: 'checkin.menu.title',
    bundle: checkinBundle,
    load: () => import('./menu-checkin-page').then((m) => m.MenuCheckinPage),
    ssr: true,
  }),
  defineGuestPage({
    name: 'SelectIns-Public',
    path: '/select-ins',
    titleKey: 'checkin.selectIns.title',
    bundle: checkinBundle,
    query: true,
    load: () => import('./select-ins-page').then((m) => m.SelectInsPage),
  }),
  defineGuestPage({
    name: 'Checkout-Public',
    path: '/checkout',
    titleKey: 'checkin.checkout.title',
    bundle: checkinBundle,
    query: true,
    load: () => import('./checkout-page').then((m) => m.CheckoutPage),
  }),
];
