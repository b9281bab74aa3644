import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signSurveyToken } from '../src/modules/surveys/public';
import { signToken, type TokenClaims } from '../src/platform/tokens';
import { createBooking } from './checkin-fixtures';
import { createTestEnv } from './harness';

// The review pages rendered on the server from the survey link's token (docs/decisions/0046-review-server-render.md),
// through the web's own render (src/guest/ssr.tsx, loaded from its source by the test runner, as the build's
// dist/server/guest-ssr.js would be): the questionnaire's first screen, the hotel's name and the language of the link,
// a hospital's words for Hospital Demo, and the "no longer valid" screen for a link that no longer opens the survey.
const ssrSource = fileURLToPath(new URL('../../web/src/guest/ssr.tsx', import.meta.url));
const webDist = mkdtempSync(path.join(os.tmpdir(), 'gm-web-review-'));
mkdirSync(path.join(webDist, 'server'));
const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head><title>Guest Platform</title><script type="module" src="/assets/guest.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>back office</title>');
writeFileSync(path.join(webDist, 'guest.html'), TEMPLATE);
writeFileSync(path.join(webDist, 'server', 'guest-ssr.js'), `export { renderGuestPage } from ${JSON.stringify(ssrSource)};`);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const env = await createTestEnv({ config: { webDist } });

async function get(url: string) {
  const r = await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: r.statusCode, body: r.body, headers: r.headers };
}

async function surveyLink(institutionId: number) {
  const b = await createBooking(env.db, institutionId, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Ana Souza' }] });
  return signSurveyToken(env.deps, { institutionId, bookingId: b.id, personId: b.persons[0]! });
}

const root = (html: string) => /<div id="root">(.*)<\/div><script id="gm-boot"/s.exec(html)?.[1] ?? '';

describe('the review pages rendered on the server', () => {
  it("draws the questionnaire's first screen with the hotel's name, in the link's language", async () => {
    const token = await surveyLink(env.demo.hotel);
    const en = await get(`/reviewstay?t=${token}&h=hotel-demo&locale=en`);
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toBe('no-store');
    const html = root(en.body);
    expect(html).toContain('data-testid="questionnaire"');
    expect(html).toContain('Hotel Demo');
    expect(html).toContain('On a scale of 0 to 10, how likely are you to recommend this hotel to a friend or family member?');
    expect(html).toContain('Recommendation');
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toMatch(/<title>Rate your stay · [^<]+<\/title>/);
    // The browser's first render gets the same survey in the boot data.
    expect(en.body).toContain('"data":{"survey":{"status":1');

    const es = root((await get(`/reviewstay-dm?t=${token}&locale=es`)).body);
    expect(es).toContain('Del 0 al 10, ¿qué tan probable es que recomiende este hotel a un amigo o familiar?');
    expect(es).toContain('DM · evaluación');
    const pt = root((await get(`/reviewstay-hotel?t=${token}`)).body);
    expect(pt).toContain('De 0 a 10, quanto você recomendaria este hotel a um amigo ou familiar?');
    // A follow-up before the main answer is a refusal the page words itself (decision 0049): left to the browser.
    expect((await get(`/follow-up?t=${token}`)).body).toBe(TEMPLATE);
  });

  it("uses a hospital's words for Hospital Demo's link", async () => {
    const token = await surveyLink(env.demo.hospital);
    const r = await get(`/reviewstay?t=${token}&h=hospital-demo&locale=en`);
    const html = root(r.body);
    expect(html).toContain('Hospital Demo');
    expect(html).toContain('how likely are you to recommend this hospital');
    expect(html).toContain('They help us care better for every patient.');
    expect(r.body).toMatch(/<title>Rate your care · [^<]+<\/title>/);
  });

  it('says on the server when the link no longer opens the survey', async () => {
    const token = await surveyLink(env.demo.hotel);
    const expired = await signToken(
      env.deps.config.jwtSecret,
      { typ: 'survey', ins: env.demo.hotel, res: 1, bpr: 1 } as unknown as TokenClaims,
      -60,
    );
    for (const url of [
      '/reviewstay?t=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzdXJ2ZXkifQ.Zm9yZ2Vk&locale=en',
      `/reviewstay?t=${expired}&locale=en`,
      // Another hotel's code, or a questionnaire the hotel does not have.
      `/reviewstay?t=${token}&h=hospital-demo&locale=en`,
      `/follow-up?t=${token}&q=no-such-survey&locale=en`,
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(200);
      expect(root(r.body), url).toContain('This review link is no longer valid');
      expect(root(r.body), url).not.toContain('data-testid="questionnaire"');
    }
    // No token at all: the same screen.
    expect(root((await get('/reviewstay-hotel?locale=es')).body)).toContain('Este enlace de evaluación ya no es válido');
    // A hotel code that names no hotel is left to the browser, as on the other guest pages.
    expect((await get(`/reviewstay?t=${token}&h=no-such-link`)).body).toBe(TEMPLATE);
  });
});
