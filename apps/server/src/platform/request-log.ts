import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What the server logs per request, and how a person reads it (docs/decisions/0036-hand-written-parts.md).
 *
 * Fastify's default request logging writes two JSON lines per request ("incoming request", "request completed"), static
 * files included: an hour of clicking buried the start banner under thousands of lines. Instead, one line per
 * request, written when the reply is sent; static files, the health check and not-modified replies only at debug
 * level. The format is pino's JSON in production (LOG_FORMAT=json) and one short line elsewhere (LOG_FORMAT=line):
 *
 *   12:03:04 POST /jwt/BookingService 200 12 ms
 *   12:03:05 WARN data exception answered as bad input {"reqId":"…","err":{…}}
 *
 * pino's redaction and serializers run before either format, so what is never logged (passwords, tokens, card data,
 * CPF) stays out of both.
 */
export type LogFormat = 'line' | 'json';

/** A file the web build wrote (an extension in the last segment), the health check, or a page's HTML shell. */
export function isQuietRequest(method: string, path: string, statusCode: number): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (statusCode === 304) return true;
  if (statusCode >= 400) return false;
  return path === '/health' || path.startsWith('/assets/') || /\/[^/]*\.[a-z0-9]{2,5}$/i.test(path);
}

const shells = new WeakSet<FastifyRequest>();

/** The request was answered with a page's HTML shell (index.html, guest.html): as quiet as a static file. */
export function markShell(req: FastifyRequest): void {
  shells.add(req);
}

/**
 * Fastify's request logging, one entry per request (`logController`): nothing when a request comes in, "request
 * completed" with the method, path, status and time when its reply is sent; at debug level for the quiet requests.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, req, reply);
      return;
    }
    const quiet = shells.has(req) || isQuietRequest(req.method, String(req.url).split('?')[0]!, reply.statusCode);
    const level = quiet ? 'debug' : 'info';
    req.log[level]({ req, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  }

  /** A browser that stops a download (a page left while its files load) is no news: debug level. */
  override streamError(error: Error, req: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.debug({ req }, 'stream closed prematurely');
    else super.streamError(error, req, reply);
  }
}

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields every entry has, or that the line shows in its own way.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err']);

function clock(time: number | undefined): string {
  const d = time === undefined ? new Date() : new Date(time);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One of pino's JSON lines as a line a person reads. */
export function formatLine(json: string): string {
  let e: Entry;
  try {
    e = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[e.level ?? 30] ?? String(e.level);
  const head = `${clock(e.time)}${level ? ` ${level}` : ''}`;
  if (e.msg === 'request completed' && e.req && e.res) {
    return `${head} ${e.req.method} ${e.req.url} ${e.res.statusCode} ${e.responseTime ?? '?'} ms\n`;
  }
  const extra = Object.fromEntries(Object.entries(e).filter(([k]) => !SHOWN.has(k)));
  const rest = Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : '';
  const stack = e.err ? `\n  ${(e.err.stack ?? e.err.message ?? JSON.stringify(e.err)).split('\n').join('\n  ')}` : '';
  return `${head} ${e.msg ?? ''}${rest}${stack}\n`;
}

/** A pino destination writing `formatLine` to `out` (stdout by default). */
export function lineDestination(out: { write(text: string): unknown } = process.stdout): { write(json: string): void } {
  return {
    write(json: string) {
      out.write(formatLine(json));
    },
  };
}
