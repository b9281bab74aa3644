import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestEnv } from './harness';

// The server's render of the guest pages (docs/decisions/0017-guest-server-render.md) with a stand-in for the web
// build's render module: it echoes what the server asked for, so these tests see the server's side only (which
// pages, which link, which language, the page's headers). The real module is exercised by the browser tests.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'gm-web-ssr-'));
mkdirSync(path.join(webDist, 'server'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'assets', 'guest.css'),
  'body{color:#123}.unused{color:red}p[data-stub]{margin:0}@media (min-width:1px){.x{color:blue}}',
);
const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head><title>Guest Platform</title><script type="module" src="/assets/guest.js"></script><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/guest.css"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>back office</title>');
writeFileSync(path.join(webDist, 'guest.html'), TEMPLATE);
writeFileSync(
  path.join(webDist, 'server', 'guest-ssr.js'),
  `export async function renderGuestPage(req) {
     const q = new URLSearchParams(req.search);
     if (q.has('explode')) throw new Error('render failed');
     if (q.has('decline')) return null;
     const c = req.reply ? req.reply.contextIns : {};
     return {
       root: '<p data-stub="1">' + [c.nomeIns, c.codIns, req.locale, req.pathname, req.h, req.reply && req.reply.tipo, typeof c.jwtContexto].join('|') + '</p>',
       boot: '<script id="gm-boot" type="application/json">{}</script>',
       lang: req.locale === 'pt' ? 'pt-BR' : req.locale,
       title: 'Check-in <online> · "Guest"',
     };
   }`,
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const env = await createTestEnv({ config: { webDist } });

async function get(url: string, encoding?: string) {
  const r = await env.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
  const raw = r.rawPayload;
  const enc = r.headers['content-encoding'];
  const body = enc === 'br' ? brotliDecompressSync(raw).toString() : enc === 'gzip' ? gunzipSync(raw).toString() : r.body;
  return { status: r.statusCode, body, headers: r.headers };
}

describe('guest pages rendered on the server', () => {
  it("renders /checkin and /menu-checkin of a hotel link with the link's context, never cached", async () => {
    const r = await get('/checkin?h=hotel-demo');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toContain(
      `<div id="root"><p data-stub="1">Hotel Demo|${env.demo.hotel}|pt|/checkin|hotel-demo|h|string</p></div><script id="gm-boot"`,
    );
    expect(r.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">');
    expect(r.body).toContain('<title>Check-in &lt;online&gt; · &quot;Guest&quot;</title>');
    // Its scripts only take the page over: they yield the network to the document and its stylesheet.
    expect(r.body).toContain('<script type="module" fetchpriority="low" src="/assets/guest.js"></script>');
    expect(r.body).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js">');
    // The rules it uses are in it; the whole sheet follows without holding the paint (the entry switches it on).
    expect(r.body).toContain(
      '<style>body{color:#123}p[data-stub]{margin:0}@media (min-width:1px){.x{color:blue}}</style><link rel="stylesheet" crossorigin href="/assets/guest.css" media="print" fetchpriority="low" data-gm-deferred>',
    );

    const menu = await get('/Menu-Checkin/?h=hotel-demo&locale=en_US');
    expect(menu.body).toContain('|en|/Menu-Checkin/|hotel-demo|');
    expect(menu.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect((await get('/checkin?h=hotel-demo&locale=xx')).body).toContain('|pt|/checkin|');
    // The guest's saved language choice (the web app's cookie), unless the link names one.
    const chosen = await env.app.inject({ method: 'GET', url: '/checkin?h=hotel-demo', headers: { cookie: 'other=1; gm_locale=es' } });
    expect(chosen.body).toContain('|es|/checkin|');
    const named = await env.app.inject({ method: 'GET', url: '/checkin?h=hotel-demo&locale=en', headers: { cookie: 'gm_locale=es' } });
    expect(named.body).toContain('|en|/checkin|');
  });

  it('renders /payment from a hotel link, and without one (the page says what the link lacks)', async () => {
    const linked = await get('/payment?h=hotel-demo&locale=es');
    expect(linked.headers['cache-control']).toBe('no-store');
    expect(linked.body).toContain(`<p data-stub="1">Hotel Demo|${env.demo.hotel}|es|/payment|hotel-demo|h|string</p>`);
    // No code: nothing to resolve, the render module gets no link at all.
    for (const url of ['/payment', '/payment?h=', '/Payment/?locale=en']) {
      const r = await get(url);
      expect(r.headers['cache-control'], url).toBe('no-store');
      expect(r.body, url).toMatch(/<p data-stub="1">\|\|(pt|en)\|\/[Pp]ayment\/?\|\|\|undefined<\/p>/);
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const r = await get('/checkin?h=hotel-demo', accept);
      expect(r.headers['content-encoding']).toBe(expected);
      expect(r.headers.vary).toContain('accept-encoding');
      expect(r.body).toContain('data-stub="1"');
    }
  });

  it('sends the plain guest page for other pages, links without a hotel code, invalid links and failed renders', async () => {
    for (const url of [
      '/checkin',
      '/checkin?h=',
      '/checkin?h=no-such-link',
      '/checkin?h=hotel-demo&r=rede-demo',
      '/checkin?r=rede-demo',
      '/select-ins?r=rede-demo',
      '/checkout?h=hotel-demo',
      '/payment?h=no-such-link',
      '/payment?h=hotel-demo&explode=1',
      '/payment?token=abc&decline=1',
      '/checkin?h=hotel-demo&explode=1',
      '/checkin?h=hotel-demo&decline=1',
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toBe(TEMPLATE);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    // The back office is never rendered on the server.
    expect((await get('/login/sign-in?h=hotel-demo')).body).toContain('<title>back office</title>');
  });

  it('never serves the render module itself', async () => {
    const r = await env.app.inject({ method: 'GET', url: '/server/guest-ssr.js' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('renderGuestPage');
  });
});
