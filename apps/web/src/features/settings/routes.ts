import { PERMISSIONS } from '@gm/contracts/permissions';
import { satisfies } from '@gm/domain/permissions';
import { IconAdjustments, IconLayoutDashboard } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute, RouteContext } from '../../lib/route-types';
import { settingsBundle } from './i18n/bundle';

const pages = withFeatureBundle(settingsBundle, () => import('./pages'));

/** What opens a settings section (spec section 6: CHANGEINS:{codIns}:basic | notifications | saveconf | manageusers; ADM). */
const SECTION_PERMISSIONS = [
  PERMISSIONS.CHANGEINS.basic,
  PERMISSIONS.CHANGEINS.notifications,
  PERMISSIONS.CHANGEINS.saveconf,
  PERMISSIONS.CHANGEINS.manageusers,
  PERMISSIONS.ADM.any,
  PERMISSIONS.ADM.audit,
  PERMISSIONS.ADM.outbox,
];

/** The overview is listed in the drawer only for whoever may open one of its sections. */
function holdsASection(ctx: RouteContext): boolean {
  return satisfies(ctx.user.permissions, SECTION_PERMISSIONS, { codIns: ctx.contextIns?.codIns ?? null, idUser: ctx.user.idUser });
}

/**
 * /config without a section (and /config/index): the overview, which needs only a sign-in (spec section 6: "otherwise
 * allowed") and lists the sections the user may open; /config/basicsettings: identity, look, flags and guest links.
 */
export const routes: AppRoute[] = [
  {
    name: 'Settings',
    path: '/config',
    titleKey: 'settings.titles.overview',
    nav: {
      labelKey: 'shell.nav.settingsOverview',
      icon: IconLayoutDashboard,
      group: 'settings',
      order: 90,
      to: '/config/index',
      visible: holdsASection,
    },
    page: () => pages().then((m) => m.SettingsOverviewPage),
  },
  {
    name: 'SettingsIndex',
    path: '/config/index',
    titleKey: 'settings.titles.overview',
    page: () => pages().then((m) => m.SettingsOverviewPage),
  },
  {
    name: 'BasicSettings',
    path: '/config/basicsettings',
    permission: PERMISSIONS.CHANGEINS.basic,
    titleKey: 'settings.titles.basic',
    nav: { labelKey: 'shell.nav.basicSettings', icon: IconAdjustments, group: 'settings', order: 91, home: true },
    page: () => pages().then((m) => m.BasicSettingsPage),
  },
];
