import type { GuestContext } from '@gm/contracts/institutions/replies';
import type { GuestPath } from '@gm/domain/guest-pages';
import type { ComponentType } from 'react';
import { type FeatureBundle, withFeatureBundle } from '../i18n/feature-bundles';
import { withQueryClient } from './query-scope';
import type { AppRoute } from './route-types';

/** A public guest screen (src/guest): a route of the guest entry, never of the back office. */
export interface GuestPage extends AppRoute {
  path: GuestPath;
  public: true;
  /** The server renders its first screen (docs/decisions/0017-guest-server-render.md), or null. */
  ssr: GuestPageRender | null;
}

/** A hotel link the server resolved: its code and ContextoService's context. */
export interface ResolvedLink {
  h: string;
  context: GuestContext;
}

/**
 * What the server's render of a page (src/guest/ssr.tsx) sets before it, and the browser again before hydrating it
 * (src/guest/main.tsx), so both first renders draw the same.
 */
export interface GuestPageRender {
  /**
   * Takes the link's context (null: a page the server renders without a link, @gm/domain `RENDERED_WITHOUT_LINK_GUEST_PATHS`)
   * and the page's own first screen the server read from the address, if any (`data`: the review pages' survey, 0046).
   */
  openLink(route: string, link: ResolvedLink | null, search: string, data?: unknown): void;
  /** Clears what openLink set, after the server's render. */
  close?(): void;
  /** Whether the server renders this address (default: always). */
  renders?(params: URLSearchParams): boolean;
  /** The browser's first render would not be the server's (e.g. a check-in under way in this tab): no hydration. */
  differs?(link: ResolvedLink | null): boolean;
}

export interface GuestPageOptions {
  /** The spec's route name, ending in -Public. */
  name: string;
  /** Listed in @gm/domain/guest-pages `GUEST_PATHS` (the server answers it with guest.html): the type says so. */
  path: GuestPath;
  /** i18n key of the document title. */
  titleKey: string;
  /** The page's component, loaded on first visit. */
  load: () => Promise<ComponentType>;
  /** The feature's translations, loaded beside the page. */
  bundle?: FeatureBundle;
  /** The page reads server state through TanStack Query: the query client loads with it (not in the guest's first load). */
  query?: boolean;
  /** Rendered on the server; also listed in @gm/domain `SERVER_RENDERED_GUEST_PATHS` (a test holds the two equal). */
  ssr?: GuestPageRender;
}

/**
 * One guest page in one place (issue 10 §3): its route, the wrappers its loader needs (translations, query client)
 * and whether the server renders it. A feature lists its pages in `features/<f>/guest-pages.ts` (`guestPages`);
 * src/guest/routes.ts gathers every such file, the server's render (src/guest/ssr.tsx) reads `ssr`.
 */
export function defineGuestPage({ load, bundle, query, ssr, ...route }: GuestPageOptions): GuestPage {
  const page = query ? withQueryClient(load) : load;
  return { ...route, public: true, ssr: ssr ?? null, page: bundle ? withFeatureBundle(bundle, page) : page };
}
