import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import { queueIngestion } from './ingest';

/**
 * The WhatsApp Cloud API's webhook (docs/messaging.md): Meta checks the subscription with a GET (hub.mode,
 * hub.verify_token, hub.challenge) and delivers the `messages` field's changes by POST, signed with the app secret
 * (X-Hub-Signature-256). The port verifies and keeps the events (without message text); the hotel whose number it
 * was is queued for ingestion at once. Meta retries any answer other than 200, so a delivery for a number no hotel
 * has is still 200 (kept, read if a hotel adds it within a week).
 */
export const WEBHOOK_PATH = '/webhooks/whatsapp';
const MAX_BODY = 3 * 1024 * 1024;

const docs: PlainRouteDoc[] = [
  {
    method: 'get',
    path: WEBHOOK_PATH,
    summary: "The WhatsApp Cloud API's subscription check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN.",
    access: ['public (Meta)'],
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'WHATSAPP_VERIFY_TOKEN', 'hub.challenge': 'echoed back' },
    responses: { '200': 'the challenge, as text', '403': 'Wrong verify token, or the Cloud API is not configured' },
  },
  {
    method: 'post',
    path: WEBHOOK_PATH,
    summary:
      "The WhatsApp Cloud API's `messages` webhook (guests' messages and the statuses of what the hotel's number sent), signed X-Hub-Signature-256 with WHATSAPP_APP_SECRET. Message text is read for its topic and a link's code, never kept.",
    access: ['public (Meta, signed)'],
    body: { contentType: 'application/json', description: 'the Cloud API webhook: { object, entry[{ changes[{ field, value }] }] }' },
    responses: { '200': 'kept', '401': 'Bad or missing signature, or the Cloud API is not configured' },
  },
];

export const webhookRoutes: PlainRoutes = {
  docs,
  async register(app: FastifyInstance, deps: AppDeps) {
    await app.register(async (scope) => {
      // The signature is over the raw bytes: this scope keeps them.
      scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));
      scope.get(WEBHOOK_PATH, async (req, reply) => {
        const challenge = deps.ports.messaging.verifySubscription((req.query ?? {}) as Record<string, unknown>);
        if (challenge === null) return reply.code(403).type('text/plain').send('forbidden');
        return reply.type('text/plain').send(challenge);
      });
      scope.post(WEBHOOK_PATH, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['x-hub-signature-256'];
        const kept = await deps.ports.messaging.receive(raw, typeof signature === 'string' ? signature : undefined);
        if (!kept) return reply.code(401).send({ status: 0 });
        const numbers = new Set<string>();
        for (const m of raw.toString('utf8').matchAll(/"phone_number_id"\s*:\s*"([0-9]{1,30})"/g)) numbers.add(m[1]!);
        if (numbers.size) {
          const { rows } = await deps.db.query<{ institution_id: number }>(
            'SELECT institution_id FROM messaging_accounts WHERE enabled AND external_ref = ANY($1::text[])',
            [[...numbers]],
          );
          for (const r of rows) await queueIngestion(deps.db, r.institution_id);
        }
        return reply.send({ status: 1 });
      });
    });
  },
};
