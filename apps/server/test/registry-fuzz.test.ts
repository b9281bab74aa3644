import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servicePaths } from '../src/platform/registry';
import { allServices } from '../src/services';
import { call, createTestEnv, signIn } from './harness';

/**
 * Random and hostile input to every registered service, as the most privileged user and as
 * nobody, through JSON, form and XML: never a 5xx, never a stack trace.
 */
const env = await createTestEnv();
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const services = allServices().filter((s) => !s.paths?.includes('/logout'));

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000\u0001',
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    '💥'.repeat(50),
    '__proto__',
    'a'.repeat(5000),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'params', 'codIns', 'CODRES')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

function noInternals(body: string): void {
  expect(body).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|SELECT .* FROM|syntax error at/i);
}

describe.each(services.map((s) => [s.name, s] as const))('%s', (_name, def) => {
  const path = servicePaths(def)[0]!;
  it('never answers 5xx to random input', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, fc.boolean(), async (body, signedIn) => {
        const payload = body === null || typeof body !== 'object' ? { value: body } : body;
        const r = await call(env.app, path, payload, signedIn ? admin : null);
        if (r.statusCode >= 500) throw new Error(`${r.statusCode}: ${r.body.slice(0, 300)}`);
        noInternals(r.body);
      }),
      { numRuns: 25, seed: 20261120 },
    );
  });
});

it('never answers 5xx to random XML envelopes or form bodies', async () => {
  const bases = [...new Set(allServices().flatMap((s) => s.basePaths ?? []))];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...bases), hostileString, fc.constantFrom(...allServices().map((s) => s.name)), async (base, text, name) => {
      const xml = `<serviceRequest serviceName="${name}"><requestBody>${text}</requestBody></serviceRequest>`;
      for (const payload of [xml, text]) {
        const r = await env.app.inject({ method: 'POST', url: base, payload, headers: { 'content-type': 'text/xml', authorization: `Bearer ${admin}` } });
        expect(r.statusCode).toBeLessThan(500);
        noInternals(r.body);
      }
      const formPath = servicePaths(allServices().find((s) => s.name === name)!)[0]!;
      const f = await env.app.inject({ method: 'POST', url: formPath, payload: `a=${encodeURIComponent(text)}&${text}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(f.statusCode).toBeLessThan(500);
    }),
    { numRuns: 60, seed: 7 },
  );
});
