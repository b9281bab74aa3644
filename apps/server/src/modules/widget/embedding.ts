import { contractPath } from '@gm/contracts/contract';
import * as contract from '@gm/contracts/widget/services';
import { guestPathOf } from '@gm/domain/guest-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlainRoutes } from '../../platform/module';

/** The loader a hotel's website includes (apps/web/widget/loader.ts, built to the web's dist as widget.js). */
export const LOADER_PATH = '/widget.js';
/** The loader's address is not versioned (hotels paste it once): browsers and CDNs keep it an hour, then revalidate. */
export const LOADER_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const METADATA_PATH = contractPath(contract.widgetMetadata);

/** The CSP the security headers set, with the framed screen allowed in any website's page. */
function framedAnywhere(csp: string): string {
  return csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
}

/**
 * What other origins may do with the widget (docs/decisions/0053-website-widget.md), in one place: every website may
 * load the loader (a cross-origin script: CORP cross-origin, CORS for `crossorigin` and integrity checks), call
 * WidgetMetadataService (no credentials: the answer is public) and frame /menu-widget-screen. Everything else keeps
 * the product's same-origin headers.
 */
function openToWebsites(path: string, reply: FastifyReply): void {
  if (path === LOADER_PATH) {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.raw.removeHeader('cache-control');
    reply.header('cache-control', LOADER_CACHE);
  } else if (path === METADATA_PATH) {
    reply.header('access-control-allow-origin', '*');
  } else if (guestPathOf(path) === '/menu-widget-screen') {
    reply.raw.removeHeader('x-frame-options');
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.raw.setHeader('content-security-policy', framedAnywhere(csp));
  }
}

export const widgetEmbedding: PlainRoutes = {
  docs: [],
  register(app: FastifyInstance) {
    app.addHook('onSend', async (req, reply, payload) => {
      openToWebsites(req.url.split('?')[0]!, reply);
      return payload;
    });
  },
};
