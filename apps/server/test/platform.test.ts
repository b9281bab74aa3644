import { Writable } from 'node:stream';
import { defineContract } from '@gm/contracts/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allServices } from '../src/modules';
import { AppError } from '../src/platform/errors';
import { registerMessages } from '../src/platform/messages';
import { defineService } from '../src/platform/registry';
import { call, createTestEnv, signIn } from './harness';

registerMessages({ 'test.refused': { pt: 'Recusado: {{why}}', en: 'Refused: {{why}}', es: 'Rechazado: {{why}}' } });

const echoContract = defineContract({
  name: 'EchoTestService',
  basePaths: ['/test/broker'],
  access: 'user',
  xml: true,
  permission: { area: 'HOTEL', action: 'x' },
  needsInstitution: true,
  input: z.object({ name: z.string().min(1), count: z.coerce.number().int() }),
  output: z.object({ status: z.literal(1), echo: z.object({ name: z.string(), count: z.number() }), codIns: z.number() }),
});
const echo = defineService(echoContract, {
  summary: 'Echoes its input (platform test only).',
  async handler(ctx, input) {
    if (input.name === 'refuse') throw new AppError('test.refused', { params: { why: 'regra' } });
    if (input.name === 'crash') throw new Error('secret internals: password=hunter2');
    return { status: 1, echo: input, codIns: ctx.institutionId };
  },
});

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});

const env = await createTestEnv({ services: [...allServices(), echo] });
// A second app over the same deps with a real logger writing to memory, to check what is logged.
const { buildApp } = await import('../src/app');
const logged = await buildApp(
  { ...env.deps, config: { ...env.deps.config, logLevel: 'info' } },
  { services: [...allServices(), echo], logStream },
);
await logged.ready();
afterAll(() => logged.close());
const { token } = await signIn(env.app, 'admin@demo.test');

describe('the one error shape', () => {
  it('a refusal is { status: 0, message } in the caller language', async () => {
    const r = await call(env.app, '/test/broker/EchoTestService?locale=es', { name: 'refuse', count: 1 }, token);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ status: 0, message: 'Rechazado: regra', code: 'test.refused' });
  });
  it('bad input is a 400 with the field paths', async () => {
    const r = await call(env.app, '/test/broker/EchoTestService', { name: '', count: 'x' }, token);
    expect(r.statusCode).toBe(400);
    const body = r.json() as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['count', 'name']);
  });
  it('an unexpected error is a 500 with a request id and no internals', async () => {
    const r = await call(env.app, '/test/broker/EchoTestService', { name: 'crash', count: 1 }, token);
    expect(r.statusCode).toBe(500);
    const body = r.json() as { requestId: string; message: string };
    expect(body.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(body.message).toContain(body.requestId);
    expect(r.body).not.toContain('secret internals');
    expect(r.body).not.toContain('hunter2');
  });
  it('logs the unexpected error once, with the request id, never the bearer token', async () => {
    const r = await call(logged, '/test/broker/EchoTestService', { name: 'crash', count: 1 }, token);
    const id = (r.json() as { requestId: string }).requestId;
    const errors = logLines.filter((l) => l.includes('unexpected error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(id);
    expect(logLines.join('')).not.toContain(token);
  });
  it('401 without a token and 403 without the permission', async () => {
    expect((await call(env.app, '/test/broker/EchoTestService', { name: 'a', count: 1 })).statusCode).toBe(401);
    const guest = await signIn(env.app, 'hospede@demo.test');
    expect((await call(env.app, '/test/broker/EchoTestService', { name: 'a', count: 1 }, guest.token)).statusCode).toBe(403);
  });
});

describe('transports over one registry', () => {
  it('per-name path, wrapped params and the JSON envelope give the same answer', async () => {
    const a = (await call(env.app, '/test/broker/EchoTestService', { name: 'a', count: '2' }, token)).json();
    const b = (
      await call(env.app, '/test/broker/EchoTestService', { serviceName: 'EchoTestService', params: { name: 'a', count: 2 } }, token)
    ).json();
    const c = (await call(env.app, '/test/broker', { serviceName: 'EchoTestService', params: { name: 'a', count: 2 } }, token)).json();
    expect(a).toEqual({ status: 1, echo: { name: 'a', count: 2 }, codIns: env.demo.hotel });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
  it('the legacy XML envelope: status 1 with a responseBody; failures with a base64 statusMessage in clientLocale', async () => {
    const ok = await env.app.inject({
      method: 'POST',
      url: '/test/broker',
      payload: '<serviceRequest serviceName="EchoTestService"><requestBody><name>xml</name><count>3</count></requestBody></serviceRequest>',
      headers: { 'content-type': 'text/xml', authorization: `Bearer ${token}` },
    });
    expect(ok.headers['content-type']).toContain('text/xml');
    expect(ok.body).toContain('<serviceResponse status="1">');
    expect(ok.body).toContain('<name>xml</name><count>3</count>');
    const json = await env.app.inject({
      method: 'POST',
      url: '/test/broker?clientLocale=en_US',
      payload: '<serviceRequest serviceName="EchoTestService"><requestBody>{"name":"refuse","count":1}</requestBody></serviceRequest>',
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
    });
    const m = /<serviceResponse status="0"><statusMessage>([^<]+)<\/statusMessage>/.exec(json.body);
    expect(Buffer.from(m![1]!, 'base64').toString('utf8')).toBe('Refused: regra');
    const broken = await env.app.inject({
      method: 'POST',
      url: '/test/broker',
      payload: '<serviceRequest',
      headers: { 'content-type': 'text/xml', authorization: `Bearer ${token}` },
    });
    expect(broken.statusCode).toBe(400);
  });
  it('serves the XML envelope only to services marked xml', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/broker/auth',
      payload: '<serviceRequest serviceName="AvailableInsPerSujeitoService"><requestBody/></serviceRequest>',
      headers: { 'content-type': 'text/xml', authorization: `Bearer ${token}` },
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('live events', () => {
  it('streams events of the caller hotel only, published from any connection', async () => {
    const { publishEvent } = await import('../src/platform/events');
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (env.app.server.address() as { port: number }).port;
    const ctrl = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/jwt/events`, { headers: { authorization: `Bearer ${token}` }, signal: ctrl.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read(); // ': connected'
    await publishEvent(env.db, { institutionId: env.demo.hospital, type: 'booking.changed', id: 1 });
    await publishEvent(env.db, { institutionId: env.demo.hotel, type: 'booking.changed', id: 42 });
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    expect(text).toContain('event: booking.changed');
    expect(text).toContain('"id":42');
    expect(text).not.toContain('"id":1}');
    ctrl.abort();
    const anon = await fetch(`http://127.0.0.1:${port}/jwt/events`);
    expect(anon.status).toBe(401);
  });
});
