import { expandRole } from '@gm/contracts/roles';
import { describe, expect, it } from 'vitest';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { call, createSecondApp, createTestEnv, form, signIn } from './harness';

/**
 * Users administration (issue 12, /config/managerusers): each service with good input, bad input (400 with the
 * field, nothing changed), a caller of another hotel and a caller without the permission; grant escalation, the
 * administrator's own rights, multi-hotel users, and revocation on another process within a second.
 */
const env = await createTestEnv();
const second = await createSecondApp(env);
const { hotel, hospital } = env.demo;
const S = (name: string) => `/jwt/broker/core/${name}`;
const LIST = S('ListUsuariosService');
const INVITE = S('ConvidarUsuarioService');
const UPDATE = S('AlterarUsuarioService');
const DEACTIVATE = S('DesativarUsuarioService');
const REACTIVATE = S('ReativarUsuarioService');
const RESET = S('EnviarRedefinicaoSenhaService');
const REMOVE = S('RemoverUsuarioHotelService');
const RESERVAS = '/jwt/brokerJson/trial/ListReservasService';

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Hotel Vizinho' });
await createUser(env.db, {
  email: 'admin.vizinho@other.test',
  name: 'Admin Vizinho',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const neighbour = (await signIn(env.app, 'admin.vizinho@other.test')).token;
// An administrator of users who holds only bookings and home here: what they may give is limited to those.
await createUser(env.db, {
  email: 'gerente.limitado@demo.test',
  name: 'Gerente Limitado',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`CHANGEINS:${hotel}:manageusers`, `TRIAL:${hotel}:reservas`, `HOTEL:${hotel}:home`],
});
const limited = (await signIn(env.app, 'gerente.limitado@demo.test')).token;

let seq = 0;
async function staff(grants = [`TRIAL:${hotel}:reservas`], institutions = [hotel]): Promise<{ id: number; email: string }> {
  const email = `equipe${++seq}@demo.test`;
  const id = await createUser(env.db, { email, name: `Equipe ${seq}`, password: 'demo1234', institutions, permissions: grants });
  return { id, email };
}

/** What every refused call must leave as it was. */
async function snapshot(): Promise<string> {
  const { rows } = await env.db.query(
    `SELECT (SELECT json_agg(u ORDER BY id) FROM (SELECT id, name, email, active, deactivated_at FROM users) u) AS users,
            (SELECT json_agg(p ORDER BY p.user_id, p.area, p.instance, p.action) FROM user_permissions p) AS perms,
            (SELECT json_agg(i ORDER BY i.user_id, i.institution_id) FROM user_institutions i) AS memberships,
            (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM link_tokens) AS links,
            (SELECT count(*) FROM sessions WHERE revoked_at IS NULL) AS sessions`,
  );
  return JSON.stringify(rows[0]);
}

async function refusedUnchanged<R extends { statusCode: number; body: string }>(send: () => Promise<R>, status: number): Promise<R> {
  const before = await snapshot();
  const r = await send();
  expect(r.statusCode, r.body).toBe(status);
  expect(await snapshot()).toBe(before);
  return r;
}

async function lastAudit(action: string) {
  const { rows } = await env.db.query('SELECT * FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action]);
  return rows[0];
}

/** Polls until the call answers `status` (or 1.5 s pass); returns the milliseconds it took. */
async function within(send: () => Promise<{ statusCode: number }>, status: number): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const r = await send();
    if (r.statusCode === status) return Date.now() - t0;
    if (Date.now() - t0 > 1500) throw new Error(`still ${r.statusCode} (wanted ${status})`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

const tokenFromMail = (text: string) => /token=([^&\s]+)/.exec(text)![1]!;

describe('ListUsuariosService', () => {
  it("lists the hotel's users with status, role and last sign-in; searches and filters", async () => {
    const r = await call(env.app, LIST, { limit: 100 }, admin);
    expect(r.statusCode, r.body).toBe(200);
    const users = r.json().data as { email: string; role: string; self: boolean; status: string; lastSignInAt: string | null }[];
    expect(r.json().metadata.totalCount).toBe(users.length);
    expect(users.find((u) => u.email === 'admin@demo.test')).toMatchObject({ role: 'networkAdmin', self: true, status: 'active' });
    expect(users.find((u) => u.email === 'recepcao@demo.test')).toMatchObject({ role: 'frontDesk', self: false });
    expect(users.find((u) => u.email === 'recepcao@demo.test')?.lastSignInAt).not.toBeNull();
    // The guest account is not staff; the neighbour's admin is another hotel's.
    expect(users.map((u) => u.email)).not.toContain('hospede@demo.test');
    expect(users.map((u) => u.email)).not.toContain('admin.vizinho@other.test');
    const found = await call(env.app, LIST, { search: 'recep' }, admin);
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['recepcao@demo.test']);
    const invited = await call(env.app, LIST, { status: 'deactivated' }, admin);
    expect(invited.json()).toEqual({ metadata: { totalCount: 0 }, data: [] });
  });
  it('bad input: 400 with the field', async () => {
    const r = await call(env.app, LIST, { limit: 0 }, admin);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('limit');
    expect((await call(env.app, LIST, { status: 'gone' }, admin)).json().errors[0].path).toBe('status');
  });
  it("another hotel's administrator sees only their own hotel; a user without the permission is refused", async () => {
    const r = await call(env.app, LIST, {}, neighbour);
    expect(r.json().data.map((u: { email: string }) => u.email)).toEqual(['admin.vizinho@other.test']);
    expect((await call(env.app, LIST, {}, reception)).statusCode).toBe(403);
  });
});

describe('ConvidarUsuarioService', () => {
  it('creates an inactive account with the role, mails the activation link, and the link activates it', async () => {
    const email = 'nova.recepcionista@demo.test';
    const r = await call(env.app, INVITE, { name: 'Nova Recepcionista', email, role: 'frontDesk' }, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, mail: 'activation', user: { status: 'invited', role: 'frontDesk', email } });
    expect(r.json().user.grants).toEqual(expandRole('frontDesk', hotel));
    const { rows } = await env.db.query('SELECT active, password_hash, invited_by FROM users WHERE email = $1', [email]);
    expect(rows[0]).toMatchObject({ active: false, password_hash: null, invited_by: env.demo.admin });
    const audit = await lastAudit('user.invite');
    expect(audit).toMatchObject({ actor_user_id: env.demo.admin, institution_id: hotel, target_label: email });
    expect(audit.after.grants).toEqual(expandRole('frontDesk', hotel));
    const mail = env.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.text).toContain('Admin Demo convidou você para acessar Hotel Demo');
    const set = await call(
      env.app,
      '/jwt/broker/auth/activateAccountService',
      { newPw: 'Recepcao123', newPwVerification: 'Recepcao123' },
      tokenFromMail(mail.text),
    );
    expect(set.json()).toMatchObject({ status: 1 });
    const s = await signIn(env.app, email, 'Recepcao123');
    expect((await call(env.app, RESERVAS, {}, s.token)).statusCode).toBe(200);
    expect((await call(env.app, LIST, {}, s.token)).statusCode).toBe(403);
  });
  it('adds an existing active user of another hotel without a mail; refuses a member again on the e-mail field', async () => {
    const mails = env.mails.length;
    const r = await call(env.app, INVITE, { name: 'Ignorado', email: 'ADMIN.vizinho@other.test', role: 'billing' }, admin);
    expect(r.json()).toMatchObject({ mail: null, user: { status: 'active', role: 'billing', name: 'Admin Vizinho', otherHotels: 1 } });
    expect(env.mails.length).toBe(mails);
    // Their own hotel's grants are untouched.
    const { rows } = await env.db.query(
      `SELECT count(*)::int AS n FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.instance = $2::text`,
      ['admin.vizinho@other.test', String(otherHotel)],
    );
    expect(rows[0].n).toBe(allPermissionsFor(otherHotel).length);
    const again = await refusedUnchanged(
      () => call(env.app, INVITE, { name: 'X Y', email: 'admin.vizinho@other.test', role: 'billing' }, admin),
      422,
    );
    expect(again.json().errors).toEqual([{ path: 'email', message: 'Este e-mail já é de um usuário deste hotel.' }]);
  });
  it('bad input: 400 with the field path and nothing changed', async () => {
    const bad = await refusedUnchanged(
      () => call(env.app, INVITE, { name: 'Ok Nome', email: 'not-an-email', role: 'frontDesk' }, admin),
      400,
    );
    expect(bad.json().errors[0].path).toBe('email');
    const none = await refusedUnchanged(
      () => call(env.app, INVITE, { name: 'Ok Nome', email: 'a@demo.test', role: 'custom', grants: [] }, admin),
      400,
    );
    expect(none.json().errors[0].path).toBe('grants');
    const unknown = await refusedUnchanged(
      () => call(env.app, INVITE, { name: 'Ok Nome', email: 'a@demo.test', role: 'custom', grants: [`TRIAL:${hotel}:everything`] }, admin),
      400,
    );
    expect(unknown.json().errors[0].path).toBe('grants.0');
    const other = await refusedUnchanged(
      () =>
        call(
          env.app,
          INVITE,
          { name: 'Ok Nome', email: 'a@demo.test', role: 'custom', grants: [`HOTEL:${hotel}:home`, `TRIAL:${hospital}:reservas`] },
          admin,
        ),
      422,
    );
    expect(other.json().errors[0].path).toBe('grants.1');
  });
  it('escalation: nobody grants what they do not hold here', async () => {
    const role = await refusedUnchanged(
      () => call(env.app, INVITE, { name: 'Ok Nome', email: 'b@demo.test', role: 'frontDesk' }, limited),
      422,
    );
    expect(role.json().errors[0].path).toBe('role');
    expect(role.json().message).toBe('Você não pode conceder nem retirar o que não tem: Cadastrar uma nova pessoa.');
    const wild = await refusedUnchanged(
      () =>
        call(
          env.app,
          INVITE,
          { name: 'Ok Nome', email: 'b@demo.test', role: 'custom', grants: [`HOTEL:${hotel}:home`, `TRIAL:${hotel}:*`] },
          limited,
        ),
      422,
    );
    expect(wild.json().errors[0].path).toBe('grants.1');
    const ok = await call(
      env.app,
      INVITE,
      { name: 'Só Reservas', email: 'b@demo.test', role: 'custom', grants: [`TRIAL:${hotel}:reservas`] },
      limited,
    );
    expect(ok.json()).toMatchObject({ status: 1, user: { role: 'custom', grants: [`TRIAL:${hotel}:reservas`] } });
  });
  it("another hotel's administrator invites into their own hotel only; no permission: 403", async () => {
    const r = await call(env.app, INVITE, { name: 'Recepção Demo', email: 'recepcao@demo.test', role: 'frontDesk' }, neighbour);
    expect(r.json().user.grants).toEqual(expandRole('frontDesk', otherHotel));
    const { rows } = await env.db.query(`SELECT count(*)::int AS n FROM user_permissions WHERE user_id = $1 AND instance = $2::text`, [
      env.demo.reception,
      String(hotel),
    ]);
    expect(rows[0].n).toBe(expandRole('frontDesk', hotel).length);
    await refusedUnchanged(() => call(env.app, INVITE, { name: 'Ok Nome', email: 'c@demo.test', role: 'frontDesk' }, reception), 403);
  });
});

describe('AlterarUsuarioService', () => {
  it('changes name and grants, audits before and after, and the change applies on another process within a second', async () => {
    const u = await staff([`TRIAL:${hotel}:reservas`, `HOTEL:${hotel}:home`]);
    const s = await signIn(env.app, u.email);
    expect((await call(second.app, RESERVAS, {}, s.token)).statusCode).toBe(200);
    const r = await call(env.app, UPDATE, { userId: u.id, name: 'Equipe Renomeada', role: 'dashboards' }, admin);
    expect(r.json()).toMatchObject({ status: 1, user: { name: 'Equipe Renomeada', role: 'dashboards' } });
    expect(await within(() => call(second.app, RESERVAS, {}, s.token), 403)).toBeLessThan(1000);
    const audit = await lastAudit('user.grants');
    expect(audit.before).toEqual({ grants: [`HOTEL:${hotel}:home`, `TRIAL:${hotel}:reservas`] });
    expect(audit.after).toEqual({ grants: expandRole('dashboards', hotel) });
    expect((await lastAudit('user.rename')).after).toEqual({ name: 'Equipe Renomeada' });
  });
  it('bad input: 400 with the field and nothing changed', async () => {
    const u = await staff();
    expect(
      (await refusedUnchanged(() => call(env.app, UPDATE, { userId: u.id, name: '', role: 'billing' }, admin), 400)).json().errors[0].path,
    ).toBe('name');
    expect(
      (await refusedUnchanged(() => call(env.app, UPDATE, { userId: 'x', name: 'Nome Ok', role: 'billing' }, admin), 400)).json().errors[0]
        .path,
    ).toBe('userId');
    expect(
      (await refusedUnchanged(() => call(env.app, UPDATE, { userId: u.id, name: 'Nome Ok', role: 'chef' }, admin), 400)).json().errors[0]
        .path,
    ).toBe('role');
  });
  it('escalation: neither giving nor taking away a grant the editor does not hold', async () => {
    const u = await staff([`TRIAL:${hotel}:reservas`, `PAY:${hotel}:listfaturas`]);
    const give = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          {
            userId: u.id,
            name: 'Equipe',
            role: 'custom',
            grants: [`TRIAL:${hotel}:reservas`, `PAY:${hotel}:listfaturas`, `TRIAL:${hotel}:documentos`],
          },
          limited,
        ),
      422,
    );
    expect(give.json().errors[0].path).toBe('grants.2');
    const take = await refusedUnchanged(
      () => call(env.app, UPDATE, { userId: u.id, name: 'Equipe', role: 'custom', grants: [`TRIAL:${hotel}:reservas`] }, limited),
      422,
    );
    expect(take.json().errors[0].path).toBe('grants');
    // What they hold, they may change; what they do not, stays.
    const ok = await call(
      env.app,
      UPDATE,
      {
        userId: u.id,
        name: 'Equipe',
        role: 'custom',
        grants: [`HOTEL:${hotel}:home`, `TRIAL:${hotel}:reservas`, `PAY:${hotel}:listfaturas`],
      },
      limited,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
  it('nobody removes their own user-administration rights', async () => {
    const own = await refusedUnchanged(
      () => call(env.app, UPDATE, { userId: env.demo.admin, name: 'Admin Demo', role: 'frontDesk' }, admin),
      422,
    );
    expect(own.json()).toMatchObject({
      message: 'Você não pode retirar a sua própria permissão de administrar usuários.',
      errors: [{ path: 'role' }],
    });
    const me = (await call(env.app, LIST, { search: 'gerente.limitado' }, limited)).json().data[0];
    await refusedUnchanged(
      () => call(env.app, UPDATE, { userId: me.idUser, name: 'Gerente', role: 'custom', grants: [`TRIAL:${hotel}:reservas`] }, limited),
      422,
    );
    const keep = await call(
      env.app,
      UPDATE,
      {
        userId: me.idUser,
        name: 'Gerente Limitado',
        role: 'custom',
        grants: [`CHANGEINS:${hotel}:manageusers`, `TRIAL:${hotel}:reservas`],
      },
      limited,
    );
    expect(keep.statusCode, keep.body).toBe(200);
  });
  it("another hotel's user is not found; no permission: 403", async () => {
    const u = await staff();
    await refusedUnchanged(() => call(env.app, UPDATE, { userId: u.id, name: 'Nome Ok', role: 'billing' }, neighbour), 404);
    await refusedUnchanged(() => call(env.app, UPDATE, { userId: u.id, name: 'Nome Ok', role: 'billing' }, reception), 403);
  });
});

describe('DesativarUsuarioService and ReativarUsuarioService', () => {
  it('deactivation ends the sessions on every process at once; sign-in and links refused; reactivation restores', async () => {
    const u = await staff();
    const s = await signIn(env.app, u.email);
    expect((await call(second.app, RESERVAS, {}, s.token)).statusCode).toBe(200);
    const r = await call(env.app, DEACTIVATE, { userId: u.id }, admin);
    expect(r.json()).toMatchObject({ status: 1, user: { status: 'deactivated' } });
    expect(await within(() => call(second.app, RESERVAS, {}, s.token), 401)).toBeLessThan(1000);
    expect((await form(env.app, '/login', { username: u.email, password: 'demo1234' })).body).toBe(
      '2;Seu acesso foi desativado. Fale com o administrador do hotel.',
    );
    const mails = env.mails.length;
    await form(env.app, '/passwordRecovery', { accountEmail: u.email });
    expect(env.mails.length).toBe(mails);
    expect(await lastAudit('user.deactivate')).toMatchObject({ target_id: String(u.id), after: { status: 'deactivated' } });
    const back = await call(env.app, REACTIVATE, { userId: u.id }, admin);
    expect(back.json()).toMatchObject({ status: 1, user: { status: 'active' } });
    expect(await lastAudit('user.reactivate')).toMatchObject({ target_id: String(u.id), after: { status: 'active' } });
    await signIn(env.app, u.email);
  });
  it('an invitation deactivated before use: its link no longer works; reactivated, it is an invitation again', async () => {
    await call(env.app, INVITE, { name: 'Convite Cancelado', email: 'convite.cancelado@demo.test', role: 'billing' }, admin);
    const token = tokenFromMail(env.mails.at(-1)!.text);
    const id = (await env.db.query('SELECT id FROM users WHERE email = $1', ['convite.cancelado@demo.test'])).rows[0].id;
    await call(env.app, DEACTIVATE, { userId: id }, admin);
    const used = await call(
      env.app,
      '/jwt/broker/auth/activateAccountService',
      { newPw: 'Senha12345', newPwVerification: 'Senha12345' },
      token,
    );
    expect(used.json()).toMatchObject({ status: 0 });
    expect((await call(env.app, REACTIVATE, { userId: id }, admin)).json().user.status).toBe('invited');
  });
  it('refuses oneself, a user of hotels the caller does not administer, and a user who outranks the caller', async () => {
    const self = await refusedUnchanged(() => call(env.app, DEACTIVATE, { userId: env.demo.admin }, admin), 422);
    expect(self.json().message).toBe('Você não pode desativar o seu próprio acesso.');
    const shared = await staff([`TRIAL:${hotel}:reservas`, `TRIAL:${otherHotel}:reservas`], [hotel, otherHotel]);
    const list = (await call(env.app, LIST, { search: shared.email }, admin)).json().data[0];
    expect(list).toMatchObject({ canDeactivate: false, otherHotels: 1, manageable: true });
    const many = await refusedUnchanged(() => call(env.app, DEACTIVATE, { userId: shared.id }, admin), 422);
    expect(many.json().message).toContain('remova-o deste hotel');
    await refusedUnchanged(() => call(env.app, DEACTIVATE, { userId: env.demo.admin }, limited), 403);
    await refusedUnchanged(() => call(env.app, REACTIVATE, { userId: env.demo.admin }, limited), 403);
  });
  it("bad input, another hotel's caller and no permission change nothing", async () => {
    const u = await staff();
    for (const path of [DEACTIVATE, REACTIVATE]) {
      expect((await refusedUnchanged(() => call(env.app, path, { userId: -1 }, admin), 400)).json().errors[0].path).toBe('userId');
      await refusedUnchanged(() => call(env.app, path, { userId: u.id }, neighbour), 404);
      await refusedUnchanged(() => call(env.app, path, { userId: u.id }, reception), 403);
    }
  });
});

describe('RemoverUsuarioHotelService', () => {
  it('ends the membership here at once (other hotels stay) and audits the grants it took', async () => {
    const u = await staff([`TRIAL:${hotel}:reservas`, `TRIAL:${hospital}:reservas`], [hotel, hospital]);
    const s = await signIn(env.app, u.email);
    expect((await call(second.app, RESERVAS, {}, s.token)).statusCode).toBe(200);
    const r = await call(env.app, REMOVE, { userId: u.id }, admin);
    expect(r.json()).toEqual({ status: 1, idUser: u.id });
    expect(await within(() => call(second.app, RESERVAS, {}, s.token), 403)).toBeLessThan(1000);
    const { rows } = await env.db.query('SELECT institution_id FROM user_institutions WHERE user_id = $1', [u.id]);
    expect(rows).toEqual([{ institution_id: hospital }]);
    expect(await lastAudit('user.remove')).toMatchObject({ before: { grants: [`TRIAL:${hotel}:reservas`] } });
    await refusedUnchanged(() => call(env.app, REMOVE, { userId: u.id }, admin), 404);
  });
  it('refuses oneself, bad input, another hotel and no permission', async () => {
    await refusedUnchanged(() => call(env.app, REMOVE, { userId: env.demo.admin }, admin), 422);
    expect((await refusedUnchanged(() => call(env.app, REMOVE, {}, admin), 400)).json().errors[0].path).toBe('userId');
    const u = await staff();
    await refusedUnchanged(() => call(env.app, REMOVE, { userId: u.id }, neighbour), 404);
    await refusedUnchanged(() => call(env.app, REMOVE, { userId: u.id }, reception), 403);
  });
  it("refuses to take away a user's last hotel: deactivation is the way to end all access", async () => {
    const u = await staff();
    const r = await refusedUnchanged(() => call(env.app, REMOVE, { userId: u.id }, admin), 422);
    expect(r.json().message).toMatch(/desative/i);
  });
});

describe('EnviarRedefinicaoSenhaService', () => {
  it('mails a reset link to an active user and the invitation again to an invited one', async () => {
    const u = await staff();
    const r = await call(env.app, RESET, { userId: u.id }, admin);
    expect(r.json()).toMatchObject({ status: 1, mail: 'recovery' });
    expect(env.mails.at(-1)).toMatchObject({ to: u.email, kind: 'recovery' });
    expect(env.mails.at(-1)!.text).toContain('/reset-password?token=');
    expect(await lastAudit('user.password-reset')).toMatchObject({ target_id: String(u.id), after: { mail: 'recovery' } });
    const invited = await call(env.app, INVITE, { name: 'Lembrete Convite', email: 'lembrete@demo.test', role: 'billing' }, admin);
    const again = await call(env.app, RESET, { userId: invited.json().user.idUser }, admin);
    expect(again.json()).toMatchObject({ mail: 'activation' });
    expect(env.mails.at(-1)!.text).toContain('/activate?token=');
  });
  it('bad input, a deactivated user, another hotel and no permission: nothing sent', async () => {
    const u = await staff();
    const mails = env.mails.length;
    expect((await refusedUnchanged(() => call(env.app, RESET, { userId: 0 }, admin), 400)).json().errors[0].path).toBe('userId');
    await refusedUnchanged(() => call(env.app, RESET, { userId: u.id }, neighbour), 404);
    await refusedUnchanged(() => call(env.app, RESET, { userId: u.id }, reception), 403);
    await call(env.app, DEACTIVATE, { userId: u.id }, admin);
    await refusedUnchanged(() => call(env.app, RESET, { userId: u.id }, admin), 422);
    expect(env.mails.length).toBe(mails);
  });
});

describe('Other hotels of a user (hotels) and ListHoteisUsuarioService', () => {
  const HOTELS = S('ListHoteisUsuarioService');
  const AVAILABLE = '/broker/auth/AvailableInsPerSujeitoService';
  const { pousada } = env.demo;
  // Administers users in Hotel Demo (everything there) and in Pousada Parceira, where they hold little else.
  const twoHotels = (async () => {
    const id = await createUser(env.db, {
      email: 'gerente.duas@demo.test',
      name: 'Gerente Duas',
      password: 'demo1234',
      institutions: [hotel, pousada],
      permissions: [...allPermissionsFor(hotel), `CHANGEINS:${pousada}:manageusers`, `HOTEL:${pousada}:home`, `TRIAL:${pousada}:reservas`],
    });
    return { id, token: (await signIn(env.app, 'gerente.duas@demo.test')).token };
  })();
  const memberships = async (id: number) =>
    (await env.db.query('SELECT institution_id FROM user_institutions WHERE user_id = $1 ORDER BY 1', [id])).rows.map(
      (r) => r.institution_id,
    );
  const grantsAt = async (id: number, at: number) =>
    (
      await env.db.query(
        `SELECT area || ':' || instance || ':' || action AS g FROM user_permissions WHERE user_id = $1 AND instance = $2::text ORDER BY 1`,
        [id, String(at)],
      )
    ).rows.map((r) => r.g);
  const auditAt = async (action: string, at: number, userId: number) =>
    (
      await env.db.query('SELECT * FROM audit_log WHERE action = $1 AND institution_id = $2 AND target_id = $3 ORDER BY id', [
        action,
        at,
        String(userId),
      ])
    ).rows;

  it('an edit gives roles at other hotels, changes and ends them; each hotel audited; the user sees them at once', async () => {
    const u = await staff(expandRole('frontDesk', hotel));
    const s = await signIn(env.app, u.email);
    const names = async () =>
      (await call(env.app, AVAILABLE, {}, s.token)).json().availableInsForUser.availableIns.map((h: { nome: string }) => h.nome);
    /** The change-hotel list of the user's session, once it is `expected` (sessions drop within a second). */
    const listed = async (expected: string[]) => {
      const t0 = Date.now();
      while (JSON.stringify(await names()) !== JSON.stringify(expected) && Date.now() - t0 < 1500) {
        await new Promise((res) => setTimeout(res, 20));
      }
      expect(await names()).toEqual(expected);
    };
    await listed(['Hotel Demo']);
    const form = await call(env.app, HOTELS, { userId: u.id }, admin);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({
      hotels: [
        {
          codIns: hotel,
          name: 'Hotel Demo',
          hospital: false,
          current: true,
          works: true,
          role: 'frontDesk',
          grants: expandRole('frontDesk', hotel),
          manageable: true,
        },
        { codIns: hospital, name: 'Hospital Demo', hospital: true, current: false, works: false, role: null, grants: [], manageable: true },
        {
          codIns: pousada,
          name: 'Pousada Parceira',
          hospital: false,
          current: false,
          works: false,
          role: null,
          grants: [],
          manageable: true,
        },
      ],
      elsewhere: [],
      hidden: 0,
    });
    const r = await call(
      env.app,
      UPDATE,
      {
        userId: u.id,
        name: 'Equipe Três Hotéis',
        role: 'frontDesk',
        hotels: [
          { codIns: pousada, role: 'billing' },
          { codIns: hospital, role: 'custom', grants: [`DASH:${hospital}:nps`, `HOTEL:${hospital}:home`] },
        ],
      },
      admin,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().user).toMatchObject({ role: 'frontDesk', otherHotels: 2, name: 'Equipe Três Hotéis' });
    expect(await memberships(u.id)).toEqual([hotel, hospital, pousada].sort((a, b) => a - b));
    expect(await grantsAt(u.id, pousada)).toEqual(expandRole('billing', pousada));
    expect(await grantsAt(u.id, hospital)).toEqual([`DASH:${hospital}:nps`, `HOTEL:${hospital}:home`]);
    expect(await grantsAt(u.id, hotel)).toEqual(expandRole('frontDesk', hotel));
    // The same token: the change-hotel list holds the new hotels within a second.
    await listed(['Hospital Demo', 'Hotel Demo', 'Pousada Parceira']);
    const joined = await auditAt('user.invite', pousada, u.id);
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ actor_user_id: env.demo.admin, after: { role: 'billing', grants: expandRole('billing', pousada) } });
    expect(await auditAt('user.invite', hospital, u.id)).toHaveLength(1);
    // Nothing changed at Hotel Demo: no grants entry there.
    expect(await auditAt('user.grants', hotel, u.id)).toHaveLength(0);

    // Then: another role at the pousada, out of the hospital; Hotel Demo unchanged.
    const again = await call(
      env.app,
      UPDATE,
      {
        userId: u.id,
        name: 'Equipe Três Hotéis',
        role: 'frontDesk',
        hotels: [
          { codIns: pousada, role: 'dashboards' },
          { codIns: hospital, works: false },
        ],
      },
      admin,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await memberships(u.id)).toEqual([hotel, pousada].sort((a, b) => a - b));
    expect(await grantsAt(u.id, hospital)).toEqual([]);
    expect((await auditAt('user.grants', pousada, u.id))[0]).toMatchObject({
      before: { grants: expandRole('billing', pousada) },
      after: { grants: expandRole('dashboards', pousada) },
    });
    expect((await auditAt('user.remove', hospital, u.id))[0]).toMatchObject({
      before: { grants: [`DASH:${hospital}:nps`, `HOTEL:${hospital}:home`] },
      after: { grants: [] },
    });
    await listed(['Hotel Demo', 'Pousada Parceira']);

    // Leaving this hotel through the edit: the reply has no user here; the pousada stays.
    const left = await call(
      env.app,
      UPDATE,
      { userId: u.id, name: 'Equipe Três Hotéis', role: 'frontDesk', hotels: [{ codIns: hotel, works: false }] },
      admin,
    );
    expect(left.json()).toEqual({ status: 1, user: null, mail: null });
    expect(await memberships(u.id)).toEqual([pousada]);
    expect((await env.db.query('SELECT default_institution_id FROM users WHERE id = $1', [u.id])).rows[0].default_institution_id).toBe(
      pousada,
    );
    expect((await auditAt('user.remove', hotel, u.id))[0]).toMatchObject({ before: { grants: expandRole('frontDesk', hotel) } });
  });

  it('an invitation places the new user in other hotels too, audited at each', async () => {
    const email = 'convite.duas.casas@demo.test';
    const r = await call(
      env.app,
      INVITE,
      { name: 'Convite Duas Casas', email, role: 'frontDesk', hotels: [{ codIns: pousada, role: 'reservationsManager' }] },
      admin,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ mail: 'activation', user: { role: 'frontDesk', otherHotels: 1 } });
    const id = r.json().user.idUser;
    expect(await grantsAt(id, pousada)).toEqual(expandRole('reservationsManager', pousada));
    expect(await auditAt('user.invite', hotel, id)).toHaveLength(1);
    expect((await auditAt('user.invite', pousada, id))[0]).toMatchObject({
      after: { existingAccount: false, role: 'reservationsManager' },
    });
    // The form of an invitation: the caller's hotels, only the current one ticked.
    const form = (await call(env.app, HOTELS, {}, admin)).json();
    expect(form.hotels.map((h: { codIns: number; works: boolean }) => [h.codIns, h.works])).toEqual([
      [hotel, true],
      [hospital, false],
      [pousada, false],
    ]);
  });

  it('a hotel where the caller does not administer users: refused on its entry, nothing changed anywhere', async () => {
    const u = await staff();
    const mails = env.mails.length;
    // Gerente Limitado administers Hotel Demo only: the pousada is not theirs (the valid name change waits too).
    const notTheirs = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          {
            userId: u.id,
            name: 'Outro Nome',
            role: 'custom',
            grants: [`TRIAL:${hotel}:reservas`],
            hotels: [{ codIns: pousada, role: 'billing' }],
          },
          limited,
        ),
      403,
    );
    expect(notTheirs.json()).toMatchObject({
      message: 'Você não administra usuários nesse hotel; nada foi alterado.',
      errors: [{ path: 'hotels.0.codIns' }],
    });
    // The admin administers three hotels but not the neighbour's: the valid first entry is not applied either.
    const neighbours = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          {
            userId: u.id,
            name: 'Equipe',
            role: 'billing',
            hotels: [
              { codIns: pousada, role: 'billing' },
              { codIns: otherHotel, role: 'billing' },
            ],
          },
          admin,
        ),
      403,
    );
    expect(neighbours.json().errors).toEqual([
      { path: 'hotels.1.codIns', message: 'Você não administra usuários nesse hotel; nada foi alterado.' },
    ]);
    // Leaving a hotel one does not administer, a hotel that does not exist, and an invitation: the same.
    const shared = await staff([`TRIAL:${hotel}:reservas`, `TRIAL:${otherHotel}:reservas`], [hotel, otherHotel]);
    await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          { userId: shared.id, name: 'Equipe', role: 'billing', hotels: [{ codIns: otherHotel, works: false }] },
          admin,
        ),
      403,
    );
    await refusedUnchanged(
      () => call(env.app, UPDATE, { userId: u.id, name: 'Equipe', role: 'billing', hotels: [{ codIns: 999_999, role: 'billing' }] }, admin),
      403,
    );
    const invite = await refusedUnchanged(
      () =>
        call(
          env.app,
          INVITE,
          { name: 'Ninguém', email: 'ninguem@demo.test', role: 'billing', hotels: [{ codIns: otherHotel, role: 'billing' }] },
          admin,
        ),
      403,
    );
    expect(invite.json().errors[0].path).toBe('hotels.0.codIns');
    expect(env.mails.length).toBe(mails);
  });

  it('escalation at a second hotel: nobody gives, takes away or drops their own rights there beyond what they hold', async () => {
    const two = await twoHotels;
    const u = await staff([`TRIAL:${hotel}:reservas`, `TRIAL:${pousada}:reservas`, `PAY:${pousada}:listfaturas`], [hotel, pousada]);
    const base = { userId: u.id, name: 'Equipe', role: 'custom', grants: [`TRIAL:${hotel}:reservas`] };
    const give = await refusedUnchanged(
      () => call(env.app, UPDATE, { ...base, hotels: [{ codIns: pousada, role: 'frontDesk' }] }, two.token),
      422,
    );
    expect(give.json().errors[0].path).toBe('hotels.0.role');
    const wild = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          {
            ...base,
            hotels: [
              {
                codIns: pousada,
                role: 'custom',
                grants: [`TRIAL:${pousada}:reservas`, `PAY:${pousada}:listfaturas`, `TRIAL:${pousada}:*`],
              },
            ],
          },
          two.token,
        ),
      422,
    );
    expect(wild.json().errors[0].path).toBe('hotels.0.grants.2');
    // Taking away PAY at the pousada, which they do not hold there; nor may they end the membership.
    const take = await refusedUnchanged(
      () =>
        call(env.app, UPDATE, { ...base, hotels: [{ codIns: pousada, role: 'custom', grants: [`TRIAL:${pousada}:reservas`] }] }, two.token),
      422,
    );
    expect(take.json().errors[0].path).toBe('hotels.0.grants');
    const leave = await refusedUnchanged(
      () => call(env.app, UPDATE, { ...base, hotels: [{ codIns: pousada, works: false }] }, two.token),
      403,
    );
    expect(leave.json().errors[0].path).toBe('hotels.0.codIns');
    // Their own rights at the pousada: not taken away, and they do not leave it themselves.
    const mine = { userId: two.id, name: 'Gerente Duas', role: 'hotelAdmin' };
    const own = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          { ...mine, hotels: [{ codIns: pousada, role: 'custom', grants: [`HOTEL:${pousada}:home`, `TRIAL:${pousada}:reservas`] }] },
          two.token,
        ),
      422,
    );
    expect(own.json()).toMatchObject({
      errors: [{ path: 'hotels.0.grants', message: 'Você não pode retirar a sua própria permissão de administrar usuários.' }],
    });
    const out = await refusedUnchanged(
      () => call(env.app, UPDATE, { ...mine, hotels: [{ codIns: pousada, works: false }] }, two.token),
      422,
    );
    expect(out.json().errors[0].path).toBe('hotels.0.codIns');
    // What they hold there they may give: a user joins the pousada with its front page and bookings.
    const ok = await call(
      env.app,
      UPDATE,
      {
        userId: u.id,
        name: 'Equipe',
        role: 'custom',
        grants: [`TRIAL:${hotel}:reservas`],
        hotels: [
          { codIns: pousada, role: 'custom', grants: [`HOTEL:${pousada}:home`, `PAY:${pousada}:listfaturas`, `TRIAL:${pousada}:reservas`] },
        ],
      },
      two.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await grantsAt(u.id, pousada)).toEqual([`HOTEL:${pousada}:home`, `PAY:${pousada}:listfaturas`, `TRIAL:${pousada}:reservas`]);
  });

  it("the user's last hotel is not removed (deactivation is for that); bad entries are refused on their field", async () => {
    const u = await staff();
    const last = await refusedUnchanged(
      () => call(env.app, UPDATE, { userId: u.id, name: 'Equipe', role: 'billing', hotels: [{ codIns: hotel, works: false }] }, admin),
      422,
    );
    expect(last.json()).toMatchObject({
      message: 'Este é o último hotel desta pessoa. Para tirar todo o acesso dela, desative o acesso.',
      errors: [{ path: 'hotels.0.codIns' }],
    });
    // Leaving this hotel and the only other one at once is the same.
    const two = await staff([`TRIAL:${hotel}:reservas`, `TRIAL:${pousada}:reservas`], [hotel, pousada]);
    const both = await refusedUnchanged(
      () =>
        call(
          env.app,
          UPDATE,
          {
            userId: two.id,
            name: 'Equipe',
            role: 'billing',
            hotels: [
              { codIns: pousada, works: false },
              { codIns: hotel, works: false },
            ],
          },
          admin,
        ),
      422,
    );
    expect(both.json().errors[0].path).toBe('hotels.1.codIns');
    const bad = async (hotels: unknown, path: string, status = 400) =>
      expect(
        (
          await refusedUnchanged(() => call(env.app, UPDATE, { userId: u.id, name: 'Equipe', role: 'billing', hotels }, admin), status)
        ).json().errors[0].path,
      ).toBe(path);
    await bad(
      [
        { codIns: pousada, role: 'billing' },
        { codIns: pousada, works: false },
      ],
      'hotels.1.codIns',
    );
    await bad([{ codIns: pousada }], 'hotels.0.role');
    await bad([{ codIns: pousada, role: 'custom', grants: [] }], 'hotels.0.grants');
    await bad([{ codIns: 'x', role: 'billing' }], 'hotels.0.codIns');
    await bad(
      [{ codIns: pousada, role: 'custom', grants: [`HOTEL:${pousada}:home`, `TRIAL:${hotel}:reservas`] }],
      'hotels.0.grants.1',
      422,
    );
    await bad([{ codIns: hotel, role: 'billing' }], 'hotels.0.codIns', 422);
    // An invitation does not leave the current hotel.
    await refusedUnchanged(
      () =>
        call(
          env.app,
          INVITE,
          { name: 'Nome Ok', email: 'sai@demo.test', role: 'billing', hotels: [{ codIns: hotel, works: false }] },
          admin,
        ),
      422,
    );
  });

  it('ListHoteisUsuarioService: names only hotels the caller works in; bad input, another hotel, no permission', async () => {
    const two = await twoHotels;
    const u = await staff(
      [`TRIAL:${hotel}:reservas`, `TRIAL:${pousada}:reservas`, `TRIAL:${otherHotel}:reservas`],
      [hotel, pousada, otherHotel],
    );
    // The admin administers the pousada; the neighbour's hotel is counted, not named.
    const seen = (await call(env.app, HOTELS, { userId: u.id }, admin)).json();
    expect(seen.hotels.find((h: { codIns: number }) => h.codIns === pousada)).toMatchObject({ works: true, role: 'custom' });
    expect(seen).toMatchObject({ elsewhere: [], hidden: 1 });
    // Gerente Limitado works only in Hotel Demo: both others are counted.
    const narrow = (await call(env.app, HOTELS, { userId: u.id }, limited)).json();
    expect(narrow.hotels.map((h: { codIns: number }) => h.codIns)).toEqual([hotel]);
    expect(narrow).toMatchObject({ elsewhere: [], hidden: 2 });
    // A caller who works in a hotel without administering its users there sees its name.
    await env.db.query(`DELETE FROM user_permissions WHERE user_id = $1 AND instance = $2::text AND area = 'CHANGEINS'`, [
      two.id,
      String(pousada),
    ]);
    const worksThere = (await signIn(env.app, 'gerente.duas@demo.test')).token;
    expect((await call(env.app, HOTELS, { userId: u.id }, worksThere)).json()).toMatchObject({
      elsewhere: [{ codIns: pousada, name: 'Pousada Parceira' }],
      hidden: 1,
    });
    expect((await call(env.app, HOTELS, { userId: 'x' }, admin)).statusCode).toBe(400);
    // The neighbour's administrator sees u (who works there too) but not a user of Hotel Demo only. They were
    // invited to Hotel Demo as billing above: they see its name, not the pousada's.
    const here = await staff();
    expect((await call(env.app, HOTELS, { userId: here.id }, neighbour)).statusCode).toBe(404);
    expect((await call(env.app, HOTELS, { userId: u.id }, neighbour)).json()).toMatchObject({
      hotels: [{ codIns: otherHotel, current: true, works: true }],
      elsewhere: [{ codIns: hotel, name: 'Hotel Demo' }],
      hidden: 1,
    });
    expect((await call(env.app, HOTELS, { userId: here.id }, reception)).statusCode).toBe(403);
  });
});
