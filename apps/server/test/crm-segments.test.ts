import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/pool';
import { refreshBookingProfiles, segmentRecipients } from '../src/modules/profiles/public';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { insertStay, type StayPerson } from './crm-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * CRM segments (issue 15): the filter tree evaluated in SQL (and/or groups, each field's operators, values only as
 * parameters), saved, listed, edited and removed, with the refusals: an empty name ('Insira um nome' on the web),
 * a bad tree, a duplicate name, another hotel, a caller without TAGPANEL.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const CRM = '/jwt/brokerJson/tagpanel';
const today = todayIn('America/Sao_Paulo');
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Seg', linkCode: 'outro-seg' });
await createUser(env.db, {
  email: 'outro@seg.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro@seg.test')).token;

async function stay(
  checkIn: number,
  persons: StayPerson[],
  extra: { nights?: number; status?: 'R' | 'O'; origin?: string; paidCents?: number } = {},
) {
  const s = await insertStay(env.db, hotel, { checkIn, persons, ...extra });
  await withTransaction(env.db, (tx) => refreshBookingProfiles(tx, hotel, s.bookingId, today));
}

// Segtest guests: Ana (SP, 3 stays, spends), Bruno (RJ, 1 stay), Clara (AR, 1 stay, next stay booked), Davi (SP, 1 stay, via Booking.com).
await stay(-700, [{ name: 'Ana Segtest', doc: '52998224725', state: 'SP', country: 'BR', birthDate: '1985-03-10' }], {
  paidCents: 100000,
  origin: 'Site',
});
await stay(-300, [{ name: 'Ana Segtest', doc: '52998224725', state: 'SP', country: 'BR', birthDate: '1985-03-10' }], { nights: 4 });
await stay(-20, [{ name: 'Ana Segtest', doc: '52998224725', state: 'SP', country: 'BR', birthDate: '1985-03-10' }]);
await stay(-40, [{ name: 'Bruno Segtest', email: 'bruno@seg.test', state: 'RJ', country: 'BR', birthDate: '1990-11-02' }]);
await stay(-400, [{ name: 'Clara Segtest', email: 'clara@seg.test', state: 'Buenos Aires', country: 'AR' }]);
await stay(30, [{ name: 'Clara Segtest', email: 'clara@seg.test', state: 'Buenos Aires', country: 'AR' }], { status: 'R' });
await stay(-5, [{ name: 'Davi Segtest', email: 'davi@seg.test', state: 'SP', country: 'BR' }], { origin: 'Booking.com' });

type Tree = { combinator: 'and' | 'or'; rules: unknown[] };
const seg = (...rules: unknown[]): Tree => ({ combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 1 }, ...rules] });

async function names(filter: Tree): Promise<string[]> {
  const r = await call(env.app, `${CRM}/ExplorePeople`, { search: 'segtest', filter, limit: 100, sort: 'name' }, admin);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { name: string }[] }).data.map((d) => d.name.split(' ')[0]!);
}

describe('evaluating a filter tree', () => {
  it('applies each field type and operator', async () => {
    expect(await names(seg({ field: 'stays', op: 'gte', value: 2 }))).toEqual(['Ana']);
    expect(await names(seg({ field: 'state', op: 'in', value: ['SP'] }))).toEqual(['Ana', 'Davi']);
    expect(await names(seg({ field: 'country', op: 'notIn', value: ['BR'] }))).toEqual(['Clara']);
    expect(await names(seg({ field: 'spend', op: 'gte', value: 500 }))).toEqual(['Ana']);
    expect(await names(seg({ field: 'nights', op: 'between', value: [6, 10] }))).toEqual(['Ana']);
    expect(await names(seg({ field: 'lastStay', op: 'withinLastDays', value: 30 }))).toEqual(['Ana', 'Davi']);
    expect(await names(seg({ field: 'nextStay', op: 'withinNextDays', value: 60 }))).toEqual(['Clara']);
    expect(await names(seg({ field: 'birthdayMonth', op: 'in', value: ['03', '11'] }))).toEqual(['Ana', 'Bruno']);
    expect(await names(seg({ field: 'bookingOrigin', op: 'has', value: 'Booking.com' }))).toEqual(['Davi']);
    expect(await names(seg({ field: 'npsBand', op: 'in', value: ['none'] }))).toEqual(['Ana', 'Bruno', 'Clara', 'Davi']);
    expect(await names(seg({ field: 'consentEmail', op: 'is', value: true }))).toEqual([]);
  });

  it('joins rules with and/or groups', async () => {
    const tree: Tree = {
      combinator: 'or',
      rules: [
        { field: 'country', op: 'in', value: ['AR'] },
        {
          combinator: 'and',
          rules: [
            { field: 'state', op: 'in', value: ['SP'] },
            { field: 'stays', op: 'lte', value: 1 },
          ],
        },
      ],
    };
    expect(await names(tree)).toEqual(['Clara', 'Davi']);
  });

  it('takes values as data, never as SQL', async () => {
    expect(await names(seg({ field: 'state', op: 'in', value: ["SP') OR true --"] }))).toEqual([]);
    const count = await env.db.query('SELECT count(*) FROM guest_profiles');
    expect(Number(count.rows[0].count)).toBeGreaterThan(0);
  });

  it('refuses fields outside the list, operators the field has not, values that do not fit, trees too deep (400)', async () => {
    const bad = async (filter: unknown) => {
      const r = await call(env.app, `${CRM}/ExplorePeople`, { filter }, admin);
      expect(r.statusCode, JSON.stringify(filter)).toBe(400);
      return (r.json() as { errors: { path: string; message: string }[] }).errors;
    };
    await bad(seg({ field: 'p.cpf', op: 'in', value: ['1'] }));
    expect(await bad(seg({ field: 'stays', op: 'in', value: ['1'] }))).toEqual([
      { path: 'filter.rules.1.value', message: 'filter_operator' },
    ]);
    expect(await bad(seg({ field: 'lastStay', op: 'after', value: '2026-02-31' }))).toEqual([
      { path: 'filter.rules.1.value', message: 'invalid_date' },
    ]);
    expect(await bad(seg({ field: 'nights', op: 'between', value: [10, 2] }))).toEqual([
      { path: 'filter.rules.1.value', message: 'filter_range' },
    ]);
    const deep = {
      combinator: 'and',
      rules: [{ combinator: 'and', rules: [{ combinator: 'and', rules: [{ combinator: 'and', rules: [] }] }] }],
    };
    expect((await bad(deep))[0]!.message).toBe('filter_depth');
  });
});

describe('saved segments', () => {
  const SAVE = `${CRM}/SalvarSegmentoService`;
  it('saves, counts, lists, reads, edits, evaluates by id and removes a segment', async () => {
    const r = await call(env.app, SAVE, { name: 'Paulistas fiéis', filter: seg({ field: 'state', op: 'in', value: ['SP'] }) }, admin);
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json() as { id: number; count: number; createdBy: string };
    expect(saved.count).toBeGreaterThanOrEqual(2);
    expect(saved.createdBy).toBe('Admin Demo');
    const list = (await call(env.app, `${CRM}/ListSegmentosService`, {}, admin)).json() as { data: { id: number; name: string }[] };
    expect(list.data.map((s) => s.name)).toContain('Paulistas fiéis');
    const edited = await call(
      env.app,
      SAVE,
      {
        id: saved.id,
        name: 'Paulistas fiéis',
        filter: seg({ field: 'state', op: 'in', value: ['SP'] }, { field: 'stays', op: 'gte', value: 2 }),
      },
      admin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const byId = (await call(env.app, `${CRM}/ExplorePeople`, { segmentId: saved.id, search: 'segtest' }, admin)).json() as {
      data: { name: string }[];
    };
    expect(byId.data.map((d) => d.name)).toEqual(['Ana Segtest']);
    const got = (await call(env.app, `${CRM}/ConsultarSegmentoService`, { id: saved.id }, admin)).json() as { filter: Tree };
    expect(got.filter.rules).toHaveLength(3);
    expect((await call(env.app, `${CRM}/RemoverSegmentoService`, { id: saved.id }, other)).statusCode).toBe(404);
    const removed = await call(env.app, `${CRM}/RemoverSegmentoService`, { id: saved.id }, admin);
    expect(removed.json()).toMatchObject({ status: 1, message: 'Segmento removido.' });
    expect((await call(env.app, `${CRM}/ConsultarSegmentoService`, { id: saved.id }, admin)).statusCode).toBe(404);
  });

  it("gives the campaigns a segment's opted-in recipients only", async () => {
    const r = await call(env.app, SAVE, { name: 'Brasileiros', filter: seg({ field: 'country', op: 'in', value: ['BR'] }) }, admin);
    const id = (r.json() as { id: number }).id;
    const bruno = (await env.db.query(`SELECT id FROM guest_profiles WHERE name = 'Bruno Segtest'`)).rows[0].id;
    const grant = await call(
      env.app,
      `${CRM}/AlterarConsentimentoService`,
      { id: Number(bruno), channel: 'email', granted: true, source: 'form' },
      admin,
    );
    expect(grant.statusCode, grant.body).toBe(200);
    expect(await segmentRecipients(env.db, hotel, id, 'email', today)).toEqual([
      { profileId: Number(bruno), name: 'Bruno Segtest', language: 'pt', contact: 'bruno@seg.test' },
    ]);
  });

  it('refuses an empty name on its field, a duplicate name, another hotel and a caller without TAGPANEL; saves nothing', async () => {
    const count = async () => Number((await env.db.query('SELECT count(*) AS n FROM crm_segments')).rows[0].n);
    const before = await count();
    const empty = await call(env.app, SAVE, { name: '  ', filter: seg() }, admin);
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { errors: unknown[] }).errors).toEqual([{ path: 'name', message: 'segment_name_required' }]);
    const dup = await call(env.app, SAVE, { name: 'brasileiros', filter: seg() }, admin);
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ message: 'Já existe um segmento com este nome.', errors: [{ path: 'name' }] });
    const none = await call(env.app, SAVE, { name: 'Sem permissão', filter: seg() }, reception);
    expect(none.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const theirs = (await call(env.app, `${CRM}/ListSegmentosService`, {}, other)).json() as { data: unknown[] };
    expect(theirs.data).toEqual([]);
    const hotelSegment = (await env.db.query(`SELECT id FROM crm_segments WHERE institution_id = $1 LIMIT 1`, [hotel])).rows[0].id;
    expect((await call(env.app, `${CRM}/ExplorePeople`, { segmentId: Number(hotelSegment) }, other)).statusCode).toBe(404);
    expect(
      (await call(env.app, `${CRM}/SalvarSegmentoService`, { id: Number(hotelSegment), name: 'Roubado', filter: seg() }, other)).statusCode,
    ).toBe(404);
  });

  it("answers on the spec's /broker/tagpanel base path too, through the service envelope", async () => {
    const direct = await call(env.app, '/broker/tagpanel/ListSegmentosService', {}, admin);
    expect(direct.statusCode, direct.body).toBe(200);
    const envelope = await call(env.app, '/broker/tagpanel', { serviceName: 'ListSegmentosService', params: {} }, admin);
    expect(envelope.statusCode, envelope.body).toBe(200);
    expect((envelope.json() as { data: unknown[] }).data).toEqual((direct.json() as { data: unknown[] }).data);
  });

  it('describes the filterable fields with the ORIGEM entry listing the origins', async () => {
    const r = await call(env.app, `${CRM}/GetAvailableSegmentFiltersService`, {}, admin);
    expect(r.statusCode, r.body).toBe(200);
    const list = (
      r.json() as {
        data: {
          avaiableFilters: { avaiableFilter: { field: string; queryColumn: string; operators: string[]; options: { text: string }[] }[] };
        };
      }
    ).data.avaiableFilters.avaiableFilter;
    const origin = list.find((f) => f.queryColumn === 'ORIGEM')!;
    expect(origin.options.map((o) => o.text)).toEqual(expect.arrayContaining(['Booking.com', 'Site']));
    expect(list.find((f) => f.field === 'stays')!.operators).toEqual(['eq', 'gte', 'lte', 'between']);
    expect((await call(env.app, `${CRM}/GetAvailableSegmentFiltersService`, {}, reception)).statusCode).toBe(403);
  });
});
