import { afterAll, describe, expect, it } from 'vitest';
import { smtpMail } from '../src/adapters/mail/mail';
import { bookingToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { startSmtpPeer } from './smtp-peer';

/**
 * /grant-person-access (docs/decisions/0054-guest-preferences.md): a booking's guest grants another person access by
 * e-mail; the invitation arrives at a real SMTP peer with its link; the invited person opens the booking, fills what
 * its guests fill, and may not grant; a revoked grant's tokens are refused at once.
 */
const peer = await startSmtpPeer();
const received = peer.received;
afterAll(peer.close);

const env = await createTestEnv({
  mail: (db) => smtpMail(db, peer.url, 'Hotel <no-reply@test.local>'),
});
const hotel = env.demo.hotel;
const BASE = '/jwt/brokerJson/checkin';
const GRANT = `${BASE}/ConcederAcessoReservaService`;
const LIST = `${BASE}/ListarAcessosReservaService`;
const REVOKE = `${BASE}/RevogarAcessoReservaService`;
const OPEN = `${BASE}/AbrirAcessoReservaService`;

/** The invitation's code, read from the mail the SMTP peer received (quoted-printable soft breaks undone). */
async function codeMailedTo(address: string): Promise<string> {
  await expect.poll(() => received.some((r) => r.to.includes(address)), { timeout: 10_000 }).toBe(true);
  const raw = received
    .filter((r) => r.to.includes(address))
    .at(-1)!
    .raw.replace(/=\r?\n/g, '');
  const code = /grant-person-access\?acesso(?:=3D|=)([A-Za-z0-9_-]{43})/.exec(raw)?.[1];
  if (!code) throw new Error(`no invitation link in: ${raw.slice(0, 500)}`);
  return code;
}

const grantCount = async (bookingId: number) =>
  (await env.db.query('SELECT count(*)::int AS n FROM booking_access_grants WHERE booking_id = $1', [bookingId])).rows[0]!.n;

describe('access grants', () => {
  it('grants by e-mail through the SMTP peer; the invited person opens and fills the booking; revoked, refused at once', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Ana Dona' }, { name: 'Beto Dona' }] });
    const owner = (await bookingToken(env.app, b.voucher, 'Ana Dona')).token;
    const r = await call(env.app, GRANT, { nome: 'Carla Assistente', email: 'carla@example.test' }, owner);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      message: 'Convite enviado para carla@example.test.',
      acesso: { nome: 'Carla Assistente' },
    });
    const code = await codeMailedTo('carla@example.test');
    const raw = received.at(-1)!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain(b.voucher);
    // The link's code is delivered, never kept at rest (only its hash and the outbox placeholder).
    const { rows: kept } = await env.db.query(`SELECT * FROM mail_outbox WHERE kind = 'booking-access'`);
    expect(JSON.stringify(kept)).not.toContain(code);

    const opened = await call(env.app, OPEN, { codigo: code });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ CODRES: b.id, codIns: hotel, h: 'hotel-demo', voucher: b.voucher, concedidoPor: 'Ana Dona' });
    const invited = opened.json().token as string;
    // The invited person sees the booking and fills what its guests fill (preferences; a guest's check-in token).
    const seen = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', { CODRES: b.id }, invited);
    expect(seen.statusCode, seen.body).toBe(200);
    const prefs = await call(env.app, '/jwt/broker/core/alterarPreferenciasReserva', { preferencias: { dieta: 'Vegana' } }, invited);
    expect(prefs.json()).toMatchObject({ status: 1, preferencias: { dieta: 'Vegana' } });
    const beto = seen.json().reserva.pessoasReserva.find((p: { NOME: string }) => p.NOME === 'Beto Dona').CODPESRES;
    const narrowed = await call(env.app, '/person/token', { CODPESRES: beto }, invited);
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    // ...but manages no grants.
    expect((await call(env.app, GRANT, { nome: 'Davi Outro', email: 'davi@example.test' }, invited)).statusCode).toBe(403);
    expect((await call(env.app, LIST, {}, invited)).statusCode).toBe(403);

    const list = await call(env.app, LIST, {}, owner);
    const grant = list.json().acessos[0];
    expect(list.json().acessos).toHaveLength(1);
    expect(grant).toMatchObject({ nome: 'Carla Assistente', email: 'carla@example.test' });
    expect(grant.abertoEm).not.toBeNull();

    const revoked = await call(env.app, REVOKE, { id: grant.id }, owner);
    expect(revoked.json()).toMatchObject({ status: 1, message: 'Acesso revogado.' });
    expect((await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', {}, invited)).statusCode).toBe(401);
    expect((await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', {}, narrowed.json().token)).statusCode).toBe(401);
    const again = await call(env.app, OPEN, { codigo: code });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Este convite não é válido ou o acesso foi revogado. Peça um novo convite a quem o enviou.');
    expect((await call(env.app, LIST, {}, owner)).json().acessos).toEqual([]);
    expect((await call(env.app, REVOKE, { id: grant.id }, owner)).statusCode).toBe(404);
    const { rows: trail } = await env.db.query(
      `SELECT action, target_label, after, before FROM audit_log WHERE target_type = 'booking' AND target_id = $1 ORDER BY id`,
      [String(b.id)],
    );
    expect(trail.map((t) => t.action)).toEqual(['booking.access_grant', 'booking.access_revoke']);
    expect(JSON.stringify(trail)).not.toContain('carla@example.test');
  });

  it('refuses bad input on its field, a second live grant to the same address, and changes nothing', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Edu Campos' }] });
    const owner = (await bookingToken(env.app, b.voucher, 'Edu Campos')).token;
    const bad = await call(env.app, GRANT, { nome: 'Fabi Campos', email: 'not-an-email' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('email');
    const noName = await call(env.app, `${GRANT}?locale=en`, { nome: ' ', email: 'fabi@example.test' }, owner);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].path).toBe('nome');
    expect(await grantCount(b.id)).toBe(0);
    expect((await call(env.app, GRANT, { nome: 'Fabi Campos', email: 'fabi@example.test' }, owner)).statusCode).toBe(200);
    const twice = await call(env.app, `${GRANT}?locale=es`, { nome: 'Fabi C.', email: 'FABI@example.test' }, owner);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual([
      { path: 'email', message: 'Esta persona ya tiene acceso. Revoque el acceso actual para enviar una nueva invitación.' },
    ]);
    expect(await grantCount(b.id)).toBe(1);
    expect((await call(env.app, OPEN, { codigo: 'short' })).statusCode).toBe(400);
    expect((await call(env.app, OPEN, { codigo: 'B'.repeat(43) })).statusCode).toBe(404);
  });

  it("another booking's guest, another hotel's guest and staff cannot see or revoke a booking's grants", async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Gil Souza' }] });
    const owner = (await bookingToken(env.app, b.voucher, 'Gil Souza')).token;
    await call(env.app, GRANT, { nome: 'Hana Souza', email: 'hana@example.test' }, owner);
    const id = (await call(env.app, LIST, {}, owner)).json().acessos[0].id as number;

    const other = await createBooking(env.db, hotel, { persons: [{ name: 'Ivo Lima' }] });
    const stranger = (await bookingToken(env.app, other.voucher, 'Ivo Lima')).token;
    expect((await call(env.app, LIST, {}, stranger)).json().acessos).toEqual([]);
    expect((await call(env.app, REVOKE, { id }, stranger)).statusCode).toBe(404);

    const pousada = await createBooking(env.db, env.demo.pousada, { persons: [{ name: 'Júlia Mar' }] });
    const link = (await env.db.query(`SELECT code FROM hotel_links WHERE institution_id = $1 AND kind = 'h'`, [env.demo.pousada])).rows[0]!
      .code as string;
    const elsewhere = (await bookingToken(env.app, pousada.voucher, 'Júlia Mar', link)).token;
    expect((await call(env.app, REVOKE, { id }, elsewhere)).statusCode).toBe(404);
    expect((await call(env.app, LIST, {}, elsewhere)).json().acessos).toEqual([]);

    const staff = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect((await call(env.app, REVOKE, { id }, staff)).statusCode).toBe(403);
    const { rows } = await env.db.query('SELECT revoked_at FROM booking_access_grants WHERE id = $1', [id]);
    expect(rows[0]!.revoked_at).toBeNull();
  });
});
