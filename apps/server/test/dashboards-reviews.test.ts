import { DASHBOARDS } from '@gm/contracts/dashboards/catalogue';
import { REVIEW_TYPES } from '@gm/contracts/dashboards/reviews';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { SiteReview } from '../src/adapters/review-sites/review-sites';
import { upsertReviews } from '../src/modules/reputation/public';
import { createInstitution, createUser } from '../src/seed/factories';
import type { DemoContext } from '../src/seed/living/context';
import { seedReviews } from '../src/seed/living/reviews';
import { call, createTestEnv, signIn } from './harness';

/**
 * The review-site dashboards (issue 17; decision 0076): tripadvisor2 and booking2, their queries' figures over
 * reviews written by the reputation module's own upsert (what the six-hourly fetch writes), the traveller type
 * (the path's {type}), the hotel's days in its time zone, tenancy, the permission of each family, bad parameters,
 * the workbooks parsed back, and the living demo's 18 months on both sites.
 */
const env = await createTestEnv();
const hotel = await createInstitution(env.db, { name: 'Hotel Reputação', network: 'Rede Reputação' });
const other = await createInstitution(env.db, { name: 'Hotel Vizinho', network: 'Rede Reputação' });
const user = (email: string, institutions: number[], permissions: string[]) =>
  createUser(env.db, { email, name: email, password: 'demo1234', institutions, permissions });
await user('ta@reviews.test', [hotel, other], [`DASH:${hotel}:ortripadvisor`]);
await user('bk@reviews.test', [hotel], [`DASH:${hotel}:roi`]);
await user('checkin@reviews.test', [hotel], [`DASH:${hotel}:webcheckins`]);
const ta = (await signIn(env.app, 'ta@reviews.test')).token;
const bk = (await signIn(env.app, 'bk@reviews.test')).token;
const checkin = (await signIn(env.app, 'checkin@reviews.test')).token;

const H = 3_600_000;
function review(id: string, at: string, rating: number, extra: Partial<SiteReview> & { replyAfterHours?: number } = {}): SiteReview {
  const publishedAt = new Date(at);
  const { replyAfterHours, ...rest } = extra;
  return {
    externalId: id,
    publishedAt,
    stayMonth: '2026-02-01',
    rating,
    subratings: {},
    title: `Título ${id}`,
    text: null,
    positive: null,
    negative: null,
    language: 'pt',
    reviewerName: `Autor ${id}`,
    reviewerCountry: 'BR',
    tripType: null,
    reply: replyAfterHours === undefined ? null : { text: 'Obrigado!', at: new Date(publishedAt.getTime() + replyAfterHours * H) },
    url: null,
    ...rest,
  };
}

// TripAdvisor, Hotel Reputação (São Paulo, UTC-3). March in the hotel's days: ta-1..ta-5 (ta-5 is 1 April in UTC
// but 31 March 23:00 at the hotel); ta-6 is 28 February at the hotel.
await upsertReviews(env.db, hotel, 'tripadvisor', [
  review('ta-1', '2026-03-02T15:00:00Z', 5, {
    subratings: { rooms: 5, value: 4, location: 5, cleanliness: 5, service: 5 },
    tripType: 'couples',
    text: 'Tudo ótimo',
    replyAfterHours: 24,
  }),
  review('ta-2', '2026-03-03T12:00:00Z', 4, { subratings: { rooms: 4, value: 3 }, tripType: 'family', replyAfterHours: 72 }),
  review('ta-3', '2026-03-10T12:00:00Z', 2, { subratings: { rooms: 2, cleanliness: 1 }, tripType: 'business' }),
  review('ta-4', '2026-03-31T23:30:00Z', 3, { replyAfterHours: 12 }),
  review('ta-5', '2026-04-01T02:00:00Z', 1, { tripType: 'couples', replyAfterHours: 48 }),
  review('ta-6', '2026-03-01T01:00:00Z', 5, { tripType: 'couples' }),
]);
// Booking.com, the same hotel: a 9 and a 5 (44 on 0-100: negative).
await upsertReviews(env.db, hotel, 'booking', [
  review('bk-1', '2026-03-05T12:00:00Z', 9, {
    subratings: { staff: 10, wifi: 6 },
    positive: 'Equipe atenciosa',
    negative: 'Wi-Fi lento',
    tripType: 'solo',
    replyAfterHours: 30,
  }),
  review('bk-2', '2026-03-06T12:00:00Z', 5, { subratings: { staff: 4, cleanliness: 5 }, tripType: 'family' }),
]);
// The neighbour's reviews, all perfect: never in this hotel's figures.
await upsertReviews(
  env.db,
  other,
  'tripadvisor',
  [1, 2, 3].map((i) => review(`o-${i}`, `2026-03-0${i + 3}T12:00:00Z`, 5, { tripType: 'couples', replyAfterHours: 1 })),
);
await upsertReviews(env.db, other, 'booking', [review('ob-1', '2026-03-05T12:00:00Z', 10, { replyAfterHours: 1 })]);

const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '31/03/2026' };
const q = (name: string, body: object, token: string) => call(env.app, `/dashboardQueries/executeQuery/${name}`, body, token);
const rows = async (name: string, body: object = march, token = ta) => {
  const r = await q(name, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().rows as Record<string, unknown>[];
};

describe('the review-site dashboards in the catalogue', () => {
  it('two families of four sections, each under every traveller type, with their own permission', () => {
    for (const family of ['tripadvisor2', 'booking2'] as const) {
      const boards = DASHBOARDS.filter((d) => d.family === family);
      expect(boards.map((d) => d.section)).toEqual(['summary', 'categories', 'replies', 'reviews']);
      for (const d of boards) expect(d.types).toEqual(REVIEW_TYPES);
    }
    expect(DASHBOARDS.find((d) => d.name === 'tripadvisor2-summary')!.permission).toMatchObject({ area: 'DASH', action: 'ortripadvisor' });
    expect(DASHBOARDS.find((d) => d.name === 'booking2-summary')!.permission).toMatchObject({ area: 'DASH', action: 'roi' });
  });
});

describe('TripAdvisor (tripadvisor2)', () => {
  it('summary: the hotel-day period, ratings on the site scale and on 0-100, positive, negative, replies', async () => {
    expect(await rows('tripadvisor-summary')).toEqual([
      {
        avaliacoes: 5,
        notaMedia: 3,
        nota100: 50,
        positivas: 0.4,
        negativas: 0.4,
        taxaResposta: 0.8,
        horasResposta: 39,
        negativasSemResposta: 1,
      },
    ]);
  });
  it('the {type}: one traveller type only', async () => {
    const couples = await rows('tripadvisor-summary', { ...march, TIPOVIAJANTE: 'couples' });
    expect(couples[0]).toMatchObject({ avaliacoes: 2, notaMedia: 3, positivas: 0.5, negativas: 0.5, taxaResposta: 1 });
    expect(await rows('tripadvisor-trip-types', { ...march, TIPOVIAJANTE: 'couples' })).toEqual([
      { tipoViajante: 'Casais', avaliacoes: 2, percentual: 1, notaMedia: 3 },
    ]);
    expect((await rows('tripadvisor-summary', { ...march, TIPOVIAJANTE: 'solo' }))[0]).toMatchObject({ avaliacoes: 0, notaMedia: null });
  });
  it('ratings over time, by day and by month; the distribution; the traveller types', async () => {
    expect(await rows('tripadvisor-ratings', march)).toEqual([
      { periodo: '2026-03-02', avaliacoes: 1, notaMedia: 5, nota100: 100 },
      { periodo: '2026-03-03', avaliacoes: 1, notaMedia: 4, nota100: 75 },
      { periodo: '2026-03-10', avaliacoes: 1, notaMedia: 2, nota100: 25 },
      { periodo: '2026-03-31', avaliacoes: 2, notaMedia: 2, nota100: 25 },
    ]);
    expect(await rows('tripadvisor-ratings', { ...march, TIPOPERIODO: 'M' })).toEqual([
      { periodo: '2026-03-01', avaliacoes: 5, notaMedia: 3, nota100: 50 },
    ]);
    const dist = await rows('tripadvisor-distribution');
    expect(dist.map((d) => [d.nota, d.avaliacoes, d.percentual])).toEqual([
      ['5', 1, 0.2],
      ['4', 1, 0.2],
      ['3', 1, 0.2],
      ['2', 1, 0.2],
      ['1', 1, 0.2],
    ]);
    const types = await call(env.app, '/dashboardQueries/executeQuery/tripadvisor-trip-types?locale=en', march, ta);
    expect(types.json().rows).toEqual([
      { tipoViajante: 'Business', avaliacoes: 1, percentual: 0.2, notaMedia: 2 },
      { tipoViajante: 'Couples', avaliacoes: 2, percentual: 0.4, notaMedia: 3 },
      { tipoViajante: 'Family', avaliacoes: 1, percentual: 0.2, notaMedia: 4 },
      { tipoViajante: 'Friends', avaliacoes: 0, percentual: 0, notaMedia: null },
      { tipoViajante: 'Solo', avaliacoes: 0, percentual: 0, notaMedia: null },
      { tipoViajante: 'No type', avaliacoes: 1, percentual: 0.2, notaMedia: 3 },
    ]);
  });
  it('categories: the average of the reviews that rated each, and over time', async () => {
    expect(await rows('tripadvisor-categories')).toEqual([
      { categoria: 'Quartos', notaMedia: 3.67, nota100: 66.7, avaliacoes: 3 },
      { categoria: 'Custo-benefício', notaMedia: 3.5, nota100: 62.5, avaliacoes: 2 },
      { categoria: 'Localização', notaMedia: 5, nota100: 100, avaliacoes: 1 },
      { categoria: 'Limpeza', notaMedia: 3, nota100: 50, avaliacoes: 2 },
      { categoria: 'Atendimento', notaMedia: 5, nota100: 100, avaliacoes: 1 },
      { categoria: 'Qualidade do sono', notaMedia: null, nota100: null, avaliacoes: 0 },
    ]);
    expect(await rows('tripadvisor-category-trend', { ...march, TIPOPERIODO: 'M' })).toEqual([
      { periodo: '2026-03-01', rooms: 3.67, value: 3.5, location: 5, cleanliness: 3, service: 5, sleep_quality: null },
    ]);
  });
  it('replies: rate, time to reply (average, median, within 48 h), negative ones; over time; those waiting', async () => {
    expect(await rows('tripadvisor-replies')).toEqual([
      {
        avaliacoes: 5,
        respondidas: 4,
        taxaResposta: 0.8,
        horasResposta: 39,
        horasMediana: 36,
        ate48h: 0.75,
        negativas: 2,
        taxaRespostaNegativas: 0.5,
      },
    ]);
    expect(await rows('tripadvisor-reply-trend', { ...march, TIPOPERIODO: 'M' })).toEqual([
      { periodo: '2026-03-01', avaliacoes: 5, respondidas: 4, taxaResposta: 0.8, horasResposta: 39 },
    ]);
    const waiting = await rows('tripadvisor-unanswered');
    expect(waiting).toEqual([
      expect.objectContaining({ publicadaEm: '2026-03-10T12:00:00.000Z', nota: 2, titulo: 'Título ta-3', tipoViajante: 'Negócios' }),
    ]);
    expect(waiting[0]!.diasSemResposta).toBeGreaterThan(200);
  });
  it('the review list: newest first, paged', async () => {
    const r = await q('tripadvisor-reviews', { ...march, limit: 2 }, ta);
    expect(r.json().totalRows).toBe(5);
    expect(r.json().rows.map((x: { titulo: string }) => x.titulo)).toEqual(['Título ta-5', 'Título ta-4']);
    const last = (await rows('tripadvisor-reviews', { ...march, offset: 4 }))[0];
    expect(last).toEqual({
      publicadaEm: '2026-03-02T15:00:00.000Z',
      nota: 5,
      titulo: 'Título ta-1',
      comentario: 'Tudo ótimo',
      autor: 'Autor ta-1',
      pais: 'BR',
      idioma: 'pt',
      tipoViajante: 'Casais',
      estadia: '2026-02-01',
      resposta: 'Obrigado!',
      respondidaEm: '2026-03-03T15:00:00.000Z',
    });
  });
  it('comparison with the previous period: 28 February at the hotel is the previous day', async () => {
    const r = await q('tripadvisor-summary', { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '01/03/2026', COMPARACAO: 'P' }, ta);
    expect(r.json().rows[0].avaliacoes).toBe(0);
    expect(r.json().comparison).toMatchObject({ start: '2026-02-28', end: '2026-02-28', rows: [{ avaliacoes: 1, notaMedia: 5 }] });
  });
});

describe('Booking.com (booking2)', () => {
  it('summary, categories and the list with the liked and disliked halves, on 1-10', async () => {
    expect((await rows('bookingcom-summary', march, bk))[0]).toEqual({
      avaliacoes: 2,
      notaMedia: 7,
      nota100: 66.5,
      positivas: 0.5,
      negativas: 0.5,
      taxaResposta: 0.5,
      horasResposta: 30,
      negativasSemResposta: 1,
    });
    const cats = await rows('bookingcom-categories', march, bk);
    expect(cats).toHaveLength(7);
    expect(cats[0]).toEqual({ categoria: 'Equipe', notaMedia: 7, nota100: 66.7, avaliacoes: 2 });
    expect(cats.find((c) => c.categoria === 'Wi-Fi grátis')).toMatchObject({ notaMedia: 6, avaliacoes: 1 });
    const dist = await rows('bookingcom-distribution', march, bk);
    expect(dist.map((d) => d.nota)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(dist.filter((d) => d.avaliacoes).map((d) => d.nota)).toEqual(['9', '5']);
    const list = await rows('bookingcom-reviews', march, bk);
    expect(list[1]).toMatchObject({ nota: 9, comentario: 'Equipe atenciosa', naoGostou: 'Wi-Fi lento', tipoViajante: 'Sozinho' });
  });
});

describe('tenancy, permissions and parameters of every review query', () => {
  const names = [...new Set(DASHBOARDS.filter((d) => d.family === 'tripadvisor2' || d.family === 'booking2').flatMap((d) => d.cards))];
  const own = (name: string) => (name.startsWith('tripadvisor-') ? ta : bk);
  const wrong = (name: string) => (name.startsWith('tripadvisor-') ? bk : ta);
  it('covers twenty queries', () => expect(names).toHaveLength(20));
  it.each(names)('%s: another hotel id in the parameters is ignored', async (name) => {
    const plain = await q(name, march, own(name));
    expect(plain.statusCode, plain.body).toBe(200);
    const sneaky = await q(name, { ...march, codIns: other, institutionId: other, CODINS: [other] }, own(name));
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json().rows).toEqual(plain.json().rows);
    expect(sneaky.json().hotels).toBeUndefined();
  });
  it.each(names)('%s: the other site family and another dashboard function are refused (403)', async (name) => {
    expect((await q(name, march, wrong(name))).statusCode).toBe(403);
    expect((await q(name, march, checkin)).statusCode).toBe(403);
    expect((await call(env.app, `/dashboardQueries/metadataQuery/${name}`, {}, wrong(name))).statusCode).toBe(403);
  });
  it.each(names)('%s: a bad period or an unknown traveller type is a 400 on its field', async (name) => {
    const type = await q(name, { ...march, TIPOVIAJANTE: 'pets' }, own(name));
    expect(type.statusCode).toBe(400);
    expect(type.body).toContain('TIPOVIAJANTE');
    const order = await q(name, { DHINCLUSAOINI: '31/03/2026', DHINCLUSAOFIN: '01/03/2026' }, own(name));
    expect(order.statusCode).toBe(400);
    expect(order.body).toContain('DHINCLUSAOFIN');
    expect((await q(name, { DHINCLUSAOINI: '01/01/2025', DHINCLUSAOFIN: '31/03/2026' }, own(name))).statusCode).toBe(400);
  });
  it.each(names)('%s: metadata has translated columns, the help and the filters', async (name) => {
    const r = await call(env.app, `/dashboardQueries/metadataQuery/${name}?locale=es`, {}, own(name));
    expect(r.statusCode, r.body).toBe(200);
    const m = r.json();
    expect(m.help.length).toBeGreaterThan(40);
    expect(m.filters).toEqual(expect.arrayContaining(['period', 'comparison', 'hotels']));
    expect(m.parameters.properties.TIPOVIAJANTE).toBeDefined();
    for (const c of m.columns) expect(c.label).not.toMatch(/^[a-z]+\.[a-z.]+/i);
  });
  it('an unknown type or section is no dashboard: 404, never a 500', async () => {
    for (const name of ['tripadvisor2-nowhere', 'booking2-list', 'tripadvisor-summary-all']) {
      const r = await call(env.app, `/dashboardQueries/executeQueryXls/${name}`, march, ta);
      expect(r.statusCode, name).toBe(404);
    }
  });
  it('a hospital reads its own wording (its replies, its patients)', async () => {
    const hospital = await createInstitution(env.db, { name: 'Hospital Reputação', flags: { ISHOSPITAL: 'S' } });
    await user('hospital@reviews.test', [hospital], [`DASH:${hospital}:roi`]);
    const token = (await signIn(env.app, 'hospital@reviews.test')).token;
    const m = (await call(env.app, '/dashboardQueries/metadataQuery/bookingcom-replies', {}, token)).json();
    expect(m.title).toBe('Respostas do hospital');
    const list = (await call(env.app, '/dashboardQueries/metadataQuery/bookingcom-reviews?locale=en', {}, token)).json();
    expect(list.help).toContain('what the patient liked');
    expect(list.columns.find((c: { key: string }) => c.key === 'resposta').label).toBe("The hospital's reply");
    const hotelView = (await call(env.app, '/dashboardQueries/metadataQuery/bookingcom-replies', {}, bk)).json();
    expect(hotelView.title).toBe('Respostas do hotel');
  });
  it('hotels side by side only where the caller holds the family', async () => {
    // ta@ works at both hotels but holds ortripadvisor at one: the neighbour is ignored.
    const r = await q('tripadvisor-summary', { ...march, CODINS: [hotel, other] }, ta);
    expect(r.json().hotels).toEqual([{ codIns: hotel, name: 'Hotel Reputação' }]);
    expect(r.json().rows[0].avaliacoes).toBe(5);
  });
});

describe('the review workbooks', () => {
  const post = (name: string, token: string, body: object = march) =>
    env.app.inject({
      method: 'POST',
      url: `/dashboardQueries/executeQueryXls/${name}?locale=en`,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
  it('a sheet per card, parsed back equal to the JSON answers, for the type asked', async () => {
    const body = { ...march, TIPOVIAJANTE: 'couples' };
    const r = await post('tripadvisor2-summary', ta, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('TripAdvisor');
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Reviews summary', 'Rating over time', 'Rating distribution', 'By traveller type']);
    const en = (name: string) => call(env.app, `/dashboardQueries/executeQuery/${name}?locale=en`, body, ta).then((x) => x.json().rows);
    expect(sheets[0]!.data[1]).toEqual(Object.values((await en('tripadvisor-summary'))[0]));
    const series = await en('tripadvisor-ratings');
    expect(sheets[1]!.data.slice(1).map((row) => [(row[0] as unknown as Date).toISOString().slice(0, 10), ...row.slice(1)])).toEqual(
      series.map((s: Record<string, unknown>) => Object.values(s)),
    );
    expect(sheets[3]!.data.slice(1)).toEqual((await en('tripadvisor-trip-types')).map((s: Record<string, unknown>) => Object.values(s)));
  });
  it('the review list and the categories of Booking.com; the other family cannot export', async () => {
    const r = await post('booking2-categories', bk);
    expect(r.statusCode, r.body).toBe(200);
    const sheets = await readXlsxFile(r.rawPayload);
    const cats = (await call(env.app, '/dashboardQueries/executeQuery/bookingcom-categories?locale=en', march, bk)).json().rows;
    expect(sheets[0]!.data.slice(1)).toEqual(cats.map((c: Record<string, unknown>) => Object.values(c)));
    const list = await readXlsxFile((await post('booking2-reviews', bk)).rawPayload);
    expect(list[0]!.data).toHaveLength(3);
    expect((await post('booking2-summary', ta)).statusCode).toBe(403);
    expect((await post('tripadvisor2-replies', bk)).statusCode).toBe(403);
  });
});

describe("the living demo's reviews", () => {
  it('both sites: 18 months of reviews with categories and replies, read by the dashboards', async () => {
    const demo = await createInstitution(env.db, { name: 'Hotel Demo Reviews' });
    await user('demo@reviews.test', [demo], [`DASH:${demo}:ortripadvisor`, `DASH:${demo}:roi`]);
    const token = (await signIn(env.app, 'demo@reviews.test')).token;
    const now = new Date();
    const client = await env.db.connect();
    try {
      const counts = await seedReviews({ tx: client, ids: { hotel: demo }, now } as unknown as DemoContext);
      expect(counts.tripadvisor).toBeGreaterThan(120);
      expect(counts.booking).toBeGreaterThan(350);
    } finally {
      client.release();
    }
    const { rows: spans } = await env.db.query<{ site: string; days: number; with_categories: string; replied: string; total: string }>(
      `SELECT site, extract(day FROM max(published_at) - min(published_at))::int AS days,
              count(*) FILTER (WHERE subratings <> '{}') AS with_categories, count(*) FILTER (WHERE reply IS NOT NULL) AS replied,
              count(*) AS total
         FROM external_reviews WHERE institution_id = $1 GROUP BY site ORDER BY site`,
      [demo],
    );
    expect(spans.map((s) => s.site)).toEqual(['booking', 'tripadvisor']);
    for (const s of spans) {
      expect(s.days, s.site).toBeGreaterThan(530);
      expect(Number(s.with_categories) / Number(s.total)).toBeGreaterThan(0.9);
      expect(Number(s.replied) / Number(s.total)).toBeGreaterThan(0.35);
    }
    // Each month of the last year has reviews on both sites (the dashboards' monthly series).
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    for (const name of ['tripadvisor-ratings', 'bookingcom-ratings']) {
      const r = await q(name, { DHINCLUSAOINI: yearAgo, DHINCLUSAOFIN: today, TIPOPERIODO: 'M' }, token);
      expect(r.json().rows.length, name).toBeGreaterThanOrEqual(12);
      expect(r.json().rows.every((x: { avaliacoes: number }) => x.avaliacoes > 0)).toBe(true);
    }
    const cats = (await q('bookingcom-categories', { DHINCLUSAOINI: yearAgo, DHINCLUSAOFIN: today }, token)).json().rows;
    expect(cats.every((c: { avaliacoes: number }) => c.avaliacoes > 100)).toBe(true);
  });
});
