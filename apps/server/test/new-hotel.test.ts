import { DEFAULT_NOTIFICATION_SETTINGS } from '@gm/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { settingsOf } from '../src/modules/institutions/public';
import { allPermissionsFor, createInstitution, createUser, receptionPermissionsFor } from '../src/seed/factories';
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
 * New hotel (/create-ins/index, CREATEINS; issue 12): a property created in one transaction with its link codes, the
 * creator its administrator, copies only from a property the caller administers, in the change-hotel list at once.
 */
const env = await createTestEnv();
const ADMIN = '/jwt/brokerJson/admin';
const CREATE = `${ADMIN}/CriarInstituicaoService`;
const OPTIONS = `${ADMIN}/OpcoesNovaInstituicaoService`;
const AVAILABLE = '/broker/auth/AvailableInsPerSujeitoService';
const CHANGE = '/broker/auth/ChangeContextIns';
const CONTEXT = '/broker/auth/ParamsContextInstituicaoService';

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Hotel Alheio', network: 'Rede Alheia', linkCode: 'hotel-alheio' });
await createUser(env.db, {
  email: 'dono@alheio.test',
  name: 'Dono Alheio',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'dono@alheio.test')).token;

// Hotel Demo's identity and its own terms and notification settings: what is copied and what is not.
await env.db.query(
  `UPDATE institutions SET legal_name = 'Hotel Demo Ltda', tax_id = '11222333000181', address = '{"city":"São Paulo"}',
          logo_key = 'logos/1.png', notifications = $2,
          flags = flags || '{"TERMOJURIDICO":"Termos do Hotel Demo","CUSTOMFLAG":"x"}'
    WHERE id = $1`,
  [env.demo.hotel, JSON.stringify(NOTIFICATIONS)],
);

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Hotel Praia Nova',
  network: 'Rede Demo',
  country: 'BR',
  timeZone: 'America/Fortaleza',
  kind: 'hotel',
  language: 'en',
  currency: 'USD',
  ...extra,
});

/** Rows of every table a creation writes: equal before and after means nothing was created. */
async function counts() {
  const { rows } = await env.db.query(
    `SELECT (SELECT count(*) FROM institutions) AS i, (SELECT count(*) FROM hotel_links) AS l,
            (SELECT count(*) FROM user_institutions) AS ui, (SELECT count(*) FROM user_permissions) AS up,
            (SELECT count(*) FROM audit_log) AS a`,
  );
  return rows[0];
}

describe('the form options', () => {
  it("offers the admin's networks, the current hotel's settings and the properties they administer", async () => {
    const r = await call(env.app, OPTIONS, {}, admin);
    expect(r.statusCode).toBe(200);
    const o = r.json();
    expect(o.networks).toEqual(['Rede Demo']);
    expect(o.defaults).toMatchObject({ network: 'Rede Demo', country: 'BR', copyFrom: env.demo.hotel, language: 'pt', currency: 'BRL' });
    expect(o.copySources.map((s: { nome: string }) => s.nome)).toEqual(['Hospital Demo', 'Hotel Demo', 'Pousada Parceira']);
    expect(o.copySources.find((s: { codIns: number }) => s.codIns === env.demo.hospital)).toMatchObject({
      hospital: true,
      canCopyUsers: true,
    });
    expect(o.countries.find((c: { code: string }) => c.code === 'AR')).toBeTruthy();
  });

  it('refuses a user without CREATEINS', async () => {
    expect((await call(env.app, OPTIONS, {}, reception)).statusCode).toBe(403);
  });
});

describe('creating a property', () => {
  it('copies settings, terms and user roles; the creator administers it; it is in the change-hotel list at once', async () => {
    const demo = await settingsOf(env.db, env.demo.hotel);
    const r = await call(env.app, CREATE, form({ copyFrom: env.demo.hotel, copy: { settings: true, terms: true, users: true } }), admin);
    expect(r.statusCode).toBe(200);
    const made = r.json();
    expect(made).toMatchObject({ status: 1, nome: 'Hotel Praia Nova', rede: 'Rede Demo', r: 'rede-demo' });
    expect(made.h).toMatch(/^hotel-praia-nova-[a-z2-9]{4}$/);
    expect(made.copied).toEqual({ settings: true, terms: true, users: 2 });
    const id = made.codIns as number;

    // The form's choices win; the settings and terms are Hotel Demo's; the identity is not copied.
    const s = await settingsOf(env.db, id);
    expect(s).toMatchObject({
      name: 'Hotel Praia Nova',
      network: 'Rede Demo',
      timeZone: 'America/Fortaleza',
      language: 'en',
      currency: 'USD',
    });
    expect(s.flags).toEqual({ ...demo.flags, ISHOSPITAL: 'N' });
    expect(s.flags.TERMOJURIDICO).toBe('Termos do Hotel Demo');
    const { rows } = await env.db.query(
      'SELECT legal_name, tax_id, address, logo_key, notifications, contact_email FROM institutions WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      legal_name: null,
      tax_id: null,
      address: {},
      logo_key: null,
      contact_email: null,
      notifications: NOTIFICATIONS,
    });

    // The creator holds every grant of the new hotel; the receptionist keeps their role there.
    const grants = async (email: string) =>
      (
        await env.db.query<{ p: string }>(
          `SELECT p.area || ':' || p.action AS p FROM user_permissions p JOIN users u ON u.id = p.user_id
            WHERE lower(u.email) = $1 AND p.instance = $2::text ORDER BY 1`,
          [email, id],
        )
      ).rows.map((x) => x.p);
    expect(await grants('admin@demo.test')).toEqual(
      allPermissionsFor(id)
        .map((p) => p.replace(`:${id}:`, ':'))
        .sort(),
    );
    expect(await grants('recepcao@demo.test')).toEqual(
      receptionPermissionsFor(id)
        .map((p) => p.replace(`:${id}:`, ':'))
        .sort(),
    );

    // In the change-hotel list with the same token, at once; switching to it shows it.
    const list = (await call(env.app, AVAILABLE, {}, admin)).json().availableInsForUser.availableIns;
    expect(list).toContainEqual({ nome: 'Hotel Praia Nova', codIns: id, isCurrent: 'N' });
    const changed = await call(env.app, CHANGE, { _attributes: { codIns: id } }, admin);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().contextIns).toMatchObject({ codIns: id, nomeIns: 'Hotel Praia Nova', TIMEZONE: 'America/Fortaleza' });
    const context = await call(env.app, CONTEXT, {}, changed.json().token);
    expect(context.json().contextIns).toMatchObject({ codIns: id, nomeIns: 'Hotel Praia Nova', rede: 'Rede Demo' });

    // Its guest link opens it; the network link lists it.
    const link = await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h: made.h } } });
    expect(link.json()).toMatchObject({ tipo: 'h', h: made.h, r: 'rede-demo', contextIns: { codIns: id } });
    const network = await call(env.app, '/jwt/brokerJson/core/AvailableInsMultiplosHoteis', { r: 'rede-demo' });
    expect(network.json().availableIns.map((h: { codIns: number }) => h.codIns)).toContain(id);

    // One audit entry in the new hotel's trail, with the copy choices.
    const audit = await env.db.query('SELECT action, target_id, actor_name, after FROM audit_log WHERE institution_id = $1', [id]);
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'institution.create',
        target_id: String(id),
        actor_name: 'Admin Demo',
        after: expect.objectContaining({ copyFrom: env.demo.hotel, copy: { settings: true, terms: true, users: true }, usersCopied: 2 }),
      }),
    ]);
  });

  it('makes a new network with its own link, which the next hotel of that network shares; copies nothing unasked', async () => {
    const first = await call(env.app, CREATE, form({ name: 'Hospital São José', network: 'Rede Nova Sul', kind: 'hospital' }), admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rede: 'Rede Nova Sul', r: 'rede-nova-sul', copied: { settings: false, terms: false, users: 0 } });
    expect(first.json().h).toMatch(/^hospital-sao-jose-[a-z2-9]{4}$/);
    const s = await settingsOf(env.db, first.json().codIns);
    expect(s.hospital).toBe(true);
    expect(s.flags).toMatchObject({ HASMAPARESERVAS: 'N', TERMOJURIDICO: '' });
    const members = await env.db.query('SELECT user_id FROM user_institutions WHERE institution_id = $1', [first.json().codIns]);
    expect(members.rows).toEqual([{ user_id: env.demo.admin }]);
    // Spelt in another case, it is the same network.
    const second = await call(env.app, CREATE, form({ name: 'Clínica Sul', network: 'rede nova sul' }), admin);
    expect(second.json()).toMatchObject({ rede: 'Rede Nova Sul', r: 'rede-nova-sul' });
    const noNetwork = await call(env.app, CREATE, form({ name: 'Pousada Sozinha', network: '' }), admin);
    expect(noNetwork.json()).toMatchObject({ rede: null, r: null });
  });

  it('refuses bad input on its field and creates nothing', async () => {
    const was = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: ' ' }, 400, 'name'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 400, 'timeZone'],
      [{ currency: 'XYZ' }, 400, 'currency'],
      [{ language: 'fr' }, 400, 'language'],
      [{ kind: 'motel' }, 400, 'kind'],
      [{ country: 'XX' }, 422, 'country'],
      [{ copy: { users: true } }, 422, 'copyFrom'],
    ];
    for (const [extra, status, path] of cases) {
      const r = await call(env.app, CREATE, form(extra), admin);
      expect(r.statusCode, JSON.stringify(extra)).toBe(status);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const country = await call(env.app, CREATE, form({ country: 'XX' }), admin);
    expect(country.json().errors).toEqual([{ path: 'country', message: 'País desconhecido.' }]);
    expect(await counts()).toEqual(was);
  });

  it("refuses copying from a property the caller does not administer, and another company's network", async () => {
    const was = await counts();
    const fromDemo = await call(env.app, CREATE, form({ network: '', copyFrom: env.demo.hotel, copy: { settings: true } }), other);
    expect(fromDemo.statusCode).toBe(422);
    expect(fromDemo.json().errors).toEqual([{ path: 'copyFrom', message: 'Você não administra este hotel: não é possível copiar dele.' }]);
    const users = await call(env.app, CREATE, form({ network: '', copyFrom: env.demo.hotel, copy: { users: true } }), other);
    expect(users.statusCode).toBe(422);
    const network = await call(env.app, CREATE, form({ network: 'REDE DEMO' }), other);
    expect(network.statusCode).toBe(422);
    expect(network.json().errors[0].path).toBe('network');
    // The admin may copy settings from a hotel where they hold saveconf only if they also work there.
    const foreign = await call(env.app, CREATE, form({ copyFrom: otherHotel, copy: { settings: true } }), admin);
    expect(foreign.statusCode).toBe(422);
    expect(await counts()).toEqual(was);
  });

  it("another hotel's administrator creates in their own network without touching Hotel Demo", async () => {
    const r = await call(
      env.app,
      CREATE,
      form({ name: 'Hotel Alheio Dois', network: 'Rede Alheia', copyFrom: otherHotel, copy: { settings: true, users: true } }),
      other,
    );
    expect(r.statusCode).toBe(200);
    const list = (await call(env.app, AVAILABLE, {}, admin)).json().availableInsForUser.availableIns;
    expect(list.map((h: { nome: string }) => h.nome)).not.toContain('Hotel Alheio Dois');
    const members = await env.db.query<{ email: string }>(
      'SELECT u.email FROM user_institutions ui JOIN users u ON u.id = ui.user_id WHERE ui.institution_id = $1',
      [r.json().codIns],
    );
    expect(members.rows).toEqual([{ email: 'dono@alheio.test' }]);
  });

  it('refuses a user without CREATEINS and creates nothing', async () => {
    const was = await counts();
    const r = await call(env.app, CREATE, form(), reception);
    expect(r.statusCode).toBe(403);
    expect(await counts()).toEqual(was);
  });
});
