import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { createPool } from '../src/db/pool';
import { findSettings, institutionContext, SettingsCache, saveSettings, settingsOf } from '../src/modules/institutions/settings';
import type { AppError } from '../src/platform/errors';
import { createInstitution, createUser } from '../src/seed/factories';
import { bookingBody, newHotelUser, TRIAL } from './bookings-helpers';
import { bookingToken, createBooking, noiseJpeg, upload } from './checkin-fixtures';
import { call, createSecondApp, createTestEnv, signIn } from './harness';

/**
 * One settings service (decision 0025): typed settings with defaults, one cache per process that every process
 * drops within a second when an institution changes, and refusals worded at the edge for the request's hotel.
 */
const env = await createTestEnv();
const second = await createSecondApp(env);
const MAP = `${TRIAL}/ListMapaReservasService`;
const ADD = `${TRIAL}/InserirAlterarReservaService`;
const CONTEXT = '/broker/auth/ParamsContextInstituicaoService';

/** Polls until `ok` holds for the answer (or 1.5 s pass); returns the milliseconds it took. */
async function within<T>(send: () => Promise<T>, ok: (r: T) => boolean, limitMs = 1500): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (ok(await send())) return Date.now() - t0;
    if (Date.now() - t0 > limitMs) throw new Error(`not seen after ${limitMs} ms`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('settingsOf', () => {
  it('types the flags with their defaults, keeps flags it does not know, and leaves the stored context as it was', async () => {
    const id = await createInstitution(env.db, {
      name: 'Pousada Tipada',
      country: 'ar',
      flags: { QTDMAXPARCELASPGTO: '4', ISHOSPITAL: 'talvez', QTDMAXHOSPEDESRESERVA: 'muitos', CUSTOMFLAG: 'x' },
    });
    const s = await settingsOf(env.db, id);
    expect(s).toMatchObject({
      institutionId: id,
      name: 'Pousada Tipada',
      country: 'AR',
      timeZone: DEFAULT_TIME_ZONE,
      language: 'pt',
      currency: 'BRL',
      theme: null,
      hospital: false,
    });
    expect(s.flags).toMatchObject({
      QTDMAXPARCELASPGTO: 4,
      ISHOSPITAL: 'N',
      HASMAPARESERVAS: 'N',
      QTDMAXHOSPEDESRESERVA: 10,
      ISCHECKINSIMPLIFICADO: '',
      CUSTOMFLAG: 'x',
    });
    expect(await institutionContext(env.db, id)).toMatchObject({ ISHOSPITAL: 'talvez', QTDMAXPARCELASPGTO: '4', COUNTRYINS: 'ar' });
    await saveSettings(env.db, id, { timeZone: 'Nowhere/Atlantis', language: 'es', currency: 'ARS', flags: { CUSTOMFLAG: null } });
    const changed = await settingsOf(env.db, id);
    expect(changed).toMatchObject({ timeZone: DEFAULT_TIME_ZONE, language: 'es', currency: 'ARS' });
    expect(changed.flags).not.toHaveProperty('CUSTOMFLAG');
  });

  it('answers from the cache until the institution changes; an unknown institution is refused', async () => {
    const id = await createInstitution(env.db, { name: 'Hotel Cache' });
    const first = await settingsOf(env.db, id);
    expect(await settingsOf(env.db, id)).toBe(first);
    await saveSettings(env.db, id, { theme: 'parceira-verde' });
    expect(await settingsOf(env.db, id)).toMatchObject({ theme: 'parceira-verde' });
    expect(await findSettings(env.db, 999_999)).toBeNull();
    await expect(settingsOf(env.db, 999_999)).rejects.toMatchObject({
      key: 'platform.no_context',
      httpStatus: 403,
    } satisfies Partial<AppError>);
  });
});

describe('a change on one process applies on every process within a second', () => {
  it('a flag and the wording changed through one instance, a time zone changed in SQL: the other follows', async () => {
    const { hotel, token } = await newHotelUser(env, ['reservas', 'mapa-reservas']);
    const map = (app: typeof env.app) => call(app, MAP, { dataInicial: '01/01/2031', dataFinal: '10/01/2031' }, token);
    // Warm both caches.
    expect((await map(env.app)).statusCode).toBe(200);
    expect((await map(second.app)).statusCode).toBe(200);

    await saveSettings(env.db, hotel, { flags: { HASMAPARESERVAS: 'N' } });
    expect((await map(env.app)).statusCode).toBe(403);
    const mapMs = await within(
      () => map(second.app),
      (r) => r.statusCode === 403,
    );
    expect(mapMs).toBeLessThan(1000);

    const missing = (app: typeof env.app) => call(app, ADD, bookingBody({ CODRES: 999_999_999 }), token);
    expect((await missing(second.app)).json()).toMatchObject({ code: 'bookings.not_found', message: 'Reserva não encontrada.' });
    await saveSettings(env.db, hotel, { flags: { ISHOSPITAL: 'S' } });
    const wordingMs = await within(
      () => missing(second.app),
      (r) => r.json().message === 'Atendimento não encontrado.',
    );
    expect(wordingMs).toBeLessThan(1000);
    expect((await missing(second.app)).json()).toMatchObject({ code: 'bookings.not_found.hospital' });

    expect((await call(second.app, CONTEXT, {}, token)).json().contextIns).toMatchObject({ TIMEZONE: DEFAULT_TIME_ZONE });
    await env.db.query(`UPDATE institutions SET time_zone = 'America/Manaus' WHERE id = $1`, [hotel]);
    for (const app of [env.app, second.app]) {
      const ms = await within(
        () => call(app, CONTEXT, {}, token),
        (r) => r.json().contextIns.TIMEZONE === 'America/Manaus',
      );
      expect(ms).toBeLessThan(1000);
    }
  });
});

describe('a lost LISTEN connection', () => {
  it('makes the cache read the database until it listens again, so no change is missed meanwhile', async () => {
    // A pool of its own, as another process has: the harness's cache for env.db stays as it is.
    const db = createPool(env.databaseUrl, 2);
    const cache = new SettingsCache(db);
    const id = await createInstitution(env.db, { name: 'Hotel Reconexão' });
    try {
      await cache.start();
      await cache.load(id);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN gm_institution_changed' AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      await within(
        async () => cache.listening,
        (listening) => !listening,
      );
      // Not listening: a change that no notification reports is still read.
      await env.db.query(`UPDATE institutions SET name = 'Hotel Reconectado' WHERE id = $1`, [id]);
      expect((await cache.load(id))?.settings.name).toBe('Hotel Reconectado');
      const ms = await within(
        async () => cache.listening,
        (listening) => listening,
        3000,
      );
      expect(ms).toBeLessThan(3000);
    } finally {
      cache.stop();
      await db.end();
    }
  });
});

describe('refusals are worded at the edge for the hotel the request is about', () => {
  it("a plain route (an upload): the bearer's hotel", async () => {
    const b = await createBooking(env.db, env.demo.hospital, { deadlineHoursFromNow: 2 });
    const { token } = await bookingToken(env.app, b.voucher, 'Ana Souza', 'hospital-demo');
    await env.db.query(`UPDATE bookings SET webcheckin_deadline = now() - interval '1 hour' WHERE id = $1`, [b.id]);
    const r = await upload(env.app, '/documentosUploader?tipo=persondoc', token, await noiseJpeg(400, 300));
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      code: 'checkin.expired.hospital',
      message: 'O check-in online deste atendimento não está mais disponível: o prazo terminou. Procure a recepção.',
    });
  });

  it("a signed-in guest's own booking: that booking's hotel, not the hotel of the guest's session", async () => {
    const email = 'paciente.sujeito@demo.test';
    await createUser(env.db, {
      email,
      name: 'Paciente',
      password: 'demo1234',
      institutions: [env.demo.hospital],
      permissions: ['SUJEITO:{idUser}:*'],
    });
    const atHospital = (await signIn(env.app, email)).token;
    const r = await call(env.app, '/person/token/authenticated', { CODRES: 999_999_999 }, atHospital);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'checkin.booking_not_found' });
    expect(r.json().message).toMatch(/^Reserva não encontrada/);
  });
});
