import { defineGuestPage } from '../../lib/guest-page';
import { widgetBundle } from './bundle';

const load = () => import('./widget-menu-page').then((m) => m.WidgetMenuPage);

/**
 * The website widget's menu (issue 16, docs/decisions/0053-website-widget.md): /menu-widget-screen is what the
 * loader (/widget.js) frames on the hotel's website, its entries opening in a new tab; /menu-widget is the same menu
 * as a page of its own (a link or QR code), its entries opening in place. One lazily loaded page reads the path.
 */
export const guestPages = (
  [
    ['MenuWidgetScreen-Public', '/menu-widget-screen'],
    ['MenuWidget-Public', '/menu-widget'],
  ] as const
).map(([name, path]) => defineGuestPage({ name, path, titleKey: 'widget.menu.title', bundle: widgetBundle, load }));
