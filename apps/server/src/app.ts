import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isGuestPath } from '@gm/domain/guest-pages';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { repoRoot } from './db/paths';
import { allServices, modules } from './modules';
import { guestPageRenderer } from './modules/checkin/public';
import { refusalForHospital } from './modules/institutions/public';
import { reviewFirstScreens } from './modules/surveys/public';
import type { AppDeps } from './platform/deps';
import { registerEdgeInputCheck } from './platform/edge-input';
import { startJobQueue, stopJobQueue } from './platform/jobs';
import { registerLiveEvents } from './platform/live';
import { registerModuleCatalogues, registerModuleRoutes } from './platform/module';
import { apiPage, documentRoute, openApiDocument } from './platform/openapi';
import type { AnyService } from './platform/registry';
import { lineDestination, markShell, RequestLog } from './platform/request-log';
import { encodeError, errorBody, isDataException, registerTransports } from './platform/transports';

export interface BuildOptions {
  services?: AnyService[];
  logger?: boolean;
  /** Where logs go (default stdout); tests read them from memory. */
  logStream?: NodeJS.WritableStream;
  /** Extra routes a test needs (e.g. a failpoint); never used in production. */
  extraRoutes?: (app: FastifyInstance) => void;
}

// GET /login and /login/* are web screens (the sign-in API is POST /login), so '/login' is not listed.
const API_PREFIXES = [
  '/broker',
  '/jwt',
  '/brokerJson',
  '/legacy',
  '/person',
  '/booking',
  '/logout',
  '/user',
  '/openapi',
  '/health',
  '/api',
];

/**
 * Whether a GET that no route answered is an API miss (a JSON 404) rather than a screen of the web app: a prefix
 * counts as a whole path segment, so '/legacy' and '/legacy/...' are the API and '/legacy-tagpanel/explore' a screen.
 */
export function isApiPath(url: string): boolean {
  const p = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(`${prefix}.`));
}

documentRoute({
  method: 'get',
  path: '/health',
  summary: 'Checks the database.',
  access: ['public'],
  responses: { '200': '{ status: ok, database: ok }', '503': 'Database unreachable' },
});

/** The Fastify instance with every transport and service; tests use it as-is. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const services = opts.services ?? allServices();
  // Messages, job handlers and the plain routes' OpenAPI entries of every module, before anything reads them.
  registerModuleCatalogues(modules);
  // pg-boss's schema and one queue per job kind, before any service can enqueue (decision 0035).
  await startJobQueue(deps.db, deps.log);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            // LOG_FORMAT=line (the default outside production): one short line a person reads; json: pino's lines.
            ...(deps.config.logFormat === 'line'
              ? { stream: lineDestination(opts.logStream) }
              : opts.logStream
                ? { stream: opts.logStream }
                : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.newPw',
                '*.currentPw',
                '*.cardNumber',
                '*.cardCvv',
                '*.cpf',
              ],
              censor: '[redacted]',
            },
            // Query strings can carry link tokens: log the path only.
            serializers: {
              req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], remoteAddress: req.ip }),
            },
          },
    // One entry per request instead of two, static files at debug level (platform/request-log.ts).
    logController: new RequestLog(),
    genReqId: () => randomUUID(),
    bodyLimit: deps.config.bodyLimitBytes,
    requestTimeout: deps.config.requestTimeoutMs,
    // Forwarded headers are believed only from the configured proxies (docs/decisions/0019-edge-input-and-sign-in-limits.md):
    // req.ip is what sign-in limits, logs and accepted terms record.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
  });
  registerEdgeInputCheck(app);

  // Security headers, the same on every reply. Built once: @fastify/helmet built helmet's middleware again on every
  // request (parsing the CSP directives each time), a measurable share of a short API request (decision 0041).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.cookieSecure,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  await app.register(formbody, { bodyLimit: deps.config.bodyLimitBytes });
  await app.register(rateLimit, { global: false });
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.setErrorHandler(async (error, req, reply) => {
    // Refusals carry their key; the wording (hotel or hospital) is chosen here, from the request's hotel (0025).
    const { http, body } = errorBody(error, req, await refusalForHospital(deps, req, error));
    if (http >= 500) req.log.error({ err: error, requestId: req.id }, 'unexpected error');
    // A value PostgreSQL refused that the edge let through: the client's 400, but a check is missing somewhere.
    else if (isDataException(error)) req.log.warn({ err: error, requestId: req.id }, 'data exception answered as bad input');
    const retryAfter = (error as { extra?: { retryAfter?: unknown } }).extra?.retryAfter;
    if (http === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.send(encodeError(req, reply, http, body));
  });

  app.get('/health', async (_req, reply) => {
    try {
      await deps.db.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
  const doc = openApiDocument(services);
  app.get('/openapi.json', async () => doc);
  const page = apiPage(services);
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));

  if (deps.config.benchCeiling) {
    // The benchmark's ceiling: the same server doing no work, measured beside each scenario.
    app.get('/__bench/ceiling', async () => ({ status: 1 }));
    app.post('/__bench/ceiling', async () => ({ status: 1 }));
  }
  registerTransports(app, deps, services);
  registerLiveEvents(app, deps);
  await registerModuleRoutes(app, deps, modules);
  opts.extraRoutes?.(app);

  const webDist = deps.config.webDist ?? path.join(repoRoot(), 'apps/web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // The guest's public screens are their own document without the back office (docs/decisions/0015-guest-entry.md).
  const hasGuestWeb = existsSync(path.join(webDist, 'guest.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text asset (the `precompress` plugin in apps/web/vite-precompress.ts).
      preCompressed: true,
      // dist/server holds the guest pages' render module, for this process only.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The review pages draw the questionnaire their link's token opens (docs/decisions/0046-review-server-render.md).
  const guestPages = hasGuestWeb ? guestPageRenderer(deps, webDist, app.log, reviewFirstScreens(deps)) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = isApiPath(req.url);
    if (hasWeb && req.method === 'GET' && !isApi && !/\.[a-z0-9]{2,5}(\?|$)/i.test(req.url)) {
      const guest = hasGuestWeb && isGuestPath(req.url.split('?')[0]!);
      if (guest && guestPages && (await guestPages.trySend(req, reply))) return reply;
      reply.header('cache-control', 'no-cache');
      markShell(req);
      return reply.sendFile(guest ? 'guest.html' : 'index.html');
    }
    const { http, body } = errorBody({ statusCode: 404 }, req);
    return reply.status(http).send(body);
  });
  // Closing the app stops this pool's pg-boss (its workers wait for running handlers).
  app.addHook('onClose', () => stopJobQueue(deps.db));
  return app;
}
