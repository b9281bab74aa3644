import { beforeAll, describe, expect, it } from 'vitest';
import { setHotelMembership } from '../src/modules/auth/public';
import { createUser } from '../src/seed/factories';
import { bookingBody, TRIAL } from './bookings-helpers';
import { call, createSecondApp, createTestEnv, form, signIn } from './harness';

/** Emulation (/emulate/index, issue 12): who may be seen as whom, what the session becomes, what is refused and audited. */
const env = await createTestEnv();
const AUTH = '/broker/auth';
const LIST = `${AUTH}/ListarUsuariosEmulacaoService`;
const START = `${AUTH}/IniciarEmulacaoService`;
const STOP = `${AUTH}/EncerrarEmulacaoService`;
const AVAILABLE = '/broker/auth/AvailableInsPerSujeitoService';

interface Listed {
  idUser: number;
  name: string;
  email: string;
  areas: string[];
  grants: string[];
  refusal: string | null;
}

async function sessionOf(cookie: string) {
  const r = await env.app.inject({ method: 'POST', url: '/user/token/authenticated', headers: { cookie } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    token: string;
    user: { idUser: number; name: string; permissions: Record<string, { instance: string; action: string }[]> };
    emulation: { user: { idUser: number; name: string }; actor: { idUser: number; name: string } } | null;
  };
}

async function auditOf(action: string) {
  const { rows } = await env.db.query(
    `SELECT institution_id, actor_user_id, actor_name, as_user_id, as_name, target_type, target_id, target_label, before, after
       FROM audit_log WHERE action = $1 ORDER BY id`,
    [action],
  );
  return rows;
}

let subAdmin: number;
let pousadaOnly: number;

beforeAll(async () => {
  const { hotel, pousada } = env.demo;
  // An administrator of Hotel Demo who holds less than the front desk there.
  subAdmin = await createUser(env.db, {
    email: 'subadmin@demo.test',
    name: 'Sub Admin',
    password: 'demo1234',
    institutions: [hotel],
    permissions: [`ADM:${hotel}:*`, `HOTEL:${hotel}:*`, `TRIAL:${hotel}:reservas`],
  });
  pousadaOnly = await createUser(env.db, {
    email: 'so-pousada@demo.test',
    name: 'Só Pousada',
    password: 'demo1234',
    institutions: [pousada],
    permissions: [`HOTEL:${pousada}:*`],
  });
  await createUser(env.db, {
    email: 'visto@demo.test',
    name: 'Visto Pelo Subadmin',
    password: 'demo1234',
    institutions: [hotel],
    permissions: [`HOTEL:${hotel}:home`, `ADM:${hotel}:outbox`],
  });
});

describe('ListarUsuariosEmulacaoService', () => {
  it("lists the hotel's active users with their grants there and whether the caller may emulate them", async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const r = await call(env.app, LIST, { limit: 100 }, token);
    expect(r.statusCode, r.body).toBe(200);
    const users = r.json().data as Listed[];
    const byEmail = (e: string) => users.find((u) => u.email === e)!;
    expect(byEmail('recepcao@demo.test')).toMatchObject({ refusal: null, areas: ['CHANGEINS', 'HOTEL', 'PAY', 'TRIAL'] });
    expect(byEmail('recepcao@demo.test').grants).toContain(`TRIAL:${env.demo.hotel}:reservas`);
    expect(byEmail('admin@demo.test').refusal).toBe('self');
    // The guest account holds only its personal SUJEITO grant: nothing to see as them.
    expect(byEmail('hospede@demo.test')).toMatchObject({ refusal: 'no_grants', grants: [] });
    // Pousada's own user is not a user of Hotel Demo.
    expect(users.some((u) => u.email === 'so-pousada@demo.test')).toBe(false);
    const searched = (await call(env.app, LIST, { search: 'recep' }, token)).json();
    expect(searched.data.map((u: Listed) => u.email)).toEqual(['recepcao@demo.test']);
    expect(searched.metadata.totalCount).toBe(1);
  });

  it('marks as escalation a user who holds what a lesser administrator does not', async () => {
    const { token } = await signIn(env.app, 'subadmin@demo.test');
    const users = (await call(env.app, LIST, { limit: 100 }, token)).json().data as Listed[];
    expect(users.find((u) => u.email === 'recepcao@demo.test')!.refusal).toBe('escalation');
  });

  it('refuses bad input (400) and callers without ADM (403)', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const bad = await call(env.app, LIST, { limit: 0, search: 'x'.repeat(81) }, token);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['limit', 'search']);
    const reception = await signIn(env.app, 'recepcao@demo.test');
    expect((await call(env.app, LIST, {}, reception.token)).statusCode).toBe(403);
  });
});

describe('IniciarEmulacaoService / EncerrarEmulacaoService', () => {
  it('emulates the front desk: their identity, grants and hotel, the admin as actor; stops back to the admin', async () => {
    const admin = await signIn(env.app, 'admin@demo.test');
    const r = await call(env.app, START, { idUser: env.demo.reception }, admin.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      message: 'Agora você está vendo o sistema como Recepção Demo.',
      emulation: { user: { idUser: env.demo.reception, name: 'Recepção Demo' }, actor: { idUser: env.demo.admin, name: 'Admin Demo' } },
    });
    // The web's authenticated-user reply: the emulated user and their menu; the token is still the admin's session.
    const s = await sessionOf(admin.cookie);
    expect(s.user).toMatchObject({ idUser: env.demo.reception, name: 'Recepção Demo' });
    expect(s.emulation).toEqual({
      user: { idUser: env.demo.reception, name: 'Recepção Demo' },
      actor: { idUser: env.demo.admin, name: 'Admin Demo', email: 'admin@demo.test' },
    });
    expect(Object.keys(s.user.permissions).sort()).toEqual(['CHANGEINS', 'HOTEL', 'PAY', 'TRIAL']);
    expect(
      Object.values(s.user.permissions)
        .flat()
        .every((p) => p.instance === String(env.demo.hotel)),
    ).toBe(true);
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe(String(env.demo.admin));
    // Only the hotel the emulation started in; the admin's own rights are gone for as long as it lasts.
    const hotels = (await call(env.app, AVAILABLE, {}, admin.token)).json().availableInsForUser.availableIns;
    expect(hotels.map((h: { codIns: number }) => h.codIns)).toEqual([env.demo.hotel]);
    expect((await call(env.app, LIST, {}, admin.token)).statusCode).toBe(403);
    // The audit trail: the start by the admin, on the user.
    expect(await auditOf('emulation.start')).toEqual([
      expect.objectContaining({
        institution_id: env.demo.hotel,
        actor_user_id: env.demo.admin,
        as_user_id: null,
        target_type: 'user',
        target_id: String(env.demo.reception),
        target_label: 'Recepção Demo',
      }),
    ]);

    const stop = await call(env.app, STOP, {}, admin.token);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toMatchObject({ status: 1, message: 'Você voltou a ver o sistema como Admin Demo.', emulation: null });
    const back = await sessionOf(admin.cookie);
    expect(back.user.idUser).toBe(env.demo.admin);
    expect(back.emulation).toBeNull();
    expect((await call(env.app, LIST, {}, admin.token)).statusCode).toBe(200);
    expect(await auditOf('emulation.stop')).toEqual([
      expect.objectContaining({ actor_user_id: env.demo.admin, as_user_id: env.demo.reception, as_name: 'Recepção Demo' }),
    ]);
    // Not emulating any more: nothing to stop.
    const again = await call(env.app, STOP, {}, admin.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Você não está vendo o sistema como outro usuário.');
  });

  it('records every write while emulating as "admin as user": its own entry, or emulation.call naming the service', async () => {
    const admin = await signIn(env.app, 'admin@demo.test');
    await call(env.app, START, { idUser: env.demo.reception }, admin.token);
    const saved = await call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody({ VOUCHER: 'EMUL-AUDIT-1' }), admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const [created] = await auditOf('booking.create');
    expect(created).toMatchObject({
      actor_user_id: env.demo.admin,
      actor_name: 'Admin Demo',
      as_user_id: env.demo.reception,
      as_name: 'Recepção Demo',
      target_label: 'EMUL-AUDIT-1',
    });
    // The booking's own record names the user seen as; its documents never reach the trail.
    expect(JSON.stringify(created.after)).not.toContain('52998224725');
    const feedback = { parametros: { NOME: 'Ana', EMAIL: 'ana@example.test', FEEDBACK: 'Pelo admin' } };
    expect((await call(env.app, '/jwt/broker/core/EnviarFeedbackService', feedback, admin.token)).statusCode).toBe(200);
    const calls = await auditOf('emulation.call');
    // One entry per write without an entry of its own (the booking save had one); never the input.
    expect(calls.map((c) => c.target_id)).toEqual(['EnviarFeedbackService']);
    expect(calls[0]).toMatchObject({ actor_user_id: env.demo.admin, as_user_id: env.demo.reception, before: null, after: null });
    // Reads are not recorded.
    await call(env.app, `${TRIAL}/ListReservasService`, { limit: 5 }, admin.token);
    expect(await auditOf('emulation.call')).toHaveLength(1);
    await call(env.app, STOP, {}, admin.token);
  });

  it('refuses personal actions while emulating, with a translated refusal, and changes nothing', async () => {
    const admin = await signIn(env.app, 'admin@demo.test');
    await call(env.app, START, { idUser: env.demo.reception }, admin.token);
    const { rows: before } = await env.db.query('SELECT password_hash, release_code_hash FROM users WHERE id IN ($1, $2) ORDER BY id', [
      env.demo.admin,
      env.demo.reception,
    ]);
    const bearer = { authorization: `Bearer ${admin.token}` };
    const refusal =
      'Enquanto você vê o sistema como Recepção Demo, as ações pessoais da conta (senha, código de liberação, termos, troca de hotel) não são permitidas.';
    const pw = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'demo1234', newPw: 'trocada123', newPwVerification: 'trocada123' },
      bearer,
    );
    expect(pw.body).toBe(`0;${refusal}`);
    const code = await form(env.app, '/changePassword', { isUpdatingGrantPw: 'true', newGrantPw: '4321', currentPw: 'demo1234' }, bearer);
    expect(code.body).toBe(`0;${refusal}`);
    const en = await form(
      env.app,
      '/changePassword?locale=en',
      { isUpdatingGrantPw: 'true', newGrantPw: '4321', currentPw: 'demo1234' },
      bearer,
    );
    expect(en.body).toContain('0;While you are viewing the system as Recepção Demo');
    const hotel = await call(env.app, `${AUTH}/ChangeContextIns`, { _attributes: { codIns: env.demo.hospital } }, admin.token);
    expect(hotel.statusCode).toBe(422);
    expect(hotel.json().message).toBe(refusal);
    const another = await call(env.app, START, { idUser: env.demo.reception }, admin.token);
    expect(another.statusCode).toBe(422);
    expect(another.json().code).toBe('platform.emulating');
    const guestToken = await call(env.app, '/person/token/authenticated', { CODRES: 1 }, admin.token);
    expect(guestToken.statusCode).toBe(422);
    expect(
      (
        await env.db.query('SELECT password_hash, release_code_hash FROM users WHERE id IN ($1, $2) ORDER BY id', [
          env.demo.admin,
          env.demo.reception,
        ])
      ).rows,
    ).toEqual(before);
    expect((await env.db.query('SELECT institution_id FROM sessions WHERE emulated_user_id = $1', [env.demo.reception])).rows).toEqual([
      { institution_id: env.demo.hotel },
    ]);
    await call(env.app, STOP, {}, admin.token);
  });

  it('refuses self, another hotel, a guest account and escalation (422 on idUser), changing nothing', async () => {
    const admin = await signIn(env.app, 'admin@demo.test');
    const started = (await auditOf('emulation.start')).length;
    const self = await call(env.app, START, { idUser: env.demo.admin }, admin.token);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual([{ path: 'idUser', message: 'Escolha outro usuário: você já vê o sistema como você mesmo.' }]);
    // A user of Pousada only, while the admin works in Hotel Demo: not found here (whatever the admin holds there).
    const other = await call(env.app, START, { idUser: pousadaOnly }, admin.token);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Usuário não encontrado entre os usuários ativos daqui.');
    const guest = await call(env.app, START, { idUser: env.demo.guest }, admin.token);
    expect(guest.json().code).toBe('auth.emulation.no_grants');
    const unknown = await call(env.app, START, { idUser: 999_999 }, admin.token);
    expect(unknown.json().code).toBe('auth.emulation.not_member');
    const sub = await signIn(env.app, 'subadmin@demo.test');
    const escalate = await call(env.app, START, { idUser: env.demo.reception }, sub.token);
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json()).toMatchObject({
      code: 'auth.emulation.escalation',
      message: 'Recepção Demo tem permissões que você não tem aqui: por segurança, não é possível ver o sistema como este usuário.',
    });
    const bad = await call(env.app, START, { idUser: 'abc' }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect((await env.db.query('SELECT count(*)::int AS n FROM sessions WHERE emulated_user_id IS NOT NULL')).rows[0].n).toBe(0);
    expect(await auditOf('emulation.start')).toHaveLength(started);
  });

  it('refuses a caller without ADM at the hotel (403), and an admin of another hotel emulating here', async () => {
    const reception = await signIn(env.app, 'recepcao@demo.test');
    expect((await call(env.app, START, { idUser: env.demo.admin }, reception.token)).statusCode).toBe(403);
    const outsider = await signIn(env.app, 'so-pousada@demo.test');
    expect((await call(env.app, START, { idUser: env.demo.reception }, outsider.token)).statusCode).toBe(403);
    expect((await env.db.query('SELECT count(*)::int AS n FROM sessions WHERE emulated_user_id IS NOT NULL')).rows[0].n).toBe(0);
  });

  it('ends by itself when the user later holds what the administrator does not (never escalates)', async () => {
    const sub = await signIn(env.app, 'subadmin@demo.test');
    const target = (await env.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'visto@demo.test'")).rows[0]!.id;
    const r = await call(env.app, START, { idUser: target }, sub.token);
    expect(r.statusCode, r.body).toBe(200);
    expect((await sessionOf(sub.cookie)).user.idUser).toBe(target);
    await setHotelMembership(env.db, target, env.demo.hotel, [`HOTEL:${env.demo.hotel}:home`, `CHANGEINS:${env.demo.hotel}:basic`]);
    const s = await sessionOf(sub.cookie);
    expect(s.user.idUser).toBe(subAdmin);
    expect(s.emulation).toBeNull();
    // Stopping clears the lapsed emulation so it cannot resume later.
    expect((await call(env.app, STOP, {}, sub.token)).statusCode).toBe(200);
    await setHotelMembership(env.db, target, env.demo.hotel, [`HOTEL:${env.demo.hotel}:home`, `ADM:${env.demo.hotel}:outbox`]);
    expect((await sessionOf(sub.cookie)).user.idUser).toBe(subAdmin);
  });

  it("hides the emulated user's sign-in links in the outbox: the reader is the administrator", async () => {
    const sub = await signIn(env.app, 'subadmin@demo.test');
    const target = (await env.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'visto@demo.test'")).rows[0]!.id;
    await form(env.app, '/passwordRecovery', { accountEmail: 'visto@demo.test' });
    await call(env.app, START, { idUser: target }, sub.token);
    const outbox = (await call(env.app, '/jwt/broker/core/ListMailOutboxService', { limit: 100 }, sub.token)).json() as {
      data: { recipient: string; kind: string; textBody: string }[];
    };
    const link = outbox.data.find((m) => m.kind === 'recovery' && m.recipient === 'visto@demo.test')!;
    await call(env.app, STOP, {}, sub.token);
    const own = await signIn(env.app, 'visto@demo.test');
    const mine = (await call(env.app, '/jwt/broker/core/ListMailOutboxService', { limit: 100 }, own.token)).json() as typeof outbox;
    const token = /token=([^&\s]+)/.exec(mine.data.find((m) => m.kind === 'recovery' && m.recipient === 'visto@demo.test')!.textBody)![1]!;
    expect(token.length).toBeGreaterThan(20);
    expect(link.textBody).not.toContain(token);
  });

  it('is followed at once by another server process', async () => {
    const second = await createSecondApp(env);
    const admin = await signIn(env.app, 'admin@demo.test');
    const hotelsOn = async () =>
      ((await call(second.app, AVAILABLE, {}, admin.token)).json().availableInsForUser.availableIns as unknown[]).length;
    expect(await hotelsOn()).toBe(3);
    await call(env.app, START, { idUser: env.demo.reception }, admin.token);
    await expect.poll(hotelsOn, { timeout: 2000, interval: 20 }).toBe(1);
    await call(env.app, STOP, {}, admin.token);
    await expect.poll(hotelsOn, { timeout: 2000, interval: 20 }).toBe(3);
  });
});
