import type { Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { signSurveyToken } from '../src/modules/surveys/public';
import { emitDomainEvent } from '../src/platform/domain-events';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * The back office's in-app notifications (issue 14, decision 0048): a detractor's answer and a finished web check-in
 * become notifications of the hotel, each seen by the users holding its dashboard permission (DASH nps, DASH
 * webcheckins), each user with their own read state; list, count, mark one, mark all.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const BASE = '/jwt/brokerJson/notificacoes';
const LIST = `${BASE}/ListNotificacoesService`;
const COUNT = `${BASE}/ContarNotificacoesNaoLidasService`;
const MARK = `${BASE}/MarcarNotificacaoLidaService`;
const MARK_ALL = `${BASE}/MarcarNotificacoesLidasService`;

await createUser(env.db, {
  email: 'nps@demo.test',
  name: 'Gerente NPS',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`HOTEL:${hotel}:home`, `DASH:${hotel}:nps`],
});
await createUser(env.db, {
  email: 'checkins@demo.test',
  name: 'Gerente Reservas',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`HOTEL:${hotel}:home`, `DASH:${hotel}:webcheckins`],
});
const other = await createInstitution(env.db, { name: 'Outro Hotel' });
await createUser(env.db, {
  email: 'outro@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [other],
  permissions: allPermissionsFor(other),
});
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const nps = (await signIn(env.app, 'nps@demo.test')).token;
const checkins = (await signIn(env.app, 'checkins@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const outsider = (await signIn(env.app, 'outro@other.test')).token;

const unread = async (token: string) => (await call(env.app, COUNT, {}, token)).json() as { unread: number; more: boolean };
const list = async (token: string, input: Record<string, unknown> = {}) => {
  const r = await call(env.app, LIST, input, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { metadata: { totalCount: number }; data: Record<string, unknown>[]; unread: { unread: number } };
};

/** A guest of an ended stay answers the default NPS questionnaire through their survey link. */
async function answer(name: string, score: number) {
  const b = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name }] });
  const token = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
  const q = (await call(env.app, '/jwt/brokerJson/resp/ListQuestionsService', {}, token)).json().questions as Question[];
  const laid = q.map((x) => (x.codPer === 1 ? { ...x, answer: score } : x));
  const r = await call(env.app, '/jwt/brokerJson/resp/InserirAlterarRespostaService', { questions: JSON.stringify(laid) }, token);
  expect(r.statusCode, r.body).toBe(200);
  return b;
}

/** A finished web check-in, as the check-in module announces it (its own tests drive the whole flow). */
async function webcheckin(name: string) {
  const b = await createBooking(env.db, hotel, { persons: [{ name }] });
  const client = await env.db.connect();
  try {
    await client.query('BEGIN');
    await emitDomainEvent(client, { type: 'webcheckin.completed', institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return b;
}

describe('who is notified', () => {
  it("a detractor's answer notifies the DASH nps holders at once, with the booking, guest and score; a promoter's does not", async () => {
    await answer('Paula Promotora', 10);
    const low = await answer('Diego Detrator', 3);
    expect(await unread(nps)).toEqual({ unread: 1, more: false });
    expect(await unread(checkins)).toEqual({ unread: 0, more: false });
    const page = await list(nps);
    expect(page.metadata.totalCount).toBe(1);
    expect(page.data[0]).toMatchObject({
      kind: 'detractor',
      read: false,
      bookingId: low.id,
      voucher: low.voucher,
      guest: 'Diego Detrator',
      score: 3,
    });
    expect(page.data[0]!.responseId).toEqual(expect.any(Number));
    expect(page.unread).toEqual({ unread: 1, more: false });
  });

  it('a finished web check-in notifies the DASH webcheckins holders only; the administrator sees both kinds', async () => {
    const b = await webcheckin('Wanda Web');
    const page = await list(checkins);
    expect(page.data.map((n) => [n.kind, n.guest, n.bookingId])).toEqual([['webcheckin', 'Wanda Web', b.id]]);
    expect((await list(nps)).data.map((n) => n.kind)).toEqual(['detractor']);
    expect((await list(admin)).data.map((n) => n.kind)).toEqual(['webcheckin', 'detractor']);
    expect((await list(admin, { kind: 'detractor' })).data.map((n) => n.kind)).toEqual(['detractor']);
    // The same event again (a retried job) adds nothing.
    await emitDomainEvent(env.db, { type: 'webcheckin.completed', institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
    expect((await list(admin)).metadata.totalCount).toBe(2);
  });

  it('refuses a user without DASH nps or webcheckins (403) and shows nothing of Hotel Demo to another hotel', async () => {
    for (const path of [LIST, COUNT, MARK_ALL]) expect((await call(env.app, path, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, LIST, {})).statusCode).toBe(401);
    expect(await list(outsider)).toMatchObject({ metadata: { totalCount: 0 }, data: [] });
    const id = (await list(admin)).data[0]!.id;
    const r = await call(env.app, MARK, { id }, outsider);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Notificação não encontrada.');
    expect((await list(admin, { state: 'unread' })).metadata.totalCount).toBe(2);
  });
});

describe('read state', () => {
  it("marking read is the caller's own: another user still sees it unread", async () => {
    const [notice] = (await list(nps)).data;
    const r = await call(env.app, MARK, { id: notice!.id }, nps);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ unread: 0, more: false });
    expect((await list(nps)).data[0]).toMatchObject({ id: notice!.id, read: true });
    expect((await list(nps, { state: 'unread' })).data).toEqual([]);
    expect((await list(nps, { state: 'read' })).data.map((n) => n.id)).toEqual([notice!.id]);
    // The administrator has read nothing.
    expect(await unread(admin)).toEqual({ unread: 2, more: false });
    expect((await list(admin)).data.every((n) => n.read === false)).toBe(true);
  });

  it('a kind the caller may not see cannot be marked (404), and nothing changes', async () => {
    const [web] = (await list(checkins)).data;
    const r = await call(env.app, MARK, { id: web!.id }, nps);
    expect(r.statusCode).toBe(404);
    expect(await unread(checkins)).toEqual({ unread: 1, more: false });
  });

  it('marks all read up to the newest (or upTo); a later notice is unread again', async () => {
    const before = (await list(admin)).data.map((n) => n.id as number);
    const older = Math.min(...before);
    let r = await call(env.app, MARK_ALL, { upTo: older }, admin);
    expect(r.json()).toEqual({ unread: 1, more: false });
    r = await call(env.app, MARK_ALL, {}, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ unread: 0, more: false });
    await answer('Nina Nova', 2);
    expect(await unread(admin)).toEqual({ unread: 1, more: false });
    const [fresh] = (await list(admin, { state: 'unread' })).data;
    expect(fresh).toMatchObject({ guest: 'Nina Nova', score: 2, read: false });
    // Reading one above the watermark, then marking all again, leaves nothing unread and no stale rows.
    await call(env.app, MARK, { id: fresh!.id }, admin);
    await call(env.app, MARK_ALL, {}, admin);
    expect(await unread(admin)).toEqual({ unread: 0, more: false });
    const { rows } = await env.db.query('SELECT 1 FROM staff_notification_reads r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [
      'admin@demo.test',
    ]);
    expect(rows).toEqual([]);
    // The others' state is theirs.
    expect(await unread(checkins)).toEqual({ unread: 1, more: false });
    expect(await unread(nps)).toEqual({ unread: 1, more: false });
  });
});

describe('input', () => {
  it('filters by period in the hotel days', async () => {
    expect((await list(admin, { from: '2100-01-01' })).data).toEqual([]);
    expect((await list(admin, { from: '2000-01-01', to: '2100-12-31' })).metadata.totalCount).toBe(3);
  });

  it('refuses bad input with 400 on its field, never a 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [LIST, { limit: 0 }, 'limit'],
      [LIST, { kind: 'payment' }, 'kind'],
      [LIST, { state: 'maybe' }, 'state'],
      [LIST, { from: '2026-02-30' }, 'from'],
      [LIST, { from: '2026-03-10', to: '2026-03-01' }, 'to'],
      [MARK, { id: 'abc' }, 'id'],
      [MARK, {}, 'id'],
      [MARK_ALL, { upTo: -1 }, 'upTo'],
    ];
    for (const [path, body, field] of cases) {
      const r = await call(env.app, path, body, admin);
      expect(r.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect(await unread(admin)).toEqual({ unread: 0, more: false });
  });

  it('counts up to 99, then says more', async () => {
    await env.db.query(
      `INSERT INTO staff_notifications (institution_id, kind, subject_key) SELECT $1, 'webcheckin', 'bulk:' || g FROM generate_series(1, 120) g`,
      [hotel],
    );
    expect(await unread(admin)).toEqual({ unread: 99, more: true });
    const first = await list(admin, { limit: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.metadata.totalCount).toBe(123);
    const last = await list(admin, { offset: 120, limit: 10 });
    expect(last.data.map((n) => n.guest)).toEqual(['Nina Nova', 'Wanda Web', 'Diego Detrator']);
    expect(last.metadata.totalCount).toBe(123);
    expect((await list(admin, { offset: 200 })).metadata.totalCount).toBe(123);
  });
});
