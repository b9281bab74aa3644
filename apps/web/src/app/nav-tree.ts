import { listed } from '../lib/access';
import type { AppRoute, NavGroup, RouteContext } from '../lib/route-types';

export interface NavItem {
  route: AppRoute;
  to: string;
}

export interface NavTree {
  top: NavItem[];
  groups: { group: NavGroup; items: NavItem[] }[];
}

/** The drawer's entries: the routes the user may open, grouped and ordered (empty groups hidden). */
export function buildNavTree(routes: readonly AppRoute[], groups: readonly NavGroup[], ctx: RouteContext): NavTree {
  const items = routes
    .filter((r) => listed(r, ctx))
    .sort((a, b) => a.nav!.order - b.nav!.order)
    .map((route) => ({ route, to: route.nav!.to ?? route.path }));
  return {
    top: items.filter((i) => !i.route.nav!.group),
    groups: [...groups]
      .sort((a, b) => a.order - b.order)
      .map((group) => ({ group, items: items.filter((i) => i.route.nav!.group === group.id) }))
      .filter((g) => g.items.length > 0),
  };
}
