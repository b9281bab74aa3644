import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/pool';
import { recogniseAllUnlinked, refreshBookingProfiles, sweepProfiles } from '../src/modules/profiles/public';
import { signSurveyToken } from '../src/modules/surveys/public';
import { runDueJobs } from '../src/platform/jobs';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { insertStay, type StayPerson } from './crm-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * CRM guest profiles (issue 15): who is who across stays (nothing merges silently across people), the figures,
 * the consent history, the masked CPF, and the refusals: bad input, another hotel, a caller without TAGPANEL.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const CRM = '/jwt/brokerJson/tagpanel';
const today = todayIn('America/Sao_Paulo');

await createUser(env.db, {
  email: 'mkt@crm.test',
  name: 'Marketing',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`TAGPANEL:${hotel}:*`],
});
const mkt = (await signIn(env.app, 'mkt@crm.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel CRM', linkCode: 'outro-crm' });
await createUser(env.db, {
  email: 'outro@crm.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro@crm.test')).token;

async function stay(
  checkIn: number,
  persons: StayPerson[],
  extra: { nights?: number; status?: 'R' | 'O' | 'C'; origin?: string; paidCents?: number } = {},
) {
  const s = await insertStay(env.db, hotel, { checkIn, persons, ...extra });
  await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, s.bookingId, today));
  return s;
}

async function people(body: Record<string, unknown>, token = mkt) {
  const r = await call(env.app, `${CRM}/ExplorePeople`, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    metadata: { totalCount: number };
    data: {
      id: number;
      name: string;
      cpf: string | null;
      stays: number;
      nights: number;
      spendCents: number;
      flag: string | null;
      email: string | null;
      consent: { email: boolean };
    }[];
  };
}

const byName = async (search: string) => (await people({ search, limit: 50 })).data;

describe('recognising the same person across stays', () => {
  it('links two stays of one CPF into one profile with its figures, and masks the CPF', async () => {
    await stay(-400, [{ name: 'Beatriz Lima', doc: '52998224725', email: 'bia@crm.test' }], {
      nights: 3,
      paidCents: 90000,
      origin: 'Site',
    });
    await stay(-30, [{ name: 'Beatriz Lima', doc: '529.982.247-25', email: 'beatriz.work@crm.test' }], { nights: 2, paidCents: 50000 });
    const found = await byName('beatriz');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ stays: 2, nights: 5, spendCents: 140000, cpf: '***.982.247-**' });
    const r = await call(env.app, `${CRM}/ExplorePerson`, { id: found[0]!.id }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).not.toContain('52998224725');
    const p = r.json() as { profile: { emails: string[]; bookingOrigins: string[] }; timeline: { kind: string }[] };
    expect(p.profile.emails).toEqual(expect.arrayContaining(['bia@crm.test', 'beatriz.work@crm.test']));
    expect(p.profile.bookingOrigins).toEqual(['Site']);
    expect(p.timeline.filter((t) => t.kind === 'booking')).toHaveLength(2);
    expect(p.timeline.filter((t) => t.kind === 'payment')).toHaveLength(2);
  });

  it('keeps two people apart when they share an e-mail but not the CPF (no flag: a couple or a family)', async () => {
    await stay(-200, [{ name: 'Carlos Souza', doc: '11144477735', email: 'familia.souza@crm.test' }]);
    await stay(-100, [{ name: 'Carla Souza', doc: '12345678909', email: 'familia.souza@crm.test' }]);
    await stay(-50, [{ name: 'Carlos Souza', doc: '12345678909', email: 'familia.souza@crm.test' }]);
    const found = await byName('souza');
    expect(found).toHaveLength(2);
    expect(found.every((f) => f.flag === null)).toBe(true);
    // The third stay went to the profile of its CPF (12345678909), whatever the name typed.
    expect(found.find((f) => f.name === 'Carlos Souza' && f.stays === 2)).toBeTruthy();
  });

  it('keeps a shared contact with another first name apart and flags it', async () => {
    await stay(-90, [{ name: 'Daniela Reis', email: 'reis@crm.test' }]);
    await stay(-60, [{ name: 'Eduardo Reis', email: 'reis@crm.test' }]);
    const found = await byName('reis');
    expect(found).toHaveLength(2);
    expect(found.find((f) => f.name === 'Eduardo Reis')!.flag).toBe('shared_contact_other_name');
    expect(found.find((f) => f.name === 'Daniela Reis')!.flag).toBeNull();
  });

  it('keeps the same document with another birth date apart and flags it', async () => {
    await stay(-80, [{ name: 'Fernanda Alves', doc: '39053344705', birthDate: '1980-05-01', state: 'SP', country: 'BR' }]);
    await stay(-20, [{ name: 'Fernanda Alves', doc: '39053344705', birthDate: '1991-07-12', state: 'RJ', country: 'BR' }]);
    const found = await byName('fernanda');
    expect(found).toHaveLength(2);
    expect(found.map((f) => f.flag).sort()).toEqual([null, 'same_document_other_birth_date']);
  });

  it('links a stay by e-mail and phone to the one profile of the same first name, which then takes the CPF', async () => {
    await stay(-300, [{ name: 'Gabriel Nunes', email: 'gabriel@crm.test', phone: '+55 11 98888-7777' }]);
    await stay(-10, [{ name: 'Gabriel N.', doc: '71428793860', phone: '11988887777' }]);
    const found = await byName('gabriel');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ stays: 2, cpf: '***.287.938-**' });
  });

  it('is told of a booking through the business events: a new booking gets its profile from the job', async () => {
    const r = await call(
      env.app,
      '/jwt/brokerJson/trial/InserirAlterarReservaService',
      {
        VOUCHER: 'CRM-EVENT-1',
        DTRESERVA: today,
        DHSAIDAPREV: today,
        pessoasReserva: [{ NOME: 'Helena Evento', EMAIL: 'helena@crm.test' }],
      },
      (await signIn(env.app, 'admin@demo.test')).token,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await byName('helena evento')).toHaveLength(0);
    await runDueJobs(env.deps, 20, ['profiles.refresh']);
    expect(await byName('helena evento')).toHaveLength(1);
  });

  it("takes a guest's survey score and language at once, in the answer's own transaction", async () => {
    const s = await stay(-3, [{ name: 'Júlia Pesquisa', email: 'julia@crm.test' }], { status: 'O' });
    const [profile] = await byName('júlia pesquisa');
    const token = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: s.bookingId, personId: s.persons[0]! });
    const q = await call(env.app, '/jwt/brokerJson/resp/ListQuestionsService', {}, token, { 'accept-language': 'es' });
    expect(q.statusCode, q.body).toBe(200);
    const answered = (q.json().questions as Array<Record<string, unknown>>).map((x) => (x.metric === 'nps' ? { ...x, answer: 4 } : x));
    const sent = await call(
      env.app,
      '/jwt/brokerJson/resp/InserirAlterarRespostaService',
      { questions: JSON.stringify(answered), enviar: 'S' },
      token,
      { 'accept-language': 'es' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // No job run: the profile already says it.
    const r = await call(env.app, `${CRM}/ExplorePerson`, { id: profile!.id }, mkt);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().profile).toMatchObject({ lastNps: 4 });
    const { rows } = await env.db.query('SELECT language FROM guest_profiles WHERE id = $1', [profile!.id]);
    expect(rows[0]).toEqual({ language: 'es' });
  });

  it('recognises the bookings no event told about in the sweep (the backfill)', async () => {
    await insertStay(env.db, hotel, { checkIn: -500, persons: [{ name: 'Igor Antigo', email: 'igor@crm.test' }] });
    expect(await byName('igor antigo')).toHaveLength(0);
    await sweepProfiles(env.db);
    expect(await byName('igor antigo')).toHaveLength(1);
    await sweepProfiles(env.db);
    expect(await byName('igor antigo')).toHaveLength(1);
  });

  it("the start's backfill sweep recomputes a hotel only when it recognised someone; the nightly one recomputes all", async () => {
    const igor = (await byName('igor antigo'))[0]!.id;
    const stays = async () => (await env.db.query('SELECT stays FROM guest_profiles WHERE id = $1', [igor])).rows[0].stays;
    const truth = await stays();
    await env.db.query('UPDATE guest_profiles SET stays = 99 WHERE id = $1', [igor]);
    expect(await sweepProfiles(env.db, { backfillOnly: true })).toBe(0);
    expect(await stays()).toBe(99); // nothing to recognise: no recompute at a restart
    await insertStay(env.db, hotel, { checkIn: -400, persons: [{ name: 'Vera Antiga', email: 'vera@crm.test' }] });
    expect(await sweepProfiles(env.db, { backfillOnly: true })).toBe(1);
    expect(await byName('vera antiga')).toHaveLength(1);
    expect(await stays()).toBe(truth); // the hotel had someone new: its figures were recomputed
    await env.db.query('UPDATE guest_profiles SET stays = 99 WHERE id = $1', [igor]);
    await sweepProfiles(env.db);
    expect(await stays()).toBe(truth);
  });
});

describe('the backfill in chunks (decision 0083)', () => {
  it('links a guest seen across chunks to one profile, and a new one made in an earlier chunk', async () => {
    const mira = await createInstitution(env.db, { name: 'Hotel Lotes CRM', linkCode: 'lotes-crm' });
    // Five stays of one guest (by e-mail) among others; chunks of two persons put them in different chunks.
    for (let i = 0; i < 5; i++) {
      await insertStay(env.db, mira, {
        checkIn: -300 + i * 30,
        persons: [
          { name: 'Mirela Lotes', email: 'mirela@lotes.test' },
          { name: `Outro Hóspede ${i}`, email: `outro${i}@lotes.test` },
        ],
      });
    }
    const n = await withTransaction(env.db, (tx) => recogniseAllUnlinked(tx, mira, 2));
    expect(n).toBe(10);
    const { rows } = await env.db.query<{ name: string; links: number }>(
      `SELECT p.name, count(l.*)::int AS links FROM guest_profiles p JOIN guest_profile_links l ON l.profile_id = p.id
        WHERE p.institution_id = $1 GROUP BY p.id ORDER BY p.name`,
      [mira],
    );
    expect(rows.find((r) => r.name === 'Mirela Lotes')).toEqual({ name: 'Mirela Lotes', links: 5 });
    expect(rows).toHaveLength(6);
    // Nothing is left to recognise, and the cursor is closed: a second pass in the same transaction works.
    expect(
      await withTransaction(env.db, async (tx) => (await recogniseAllUnlinked(tx, mira, 2)) + (await recogniseAllUnlinked(tx, mira))),
    ).toBe(0);
  });
});

describe('marketing consent (LGPD)', () => {
  it('records opt-in and opt-out per channel with source and date, keeping the history', async () => {
    await stay(-15, [{ name: 'Joana Consentimento', email: 'joana@crm.test' }]);
    const id = (await byName('joana consentimento'))[0]!.id;
    expect((await byName('joana consentimento'))[0]!.consent.email).toBe(false);
    const grant = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id, channel: 'email', granted: true, source: 'reception' },
      mkt,
    );
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json()).toMatchObject({ status: 1, message: 'Consentimento registrado.', consent: { email: true, whatsapp: false } });
    const revoke = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id, channel: 'email', granted: false, source: 'guest', note: 'Pediu por telefone' },
      mkt,
    );
    const body = revoke.json() as {
      consent: { email: boolean };
      consents: { granted: boolean; source: string; user: string; at: string }[];
    };
    expect(body.consent.email).toBe(false);
    expect(body.consents.map((c) => [c.granted, c.source])).toEqual([
      [false, 'guest'],
      [true, 'reception'],
    ]);
    expect(body.consents[0]!.user).toBe('Marketing');
    const person = (await call(env.app, `${CRM}/ExplorePerson`, { id }, mkt)).json() as { timeline: { kind: string }[] };
    expect(person.timeline.filter((t) => t.kind === 'consent')).toHaveLength(2);
  });

  it('refuses a bad channel or source (400), another hotel (404) and a caller without TAGPANEL (403), recording nothing', async () => {
    const id = (await byName('joana consentimento'))[0]!.id;
    const count = async () =>
      Number((await env.db.query('SELECT count(*) AS n FROM guest_profile_consents WHERE profile_id = $1', [id])).rows[0].n);
    const before = await count();
    const bad = await call(env.app, `${CRM}/AlterarConsentimentoService`, { id, channel: 'fax', granted: true, source: 'reception' }, mkt);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors[0]!.path).toBe('channel');
    const badSource = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id, channel: 'email', granted: true, source: 'unsubscribe' },
      mkt,
    );
    expect(badSource.statusCode).toBe(400);
    const foreign = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id, channel: 'email', granted: true, source: 'reception' },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    const none = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id, channel: 'email', granted: true, source: 'reception' },
      reception,
    );
    expect(none.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await call(env.app, `${CRM}/ExplorePerson`, { id }, other)).statusCode).toBe(404);
    expect((await call(env.app, `${CRM}/ExplorePerson`, { id }, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${CRM}/ExplorePerson`, { id: 'x' }, mkt)).statusCode).toBe(400);
  });
});

describe('summary and origins', () => {
  it('counts first-time and returning guests and their states', async () => {
    const r = await call(env.app, `${CRM}/ResumoHospedesService`, {}, mkt);
    expect(r.statusCode, r.body).toBe(200);
    const s = r.json() as { returning: number; firstTime: number; flagged: number; topStates: { code: string; count: number }[] };
    expect(s.returning).toBeGreaterThanOrEqual(3);
    expect(s.flagged).toBeGreaterThanOrEqual(2);
    expect(s.topStates.map((t) => t.code)).toEqual(expect.arrayContaining(['SP', 'RJ']));
    const loc = (await call(env.app, `${CRM}/OrigemHospedesService`, {}, mkt)).json() as {
      states: { code: string }[];
      countries: { code: string; count: number }[];
    };
    expect(loc.countries.find((c) => c.code === 'BR')!.count).toBeGreaterThanOrEqual(2);
    const foreign = (await call(env.app, `${CRM}/ResumoHospedesService`, {}, other)).json() as { profiles: number };
    expect(foreign.profiles).toBe(0);
    expect((await call(env.app, `${CRM}/ResumoHospedesService`, {}, reception)).statusCode).toBe(403);
  });
});
