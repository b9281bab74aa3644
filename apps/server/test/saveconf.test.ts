import { DEFAULT_NOTIFICATION_SETTINGS } from '@gm/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { readConfiguration, settingsOf } from '../src/modules/institutions/public';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { adminAt } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/** A saved notification settings document: the invitation on, one staff notice with a recipient. */
const NOTIFICATIONS = {
  guest: { ...DEFAULT_NOTIFICATION_SETTINGS.guest, checkinLink: { enabled: true, language: 'pt', daysBefore: 3 } },
  staff: {
    ...DEFAULT_NOTIFICATION_SETTINGS.staff,
    webcheckinFinished: { enabled: true, recipients: ['recepcao@demo.test'], language: 'hotel' },
  },
};

/**
 * saveconf (/config/saveconf, CHANGEINS saveconf; issue 12): a hotel's configuration exported as a versioned file and
 * imported into another, read strictly, its differences shown before they apply, applied in one audited transaction.
 */
const env = await createTestEnv();
const ADMIN = '/jwt/brokerJson/admin';
const EXPORT = `${ADMIN}/ExportarConfiguracaoService`;
const PREVIEW = `${ADMIN}/PreverConfiguracaoService`;
const IMPORT = `${ADMIN}/ImportarConfiguracaoService`;

const atHotel = (await signIn(env.app, 'admin@demo.test')).token;
const atPousada = await adminAt(env, env.demo.pousada);
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Hotel Alheio', flags: { QTDMAXPARCELASPGTO: 2 } });
await createUser(env.db, {
  email: 'dono@alheio.test',
  name: 'Dono Alheio',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'dono@alheio.test')).token;

await env.db.query(
  `UPDATE institutions SET legal_name = 'Hotel Demo Ltda', tax_id = '11222333000181', address = '{"city":"São Paulo"}',
          notifications = $2, theme_color = '#1d5d50',
          flags = flags || '{"TERMOJURIDICO":"Termos do Hotel Demo","CUSTOMFLAG":"x"}'
    WHERE id = $1`,
  [env.demo.hotel, JSON.stringify(NOTIFICATIONS)],
);

const state = async (id: number) => {
  const c = await readConfiguration(env.db, id);
  return { settings: c!.settings, terms: c!.terms };
};

async function exported(token: string) {
  const r = await call(env.app, EXPORT, {}, token);
  expect(r.statusCode).toBe(200);
  return r.json().configuration;
}

describe('export', () => {
  it("is the hotel's settings, flags, notifications and terms, versioned; no identity, users or secrets", async () => {
    const r = await call(env.app, EXPORT, {}, atHotel);
    expect(r.statusCode).toBe(200);
    const { fileName, configuration } = r.json();
    expect(fileName).toMatch(/^configuracao-hotel-demo-\d{4}-\d{2}-\d{2}\.json$/);
    expect(configuration).toMatchObject({
      format: 'gm-hotel-configuration',
      version: 1,
      source: { codIns: env.demo.hotel, name: 'Hotel Demo' },
      settings: { timeZone: 'America/Sao_Paulo', language: 'pt', currency: 'BRL', theme: null },
      terms: 'Termos do Hotel Demo',
    });
    expect(configuration.settings.flags).toMatchObject({
      HASMAPARESERVAS: 'S',
      QTDMAXPARCELASPGTO: 6,
      ISCHECKINSIMPLIFICADO: 'CFG',
      CUSTOMFLAG: 'x',
    });
    expect(configuration.settings.flags).not.toHaveProperty('TERMOJURIDICO');
    expect(configuration.settings.notifications).toEqual(NOTIFICATIONS);
    // No identity, link code, user or token: only the settings.
    const text = JSON.stringify(configuration);
    for (const secret of [
      'Hotel Demo Ltda',
      '11222333000181',
      'São Paulo',
      'contato@hoteldemo.test',
      'admin@demo.test',
      'hotel-demo',
      'rede-demo',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers the caller's own hotel only, and refuses a user without saveconf", async () => {
    expect((await exported(other)).source).toEqual({ codIns: otherHotel, name: 'Hotel Alheio' });
    expect((await call(env.app, EXPORT, {}, reception)).statusCode).toBe(403);
  });
});

describe('import', () => {
  it('previews the differences without changing anything, then applies them: a round trip gives equal settings', async () => {
    const file = await exported(atHotel);
    const before = await state(env.demo.pousada);
    const preview = await call(env.app, PREVIEW, { configuration: file }, atPousada);
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.source).toMatchObject({ codIns: env.demo.hotel, name: 'Hotel Demo' });
    expect(p.changes).toEqual(
      expect.arrayContaining([
        { key: 'theme', current: 'parceira-verde', next: null },
        { key: 'flags.HASMAPARESERVAS', current: 'N', next: 'S' },
        { key: 'flags.QTDMAXPARCELASPGTO', current: '3', next: '6' },
        { key: 'notifications.guest.checkinLink.enabled', current: null, next: 'true' },
        { key: 'notifications.staff.webcheckinFinished.recipients', current: null, next: '["recepcao@demo.test"]' },
        { key: 'themeColor', current: null, next: '#1d5d50' },
        { key: 'terms', current: '', next: 'Termos do Hotel Demo' },
      ]),
    );
    expect(p.changes.map((c: { key: string }) => c.key)).not.toContain('timeZone');
    expect(await state(env.demo.pousada)).toEqual(before);

    const applied = await call(env.app, IMPORT, { configuration: file, basis: p.basis }, atPousada);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 1, changed: p.changes.length });
    expect(await state(env.demo.pousada)).toEqual(await state(env.demo.hotel));
    // Identity stays the pousada's; the settings every screen reads change at once.
    const s = await settingsOf(env.db, env.demo.pousada);
    expect(s).toMatchObject({ name: 'Pousada Parceira', theme: null });
    expect(s.flags.HASMAPARESERVAS).toBe('S');
    const { rows } = await env.db.query('SELECT legal_name, tax_id FROM institutions WHERE id = $1', [env.demo.pousada]);
    expect(rows[0]).toEqual({ legal_name: null, tax_id: null });

    const audit = await env.db.query(
      `SELECT before, after, actor_name FROM audit_log WHERE institution_id = $1 AND action = 'settings.import'`,
      [env.demo.pousada],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      actor_name: 'Admin Demo',
      before: expect.objectContaining({ theme: 'parceira-verde', 'flags.HASMAPARESERVAS': 'N' }),
      after: expect.objectContaining({ theme: null, 'flags.HASMAPARESERVAS': 'S' }),
    });

    // Importing it again changes nothing and records nothing.
    const again = await call(env.app, IMPORT, { configuration: file }, atPousada);
    expect(again.json()).toMatchObject({ changed: 0 });
    expect((await call(env.app, PREVIEW, { configuration: file }, atPousada)).json().changes).toEqual([]);
  });

  it('applies a changed value from an edited file, and only where it is imported', async () => {
    const file = await exported(atHotel);
    file.settings.flags.QTDMAXPARCELASPGTO = 10;
    file.settings.currency = 'USD';
    const hotelBefore = await state(env.demo.hotel);
    const p = (await call(env.app, PREVIEW, { configuration: file }, other)).json();
    expect(p.changes).toEqual(
      expect.arrayContaining([
        { key: 'flags.QTDMAXPARCELASPGTO', current: '2', next: '10' },
        { key: 'currency', current: 'BRL', next: 'USD' },
      ]),
    );
    expect((await call(env.app, IMPORT, { configuration: file, basis: p.basis }, other)).statusCode).toBe(200);
    expect((await settingsOf(env.db, otherHotel)).flags.QTDMAXPARCELASPGTO).toBe(10);
    expect(await state(env.demo.hotel)).toEqual(hotelBefore);
  });

  it('refuses a bad file with each problem worded and placed, and changes nothing', async () => {
    const good = await exported(atHotel);
    const before = await state(env.demo.pousada);
    const bad = (edit: (f: typeof good) => unknown) => edit(structuredClone(good));
    const cases: [unknown, string, RegExp][] = [
      [{ hello: 'world' }, 'configuration.format', /não é uma configuração exportada/],
      [bad((f) => ({ ...f, version: 7 })), 'configuration.version', /Versão de arquivo não suportada/],
      [bad((f) => ((f.settings.flags.ISHOSPITAL = 'talvez'), f)), 'configuration.settings.flags.ISHOSPITAL', /"S"\|"N"/],
      [bad((f) => ((f.settings.timeZone = 'Mars/Olympus_Mons'), f)), 'configuration.settings.timeZone', /Fuso horário desconhecido/],
      [bad((f) => ((f.settings.flags.TERMOJURIDICO = 'x'), f)), 'configuration.settings.flags.TERMOJURIDICO', /campo "terms"/],
      [bad((f) => ({ ...f, password: 'x' })), 'configuration', /password/],
      ['not json at all', 'configuration', /./],
    ];
    for (const [configuration, path, message] of cases) {
      for (const service of [PREVIEW, IMPORT]) {
        const r = await call(env.app, service, { configuration }, atPousada);
        expect(r.statusCode, path).toBe(422);
        expect(r.json().message).toBe('O arquivo não é uma configuração válida. Nada foi alterado.');
        const hit = r.json().errors.find((e: { path: string }) => e.path === path);
        expect(hit, `${path} in ${r.body}`).toBeTruthy();
        expect(hit.message).toMatch(message);
      }
    }
    expect(await state(env.demo.pousada)).toEqual(before);
    const english = await call(env.app, IMPORT, { configuration: { hello: 'world' } }, atPousada, { 'accept-language': 'en' });
    expect(english.json().errors.length).toBeGreaterThan(0);
  });

  it('refuses to apply over settings that changed since the preview', async () => {
    const file = await exported(atHotel);
    file.settings.language = 'es';
    const p = (await call(env.app, PREVIEW, { configuration: file }, atPousada)).json();
    await env.db.query(`UPDATE institutions SET currency = 'ARS' WHERE id = $1`, [env.demo.pousada]);
    const before = await state(env.demo.pousada);
    const r = await call(env.app, IMPORT, { configuration: file, basis: p.basis }, atPousada);
    expect(r.statusCode).toBe(409);
    expect(await state(env.demo.pousada)).toEqual(before);
  });

  it('refuses a user without saveconf and changes nothing', async () => {
    const file = await exported(atHotel);
    file.settings.language = 'en';
    const before = await state(env.demo.hotel);
    expect((await call(env.app, PREVIEW, { configuration: file }, reception)).statusCode).toBe(403);
    expect((await call(env.app, IMPORT, { configuration: file }, reception)).statusCode).toBe(403);
    expect(await state(env.demo.hotel)).toEqual(before);
  });
});
