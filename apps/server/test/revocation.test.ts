import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories';
import { createBooking, noiseJpeg, upload } from './checkin-fixtures';
import { call, createSecondApp, createTestEnv, form, signIn } from './harness';

/**
 * Issue 9 §6: revocation that took 30 seconds, or never. Two app instances (each with its own session cache,
 * pool and LISTEN connection, as two server processes have) over one database; changes made by a service on
 * one, or straight in SQL as an admin screen or a script would, apply on the other within a second.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-revocation-'));
const env = await createTestEnv({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const second = await createSecondApp(env);
const hotel = env.demo.hotel;
const LIST = '/jwt/brokerJson/trial/ListReservasService';
let seq = 0;

async function staffUser(perms = ['reservas']): Promise<{ id: number; email: string }> {
  const email = `revog${++seq}@demo.test`;
  const id = await createUser(env.db, {
    email,
    name: `Revogação ${seq}`,
    password: 'demo1234',
    institutions: [hotel],
    permissions: perms.map((p) => `TRIAL:${hotel}:${p}`),
  });
  return { id, email };
}

/** Polls until the call answers `status` (or 1.5 s pass); returns the milliseconds it took. */
async function within(send: () => Promise<{ statusCode: number }>, status: number, limitMs = 1500): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const r = await send();
    if (r.statusCode === status) return Date.now() - t0;
    if (Date.now() - t0 > limitMs) throw new Error(`still ${r.statusCode} after ${limitMs} ms (wanted ${status})`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('grants, accounts and sessions changed anywhere apply everywhere within a second', () => {
  it('a permission removed in SQL: the other process refuses at once (was 30 s)', async () => {
    const u = await staffUser();
    const { token } = await signIn(env.app, u.email);
    // Warm both caches.
    expect((await call(env.app, LIST, {}, token)).statusCode).toBe(200);
    expect((await call(second.app, LIST, {}, token)).statusCode).toBe(200);
    await env.db.query(`DELETE FROM user_permissions WHERE user_id = $1`, [u.id]);
    const ms = await within(() => call(second.app, LIST, {}, token), 403);
    expect(ms).toBeLessThan(1000);
    expect((await call(env.app, LIST, {}, token)).statusCode).toBe(403);
  });

  it('a user deactivated in SQL, or removed from the hotel: refused within a second on both', async () => {
    const u = await staffUser();
    const { token } = await signIn(env.app, u.email);
    expect((await call(second.app, LIST, {}, token)).statusCode).toBe(200);
    await env.db.query(`DELETE FROM user_institutions WHERE user_id = $1`, [u.id]);
    expect(await within(() => call(second.app, LIST, {}, token), 403)).toBeLessThan(1000);
    const v = await staffUser();
    const t2 = (await signIn(second.app, v.email)).token;
    expect((await call(env.app, LIST, {}, t2)).statusCode).toBe(200);
    await env.db.query(`UPDATE users SET active = false WHERE id = $1`, [v.id]);
    expect(await within(() => call(env.app, LIST, {}, t2), 401)).toBeLessThan(1000);
  });

  it('sign-out on one process ends the session on the other', async () => {
    const u = await staffUser();
    const s = await signIn(env.app, u.email);
    expect((await call(second.app, LIST, {}, s.token)).statusCode).toBe(200);
    await env.app.inject({ method: 'POST', url: '/logout', headers: { cookie: s.cookie, authorization: `Bearer ${s.token}` } });
    expect(await within(() => call(second.app, LIST, {}, s.token), 401)).toBeLessThan(1000);
  });
});

describe('/changePassword revokes the other sessions and tokens', () => {
  it('signs out every other session on every process; the one that changed it stays', async () => {
    const u = await staffUser();
    const here = await signIn(env.app, u.email);
    const elsewhere = await signIn(second.app, u.email);
    expect((await call(second.app, LIST, {}, elsewhere.token)).statusCode).toBe(200);
    const r = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'demo1234', newPw: 'novaSenha123', newPwVerification: 'novaSenha123' },
      {
        authorization: `Bearer ${here.token}`,
        cookie: here.cookie,
      },
    );
    expect(r.body.startsWith('1;'), r.body).toBe(true);
    expect(await within(() => call(second.app, LIST, {}, elsewhere.token), 401)).toBeLessThan(1000);
    expect((await call(env.app, LIST, {}, elsewhere.token)).statusCode).toBe(401);
    expect((await call(env.app, LIST, {}, here.token)).statusCode).toBe(200);
  });

  it("a signed-in guest's booking tokens stop working after the password change", async () => {
    const email = `hospede.revoga${++seq}@demo.test`;
    await createUser(env.db, { email, name: 'Hóspede Revoga', password: 'demo1234', permissions: ['SUJEITO:{idUser}:*'] });
    await createBooking(env.db, hotel, { persons: [{ name: 'Hóspede Revoga', email }] });
    const guest = await signIn(env.app, email);
    const own = await call(env.app, '/person/token/authenticated', {}, guest.token);
    expect(own.statusCode, own.body).toBe(200);
    const bookingToken = own.json().token as string;
    const details = () => call(second.app, '/jwt/broker/core/DetalhesPessoaService', { CODPESRES: own.json().CODPESRES }, bookingToken);
    expect((await details()).statusCode).toBe(200);
    await new Promise((res) => setTimeout(res, 1100));
    const r = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'demo1234', newPw: 'outraSenha123', newPwVerification: 'outraSenha123' },
      {
        authorization: `Bearer ${guest.token}`,
        cookie: guest.cookie,
      },
    );
    expect(r.body.startsWith('1;'), r.body).toBe(true);
    expect((await details()).statusCode).toBe(401);
  });
});

describe('image links are bound to the staff session', () => {
  it('a staff link stops opening a guest document at sign-out and when removed from the hotel', async () => {
    const photo = await noiseJpeg(800, 600);
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Dora Imagem' }] });
    const u = await staffUser(['reservas', 'checkinouts']);
    const s = await signIn(env.app, u.email);
    const up = await upload(env.app, `/documentosUploader?tipo=persondoc&CODRES=${b.id}&CODPESRES=${b.persons[0]}`, s.token, photo);
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().url as string;
    expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await env.app.inject({ method: 'POST', url: '/logout', headers: { cookie: s.cookie, authorization: `Bearer ${s.token}` } });
    expect(await within(() => second.app.inject({ method: 'GET', url }), 404)).toBeLessThan(1000);

    const s2 = await signIn(env.app, u.email);
    const up2 = await upload(env.app, `/documentosUploader?tipo=persondoc&CODRES=${b.id}&CODPESRES=${b.persons[0]}`, s2.token, photo);
    const url2 = up2.json().url as string;
    expect((await second.app.inject({ method: 'GET', url: url2 })).statusCode).toBe(200);
    await env.db.query('DELETE FROM user_institutions WHERE user_id = $1', [u.id]);
    expect(await within(() => second.app.inject({ method: 'GET', url: url2 }), 404)).toBeLessThan(1000);
  });
});
