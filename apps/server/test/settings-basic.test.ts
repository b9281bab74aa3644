import { describe, expect, it } from 'vitest';
import { logoPath } from '../src/modules/institutions/public';
import { createInstitution, createUser } from '../src/seed/factories';
import { uniqueVoucher } from './bookings-helpers';
import { contextToken, createBooking, noiseJpeg, noisePng, upload } from './checkin-fixtures';
import { call, createSecondApp, createTestEnv, signIn } from './harness';

/**
 * Basic settings (/config/basicsettings, CHANGEINS basic): identity, time zone, language, currency, theme colour,
 * logo and every flag; bad input is a 400 on its field and changes nothing; each change is audited with only what
 * changed, and every server process serves it within a second.
 */
const env = await createTestEnv();
const second = await createSecondApp(env);
const CORE = '/jwt/broker/core';
const READ = `${CORE}/ConfiguracaoBasicaService`;
const SAVE = `${CORE}/SalvarConfiguracaoBasicaService`;
const REMOVE_LOGO = `${CORE}/RemoverLogoInstituicaoService`;
const LOGO = `${CORE}/institutions/logo`;

/** A new hotel with an h link and a user holding `grants` there (default: CHANGEINS basic). */
async function hotelWithEditor(grants = ['CHANGEINS:{hotel}:basic']) {
  const code = uniqueVoucher('hl').toLowerCase();
  const hotel = await createInstitution(env.db, {
    name: `Hotel ${code}`,
    network: 'Rede Demo',
    linkCode: code,
    flags: { HASSTEPDOCPET: 'N', QTDMAXPARCELASPGTO: '3' },
  });
  const email = `${code}@factory.test`;
  await createUser(env.db, {
    email,
    name: 'Gerente Factory',
    password: 'demo1234',
    institutions: [hotel],
    permissions: grants.map((g) => g.replace('{hotel}', String(hotel))),
  });
  return { hotel, code, token: (await signIn(env.app, email)).token };
}

async function row(id: number) {
  const { rows } = await env.db.query(
    'SELECT name, legal_name, tax_id, address, country, time_zone, language, currency, theme_color, logo_key, flags FROM institutions WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function auditOf(id: number) {
  const { rows } = await env.db.query(
    `SELECT action, actor_name, target_type, target_id, target_label, before, after FROM audit_log
      WHERE institution_id = $1 AND action = 'settings.change' ORDER BY id`,
    [id],
  );
  return rows;
}

/** Polls until `ok` holds for the answer (or 1.5 s pass); returns the milliseconds it took. */
async function within<T>(send: () => Promise<T>, ok: (r: T) => boolean, limitMs = 1500): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (ok(await send())) return Date.now() - t0;
    if (Date.now() - t0 > limitMs) throw new Error(`not seen after ${limitMs} ms`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

const GOOD = {
  name: 'Hotel Beira-Mar',
  legalName: 'Beira-Mar Hotelaria Ltda.',
  taxId: '11.222.333/0001-81',
  address: {
    postalCode: '01001-000',
    street: 'Praça da Sé',
    number: '100',
    complement: 'Térreo',
    district: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    country: 'br',
  },
  timeZone: 'america/manaus',
  language: 'es',
  currency: 'USD',
  themeColor: '#1D5D50',
  flags: { HASSTEPDOCPET: 'S', ISCHECKINSIMPLIFICADO: 'gcs', QTDMAXPARCELASPGTO: 6, TERMOJURIDICO: '  Termos do hotel.  ' },
};

describe('ConfiguracaoBasicaService / SalvarConfiguracaoBasicaService', () => {
  it('reads the settings with their defaults and the guest link codes', async () => {
    const { hotel, code, token } = await hotelWithEditor();
    const r = await call(env.app, READ, {}, token);
    expect(r.statusCode).toBe(200);
    const s = r.json().settings;
    expect(s).toMatchObject({
      codIns: hotel,
      legalName: null,
      taxId: null,
      address: { postalCode: '', country: 'BR' },
      timeZone: 'America/Sao_Paulo',
      language: 'pt',
      currency: 'BRL',
      themeColor: null,
      logoUrl: null,
      links: { h: code, r: 'rede-demo' },
    });
    expect(s.flags).toMatchObject({
      HASSTEPDOCPET: 'N',
      QTDMAXPARCELASPGTO: 3,
      ISCHECKINSIMPLIFICADO: '',
      TERMOJURIDICO: '',
      DIASRETENCAOFACIAL: 0,
    });
    expect(Object.keys(s.flags)).toHaveLength(20);
  });

  it('saves good input normalised, answers the new context, and audits only what changed', async () => {
    const { hotel, token } = await hotelWithEditor();
    const r = await call(env.app, SAVE, GOOD, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().settings).toMatchObject({
      name: 'Hotel Beira-Mar',
      taxId: '11222333000181',
      timeZone: 'America/Manaus',
      language: 'es',
      currency: 'USD',
      themeColor: '#1d5d50',
      address: { street: 'Praça da Sé', country: 'BR' },
      flags: { HASSTEPDOCPET: 'S', ISCHECKINSIMPLIFICADO: 'SCG', QTDMAXPARCELASPGTO: 6, TERMOJURIDICO: 'Termos do hotel.' },
    });
    expect(r.json().contextIns).toMatchObject({
      nomeIns: 'Hotel Beira-Mar',
      TIMEZONE: 'America/Manaus',
      THEMECOLOR: '#1d5d50',
      HASSTEPDOCPET: 'S',
    });
    expect(await row(hotel)).toMatchObject({
      tax_id: '11222333000181',
      country: 'BR',
      theme_color: '#1d5d50',
      time_zone: 'America/Manaus',
    });

    const [entry] = await auditOf(hotel);
    expect(entry).toMatchObject({
      action: 'settings.change',
      actor_name: 'Gerente Factory',
      target_type: 'institution',
      target_id: String(hotel),
      target_label: 'Hotel Beira-Mar',
    });
    expect(entry.before).toMatchObject({ HASSTEPDOCPET: 'N', QTDMAXPARCELASPGTO: '3', themeColor: null, taxId: null });
    expect(entry.after).toMatchObject({ HASSTEPDOCPET: 'S', QTDMAXPARCELASPGTO: 6, themeColor: '#1d5d50', taxId: '11222333000181' });
    expect(Object.keys(entry.after)).not.toContain('HASMAPARESERVAS');

    // The same values again: nothing changed, nothing audited. One flag: one field audited.
    expect((await call(env.app, SAVE, GOOD, token)).statusCode).toBe(200);
    expect(await auditOf(hotel)).toHaveLength(1);
    expect((await call(env.app, SAVE, { flags: { UX_SHOWTIPOUHCARD: 'S' } }, token)).statusCode).toBe(200);
    const audits = await auditOf(hotel);
    expect(audits).toHaveLength(2);
    expect(audits[1].before).toEqual({ UX_SHOWTIPOUHCARD: null });
    expect(audits[1].after).toEqual({ UX_SHOWTIPOUHCARD: 'S' });
  });

  it.each([
    ['taxId', { taxId: '11.222.333/0001-80' }, 'invalid_cnpj'],
    ['themeColor', { themeColor: '#fcb900' }, 'low_contrast'],
    ['themeColor', { themeColor: 'blue' }, 'invalid_colour'],
    ['timeZone', { timeZone: 'Nowhere/Atlantis' }, 'invalid_time_zone'],
    ['currency', { currency: 'XYZ' }, 'invalid_value'],
    ['name', { name: '  ' }, 'required'],
    ['address.postalCode', { address: { ...GOOD.address, postalCode: '0100-1000' } }, 'invalid_cep'],
    ['flags.HASSTEPDOCPET', { flags: { HASSTEPDOCPET: 'talvez' } }, 'invalid_flag'],
    ['flags.ISCHECKINSIMPLIFICADO', { flags: { ISCHECKINSIMPLIFICADO: 'SX' } }, 'invalid_letters'],
    ['flags.QTDMAXPARCELASPGTO', { flags: { QTDMAXPARCELASPGTO: 25 } }, 'too_big_number'],
    ['flags.QTDMAXHOSPEDESRESERVA', { flags: { QTDMAXHOSPEDESRESERVA: 0 } }, 'too_small_number'],
    ['flags.DIASRETENCAOFACIAL', { flags: { DIASRETENCAOFACIAL: 31 } }, 'too_big_number'],
    ['flags.DIASRETENCAOFACIAL', { flags: { DIASRETENCAOFACIAL: -1 } }, 'too_small_number'],
    ['flags.DIASRETENCAOFACIAL', { flags: { DIASRETENCAOFACIAL: 2.5 } }, 'invalid_number'],
    ['flags.DIASRETENCAOFACIAL', { flags: { DIASRETENCAOFACIAL: '7' } }, 'invalid_number'],
  ])('refuses a bad %s with a 400 on its field, and saves nothing of the rest', async (path, bad, message) => {
    const { hotel, token } = await hotelWithEditor();
    const before = await row(hotel);
    const r = await call(env.app, SAVE, { name: 'Não Salvo', flags: { HASMAPARESERVAS: 'S' }, ...bad }, token);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toContainEqual({ path, message });
    expect(await row(hotel)).toEqual(before);
    expect(await auditOf(hotel)).toHaveLength(0);
  });

  it('saves the facial search retention days beside its switch (0 to 30), read back and audited', async () => {
    const { hotel, token } = await hotelWithEditor();
    expect((await call(env.app, READ, {}, token)).json().settings.flags.DIASRETENCAOFACIAL).toBe(0);
    const r = await call(env.app, SAVE, { flags: { HASBUSCAFACIAL: 'S', DIASRETENCAOFACIAL: 7 } }, token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().settings.flags).toMatchObject({ HASBUSCAFACIAL: 'S', DIASRETENCAOFACIAL: 7 });
    const zero = await call(env.app, SAVE, { flags: { DIASRETENCAOFACIAL: 0 } }, token);
    expect(zero.json().settings.flags.DIASRETENCAOFACIAL).toBe(0);
    const audits = await auditOf(hotel);
    expect(audits.at(-1)!.after).toEqual({ DIASRETENCAOFACIAL: 0 });
  });

  it("acts on the caller's own hotel only; without CHANGEINS basic it is refused", async () => {
    const mine = await hotelWithEditor();
    const other = await hotelWithEditor();
    const before = await row(other.hotel);
    // The request cannot name a hotel: the caller's is the session's.
    const r = await call(env.app, SAVE, { name: 'Invasão', codIns: other.hotel }, mine.token);
    expect(r.statusCode).toBe(400);
    expect((await call(env.app, SAVE, { name: 'Só o meu' }, mine.token)).statusCode).toBe(200);
    expect(await row(other.hotel)).toEqual(before);
    expect((await row(mine.hotel)).name).toBe('Só o meu');

    const reception = await hotelWithEditor(['TRIAL:{hotel}:reservas', 'CHANGEINS:{hotel}:notifications']);
    const was = await row(reception.hotel);
    for (const path of [READ, SAVE, REMOVE_LOGO]) {
      const refused = await call(env.app, path, path === SAVE ? { name: 'Sem permissão' } : {}, reception.token);
      expect(refused.statusCode, path).toBe(403);
    }
    expect((await upload(env.app, LOGO, reception.token, await noiseJpeg(300, 120))).statusCode).toBe(403);
    expect(await row(reception.hotel)).toEqual(was);
    // A basic grant of another hotel is no grant here.
    const elsewhere = await hotelWithEditor([`CHANGEINS:${mine.hotel}:basic`]);
    expect((await call(env.app, READ, {}, elsewhere.token)).statusCode).toBe(403);
  });

  it('a second server process serves the change within a second', async () => {
    const { token, code } = await hotelWithEditor();
    const ctxToken = await contextToken(second.app, code);
    const guestContext = () => call(second.app, '/broker/auth/ParamsContextInstituicaoService', {}, ctxToken);
    expect((await guestContext()).json().contextIns.HASSTEPDOCPET).toBe('N');
    expect((await call(env.app, SAVE, { flags: { HASSTEPDOCPET: 'S' } }, token)).statusCode).toBe(200);
    const ms = await within(guestContext, (r) => r.json().contextIns.HASSTEPDOCPET === 'S');
    expect(ms).toBeLessThan(1000);
  });
});

describe('the logo', () => {
  it('is re-encoded, served publicly with an ETag and a version, replaced, and removed', async () => {
    const { hotel, token } = await hotelWithEditor();
    expect((await env.app.inject({ method: 'GET', url: logoPath(hotel) })).statusCode).toBe(404);

    const up = await upload(env.app, LOGO, token, await noisePng(1600, 600), {}, 'logo.png');
    expect(up.statusCode).toBe(200);
    const url: string = up.json().settings.logoUrl;
    expect(url).toMatch(new RegExp(`^${logoPath(hotel)}\\?v=[A-Za-z0-9_-]{12}$`));
    expect(up.json().contextIns.LOGOURL).toBe(url);

    const got = await env.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const sharp = (await import('sharp')).default;
    expect(await sharp(got.rawPayload).metadata()).toMatchObject({ width: 800, height: 300, format: 'jpeg' });
    const again = await env.app.inject({ method: 'GET', url: logoPath(hotel), headers: { 'if-none-match': String(got.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The guest pages of another process see it too.
    expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const firstKey = (await row(hotel)).logo_key;
    const replaced = await upload(env.app, LOGO, token, await noiseJpeg(400, 200));
    expect(replaced.json().settings.logoUrl).not.toBe(url);
    expect(await env.deps.ports.blob.get(firstKey)).toBeNull();

    const audits = await auditOf(hotel);
    expect(audits.map((a) => [a.before.logo === null, typeof a.after.logo])).toEqual([
      [true, 'string'],
      [false, 'string'],
    ]);

    const removed = await call(env.app, REMOVE_LOGO, {}, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().settings.logoUrl).toBeNull();
    expect((await env.app.inject({ method: 'GET', url: logoPath(hotel) })).statusCode).toBe(404);
    expect((await row(hotel)).logo_key).toBeNull();
  });

  it('refuses what is not an image and keeps the logo it had', async () => {
    const { hotel, token } = await hotelWithEditor();
    const r = await upload(env.app, LOGO, token, Buffer.from('<?php echo 1; ?>'), {}, 'logo.png');
    expect(r.statusCode).toBe(415);
    expect((await row(hotel)).logo_key).toBeNull();
    expect(await auditOf(hotel)).toHaveLength(0);
    expect((await env.app.inject({ method: 'GET', url: '/institutions/abc/logo' })).statusCode).toBe(404);
  });
});

describe('the booking-card flags on the guest pages', () => {
  it("send the room type and daily rate to the guest's check-out only when UX_SHOWTIPOUHCARD / UX_SHOWVLRDIARIACARD = S", async () => {
    const { hotel, code, token } = await hotelWithEditor();
    const b = await createBooking(env.db, hotel, { status: 'I', checkIn: -1, checkOut: 2, persons: [{ name: 'Yara Flags' }] });
    const guest = (
      await call(env.app, '/booking/token', { h: code, voucher: b.voucher, nome: 'Yara Flags', finalidade: 'checkout' })
    ).json().token as string;
    const stay = async () => (await call(env.app, '/jwt/brokerJson/checkin/DetalhesCheckoutService', {}, guest)).json().reserva;
    expect(await stay()).toMatchObject({ tipoUHEstadia: null, vlrDiaria: null, noites: 3 });
    expect((await call(env.app, SAVE, { flags: { UX_SHOWTIPOUHCARD: 'S' } }, token)).statusCode).toBe(200);
    expect(await stay()).toMatchObject({ tipoUHEstadia: 'Standard', vlrDiaria: null });
    expect((await call(env.app, SAVE, { flags: { UX_SHOWTIPOUHCARD: 'N', UX_SHOWVLRDIARIACARD: 'S' } }, token)).statusCode).toBe(200);
    expect(await stay()).toMatchObject({ tipoUHEstadia: null, vlrDiaria: 'R$ 350,00' });
  });
});
