import { defineGuestPage } from '../../lib/guest-page';
import { widgetBundle } from './bundle';

/**
 * The website widget's menu (issue 16, docs/decisions/0053-website-widget.md): /menu-widget-screen is what the
 * loader (/widget.js) frames on the hotel's website, its entries opening in a new tab; /menu-widget is the same menu
 * as a page of its own (a link or QR code), its entries opening in place. One lazily loaded page reads the path.
 */
export const guestPages = [
  defineGuestPage({
    name: 'MenuWidgetScreen-Public',
    path: '/menu-widget-screen',
    titleKey: 'widget.menu.title',
    bundle: widgetBundle,
    load: () => import('./widget-menu-page').then((m) => m.WidgetMenuPage),
  }),
  defineGuestPage({
    name: 'MenuWidget-Public',
    path: '/menu-widget',
    titleKey: 'widget.menu.title',
    bundle: widgetBundle,
    load: () => import('./widget-menu-page').then((m) => m.WidgetMenuPage),
  }),
];
