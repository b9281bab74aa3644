import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import type { PlainRoutes } from '../../../platform/module';
import type { PlainRouteDoc } from '../../../platform/openapi';
import { TrackingHits } from './hits';
import { CLICK_PATH, ONE_CLICK_PATH, OPEN_PATH, UNSUBSCRIBE_PAGE } from './links';
import { verifyRow, verifyTarget } from './signing';
import { oneClickUnsubscribe } from './unsubscribe';

/**
 * The campaign mail's public links (decision 0058): the open pixel, the signed redirect and RFC 8058's one-click
 * unsubscribe. No session, no settings: the signature is checked in memory, the answer goes at once, and the hit is
 * counted behind (TrackingHits: one UPDATE for every row hit in the last 200 ms), so a burst of opens after a send
 * costs the database one statement a fifth of a second, not one per hit.
 */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function refuse(reply: FastifyReply, code = 404) {
  return reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This link is not valid.');
}

function register(app: FastifyInstance, deps: AppDeps): void {
  const secret = () => deps.config.jwtSecret;
  const hits = new TrackingHits(deps.db, (message) => app.log.warn(message));
  app.addHook('onClose', () => hits.close());

  app.get<{ Params: { file: string } }>(`${OPEN_PATH}/:file`, async (req, reply) => {
    const token = req.params.file.replace(/\.gif$/, '');
    const row = verifyRow(secret(), 'open', token);
    // The pixel is answered either way (a mail client shows no broken image); only a signed one counts.
    if (row) hits.open(row);
    return reply
      .header('cache-control', 'no-store, max-age=0')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/gif')
      .send(GIF);
  });

  app.get<{ Params: { token: string }; Querystring: { u?: string; s?: string } }>(`${CLICK_PATH}/:token`, async (req, reply) => {
    const { u, s } = req.query;
    const row = verifyRow(secret(), 'click', req.params.token);
    // Only a target signed for this row, and only http(s): never an open redirect.
    if (
      !row ||
      typeof u !== 'string' ||
      typeof s !== 'string' ||
      !/^https?:\/\//i.test(u) ||
      !verifyTarget(secret(), req.params.token, u, s)
    )
      return refuse(reply);
    hits.click(row);
    return reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('location', u).send();
  });

  // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the List-Unsubscribe address.
  app.post<{ Querystring: { t?: string }; Body: Record<string, unknown> | undefined }>(ONE_CLICK_PATH, async (req, reply) => {
    const t = typeof req.query.t === 'string' ? req.query.t : '';
    if (!verifyRow(secret(), 'unsubscribe', t)) return refuse(reply);
    if (req.body?.['List-Unsubscribe'] !== 'One-Click') return refuse(reply, 400);
    try {
      await oneClickUnsubscribe(deps.db, secret(), t);
    } catch {
      return refuse(reply);
    }
    return reply.code(200).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Unsubscribed.');
  });

  // A person who opens the List-Unsubscribe address lands on the page, where they confirm.
  app.get<{ Querystring: { t?: string } }>(ONE_CLICK_PATH, async (req, reply) => {
    const t = typeof req.query.t === 'string' && verifyRow(secret(), 'unsubscribe', req.query.t) ? req.query.t : null;
    if (!t) return refuse(reply);
    return reply
      .code(303)
      .header('location', `${UNSUBSCRIBE_PAGE}?t=${encodeURIComponent(t)}`)
      .send();
  });
}

const docs: PlainRouteDoc[] = [
  {
    method: 'get',
    path: `${OPEN_PATH}/{token}.gif`,
    summary: "A campaign mail's open pixel (1x1 GIF): a signed token counts a view of its row (DHLASTVIEWED).",
    access: ['signed link'],
    pathParams: { token: 'the row token signed for opens' },
    responses: { '200': 'The 1x1 GIF, whatever the token' },
  },
  {
    method: 'get',
    path: `${CLICK_PATH}/{token}`,
    summary:
      "A campaign mail's link: counts a click of its row (DHVISITED) and redirects to the signed target; anything unsigned or altered is refused.",
    access: ['signed link'],
    pathParams: { token: 'the row token signed for clicks' },
    query: { u: 'the target (http or https)', s: 'the signature of the row token and the target' },
    responses: { '302': 'To the target', '404': 'Unsigned, altered or not http(s)' },
  },
  {
    method: 'post',
    path: ONE_CLICK_PATH,
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): stops the marketing e-mail of the address the signed token names.',
    access: ['signed link'],
    query: { t: 'the row token signed for unsubscribing' },
    body: { contentType: 'application/x-www-form-urlencoded', description: 'List-Unsubscribe=One-Click' },
    responses: { '200': 'Unsubscribed', '400': 'Not a one-click body', '404': 'Unsigned or altered token' },
  },
  {
    method: 'get',
    path: ONE_CLICK_PATH,
    summary: 'The List-Unsubscribe address opened in a browser: redirects to the /unsubscribe page, where the guest confirms.',
    access: ['signed link'],
    query: { t: 'the row token signed for unsubscribing' },
    responses: { '303': 'To /unsubscribe?t=', '404': 'Unsigned or altered token' },
  },
];

export const deliveryRoutes: PlainRoutes = { docs, register };
