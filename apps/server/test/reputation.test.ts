import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { feedClient } from '../src/adapters/review-sites/feed';
import { createSandboxReviewSites, SANDBOX_HISTORY_DAYS, sandboxDay } from '../src/adapters/review-sites/sandbox';
import { tripadvisorClient } from '../src/adapters/review-sites/tripadvisor';
import { SYNC_ALL_JOB } from '../src/modules/reputation/sync';
import { runDueJobs } from '../src/platform/jobs';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

/**
 * Review sites (issue 17's outside sources; decision 0072): the sandbox's stable history, the TripAdvisor and feed
 * clients against a local server answering their documented shapes, the accounts' services with their refusals,
 * the fetch (idempotent, replies arriving later, failures kept on the account), and the six-hourly job.
 */
const env = await createTestEnv();
const B = '/jwt/brokerJson/config';
const hotel = env.demo.hotel;
const other = await createInstitution(env.db, { name: 'Outro Hotel' });
await createUser(env.db, {
  email: 'gerente@other.test',
  name: 'Outro Gerente',
  password: 'demo1234',
  institutions: [other],
  permissions: [`CHANGEINS:${other}:basic`],
});
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const outsider = (await signIn(env.app, 'gerente@other.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const reviews = async (ins: number, site: string) =>
  Number((await env.db.query('SELECT count(*) FROM external_reviews WHERE institution_id = $1 AND site = $2', [ins, site])).rows[0].count);

const DAY = 86_400_000;

describe('the review-sites sandbox', () => {
  it('gives each property its own history, the same on every call, on the site scale', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const port = createSandboxReviewSites({ now: () => now });
    const a = await port.fetch('tripadvisor', '123', null, AbortSignal.timeout(5000));
    const b = await port.fetch('tripadvisor', '123', null, AbortSignal.timeout(5000));
    expect(a.reviews.map((r) => r.externalId)).toEqual(b.reviews.map((r) => r.externalId));
    expect(a.reviews.length).toBeGreaterThan(SANDBOX_HISTORY_DAYS * 0.2);
    expect(a.reviews.length).toBeLessThan(SANDBOX_HISTORY_DAYS * 0.6);
    expect(a.reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.publishedAt <= now)).toBe(true);
    const bk = await port.fetch('booking', '123', null, AbortSignal.timeout(5000));
    expect(bk.reviews.length).toBeGreaterThan(a.reviews.length);
    expect(bk.reviews.every((r) => r.rating >= 1 && r.rating <= 10 && r.text === null && r.positive)).toBe(true);
    const other = await port.fetch('tripadvisor', '124', null, AbortSignal.timeout(5000));
    expect(other.reviews[0]!.externalId).not.toBe(a.reviews[0]!.externalId);
    // Mostly good, some bad; mostly Portuguese; replies never in the future.
    const mean = a.reviews.reduce((s, r) => s + r.rating, 0) / a.reviews.length;
    expect(mean).toBeGreaterThan(3.4);
    expect(mean).toBeLessThan(4.7);
    expect(a.reviews.some((r) => r.rating <= 2)).toBe(true);
    expect(a.reviews.filter((r) => r.language === 'pt').length / a.reviews.length).toBeGreaterThan(0.55);
    expect(a.reviews.every((r) => !r.reply || r.reply.at <= now)).toBe(true);
    // A later fetch since a moment gives only what was published after it.
    const since = new Date(now.getTime() - 30 * DAY);
    const recent = await port.fetch('tripadvisor', '123', since, AbortSignal.timeout(5000));
    expect(recent.reviews.every((r) => r.publishedAt > since)).toBe(true);
    expect(recent.reviews.length).toBe(a.reviews.filter((r) => r.publishedAt > since).length);
  });

  it('fails on demand like an outage or an unknown property', async () => {
    const port = createSandboxReviewSites();
    await expect(port.fetch('booking', 'fail-1', null, AbortSignal.timeout(5000))).rejects.toThrow(/503/);
    await expect(port.fetch('booking', 'unknown-1', null, AbortSignal.timeout(5000))).rejects.toThrow(/unknown property/);
  });

  it('answers a reply only once its day has come', () => {
    const day = Date.parse('2026-06-01T00:00:00Z');
    const early = sandboxDay('booking', '77', day, day + DAY).filter((r) => r.reply);
    const late = sandboxDay('booking', '77', day, day + 30 * DAY).filter((r) => r.reply);
    expect(early.length).toBe(0);
    expect(late.length).toBeGreaterThanOrEqual(early.length);
  });
});

describe('the real clients, against a server answering their documented shapes', () => {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v1/location/303506/reviews') {
      res.end(
        JSON.stringify({
          data: [
            {
              id: 987654321,
              lang: url.searchParams.get('language'),
              published_date: '2026-10-02T14:00:00Z',
              rating: 4,
              title: 'Muito bom',
              text: 'Quarto limpo.',
              trip_type: 'Couples',
              travel_date: '2026-09',
              url: 'https://www.tripadvisor.com/ShowUserReviews-g1-d303506-r987654321',
              user: { username: 'viajante' },
              subratings: { '0': { name: 'rate_cleanliness', value: 5 }, '1': { name: 'rate_value', value: 4 } },
              owner_response: { text: 'Obrigado!', published_date: '2026-10-04T10:00:00Z' },
            },
            { id: 2, published_date: 'not a date', rating: 9 },
          ],
        }),
      );
    } else if (url.pathname === '/api/v1/location/404/reviews') {
      res.statusCode = 404;
      res.end('{}');
    } else if (url.pathname === '/feed') {
      res.end(
        JSON.stringify({
          reviews: [
            {
              id: 'bk-1',
              published_at: '2026-10-05T08:00:00Z',
              stay_month: '2026-09',
              score: 9,
              categories: { staff: 10, cleanliness: 9, 'bad key': 3, comfort: 42 },
              positive: 'Equipe ótima',
              negative: 'Wi-Fi',
              reviewer_country: 'br',
              traveller_type: 'family',
            },
          ],
          complete: true,
        }),
      );
    } else {
      res.statusCode = 500;
      res.end('{}');
    }
  });
  server.listen(0, '127.0.0.1');
  afterAll(() => server.close());
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('maps TripAdvisor Content API reviews, per language, skipping malformed ones, and refuses an unknown location', async () => {
    const ta = tripadvisorClient({ baseUrl: `${base()}/api/v1`, apiKey: 'k3y', languages: ['pt', 'en'] });
    const got = await ta.fetch('tripadvisor', '303506', null, AbortSignal.timeout(5000));
    expect(got.complete).toBe(false);
    expect(got.reviews).toHaveLength(2);
    expect(got.reviews[0]).toMatchObject({
      externalId: '987654321',
      rating: 4,
      stayMonth: '2026-09-01',
      subratings: { cleanliness: 5, value: 4 },
      tripType: 'couples',
      language: 'pt',
      reply: { text: 'Obrigado!' },
    });
    expect(seen.some((s) => s.includes('key=k3y&language=en'))).toBe(true);
    await expect(ta.fetch('tripadvisor', '404', null, AbortSignal.timeout(5000))).rejects.toThrow(/refused location 404/);
    await expect(ta.fetch('tripadvisor', '500', null, AbortSignal.timeout(5000))).rejects.toThrow(/answered 500/);
    await expect(ta.fetch('tripadvisor', 'abc', null, AbortSignal.timeout(5000))).rejects.toThrow(/digits/);
  });

  it("reads a partner's Booking.com feed with its token, keeping only valid categories", async () => {
    const feed = feedClient({ site: 'booking', url: `${base()}/feed`, token: 't0k', scale: 10 });
    const got = await feed.fetch('booking', '1188990', new Date('2026-10-01T00:00:00Z'), AbortSignal.timeout(5000));
    expect(got.reviews).toHaveLength(1);
    expect(got.reviews[0]).toMatchObject({
      rating: 9,
      subratings: { staff: 10, cleanliness: 9 },
      reviewerCountry: 'BR',
      tripType: 'family',
    });
    expect(seen.some((s) => s.startsWith('/feed?property=1188990&since=2026-10-01') && s.endsWith('Bearer t0k'))).toBe(true);
  });
});

describe('review-site accounts and the fetch', () => {
  it('adds an account, fetches its history at once, and lists it with its figures', async () => {
    const r = await call(env.app, `${B}/SalvarContaAvaliacaoService`, { site: 'booking', externalRef: ' 1188990 ' }, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().accounts).toEqual([expect.objectContaining({ site: 'booking', externalRef: '1188990', enabled: true, reviews: 0 })]);
    expect(r.json().sources).toEqual({ tripadvisor: 'sandbox', booking: 'sandbox' });
    await runDueJobs(env.deps);
    expect(await reviews(hotel, 'booking')).toBeGreaterThan(200);
    const list = (await call(env.app, `${B}/ListarContasAvaliacaoService`, {}, admin)).json();
    const account = list.accounts[0];
    expect(account.reviews).toBe(await reviews(hotel, 'booking'));
    expect(account.lastSyncedAt).not.toBeNull();
    expect(account.rating90).toBeGreaterThan(40);
    expect(account.rating90).toBeLessThanOrEqual(100);
  });

  it('fetches again without duplicates, and brings a reply posted later', async () => {
    const before = await reviews(hotel, 'booking');
    // A reply the fetch had not seen yet: removed here, the next fetch (14 days back) brings it again.
    const { rows } = await env.db.query(
      `UPDATE external_reviews SET reply = NULL, replied_at = NULL
        WHERE id = (SELECT id FROM external_reviews WHERE institution_id = $1 AND site = 'booking' AND reply IS NOT NULL
                     AND published_at > now() - interval '10 days' ORDER BY published_at DESC LIMIT 1) RETURNING id`,
      [hotel],
    );
    const r = await call(env.app, `${B}/SincronizarAvaliacoesService`, { site: 'booking' }, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(await reviews(hotel, 'booking')).toBe(before);
    if (rows[0]) {
      const back = await env.db.query('SELECT reply FROM external_reviews WHERE id = $1', [rows[0].id]);
      expect(back.rows[0].reply).not.toBeNull();
    }
  });

  it('keeps a failed fetch on the account until one succeeds, and the job fetches every enabled account', async () => {
    await call(env.app, `${B}/SalvarContaAvaliacaoService`, { site: 'tripadvisor', externalRef: '2344556' }, admin);
    await env.db.query(`UPDATE review_site_accounts SET external_ref = 'fail-outage' WHERE institution_id = $1 AND site = 'tripadvisor'`, [
      hotel,
    ]);
    const r = await call(env.app, `${B}/SincronizarAvaliacoesService`, { site: 'tripadvisor' }, admin);
    const ta = r.json().accounts.find((a: { site: string }) => a.site === 'tripadvisor');
    expect(ta.lastError).toMatch(/unavailable/);
    await env.db.query(`UPDATE review_site_accounts SET external_ref = '2344556' WHERE institution_id = $1 AND site = 'tripadvisor'`, [
      hotel,
    ]);
    const { enqueueJob } = await import('../src/platform/jobs');
    await enqueueJob(env.db, { kind: SYNC_ALL_JOB });
    await runDueJobs(env.deps);
    await runDueJobs(env.deps);
    const after = (await call(env.app, `${B}/ListarContasAvaliacaoService`, {}, admin)).json();
    const fixed = after.accounts.find((a: { site: string }) => a.site === 'tripadvisor');
    expect(fixed.lastError).toBeNull();
    expect(fixed.reviews).toBeGreaterThan(50);
  });

  it('refuses bad input on its field and changes nothing', async () => {
    const before = Number((await env.db.query('SELECT count(*) FROM review_site_accounts')).rows[0].count);
    const bad = await call(env.app, `${B}/SalvarContaAvaliacaoService`, { site: 'booking', externalRef: "1'; DROP" }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('externalRef');
    const site = await call(env.app, `${B}/SalvarContaAvaliacaoService`, { site: 'expedia', externalRef: '1' }, admin);
    expect(site.statusCode).toBe(400);
    expect(site.json().errors[0].path).toBe('site');
    const none = await call(env.app, `${B}/SincronizarAvaliacoesService`, { site: 'tripadvisor' }, outsider);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 0, message: 'Cadastre a conta do hotel neste site antes de buscar as avaliações.' });
    expect(Number((await env.db.query('SELECT count(*) FROM review_site_accounts')).rows[0].count)).toBe(before);
  });

  it("shows another hotel nothing of this one's, and refuses a caller without the settings permission", async () => {
    const theirs = (await call(env.app, `${B}/ListarContasAvaliacaoService`, {}, outsider)).json();
    expect(theirs.accounts).toEqual([]);
    await call(env.app, `${B}/RemoverContaAvaliacaoService`, { site: 'booking' }, outsider);
    expect(await reviews(hotel, 'booking')).toBeGreaterThan(0);
    expect(Number((await env.db.query('SELECT count(*) FROM review_site_accounts WHERE institution_id = $1', [hotel])).rows[0].count)).toBe(
      2,
    );
    const r = await call(env.app, `${B}/ListarContasAvaliacaoService`, {}, reception);
    expect(r.statusCode).toBe(403);
  });

  it('removes an account and keeps its reviews for the dashboards', async () => {
    const held = await reviews(hotel, 'booking');
    const r = await call(env.app, `${B}/RemoverContaAvaliacaoService`, { site: 'booking' }, admin);
    expect(r.json().accounts.map((a: { site: string }) => a.site)).toEqual(['tripadvisor']);
    expect(await reviews(hotel, 'booking')).toBe(held);
  });
});
