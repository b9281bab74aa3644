import { Writable } from 'node:stream';
import { defineContract } from '@gm/contracts/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allServices } from '../src/modules';
import { BinaryReply, defineService } from '../src/platform/registry';
import { call, createTestEnv, signIn } from './harness';

// A contract whose handler answers well or badly on demand, and a binary and a GET-with-path-parameter service.
const shape = defineContract({
  name: 'ShapeTestService',
  basePaths: ['/test/shape'],
  access: 'user',
  needsInstitution: true,
  input: z.object({ mode: z.enum(['good', 'missing', 'extra', 'wrong-type']) }),
  output: z.object({ status: z.literal(1), name: z.string(), items: z.array(z.object({ id: z.number() })) }),
});
const good = { status: 1 as const, name: 'ok', items: [{ id: 1 }] };
const shapeService = defineService(shape, {
  summary: 'Answers a good or a bad reply (reply-check test only).',
  async handler(ctx, input) {
    expect(typeof ctx.institutionId).toBe('number');
    if (input.mode === 'missing') return { status: 1, items: [] } as unknown as typeof good;
    if (input.mode === 'extra') return { ...good, items: [{ id: 1, cpf: '12345678909' }] };
    if (input.mode === 'wrong-type') return { ...good, name: 7 } as unknown as typeof good;
    return good;
  },
});
const file = defineService(
  defineContract({
    name: 'FileTestService',
    paths: ['/test/files/:name'],
    method: 'GET',
    access: 'user',
    input: z.object({ name: z.string().regex(/^[a-z]+$/), size: z.coerce.number().int().min(1).max(10) }),
    output: z.unknown(),
    reply: 'binary',
  }),
  {
    summary: 'A file named by a path parameter (reply-check test only).',
    async handler(_ctx, input) {
      return new BinaryReply(Buffer.alloc(input.size, 65), 'text/csv; charset=utf-8', `${input.name}-relatório.csv`);
    },
  },
);

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(chunk.toString());
    cb();
  },
});
const services = [...allServices(), shapeService, file];
const env = await createTestEnv({ services });
const { buildApp } = await import('../src/app');
const reporting = await buildApp(
  { ...env.deps, config: { ...env.deps.config, replyChecks: 'report', logLevel: 'info' } },
  { services, logStream },
);
await reporting.ready();
afterAll(() => reporting.close());
const { token } = await signIn(env.app, 'admin@demo.test');

describe('replies checked against their contracts (enforce: tests and e2e)', () => {
  it('a reply that matches is sent as it is', async () => {
    const r = await call(env.app, '/test/shape/ShapeTestService', { mode: 'good' }, token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(good);
  });
  it.each(['missing', 'extra', 'wrong-type'])('a reply with a %s field is a 500 with a request id', async (mode) => {
    const r = await call(env.app, '/test/shape/ShapeTestService', { mode }, token);
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ status: 0, code: 'platform.internal' });
    expect(r.body).not.toContain('12345678909');
  });
  it('report mode logs the paths (never the values) and still answers', async () => {
    const r = await call(reporting, '/test/shape/ShapeTestService', { mode: 'extra' }, token);
    expect(r.statusCode).toBe(200);
    const line = lines.find((l) => l.includes('reply does not match its contract'));
    expect(line).toContain('items[0].cpf');
    expect(line).not.toContain('12345678909');
  });
});

describe('registry extensions', () => {
  it('a GET with a path parameter answers a file as a download', async () => {
    const r = await env.app.inject({ method: 'GET', url: '/test/files/report?size=3', headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain("filename*=UTF-8''report-relat%C3%B3rio.csv");
    expect(r.body).toBe('AAA');
  });
  it('its path parameter and query are validated like any input', async () => {
    const r = await env.app.inject({ method: 'GET', url: '/test/files/Bad1?size=3', headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode).toBe(400);
    expect((r.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['name']);
  });
  it('without a session it is refused', async () => {
    const r = await env.app.inject({ method: 'GET', url: '/test/files/report?size=3' });
    expect(r.statusCode).toBe(401);
  });
  it('OpenAPI shows the reply schema of a contract', async () => {
    const r = await env.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = r.json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };
    expect(JSON.stringify(doc.paths['/test/shape/ShapeTestService']?.post?.responses['200']?.content)).toContain('items');
    expect(doc.paths['/test/files/{name}']?.get).toBeDefined();
  });
});
