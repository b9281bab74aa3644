import type { AuthenticatedUser, InstitutionContext } from '@gm/contracts/auth';
import type { PermissionRequirement } from '@gm/domain/permissions';
import type { ComponentType } from 'react';

/** What a route's conditions can read: the signed-in user and their current hotel. */
export interface RouteContext {
  user: AuthenticatedUser;
  contextIns: InstitutionContext | null;
}

/** A drawer submenu (one open at a time). Features declare the groups they use. */
export interface NavGroup {
  id: string;
  labelKey: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  order: number;
}

export interface NavEntry {
  labelKey: string;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
  /** Group id; entries without a group sit at the top level. */
  group?: string;
  order: number;
  /** Link target when the path has parameters (e.g. '/config/basicsettings' for '/config/:section'). */
  to?: string;
  /** Also shown as a tile on the home page. */
  home?: boolean;
  /** Listed (drawer, home) only when this holds; the route itself opens by its own rules (e.g. the settings overview). */
  visible?: (ctx: RouteContext) => boolean;
}

/**
 * One route of the app, as data: the router, the guard, the drawer and the home page all read it.
 * Features export `routes: AppRoute[]` and `src/app/routes.ts` concatenates them.
 */
export interface AppRoute {
  /** The spec's route name; public routes end in -Public. */
  name: string;
  /** react-router path, e.g. '/home/index' or '/error/:type'. */
  path: string;
  /** No sign-in needed. */
  public?: boolean;
  /** Needed permission(s) (any one suffices), checked with @gm/domain/permissions `satisfies`. */
  permission?: PermissionRequirement | PermissionRequirement[];
  /** Extra condition on the hotel's settings, e.g. HASMAPARESERVAS = S. */
  enabled?: (ctx: RouteContext) => boolean;
  /**
   * A public page that a signed-in user sees inside the shell (drawer, header, user menu) and an anonymous visitor
   * stand-alone: the error pages.
   */
  inShellWhenSignedIn?: boolean;
  /** Navigation to it is silently cancelled (spec section 2). */
  blocked?: boolean;
  /** The page component, loaded on first visit. */
  page: () => Promise<ComponentType>;
  /** i18n key of the document title. */
  titleKey?: string;
  nav?: NavEntry;
}
