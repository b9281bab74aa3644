import { afterAll, describe, expect, it } from 'vitest';
import { smtpMail } from '../src/adapters/mail/mail';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';
import { startSmtpPeer } from './smtp-peer';

/**
 * CRM e-mail templates (issue 15): create from a starter, change, preview, list, remove, a test send through a real
 * SMTP peer, the rendered page; refusals on their fields with nothing changed; another hotel's and a caller without
 * TAGPANEL get nothing.
 */
const peer = await startSmtpPeer();
const received = peer.received;
afterAll(peer.close);
const env = await createTestEnv({
  mail: (db) => smtpMail(db, peer.url, 'Hotel <no-reply@test.local>'),
});

const B = '/jwt/brokerJson/tagpanel';
const hotel = env.demo.hotel;
await createUser(env.db, {
  email: 'marketing@demo.test',
  name: 'Marta Marketing',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`TAGPANEL:${hotel}:*`],
});
await createUser(env.db, {
  email: 'marketing@hospital.test',
  name: 'Hugo Hospital',
  password: 'demo1234',
  institutions: [env.demo.hospital],
  permissions: [`TAGPANEL:${env.demo.hospital}:*`],
});
const other = await createInstitution(env.db, { name: 'Outro Hotel' });
await createUser(env.db, {
  email: 'mkt@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [other],
  permissions: [`TAGPANEL:${other}:*`],
});
const marketing = (await signIn(env.app, 'marketing@demo.test')).token;
const hospital = (await signIn(env.app, 'marketing@hospital.test')).token;
const outsider = (await signIn(env.app, 'mkt@other.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;

const count = async () => Number((await env.db.query(`SELECT count(*) FROM campaign_templates WHERE removed_at IS NULL`)).rows[0].count);

describe('e-mail templates', () => {
  it('creates a template from the review-request starter in the hotel language, and from a hospital with its wording', async () => {
    const r = await call(
      env.app,
      `${B}/CreateTemplateService`,
      { name: 'Avaliação pós-estadia', type: 1, msgFrom: 'Hotel Demo' },
      marketing,
    );
    expect(r.statusCode, r.body).toBe(200);
    const t = r.json();
    expect(t).toMatchObject({
      name: 'Avaliação pós-estadia',
      type: 1,
      subject: 'Como foi a sua estadia no {{hotel.name}}?',
      msgFrom: 'Hotel Demo',
    });
    expect(t.outputHtml).toContain('href="{{review.link}}"');
    expect(t.htmlBytes).toBeLessThan(102 * 1024);
    const h = (await call(env.app, `${B}/CreateTemplateService`, { name: 'Avaliação', type: 1 }, hospital)).json();
    expect(h.subject).toBe('Como foi o seu atendimento no {{hotel.name}}?');
    expect(h.msgFrom).toBe('Hospital Demo');
    expect(h.outputHtml).toContain('Avaliar meu atendimento');
  });

  it('changes a design, lists it and previews it with sample values, escaped', async () => {
    const list = (await call(env.app, `${B}/ListTemplatesService`, {}, marketing)).json();
    const id = list.data.find((t: { name: string }) => t.name === 'Avaliação pós-estadia').id;
    const t = (await call(env.app, `${B}/GetTemplateService`, { id }, marketing)).json();
    t.templateObject.body.rows[1].columns[0].contents[1].values.text =
      '<p>Olá {{guest.name}}, <b>volte</b> sempre!<script>x()</script></p>';
    const saved = await call(env.app, `${B}/CreateTemplateService`, { ...t, id, subject: 'Oi {{guest.firstName}}' }, marketing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().outputHtml).toContain('<p>Olá {{guest.name}}, <b>volte</b> sempre!</p>');
    expect(saved.json().outputHtml).not.toMatch(/<script|x\(\)/);
    const preview = await call(env.app, `${B}/ParseTemplateService`, { templateObject: JSON.stringify(t.templateObject) }, marketing);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().html).toContain('Olá Maria Silva,');
    expect(preview.json().html).toContain('href="http://app.test/reviewstay"');
    const found = (await call(env.app, `${B}/ListTemplatesService`, { search: 'pós' }, marketing)).json();
    expect(found.metadata.totalCount).toBe(1);
    // Renamed without a design: the design stays as it was.
    const renamed = await call(
      env.app,
      `${B}/CreateTemplateService`,
      { id, name: 'Avaliação pós-estadia', type: 1, subject: 'Oi {{guest.firstName}}', msgFrom: 'Hotel Demo' },
      marketing,
    );
    expect(renamed.json().outputHtml).toContain('<b>volte</b> sempre!');
  });

  it('opens a design imported bare (no body values) with the defaults: 500 px, Arial', async () => {
    const r = await call(
      env.app,
      `${B}/CreateTemplateService`,
      { name: 'Importado', type: 0, templateObject: JSON.stringify({ body: { rows: [] } }) },
      marketing,
    );
    expect(r.statusCode, r.body).toBe(200);
    const t = (await call(env.app, `${B}/GetTemplateService`, { id: r.json().id }, marketing)).json();
    expect(t.templateObject.body.values).toMatchObject({ contentWidth: '500px', fontFamily: { value: 'arial,helvetica,sans-serif' } });
  });

  it('refuses bad input on its field and changes nothing', async () => {
    const before = await count();
    const design = { body: { rows: [{ columns: [{ contents: [{ type: 'text', values: { text: '<p>{{guest.nome}}</p>' } }] }] }] } };
    const unknown = await call(env.app, `${B}/CreateTemplateService`, { name: 'X', type: 0, templateObject: design }, marketing);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      {
        path: 'templateObject.body.rows.0.columns.0.contents.0.values.text',
        message: 'O campo guest.nome não existe. Use um dos campos da lista.',
      },
    ]);
    const script = {
      body: { rows: [{ columns: [{ contents: [{ type: 'button', values: { text: 'x', href: 'javascript:alert(1)' } }] }] }] },
    };
    const bad = await call(env.app, `${B}/CreateTemplateService`, { name: 'X', type: 0, templateObject: script }, marketing);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('templateObject.body.rows.0.columns.0.contents.0.values.href');
    expect((await call(env.app, `${B}/CreateTemplateService`, { name: '', type: 9 }, marketing)).statusCode).toBe(400);
    const big = {
      body: {
        rows: Array.from({ length: 40 }, () => ({
          columns: [{ contents: [{ type: 'text', values: { text: `<p>${'x'.repeat(3000)}</p>` } }] }],
        })),
      },
    };
    const tooBig = await call(env.app, `${B}/CreateTemplateService`, { name: 'X', type: 0, templateObject: big }, marketing, {
      'accept-language': 'en',
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors[0].path).toBe('templateObject');
    expect((await call(env.app, `${B}/ParseTemplateService`, { templateObject: big }, marketing)).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('sends a test to the staff member through the SMTP peer, with sample values and the sender name', async () => {
    const list = (await call(env.app, `${B}/ListTemplatesService`, {}, marketing)).json();
    const id = list.data.find((t: { name: string }) => t.name === 'Avaliação pós-estadia').id;
    const r = await call(env.app, `${B}/SendTemplateService`, { id }, marketing);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 1, to: 'marketing@demo.test' });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const raw = received[0]!.raw.replace(/=\r?\n/g, '');
    expect(received[0]!.to).toEqual(['marketing@demo.test']);
    expect(raw).toMatch(/From: (=\?UTF-8\?[^?]+\?[^?]+\?=|"?Hotel Demo"?) <no-reply@test\.local>/);
    expect(raw).toContain('Subject: [Teste] Oi Maria');
    expect(raw).toContain('Maria Silva');
    expect(raw).not.toContain('{{');
  });

  it('serves the rendered page to staff with TAGPANEL of the hotel only', async () => {
    const id = (await call(env.app, `${B}/ListTemplatesService`, {}, marketing)).json().data[0].id;
    const url = `/ViewTemplateEmail/temp-campaign-templates/${id}`;
    const page = await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${marketing}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<!doctype html>');
    expect((await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${outsider}` } })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${reception}` } })).statusCode).toBe(403);
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("keeps another hotel's caller and a caller without TAGPANEL out, and removes", async () => {
    const id = (await call(env.app, `${B}/ListTemplatesService`, {}, marketing)).json().data[0].id;
    expect((await call(env.app, `${B}/ListTemplatesService`, {}, outsider)).json().metadata.totalCount).toBe(0);
    for (const name of ['GetTemplateService', 'RemoveTemplateService', 'SendTemplateService'])
      expect((await call(env.app, `${B}/${name}`, { id }, outsider)).statusCode, name).toBe(404);
    const change = await call(env.app, `${B}/CreateTemplateService`, { id, name: 'Roubado', type: 0 }, outsider);
    expect(change.statusCode).toBe(404);
    for (const name of ['ListTemplatesService', 'GetTemplateService', 'RemoveTemplateService', 'SendTemplateService'])
      expect((await call(env.app, `${B}/${name}`, { id }, reception)).statusCode, name).toBe(403);
    const before = await count();
    const removed = await call(env.app, `${B}/RemoveTemplateService`, { id }, marketing);
    expect(removed.json()).toEqual({ status: 1, id });
    expect(await count()).toBe(before - 1);
    expect((await call(env.app, `${B}/GetTemplateService`, { id }, marketing)).statusCode).toBe(404);
  });
});
