import { satisfies } from '@gm/domain/permissions';
import type { AppRoute, RouteContext } from './route-types';

export type RouteAccess = 'allow' | 'sign-in' | 'forbidden' | 'blocked';

/** The guard's decision for a route (spec section 2 "Route guard"), used by the router and the drawer. */
export function routeAccess(route: AppRoute, ctx: RouteContext | null): RouteAccess {
  if (route.blocked) return 'blocked';
  if (route.public) return 'allow';
  if (!ctx) return 'sign-in';
  if (route.permission) {
    const scope = { codIns: ctx.contextIns?.codIns ?? null, idUser: ctx.user.idUser };
    if (!satisfies(ctx.user.permissions, route.permission, scope)) return 'forbidden';
  }
  if (route.enabled && !route.enabled(ctx)) return 'forbidden';
  return 'allow';
}

export function canOpen(route: AppRoute, ctx: RouteContext | null): boolean {
  return routeAccess(route, ctx) === 'allow';
}

/** Whether a route is listed for the user (drawer, home): it has an entry, opens for them and wants to be shown. */
export function listed(route: AppRoute, ctx: RouteContext): boolean {
  return !!route.nav && !route.public && canOpen(route, ctx) && (route.nav.visible?.(ctx) ?? true);
}

/**
 * Where a user lands after sign-in without a remembered path: guests go to Details, others to Home
 * (or, lacking Home, to the first area they may open).
 */
export function landingPath(routes: readonly AppRoute[], ctx: RouteContext): string {
  const byName = (name: string) => routes.find((r) => r.name === name);
  const preferred = ctx.user.guest ? byName('Details') : byName('Home');
  if (preferred && canOpen(preferred, ctx)) return preferred.path;
  const first = routes.filter((r) => r.nav && !r.public && canOpen(r, ctx)).sort((a, b) => a.nav!.order - b.nav!.order)[0];
  return first ? (first.nav!.to ?? first.path) : '/account-settings/index';
}

const RETURN_KEY = 'gm.returnTo';

/** The guard remembers the intended path (same tab) and sign-in returns to it. */
export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/login') || path.startsWith('/error')) return;
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    /* storage unavailable */
  }
}

export function takeReturnPath(): string | null {
  try {
    const p = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return p?.startsWith('/') && !p.startsWith('//') ? p : null;
  } catch {
    return null;
  }
}
