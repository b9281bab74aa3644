import type { LinkReply } from '@gm/contracts/institutions/replies';
import { type Locale, SUPPORTED_LOCALES } from '@gm/domain/locale';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadPage } from '../app/route-page';
import { setLanguage } from '../i18n/engine';
import { loadFeatureBundlesFor } from '../i18n/feature-bundles';
import { loadBundle, setWording, tx } from '../i18n/i18n';
import { setRenderLocation } from '../lib/navigation';
import { setHotelLook } from '../theme/hotel-look';
import { applyThemeParameter, getQueryTheme } from '../theme/theme-choice';
import { bootScript, type GuestBoot } from './boot';
import { GuestApp } from './guest-app';
import { guestRouteFor } from './routes';

/**
 * The server's render of a guest page opened from a hotel link (docs/decisions/0017-guest-server-render.md): the
 * first screen arrives in the HTML, drawn before the scripts, and the browser hydrates it. Built with
 * `vite build --ssr` into dist/server/ and loaded by the API server; the browser never downloads this module.
 */

export interface GuestPageRequest {
  pathname: string;
  search: string;
  locale: Locale;
  /** The link's hotel code and ContextoService's answer for it; null for a page rendered without a link. */
  h: string | null;
  reply: LinkReply | null;
  /** The page's own first screen the server read from the address (the review pages' survey: 0046), if any. */
  data?: unknown;
}

export interface RenderedGuestPage {
  /** The inside of `<div id="root">`. */
  root: string;
  /** The boot data's script element, for after the root. */
  boot: string;
  /** `<html lang>`. */
  lang: string;
  title: string;
}

let wordsLoaded: Promise<unknown> | null = null;

/** Renders the page, or null when it is not one the server renders. */
export async function renderGuestPage(req: GuestPageRequest): Promise<RenderedGuestPage | null> {
  const route = guestRouteFor(req.pathname);
  const render = route?.ssr;
  // Only pages whose first screen depends on the hotel link alone (`ssr` in their definition); the others need a
  // guest's own session. The server sends a link only for a code it resolved, none for a page without one.
  if (!route || !render || (render.renders && !render.renders(new URLSearchParams(req.search)))) return null;
  if (req.reply && req.reply.tipo !== 'h') return null;
  const reply = req.reply;
  const h = reply ? req.h : null;
  if (reply && !h) return null;
  const link = reply && h ? { h, context: reply.contextIns } : null;
  // What loads asynchronously first (once per process: the page's module and every language's words)...
  await preloadPage(route);
  wordsLoaded ??= Promise.all(SUPPORTED_LOCALES.map((l) => loadBundle(l)));
  await wordsLoaded;
  // ...the words of each feature whose page has been loaded, in every language (a feature's first page brings its own;
  // nothing to do after that)...
  await Promise.all(SUPPORTED_LOCALES.map((l) => loadFeatureBundlesFor(l)));
  // ...then the render itself, synchronous: the module-wide state it sets (address, language, the page's own,
  // wording, theme) cannot be seen by another request's render, and is cleared before returning.
  try {
    setRenderLocation({ pathname: req.pathname, search: req.search });
    setLanguage(req.locale);
    render.close?.();
    applyThemeParameter(req.search);
    render.openLink(route.name, link, req.search, req.data);
    const root = renderToString(
      <StrictMode>
        <GuestApp />
      </StrictMode>,
    );
    const boot: GuestBoot = { h, locale: req.locale, theme: getQueryTheme(), reply, ...(req.data === undefined ? {} : { data: req.data }) };
    return {
      root,
      boot: bootScript(boot),
      lang: req.locale === 'pt' ? 'pt-BR' : req.locale,
      title: `${tx(route.titleKey ?? 'app.meta.title')} · ${tx('app.meta.title')}`,
    };
  } finally {
    setRenderLocation(null);
    render.close?.();
    setWording(undefined);
    applyThemeParameter('?theme=');
    setHotelLook(null);
  }
}
