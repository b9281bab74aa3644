import { withFeatureBundle } from '../../i18n/feature-bundles';
import { defineGuestPage, type GuestPageRender } from '../../lib/guest-page';
import { checkinBundle, checkinGrantsBundle, checkinPreferencesBundle } from './bundle';
import { openHotelLink } from './hotel-link';
import { hasWizardToResume, resetCheckin } from './wizard-store';

/**
 * The server renders the hotel link's first screen (docs/decisions/0017-guest-server-render.md): the wizard opened
 * with the link's context; a tab with a check-in under way shows the guest's step instead (no hydration).
 */
const fromHotelLink: GuestPageRender = {
  openLink: (route, link, search) => {
    if (link) openHotelLink(route, link.h, link.context, search);
  },
  close: resetCheckin,
  differs: (link) => !link || hasWizardToResume(link.h),
};

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
    ssr: fromHotelLink,
  }),
  defineGuestPage({
    name: 'MenuCheckin-Public',
    path: '/menu-checkin',
    titleKey: 'checkin.menu.title',
    bundle: checkinBundle,
    load: () => import('./menu-checkin-page').then((m) => m.MenuCheckinPage),
    ssr: fromHotelLink,
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
  defineGuestPage({
    // The guest's stay preferences (docs/decisions/0054-guest-preferences.md), with their own words.
    name: 'FillPreferences-Public',
    path: '/fill-preferences',
    titleKey: 'checkin.preferences.title',
    bundle: checkinBundle,
    query: true,
    load: withFeatureBundle(checkinPreferencesBundle, () => import('./fill-preferences-page').then((m) => m.FillPreferencesPage)),
  }),
  defineGuestPage({
    // A guest shares the booking by e-mail; the invitation opens it (docs/decisions/0054-guest-preferences.md).
    name: 'GrantPersonAccess-Public',
    path: '/grant-person-access',
    titleKey: 'checkin.grants.title',
    bundle: checkinBundle,
    query: true,
    load: withFeatureBundle(checkinGrantsBundle, () => import('./grant-access-page').then((m) => m.GrantAccessPage)),
  }),
  defineGuestPage({
    // The lobby kiosk (docs/decisions/0064-kiosk.md): the wizard's totem variant, opened with a device token.
    name: 'CheckinTotem-Public',
    path: '/checkin-totem',
    titleKey: 'checkin.kiosk.title',
    bundle: checkinBundle,
    query: true,
    // Its words load with its chunk (kiosk/entry.ts): nothing of the kiosk weighs on the other guest pages.
    load: () => import('./kiosk/entry').then((m) => m.loadKioskPage()),
  }),
];
