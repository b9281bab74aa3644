import { withFeatureBundle } from '../../i18n/feature-bundles';
import { withQueryClient } from '../../lib/query-scope';
import type { AppRoute } from '../../lib/route-types';
import { checkinBundle } from './bundle';

/** The guest's public screens: each page waits for the check-in translations before it renders. */
const withBundle = <T>(load: () => Promise<T>) => withFeatureBundle(checkinBundle, load);

/**
 * Routes of the guest entry (src/guest), never of the back office (docs/decisions/0015-guest-entry.md). The
 * wizard's own steps load the query client when they need it; the other pages read server state from the start.
 */
export const guestRoutes: AppRoute[] = [
  {
    name: 'Checkin-Public',
    path: '/checkin',
    public: true,
    titleKey: 'checkin.page.title',
    page: withBundle(() => import('./checkin-page').then((m) => m.CheckinPage)),
  },
  {
    name: 'MenuCheckin-Public',
    path: '/menu-checkin',
    public: true,
    titleKey: 'checkin.menu.title',
    page: withBundle(() => import('./menu-checkin-page').then((m) => m.MenuCheckinPage)),
  },
  {
    name: 'SelectIns-Public',
    path: '/select-ins',
    public: true,
    titleKey: 'checkin.selectIns.title',
    page: withBundle(withQueryClient(() => import('./select-ins-page').then((m) => m.SelectInsPage))),
  },
  {
    name: 'Checkout-Public',
    path: '/checkout',
    public: true,
    titleKey: 'checkin.checkout.title',
    page: withBundle(withQueryClient(() => import('./checkout-page').then((m) => m.CheckoutPage))),
  },
];
