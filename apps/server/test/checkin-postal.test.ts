import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ViaCepClient } from '../src/adapters/postal-code/viacep';
import { contextToken } from './checkin-fixtures';
import { call, createTestEnv } from './harness';

/** POST /viacep/{code} with the real ViaCEP client against a local fake ViaCEP: answers, refusals, outage, timeout, cache. */

const calls: string[] = [];
let mode: 'normal' | 'down' | 'slow' = 'normal';
const server = http.createServer((req, res) => {
  calls.push(req.url ?? '');
  const m = /^\/ws\/([^/]+)\/json\/$/.exec(req.url ?? '');
  if (mode === 'down') return void res.writeHead(503).end('unavailable');
  if (mode === 'slow') return void setTimeout(() => res.writeHead(200).end('{}'), 5000);
  if (!m || !/^\d{8}$/.test(m[1]!)) return void res.writeHead(400).end('<h1>Bad Request</h1>');
  res.setHeader('content-type', 'application/json');
  if (m[1] === '99999999') return void res.end('{"erro": "true"}');
  if (m[1] === '88888888') return void res.end('{"erro": true}');
  res.end(
    JSON.stringify({
      cep: '20040-020',
      logradouro: 'Avenida Rio Branco',
      complemento: 'até 999',
      unidade: '',
      bairro: 'Centro',
      localidade: 'Rio de Janeiro',
      uf: 'RJ',
      estado: 'Rio de Janeiro',
      regiao: 'Sudeste',
      ibge: '3304557',
      gia: '',
      ddd: '21',
      siafi: '6001',
    }),
  );
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const env = await createTestEnv({ ports: { postalCode: new ViaCepClient(base) } });
const ctx = await contextToken(env.app);

describe('POST /viacep/{code} through the ViaCEP client', () => {
  it("maps ViaCEP's answer to the wizard's fields and caches it", async () => {
    const r = await call(env.app, '/viacep/20040-020', { Pais: 'Brasil' }, ctx);
    expect(r.json()).toMatchObject({
      status: 1,
      disponivel: 'S',
      cep: '20040-020',
      endereco: 'Avenida Rio Branco',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      cidadeId: '3304557',
      estado: 'RJ',
      estadoLong: 'Rio de Janeiro',
      ddd: '21',
    });
    expect(calls).toEqual(['/ws/20040020/json/']);
    await call(env.app, '/viacep/20040020', {}, ctx);
    expect(calls).toHaveLength(1);
  });

  it("'erro' (string or boolean) is not found; malformed never reaches ViaCEP", async () => {
    expect((await call(env.app, '/viacep/99999999', {}, ctx)).json().code).toBe('checkin.zip_not_found');
    expect((await call(env.app, '/viacep/88888888?locale=en', {}, ctx)).json().message).toBe('Zip code not found.');
    const before = calls.length;
    expect((await call(env.app, '/viacep/12ab', {}, ctx)).json().code).toBe('checkin.zip_invalid');
    expect(calls.length).toBe(before);
  });

  it('an outage or a timeout answers quickly to fill in by hand, then the service is left alone for a while', async () => {
    mode = 'down';
    const down = await call(env.app, '/viacep/01310100', {}, ctx);
    expect(down.json()).toMatchObject({
      status: 1,
      disponivel: 'N',
      message: 'A consulta de CEP está indisponível no momento. Preencha o endereço manualmente.',
    });
    const before = calls.length;
    const t0 = Date.now();
    const skipped = await call(env.app, '/viacep/01310101?locale=en', {}, ctx);
    expect(Date.now() - t0).toBeLessThan(200);
    expect(skipped.json()).toMatchObject({
      disponivel: 'N',
      message: 'The zip code lookup is unavailable right now. Please fill in the address by hand.',
    });
    expect(calls.length).toBe(before);
    // Cached answers still work during the outage.
    expect((await call(env.app, '/viacep/20040020', {}, ctx)).json().disponivel).toBe('S');
  });

  it('a slow ViaCEP is cut off at the timeout', async () => {
    const slowEnv = await createTestEnv({ ports: { postalCode: new ViaCepClient(base) } });
    const token = await contextToken(slowEnv.app);
    mode = 'slow';
    const t0 = Date.now();
    const r = await call(slowEnv.app, '/viacep/30130010', {}, token);
    const took = Date.now() - t0;
    expect(r.json()).toMatchObject({ status: 1, disponivel: 'N' });
    expect(took).toBeGreaterThanOrEqual(2400);
    expect(took).toBeLessThan(4500);
    mode = 'normal';
  });
});
