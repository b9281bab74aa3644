import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage, normaliseLocale } from '@gm/domain/locale';
import { satisfies } from '@gm/domain/permissions';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { recordAudit, takeAudited } from './audit';
import { bearerOf, callerInstitution, parseCookies, resolveCaller } from './caller';
import { limitAuthAttempt } from './client-limits';
import type { AppDeps } from './deps';
import { assertCleanText } from './edge-input';
import { AppError, forbidden, unauthenticated } from './errors';
import { LIVE_ORIGIN_HEADER, liveOriginOf, withLiveOrigin } from './events';
import { bindRequest, speakFor, translate, wordedKey } from './messages';
import {
  type AnyService,
  accessList,
  BinaryReply,
  indexServices,
  RawJson,
  type ServiceContext,
  STAFF_MINTED_DEFAULT,
  servicePaths,
} from './registry';
import { checkReply } from './reply-check';

export function requestLocale(req: FastifyRequest): Locale {
  const q = req.query as Record<string, string | undefined>;
  return (
    normaliseLocale(q?.clientLocale) ??
    normaliseLocale(q?.locale) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});
const xmlBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });

interface XmlRequest {
  serviceName: string;
  params: unknown;
}

function parseXmlEnvelope(raw: string): XmlRequest {
  let doc: Record<string, unknown>;
  try {
    doc = xmlParser.parse(raw) as Record<string, unknown>;
  } catch {
    throw new AppError('platform.bad_request', { httpStatus: 400 });
  }
  const envelope = doc.serviceRequest as Record<string, unknown> | undefined;
  const serviceName = envelope?.['@_serviceName'];
  if (!envelope || typeof serviceName !== 'string') throw new AppError('platform.bad_request', { httpStatus: 400 });
  let body = envelope.requestBody ?? {};
  if (typeof body === 'string') {
    const text = body.trim();
    if (text === '') body = {};
    else {
      try {
        body = JSON.parse(text);
      } catch {
        throw new AppError('platform.bad_request', { httpStatus: 400 });
      }
    }
  }
  return { serviceName, params: body };
}

function xmlReply(status: 0 | 1, message: string, body: unknown): string {
  const responseBody = body === undefined || body === null ? '' : xmlBuilder.build(body as object);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<serviceResponse status="${status}"><statusMessage>${Buffer.from(message, 'utf8').toString('base64')}</statusMessage>` +
    `<responseBody>${responseBody}</responseBody></serviceResponse>`
  );
}

/** The per-name path accepts the params directly or wrapped as { serviceName, params }. */
function unwrapParams(def: AnyService, body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    const keys = Object.keys(b);
    if (b.serviceName === def.name && keys.every((k) => k === 'serviceName' || k === 'params')) return b.params ?? {};
  }
  return body ?? {};
}

type Encoding = 'json' | 'xml' | 'text';

async function runService(
  deps: AppDeps,
  def: AnyService,
  req: FastifyRequest,
  reply: FastifyReply,
  rawInput: unknown,
  encoding: Encoding,
): Promise<unknown> {
  if (def.rateLimit === 'auth') await limitAuthAttempt(deps, def.name, req.ip);
  const locale = requestLocale(req);
  const bearer = bearerOf(req);
  const access = accessList(def);
  let caller = await resolveCaller(deps, bearer);
  if (caller === 'invalid') {
    if (!access.includes('public')) throw unauthenticated();
    caller = { kind: 'anonymous' };
  }
  const allowed =
    access.includes('public') ||
    (caller.kind === 'user' && access.includes('user')) ||
    (caller.kind === 'guest' && access.includes('guest'));
  if (!allowed) throw caller.kind === 'anonymous' ? unauthenticated() : forbidden();
  const codIns = callerInstitution(caller);
  // Refusals are worded for the caller's hotel unless the service names another (platform/messages.ts).
  speakFor(req, codIns);
  // While an administrator emulates a user, nothing acts on the account itself: it is not theirs (issue 12).
  if (def.personal && caller.kind === 'user' && caller.actor) throw new AppError('platform.emulating', { params: { name: caller.name } });
  if (def.needsInstitution && codIns === null) throw new AppError('platform.no_context', { httpStatus: 403 });
  if (def.permission && caller.kind === 'user') {
    if (!satisfies(caller.permissions, def.permission, { codIns, idUser: caller.idUser })) throw forbidden();
  } else if (def.permission && caller.kind !== 'guest' && !access.includes('public')) {
    throw forbidden();
  }
  if (caller.kind === 'guest' && caller.staff) {
    // A guest token staff minted never grants more than the staff member's own permissions.
    const need = def.staffPermission ?? STAFF_MINTED_DEFAULT;
    if (!satisfies(caller.staff.permissions, need, { codIns, idUser: caller.staff.idUser })) throw forbidden();
  }
  const input = def.input.parse(rawInput);
  const cookies = parseCookies(req.headers.cookie);
  const ctx: ServiceContext = {
    deps,
    caller,
    institutionId: codIns,
    locale,
    requestId: req.id,
    log: req.log,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    bearer,
    query: (req.query ?? {}) as Record<string, string>,
    cookies,
    setCookie(name, value, { maxAgeSeconds }) {
      reply.header(
        'set-cookie',
        `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${deps.config.cookieSecure ? '; Secure' : ''}`,
      );
    },
    clearCookie(name) {
      reply.header('set-cookie', `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    },
  };
  bindRequest(ctx, req);
  const emulating = caller.kind === 'user' && !!caller.actor;
  let result: unknown;
  let ownEntry = false;
  try {
    result = await withLiveOrigin(liveOriginOf(req.headers[LIVE_ORIGIN_HEADER]), () => def.handler(ctx, input));
  } finally {
    if (emulating) ownEntry = takeAudited(req.id);
  }
  // Every write made while emulating is attributable as "administrator as user": a handler that recorded its own
  // entry already is; any other gets one naming the service (never its input).
  if (emulating && def.writes && !ownEntry) {
    await recordAudit(deps.db, ctx, { action: 'emulation.call', target: { type: 'service', id: def.name, label: def.name } });
    takeAudited(req.id);
  }
  if (result instanceof BinaryReply) {
    reply.type(result.contentType);
    if (result.filename) reply.header('content-disposition', contentDisposition(result.filename));
    return result.body;
  }
  if (def.output && deps.config.replyChecks !== 'off') checkReply(deps, def, req, result);
  if (result instanceof RawJson) {
    if (encoding === 'json' && def.reply !== 'text') {
      reply.type('application/json; charset=utf-8');
      return result.json;
    }
    result = JSON.parse(result.json) as unknown;
  }
  if (encoding === 'xml') {
    reply.type('text/xml; charset=utf-8');
    return xmlReply(1, '', result);
  }
  if (encoding === 'text' || def.reply === 'text') {
    reply.type('text/plain; charset=utf-8');
    return String(result);
  }
  return result ?? { status: 1 };
}

/** Registers every service's routes: per-name, JSON envelope and legacy XML envelope. */
export function registerTransports(app: FastifyInstance, deps: AppDeps, services: AnyService[]): void {
  indexServices(services);
  const byBase = new Map<string, Map<string, AnyService>>();
  const seen = new Set<string>();
  for (const def of services) {
    for (const path of servicePaths(def)) {
      if (seen.has(path)) throw new Error(`duplicate service path ${path}`);
      seen.add(path);
      const encoding = def.reply === 'text' ? 'text' : 'json';
      const withParams = (req: FastifyRequest, input: unknown) =>
        path.includes(':') && input && typeof input === 'object' ? { ...input, ...(req.params as object) } : input;
      if (def.method === 'GET') {
        app.get(path, {
          config: { service: def },
          handler: (req, reply) => runService(deps, def, req, reply, withParams(req, { ...(req.query as object) }), encoding),
        });
      } else {
        app.post(path, {
          config: { service: def },
          handler: (req, reply) => runService(deps, def, req, reply, withParams(req, unwrapParams(def, req.body)), encoding),
        });
      }
    }
    for (const base of def.basePaths ?? []) {
      const map = byBase.get(base) ?? new Map<string, AnyService>();
      map.set(def.name, def);
      byBase.set(base, map);
    }
  }
  for (const [base, map] of byBase) {
    app.post(base, async (req, reply) => {
      const isXml = typeof req.body === 'string' || /xml/.test(String(req.headers['content-type'] ?? ''));
      if (isXml) {
        const env = parseXmlEnvelope(String(req.body ?? ''));
        const def = map.get(env.serviceName);
        if (!def?.xml) throw new AppError('platform.unknown_service', { httpStatus: 404 });
        (req as { routeService?: AnyService }).routeService = def;
        // The edge's check of the body saw the XML text; what requestBody decodes to is checked here (answered in XML).
        assertCleanText(env.params, 'requestBody');
        return runService(deps, def, req, reply, env.params, 'xml');
      }
      const body = (req.body ?? {}) as { serviceName?: unknown; params?: unknown };
      const def = typeof body.serviceName === 'string' ? map.get(body.serviceName) : undefined;
      if (!def) throw new AppError('platform.unknown_service', { httpStatus: 404 });
      (req as { routeService?: AnyService }).routeService = def;
      return runService(deps, def, req, reply, body.params ?? {}, def.reply === 'text' ? 'text' : 'json');
    });
  }
}

/** RFC 6266 attachment with an ASCII fallback and the UTF-8 name. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface ErrorBody {
  status: 0;
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
  requestId?: string;
}

/**
 * Turns any error into the one error shape (spec section 8); never leaks internals. A refusal is worded here, for
 * the hotel the request is about (`hospital`: the edge looked it up, modules/institutions/wording.ts).
 */
export function errorBody(error: unknown, req: FastifyRequest, hospital = false): { http: number; body: ErrorBody } {
  const locale = requestLocale(req);
  if (error instanceof AppError) {
    const code = wordedKey(error.key, hospital);
    const message = translate(code, locale, error.params);
    // A refusal about one input field names it (0027-form-kit.md): the form shows the message on that field.
    const errors = error.field ? { errors: [{ path: error.field, message }] } : {};
    return {
      http: error.httpStatus,
      body: { status: 0, message, code, ...errors, ...(error.extra ?? {}) },
    };
  }
  if (error instanceof ZodError) {
    return {
      http: 400,
      body: {
        status: 0,
        message: translate('platform.validation', locale),
        code: 'platform.validation',
        errors: error.issues.slice(0, 50).map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
    };
  }
  // Defence in depth: a value PostgreSQL refuses (class 22, data exception: NUL, year 0, out of range...) is the
  // client's bad input, never a 500; the edge and the schemas should have refused it first.
  if (isDataException(error)) return known(400, 'platform.invalid_value');
  const e = error as { statusCode?: number; code?: string };
  const sc = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (sc === 429) return known(429, 'platform.rate_limited');
  if (sc === 413) return known(413, 'platform.body_too_large');
  if (sc === 415) return known(415, 'platform.unsupported_media');
  if (sc === 408 || e?.code === 'FST_ERR_REQUEST_TIMEOUT') return known(408, 'platform.timeout');
  if (sc >= 400 && sc < 500) return known(sc === 404 ? 404 : 400, sc === 404 ? 'platform.not_found' : 'platform.bad_request');
  return {
    http: 500,
    body: {
      status: 0,
      message: translate('platform.internal', locale, { requestId: req.id }),
      code: 'platform.internal',
      requestId: req.id,
    },
  };

  function known(http: number, key: string) {
    return { http, body: { status: 0 as const, message: translate(key, locale), code: key } };
  }
}

/** A PostgreSQL error of class 22 (data exception: 22P05, 22008, 22007, 22003, 22021...). */
export function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return typeof e?.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === 'string';
}

function serviceOf(req: FastifyRequest): AnyService | undefined {
  return (req as { routeService?: AnyService }).routeService ?? (req.routeOptions?.config as { service?: AnyService } | undefined)?.service;
}

export function encodeError(req: FastifyRequest, reply: FastifyReply, http: number, body: ErrorBody): unknown {
  const def = serviceOf(req);
  const isXml = /xml/.test(String(req.headers['content-type'] ?? '')) && def?.xml;
  reply.status(http);
  if (isXml) {
    reply.type('text/xml; charset=utf-8');
    return xmlReply(0, body.message, null);
  }
  if (def?.reply === 'text') {
    reply.type('text/plain; charset=utf-8');
    // Legacy form endpoints are read by status text, so domain refusals answer 200 with their code.
    if (http === 422) reply.status(200);
    return def.textFailure ? def.textFailure(body.message) : `0;${body.message}`;
  }
  return body;
}
