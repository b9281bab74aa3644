import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLine, isQuietRequest, lineDestination, RequestLog } from './request-log';

/** A Fastify app logging as app.ts does, into memory. */
async function appLogging(format: 'line' | 'json', level = 'info') {
  const lines: string[] = [];
  const out = { write: (s: string) => lines.push(s) };
  const app = Fastify({
    logger: {
      level,
      stream: format === 'line' ? lineDestination(out) : out,
      redact: { paths: ['*.password', '*.cardNumber'], censor: '[redacted]' },
      serializers: { req: (req) => ({ method: req.method, url: String(req.url).split('?')[0] }) },
    },
    logController: new RequestLog(),
  });
  app.post('/jwt/BookingService', async (req) => {
    req.log.warn({ body: req.body }, 'looked at the body');
    return { status: 1 };
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/assets/index-abc.js', async (_req, reply) => reply.type('text/javascript').send('x'));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('in line format: one short line per request, none for static files or the health check', async () => {
    const { app, lines } = await appLogging('line');
    await app.inject({ method: 'POST', url: '/jwt/BookingService?token=secret-link', payload: { name: 'Ana' } });
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const text = lines.join('');
    expect(text).toMatch(/^\d\d:\d\d:\d\d WARN looked at the body \{"reqId":"[^"]+","body":\{"name":"Ana"\}\}\n/);
    expect(text).toMatch(/\n\d\d:\d\d:\d\d POST \/jwt\/BookingService 200 \d+ ms\n/);
    expect(text).toMatch(/\n\d\d:\d\d:\d\d GET \/boom 500 \d+ ms\n/);
    expect(text).not.toContain('/health');
    expect(text).not.toContain('/assets/');
    expect(text).not.toContain('secret-link');
    expect(text).not.toContain('{"level"');
  });

  it('in JSON: one entry per request; static files and the health check at debug level', async () => {
    const info = await appLogging('json');
    await info.app.inject({ method: 'GET', url: '/health' });
    await info.app.inject({ method: 'POST', url: '/jwt/BookingService', payload: {} });
    await info.app.close();
    const entries = info.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'request completed')).toEqual([
      expect.objectContaining({ level: 30, req: { method: 'POST', url: '/jwt/BookingService' }, res: { statusCode: 200 } }),
    ]);
    expect(entries.some((e) => e.msg === 'incoming request')).toBe(false);

    const debug = await appLogging('json', 'debug');
    await debug.app.inject({ method: 'GET', url: '/health' });
    await debug.app.close();
    expect(debug.lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ level: 20, msg: 'request completed', req: { method: 'GET', url: '/health' } }),
    );
  });

  it('keeps the redaction rules in line format', async () => {
    const { app, lines } = await appLogging('line');
    await app.inject({ method: 'POST', url: '/jwt/BookingService', payload: { password: 'hunter2', cardNumber: '4111111111111111' } });
    await app.close();
    expect(lines.join('')).toContain('"password":"[redacted]","cardNumber":"[redacted]"');
    expect(lines.join('')).not.toMatch(/hunter2|4111111111111111/);
  });

  it('formats an error with its stack, and passes through what is not JSON', () => {
    const line = formatLine(
      JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 25, 12, 3, 4), msg: 'unexpected error', err: { stack: 'Error: x\n    at y' } }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR unexpected error\n {2}Error: x\n {6}at y\n$/);
    expect(formatLine('plain text')).toBe('plain text\n');
  });

  it('tells the quiet requests: files, the health check, not-modified; never a failure or a write', () => {
    expect(isQuietRequest('GET', '/assets/a.js', 200)).toBe(true);
    expect(isQuietRequest('GET', '/favicon.svg', 200)).toBe(true);
    expect(isQuietRequest('HEAD', '/health', 200)).toBe(true);
    expect(isQuietRequest('GET', '/bookings', 304)).toBe(true);
    expect(isQuietRequest('GET', '/assets/missing.js', 404)).toBe(false);
    expect(isQuietRequest('GET', '/jwt/BookingService', 200)).toBe(false);
    expect(isQuietRequest('POST', '/documentosUploader/a.jpg', 200)).toBe(false);
  });
});
