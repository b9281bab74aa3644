import { describe, expect, it } from 'vitest';
import { bookingToken, contextToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

const env = await createTestEnv();
const ctx = await contextToken(env.app);
const get = (url: string, token: string | null = ctx) =>
  env.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /countries', () => {
  it('lists 250 countries named in pt, en and es, sorted by name, paged with totalCount', async () => {
    const pt = (await get('/jwt/location/countries?languageCode=pt_BR')).json();
    expect(pt.metadata).toEqual({ totalCount: 250, offset: 0, limit: 1000 });
    expect(pt.data.find((c: { code: string }) => c.code === 'BR')).toEqual({ code: 'BR', name: 'Brasil', label: 'Brasil' });
    expect(pt.data.find((c: { code: string }) => c.code === 'DE').name).toBe('Alemanha');
    const names = pt.data.map((c: { name: string }) => c.name);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt', { sensitivity: 'base' }))).toEqual(names);
    expect((await get('/countries?languageCode=en')).json().data.find((c: { code: string }) => c.code === 'DE').name).toBe('Germany');
    expect((await get('/countries?languageCode=es')).json().data.find((c: { code: string }) => c.code === 'DE').name).toBe('Alemania');
    const page = (await get('/countries?offset=240&limit=5')).json();
    expect(page).toMatchObject({ metadata: { totalCount: 250, offset: 240, limit: 5 } });
    expect(page.data).toHaveLength(5);
  });

  it('refuses a limit above 1000 and anonymous callers; accepts booking tokens and staff', async () => {
    expect((await get('/countries?limit=1001')).statusCode).toBe(400);
    expect((await get('/countries', null)).statusCode).toBe(401);
    expect((await get('/countries', 'forged.token.value')).statusCode).toBe(401);
    const staff = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect((await get('/countries', staff)).statusCode).toBe(200);
    const b = await createBooking(env.db, env.demo.hotel, { persons: [{ name: 'Gil Pontes' }] });
    expect((await get('/countries', (await bookingToken(env.app, b.voucher, 'Gil Pontes')).token)).statusCode).toBe(200);
  });
});

describe('GET /countries/{code}/regions', () => {
  it("lists Brazil's 27 states with ISO codes, and Argentina's provinces in each language", async () => {
    const br = (await get('/countries/br/regions')).json();
    expect(br.metadata.totalCount).toBe(27);
    expect(br.data).toContainEqual({ isoCode: 'SP', name: 'São Paulo', label: 'São Paulo' });
    const ar = (await get('/countries/AR/regions?languageCode=es')).json();
    expect(ar.data.find((r: { isoCode: string }) => r.isoCode === 'X').name).toBe('Provincia de Córdoba');
    const de = (await get('/countries/DE/regions?languageCode=en')).json();
    expect(de.data.find((r: { isoCode: string }) => r.isoCode === 'BY').name).toBe('Bavaria');
  });

  it('answers 404 for an unknown country and 400 for a malformed code', async () => {
    expect((await get('/countries/ZZ/regions')).statusCode).toBe(404);
    expect((await get('/countries/ZZ/regions?locale=en')).json().message).toBe('Country not found.');
    expect((await get('/countries/BRA/regions')).statusCode).toBe(400);
  });
});

describe('GET /countries/{code}/regions/{isoCode}/cities', () => {
  it("gives every Brazilian municipality with its IBGE code, with the spec's aliases", async () => {
    const sp = (await get('/countries/BR/regions/SP/cities')).json();
    expect(sp.metadata.totalCount).toBe(645);
    expect(sp.data.find((c: { id: string }) => c.id === '3550308')).toEqual({
      id: '3550308',
      city: 'São Paulo',
      name: 'São Paulo',
      label: 'São Paulo',
      cityId: '3550308',
      cityName: 'São Paulo',
      cidadeId: '3550308',
      cidade: 'São Paulo',
    });
    let total = 0;
    for (const r of (await get('/countries/BR/regions')).json().data) {
      const cities = (await get(`/countries/BR/regions/${r.isoCode}/cities?limit=1000`)).json();
      total += cities.metadata.totalCount;
      for (const c of cities.data) expect(c.id).toMatch(/^\d{7}$/);
    }
    expect(total).toBe(5571);
  });

  it('pages of 1000 until totalCount (Minas Gerais has 853)', async () => {
    const first = (await get('/countries/BR/regions/MG/cities?limit=500')).json();
    const second = (await get('/countries/BR/regions/MG/cities?limit=500&offset=500')).json();
    expect(first.metadata.totalCount).toBe(853);
    expect(first.data.length + second.data.length).toBe(853);
    expect(new Set([...first.data, ...second.data].map((c: { id: string }) => c.id)).size).toBe(853);
  });

  it('gives GeoNames cities elsewhere and 404 for an unknown region', async () => {
    const ba = (await get('/countries/AR/regions/C/cities')).json();
    expect(ba.data.some((c: { name: string }) => c.name === 'Buenos Aires')).toBe(true);
    expect((await get('/countries/BR/regions/XX/cities')).statusCode).toBe(404);
    expect((await get('/countries/BR/regions/XX/cities?locale=es')).json().message).toBe('Estado o región no encontrado.');
  });
});

describe('POST /viacep/{code} (sandbox port)', () => {
  it('fills the address of a known CEP with the IBGE code, translated refusals otherwise', async () => {
    const r = await call(env.app, '/viacep/01001-000', { Pais: 'BR' }, ctx);
    expect(r.json()).toMatchObject({
      status: 1,
      disponivel: 'S',
      parcial: 'N',
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      uf: 'SP',
      ibge: '3550308',
      cidade: 'São Paulo',
      cidadeId: '3550308',
      estadoLong: 'São Paulo',
    });
    const partial = await call(env.app, '/viacep/88010400', {}, ctx);
    expect(partial.json()).toMatchObject({ disponivel: 'S', parcial: 'S', uf: 'SC', estado: 'SC', cidade: '' });
    const bad = await call(env.app, '/viacep/1234?locale=en', {}, ctx);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'checkin.zip_invalid', message: 'Invalid zip code.' });
    const none = await call(env.app, '/viacep/99999999?locale=es', {}, ctx);
    expect(none.json()).toMatchObject({ code: 'checkin.zip_not_found', message: 'Código postal no encontrado.' });
    const pt = await call(env.app, '/viacep/99999-999', {}, ctx);
    expect(pt.json().message).toBe('CEP não encontrado.');
    const foreign = await call(env.app, '/viacep/1000', { Pais: 'AR' }, ctx);
    expect(foreign.json()).toMatchObject({ status: 1, disponivel: 'N' });
    expect((await call(env.app, '/viacep/01001000', {})).statusCode).toBe(401);
    const cached = await env.db.query(`SELECT code, found, source FROM postal_code_cache ORDER BY code`);
    expect(cached.rows).toEqual([
      { code: '01001000', found: true, source: 'sandbox' },
      { code: '88010400', found: true, source: 'sandbox' },
      { code: '99999999', found: false, source: 'sandbox' },
    ]);
  });
});
