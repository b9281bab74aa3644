import type { FastifyInstance } from 'fastify';
import { bearerOf, resolveCaller } from './caller';
import type { AppDeps } from './deps';
import { LIVE_ORIGIN_HEADER, liveOriginOf } from './events';
import { documentRoute } from './openapi';
import { errorBody } from './transports';

/**
 * GET /jwt/events: a server-sent event stream of the caller's current hotel. The browser reads it
 * with fetch (so the bearer goes in a header, never in the URL) and refetches what changed.
 */
documentRoute({
  method: 'get',
  path: '/jwt/events',
  summary:
    "Server-sent events of the caller's current hotel (booking.changed, webcheckin.changed, invoice.changed...): data { type, id }, and own: true on the events of the writes the same tab made (its x-live-origin header on the stream and on the call; decision 0029). Any server process publishes through PostgreSQL NOTIFY.",
  access: ['user'],
  responses: { '200': 'text/event-stream' },
});

export function registerLiveEvents(app: FastifyInstance, deps: AppDeps): void {
  const open = new Set<() => void>();
  // Streams never go idle: end them before the server closes, or close() would wait for them.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/jwt/events', async (req, reply) => {
    const caller = await resolveCaller(deps, bearerOf(req));
    if (caller === 'invalid' || caller.kind !== 'user' || caller.codIns === null) {
      const { http, body } = errorBody({ statusCode: 401 }, req);
      return reply.status(http === 400 ? 401 : http).send(body);
    }
    const institutionId = caller.codIns;
    // The tab that opened the stream: its own writes' events arrive marked own, so it skips refetching what it already has.
    const origin = liveOriginOf(req.headers[LIVE_ORIGIN_HEADER]);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    const unsubscribe = deps.events.subscribe(institutionId, (event) => {
      const data = { type: event.type, id: event.id ?? null, ...(origin !== null && event.origin === origin ? { own: true } : {}) };
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), 25_000);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
