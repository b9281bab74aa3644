import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type GuestPath, guestPathOf, RENDERED_WITHOUT_LINK_GUEST_PATHS, SERVER_RENDERED_GUEST_PATHS } from '@gm/domain/guest-pages';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, normaliseLocale } from '@gm/domain/locale';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../platform/caller';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { escapeHtml } from '../../platform/html';
import { hotelLinkContext } from '../institutions/public';
import { CRITICAL_MARK, deferStylesheet } from './critical-css';

/**
 * The server's render of the guest pages a hotel link opens (docs/decisions/0017-guest-server-render.md):
 * /checkin, /menu-checkin and /payment with an `h` code answer guest.html with the first screen already in it and
 * the link's context beside it, so a phone on a slow network draws the page before the scripts arrive; the browser
 * then hydrates it. /payment without a code is rendered too (it says what the link lacks; 0042), and the review
 * pages with or without one, from what their link's token opens (a page's `firstScreen` source: 0046). The render module
 * is the web build's dist/server/guest-ssr.js. Without it, for another path, an invalid link, a page the module
 * declines (e.g. /payment with a booking token) or if the render fails, the plain guest.html goes out and the
 * browser renders alone.
 */

interface RenderedGuestPage {
  root: string;
  boot: string;
  lang: string;
  title: string;
}

interface GuestRenderModule {
  renderGuestPage(req: {
    pathname: string;
    search: string;
    locale: Locale;
    h: string | null;
    reply: unknown;
    data?: unknown;
  }): Promise<RenderedGuestPage | null>;
}

/**
 * The page's own first screen, read from its address (e.g. the review pages' survey from the link's token, given by
 * the surveys module in app.ts): undefined leaves the page to the browser.
 */
export type FirstScreenSource = (url: URL, locale: Locale) => Promise<unknown>;

const RENDERED_PATHS = new Set<string>(SERVER_RENDERED_GUEST_PATHS);
const WITHOUT_LINK = new Set<string>(RENDERED_WITHOUT_LINK_GUEST_PATHS);
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html lang="[^"]*">/;
/** The entry's module script and the preloads of its chunks, as Vite writes them into guest.html. */
const SCRIPTS = /<(script type="module"|link rel="modulepreload")/g;
const TITLE = /<title>[^<]*<\/title>/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface GuestPageRenderer {
  /** Sends the rendered page and returns true, or returns false (nothing sent) for the plain guest.html. */
  trySend(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function guestPageRenderer(
  deps: AppDeps,
  webDist: string,
  log: FastifyBaseLogger,
  firstScreens: Partial<Record<GuestPath, FirstScreenSource>> = {},
): GuestPageRenderer | null {
  const entry = path.join(webDist, 'server', 'guest-ssr.js');
  const templateFile = path.join(webDist, 'guest.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  const plain = readFileSync(templateFile, 'utf8');
  if (!plain.includes(ROOT) || !HTML_TAG.test(plain) || !TITLE.test(plain)) {
    log.warn('guest.html has no empty root, html lang or title: guest pages are not rendered on the server');
    return null;
  }
  // A rendered page is drawn without its scripts: they come after the document, which then has a slow network to
  // itself (they only take the page over), and the rules it uses are in it, so nothing else holds the first paint
  // back (critical-css.ts). 0042-payment-server-render.md has the figures.
  const deferred = deferStylesheet(plain, webDist);
  const template = deferred.html.replace(SCRIPTS, '<$1 fetchpriority="low"');
  const sheet = deferred.sheet;
  let module: Promise<GuestRenderModule | null> | null = null;
  // Loaded on the first guest page (about 50 ms), not at start-up: most processes never render one.
  const load = () =>
    (module ??= import(pathToFileURL(entry).href).then(
      (m: GuestRenderModule) => m,
      (error: unknown) => {
        log.warn({ err: error }, 'the guest page render module did not load: guest pages are rendered in the browser');
        return null;
      },
    ));

  async function render(req: FastifyRequest): Promise<string | null> {
    const url = new URL(req.url, 'http://guest.invalid');
    const page = guestPathOf(url.pathname);
    const h = url.searchParams.get('h')?.trim() || null;
    if (!page || !RENDERED_PATHS.has(page) || (!h && !WITHOUT_LINK.has(page)) || url.searchParams.has('r')) return null;
    let reply: Awaited<ReturnType<typeof hotelLinkContext>> | null = null;
    if (h) {
      try {
        reply = await hotelLinkContext(deps, h);
      } catch (error) {
        if (error instanceof AppError) return null; // the browser shows 'Link de Hotel Inválido'
        throw error;
      }
    }
    const mod = await load();
    if (!mod) return null;
    // As the browser picks it (src/i18n/i18n.ts initialLocale): the parameter, else the guest's choice, else pt.
    const chosen = parseCookies(req.headers.cookie)[LOCALE_COOKIE];
    const locale = normaliseLocale(url.searchParams.get('locale')) ?? normaliseLocale(chosen) ?? DEFAULT_LOCALE;
    const source = firstScreens[page];
    const data = source ? await source(url, locale) : undefined;
    if (source && data === undefined) return null;
    const rendered = await mod.renderGuestPage({ pathname: url.pathname, search: url.search, locale, h, reply, data });
    if (!rendered) return null;
    return template
      .replace(CRITICAL_MARK, () => sheet?.styleFor(rendered.root) ?? '')
      .replace(HTML_TAG, `<html lang="${escapeHtml(rendered.lang)}" data-mantine-color-scheme="light">`)
      .replace(TITLE, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(ROOT, `<div id="root">${rendered.root}</div>${rendered.boot}`);
  }

  return {
    async trySend(req, reply) {
      let html: string | null;
      try {
        html = await render(req);
      } catch (error) {
        req.log.warn({ err: error }, 'guest page render failed; sending the page without it');
        return false;
      }
      if (html === null) return false;
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const body = Buffer.from(html);
      // The page carries the link's context token: never cached, by the browser or anything between.
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (/\bbr\b/.test(accepts)) {
        reply.header('content-encoding', 'br');
        await reply.send(await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      } else if (/\bgzip\b/.test(accepts)) {
        reply.header('content-encoding', 'gzip');
        await reply.send(await gzip(body));
      } else {
        await reply.send(body);
      }
      return true;
    },
  };
}
