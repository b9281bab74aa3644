import { describe, expect, it } from 'vitest';
import { createInstitution, createNetworkLink } from '../src/seed/factories';
import { call, createSecondApp, createTestEnv, form, signIn } from './harness';

/** The website widget's configuration (docs/decisions/0053-website-widget.md). */
const env = await createTestEnv();
const PATH = '/jwt/brokerJson/widget/WidgetMetadataService';

describe('WidgetMetadataService', () => {
  it("gives a hotel's look, entries and contact for its link code, as a form post from any origin", async () => {
    const r = await form(env.app, PATH, { h: 'hotel-demo' }, { origin: 'https://www.hotel-site.test' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.json()).toEqual({
      status: 1,
      widget: {
        h: 'hotel-demo',
        nomeIns: 'Hotel Demo',
        hospital: false,
        idioma: 'pt',
        cor: expect.stringMatching(/^#[0-9a-f]{6}$/),
        tema: expect.toBeOneOf([null, expect.any(String)]),
        logoUrl: null,
        entradas: { checkin: true, pagamento: true, contato: true },
        email: 'contato@hoteldemo.test',
      },
    });
  });

  it("answers each hotel's own configuration: the hospital's wording, another hotel's colour and flags", async () => {
    const hospital = (await call(env.app, PATH, { h: 'hospital-demo' })).json().widget;
    expect(hospital).toMatchObject({ h: 'hospital-demo', hospital: true, email: 'contato@hospitaldemo.test' });
    const code = `site-${Date.now().toString(36)}`;
    const id = await createInstitution(env.db, { name: 'Pousada do Site', linkCode: code, flags: { TSYCFGHASPAYMENT: 'N' } });
    await env.db.query('UPDATE institutions SET theme_color = $2 WHERE id = $1', [id, '#1d5d50']);
    // A staff token of another hotel changes nothing: the answer is the code's hotel, and only what is public.
    const staff = (await signIn(env.app, 'recepcao@demo.test')).token;
    await expect
      .poll(async () => (await call(env.app, PATH, { h: code }, staff)).json().widget, { timeout: 2000 })
      .toEqual({
        h: code,
        nomeIns: 'Pousada do Site',
        hospital: false,
        idioma: 'pt',
        cor: '#1d5d50',
        tema: null,
        logoUrl: null,
        entradas: { checkin: true, pagamento: false, contato: false },
        email: null,
      });
  });

  it('refuses an unknown code and a network code (422, worded) and bad input on its field (400)', async () => {
    const unknown = await call(env.app, PATH, { h: 'no-such-hotel' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ status: 0, code: 'institutions.invalid_link' });
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
    await createNetworkLink(env.db, 'rede-site', 'Rede do Site');
    expect((await call(env.app, PATH, { h: 'rede-site' })).json()).toMatchObject({ code: 'institutions.invalid_link' });
    const english = await call(env.app, `${PATH}?locale=en`, { h: 'no-such-hotel' });
    expect(english.json().message).not.toBe(unknown.json().message);
    for (const body of [{}, { h: '' }, { h: 'x'.repeat(65) }, { h: 12 }]) {
      const bad = await call(env.app, PATH, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().errors[0].path).toBe('h');
    }
  });

  it('is limited per address like the other public link calls', async () => {
    const limited = await createSecondApp(env, { config: { rateLimitAuthMax: 3 } });
    const codes = [];
    const payload = 'h=pousada-parceira';
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    for (let i = 0; i < 5; i++)
      codes.push((await limited.app.inject({ method: 'POST', url: PATH, payload, headers, remoteAddress: '203.0.113.9' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    await limited.app.close();
  });
});

describe('the widget on other websites', () => {
  it('lets any origin load the loader and frame the menu screen, and nothing else', async () => {
    const home = await env.app.inject({ method: 'GET', url: '/menu-checkin?h=hotel-demo' });
    const framed = await env.app.inject({ method: 'GET', url: '/menu-widget-screen?h=hotel-demo' });
    expect(String(framed.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['access-control-allow-origin']).toBeUndefined();
  });
});
