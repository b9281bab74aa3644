import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBooking as createBillingBooking, PAY } from './billing-fixtures';
import { bookingBody, CORE, TRIAL } from './bookings-helpers';
import { call, createTestEnv, form, signIn } from './harness';

/**
 * Issue §7: a NUL character (or a lone surrogate) in any text that reached PostgreSQL answered 500, and so did a
 * date in year 0. Each attack below answered 500 before the edge refused such input: now a translated 400, and
 * nothing is written.
 */
const env = await createTestEnv({
  // A route that sends PostgreSQL what the edge would never let through: the database layer's last defence.
  extraRoutes: (app) =>
    app.post<{ Body: { sql: string; value: string } }>('/__test/data-exception', async (req) => {
      const value = req.body.value === 'NUL' ? `a${String.fromCharCode(0)}b` : req.body.value;
      await env.db.query(`SELECT $1::${req.body.sql}`, [value]);
      return { status: 1 };
    }),
});
const admin = (await signIn(env.app, 'admin@demo.test')).token;

const MESSAGE = {
  pt: 'O texto enviado contém caracteres inválidos (como o caractere nulo). Corrija e tente novamente.',
  en: 'The text sent contains invalid characters (such as the null character). Please correct it and try again.',
  es: 'El texto enviado contiene caracteres inválidos (como el carácter nulo). Corríjalo e intente nuevamente.',
};

/** Every row of every table but the attempt counters (a refused attempt is still counted). */
async function fingerprint(): Promise<string> {
  const { rows: tables } = await env.db.query<{ t: string }>(
    `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('schema_migrations', 'attempt_limits') ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { t } of tables) {
    const { rows } = await env.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`);
    parts.push(`${t}:${rows[0]!.h ?? '-'}`);
  }
  return parts.join(',');
}

async function refused(run: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await fingerprint();
  const r = await run();
  expect(r.statusCode, r.body).toBe(400);
  expect(await fingerprint()).toBe(before);
  return r;
}

const NUL = 'a\u0000b';

describe('NUL and lone surrogates are refused at the edge (400, translated, nothing written)', () => {
  it('in the /login form body (legacy text reply)', async () => {
    const r = await refused(() => form(env.app, '/login', { username: `a\u0000b@demo.test`, password: 'demo1234' }));
    expect(r.body).toBe(`2;${MESSAGE.pt}`);
    const en = await refused(() => form(env.app, '/login?locale=en', { username: 'admin@demo.test', password: NUL }));
    expect(en.body).toBe(`2;${MESSAGE.en}`);
  });
  it('in /passwordRecovery, without sending mail', async () => {
    const sent = env.mails.length;
    const r = await refused(() => form(env.app, '/passwordRecovery', { accountEmail: `x\u0000@demo.test` }, { 'accept-language': 'es' }));
    expect(r.body).toBe(`0;${MESSAGE.es}`);
    expect(env.mails.length).toBe(sent);
  });
  it('in /legacy/token (body and query string) and /booking/token', async () => {
    const body = await refused(() => call(env.app, '/legacy/token', { h: NUL }));
    expect(body.json()).toMatchObject({
      status: 0,
      code: 'platform.invalid_characters',
      message: MESSAGE.pt,
      errors: [{ path: 'body.h' }],
    });
    const query = await refused(() => env.app.inject({ method: 'POST', url: '/legacy/token?h=a%00b&locale=en' }));
    expect(query.json()).toMatchObject({
      status: 0,
      code: 'platform.invalid_characters',
      message: MESSAGE.en,
      errors: [{ path: 'query.h' }],
    });
    const booking = await refused(() => call(env.app, '/booking/token', { h: 'hotel-demo', voucher: NUL, nome: 'Maria Souza' }));
    expect(booking.json()).toMatchObject({ code: 'platform.invalid_characters', errors: [{ path: 'body.voucher' }] });
  });
  it('in a JSON service, deep in its input, and in a key', async () => {
    const deep = await refused(() =>
      call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody({ pessoasReserva: [{ NOME: `Maria ${NUL}` }] }), admin),
    );
    expect(deep.json()).toMatchObject({ code: 'platform.invalid_characters', errors: [{ path: 'body.pessoasReserva.0.NOME' }] });
    const surrogate = await refused(() =>
      call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody({ ORIGEM: 'x\uD800y' }), admin),
    );
    expect(surrogate.json()).toMatchObject({ code: 'platform.invalid_characters', errors: [{ path: 'body.ORIGEM' }] });
    const key = await refused(() => call(env.app, `${TRIAL}/InserirAlterarReservaService`, { ...bookingBody(), [NUL]: 1 }, admin));
    expect(key.json()).toMatchObject({ code: 'platform.invalid_characters' });
    const envelope = await refused(() =>
      call(env.app, TRIAL, { serviceName: 'InserirAlterarReservaService', params: bookingBody({ VOUCHER: NUL }) }, admin),
    );
    expect(envelope.json()).toMatchObject({ code: 'platform.invalid_characters', errors: [{ path: 'body.params.VOUCHER' }] });
  });
  it('in the legacy XML envelope (a JSON escape inside requestBody), answered in XML', async () => {
    const xml = `<serviceRequest serviceName="DetalhesPessoaService"><requestBody>{"travelDocument":"AB\\u0000CD"}</requestBody></serviceRequest>`;
    const r = await refused(() =>
      env.app.inject({
        method: 'POST',
        url: CORE,
        payload: xml,
        headers: { 'content-type': 'text/xml', authorization: `Bearer ${admin}` },
      }),
    );
    expect(r.headers['content-type']).toMatch(/xml/);
    expect(r.body).toContain('status="0"');
    const message = /<statusMessage>([^<]*)<\/statusMessage>/.exec(r.body)![1]!;
    expect(Buffer.from(message, 'base64').toString('utf8')).toBe(MESSAGE.pt);
  });
  it('in the routes outside the registry: postal codes, locations, images and pages', async () => {
    for (const url of ['/viacep/01001000', '/viacep/0100%00000']) {
      const r = await refused(() =>
        env.app.inject({ method: 'POST', url, payload: { Pais: NUL }, headers: { authorization: `Bearer ${admin}` } }),
      );
      expect(r.json()).toMatchObject({ code: 'platform.invalid_characters' });
    }
    for (const url of [
      '/jwt/location/countries?languageCode=a%00b',
      '/image/persondoc/a%00b.jpg',
      '/ViewTermoJuridico/1?e=a%00b',
      '/checkin?h=a%00b',
    ]) {
      const r = await refused(() => env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } }));
      expect(r.json()).toMatchObject({ code: 'platform.invalid_characters' });
    }
  });
});

describe("dates outside 1900-2100 are the schema's 400 on the field", () => {
  it('cancelling an invoice on 0000-01-01 (HandleFaturaService)', async () => {
    const codRes = await createBillingBooking(env.db, env.demo.hotel);
    const created = await call(env.app, `${PAY}/HandleFaturaService`, { codRes, descricao: 'Hospedagem' }, admin);
    expect(created.statusCode, created.body).toBe(200);
    const { rows } = await env.db.query<{ id: number }>('SELECT id FROM invoices WHERE booking_id = $1', [codRes]);
    const codCab = rows[0]!.id;
    for (const dhCancelamento of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01']) {
      const r = await refused(() => call(env.app, `${PAY}/HandleFaturaService`, { codRes, codCab, dhCancelamento }, admin));
      expect(r.json()).toMatchObject({ code: 'platform.validation', errors: [{ path: 'dhCancelamento', message: 'invalid_date' }] });
    }
    const item = await refused(() =>
      call(
        env.app,
        `${PAY}/HandleItemFaturaService`,
        { codRes, codCab, qtd: 1, vlrUnit: 10, descricao: 'x', dhInclusao: '0000-01-01T10:00:00Z' },
        admin,
      ),
    );
    expect(item.json()).toMatchObject({ errors: [{ path: 'dhInclusao', message: 'invalid_date' }] });
    const ok = await call(env.app, `${PAY}/HandleFaturaService`, { codRes, codCab, dhCancelamento: '2100-12-31' }, admin);
    expect(ok.statusCode, ok.body).toBeLessThan(500);
  });
  it('dates of stay in the ISO and the BR forms', async () => {
    for (const DTRESERVA of ['0000-01-01', '01/01/0000', '9999-12-31', '31/12/9999', '01/01/1899', '01/01/2101']) {
      const r = await refused(() => call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody({ DTRESERVA }), admin));
      expect(r.json()).toMatchObject({ code: 'platform.validation', errors: [{ path: 'DTRESERVA', message: 'invalid_date' }] });
    }
  });
});

describe('the database layer never turns a bad value into a 500', () => {
  it('answers PostgreSQL data exceptions (class 22) with a translated 400', async () => {
    for (const [sql, value, code] of [
      ['date', '0000-01-01', '22008'],
      ['int', '99999999999', '22003'],
      ['text', 'NUL', '22021'],
      ['date', 'amanhã', '22007'],
    ] as const) {
      const r = await env.app.inject({ method: 'POST', url: '/__test/data-exception?locale=en', payload: { sql, value } });
      expect(r.statusCode, `${code}: ${r.body}`).toBe(400);
      expect(r.json()).toEqual({
        status: 0,
        code: 'platform.invalid_value',
        message: 'One of the values sent is invalid. Please check the fields.',
      });
    }
  });
});
