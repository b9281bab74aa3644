import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestEnv } from './harness';

// A built web app in miniature: the back office's document, the guest's document and an asset.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'gm-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>back office</title>');
writeFileSync(path.join(webDist, 'guest.html'), '<!doctype html><title>guest</title>');
writeFileSync(path.join(webDist, 'assets', 'guest-abc.js'), 'export {};');
// What the `precompress` plugin in apps/web/vite-precompress.ts writes beside a bigger asset.
const big = `export const text = ${JSON.stringify('guest '.repeat(2000))};`;
writeFileSync(path.join(webDist, 'assets', 'big-abc.js'), big);
writeFileSync(path.join(webDist, 'assets', 'big-abc.js.br'), brotliCompressSync(big));
writeFileSync(path.join(webDist, 'assets', 'big-abc.js.gz'), gzipSync(big));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const env = await createTestEnv({ seed: false, config: { webDist } });

async function page(url: string) {
  const r = await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: r.statusCode, body: r.body, headers: r.headers };
}

describe('the two web entries (docs/decisions/0015-guest-entry.md)', () => {
  it("answers the guest's screens with the guest document, query strings included", async () => {
    for (const url of [
      '/checkin?h=hotel-demo',
      '/checkin',
      '/checkin/',
      '/menu-checkin?h=hotel-demo&locale=en',
      '/select-ins?r=rede-demo',
      '/checkout?h=hotel-demo',
      '/payment?token=abc',
      '/payment?h=hotel-demo&theme=azul-atlantico',
    ]) {
      const r = await page(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toContain('<title>guest</title>');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('answers every other screen with the back office document', async () => {
    for (const url of [
      '/',
      '/login/sign-in?locale=es',
      '/home/index',
      '/operation/bookings',
      '/no/such/page',
      '/checkins',
      '/checkin/extra',
      '/payments',
    ]) {
      const r = await page(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toContain('<title>back office</title>');
    }
  });

  it('serves the assets as files and keeps the API out of the fallback', async () => {
    const asset = await page('/assets/guest-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await page('/assets/missing.js')).status).toBe(404);
    // Precompressed copies go to browsers that accept them; others get the file itself.
    const br = await env.app.inject({ method: 'GET', url: '/assets/big-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(big.length / 10);
    const gz = await env.app.inject({ method: 'GET', url: '/assets/big-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await env.app.inject({ method: 'GET', url: '/assets/big-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    const api = await env.app.inject({ method: 'GET', url: '/jwt/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 0 });
  });

  it('takes an API prefix as a whole path segment: /legacy-tagpanel/* is a screen, /legacy/* the API', async () => {
    for (const url of [
      '/legacy-tagpanel/explore',
      '/legacy-tagpanel/templates?x=1',
      '/legacy-tagpanel/campaign',
      '/users/list',
      '/bookings-x',
    ]) {
      const r = await page(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toContain('<title>back office</title>');
    }
    for (const url of ['/legacy', '/legacy/token/nothing', '/legacy?x=1', '/broker/tagpanel/nothing', '/jwt']) {
      const r = await page(url);
      expect(r.status, url).toBe(404);
      expect(JSON.parse(r.body), url).toMatchObject({ status: 0 });
    }
  });
});
