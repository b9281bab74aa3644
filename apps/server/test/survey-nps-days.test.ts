import { describe, expect, it } from 'vitest';
import { afterCommit, withTransaction } from '../src/db/pool';
import { closeNpsDays } from '../src/modules/surveys/nps-days';
import { signSurveyToken } from '../src/modules/surveys/public';
import { npsOfPeriod } from '../src/modules/surveys/reviews';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * The NPS of closed days (docs/decisions/0052-survey-speed.md): the hourly close moves each ended day's totals to one
 * row and folds its slots, the readers give the same figures before and after, today stays open, and a second close
 * changes nothing. And the live events' NOTIFY runs after the commit (afterCommit), never for a rolled-back write.
 */
const env = await createTestEnv();
const hotel = await createInstitution(env.db, { name: 'Hotel NPS Dias', linkCode: 'nps-dias' });
const { rows: q } = await env.db.query<{ id: string }>(
  `INSERT INTO questionnaires (institution_id, public_key, name, purpose) VALUES ($1, 'nps-dias-1', 'A', 'custom'), ($1, 'nps-dias-2', 'B', 'custom') RETURNING id`,
  [hotel],
);
await createUser(env.db, {
  email: 'nps-dias@other.test',
  name: 'NPS Dias',
  password: 'demo1234',
  institutions: [hotel],
  permissions: allPermissionsFor(hotel),
});
const staff = (await signIn(env.app, 'nps-dias@other.test')).token;
const [qa, qb] = q.map((r) => Number(r.id));
const { rows: tz } = await env.db.query<{ today: string }>(
  "SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutions WHERE id = $1",
  [hotel],
);
const today = tz[0]!.today;
const dayBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);

/** A tally row as concurrent submits leave it: [questionnaire, day, slot, promoters, passives, detractors]. */
async function tally(rows: Array<[number, string, number, number, number, number]>) {
  for (const [qid, day, slot, p, s, d] of rows)
    await env.db.query(
      `INSERT INTO survey_nps_daily (institution_id, questionnaire_id, day, slot, answers, promoters, passives, detractors)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [hotel, qid, day, slot, p + s + d, p, s, d],
    );
}
const query = (from: string, to: string) => npsOfPeriod(env.db, hotel, from, to, null);

describe('closing the NPS days', () => {
  it('closes ended days into one row each, folds their slots, keeps today open, and reads the same before and after', async () => {
    await tally([
      [qa!, dayBefore(3), 0, 5, 1, 1],
      [qa!, dayBefore(3), 7, 2, 0, 3],
      [qb!, dayBefore(3), 2, 1, 1, 0],
      [qa!, dayBefore(1), 4, 4, 0, 0],
      [qb!, dayBefore(1), 15, 0, 0, 2],
      [qa!, today, 3, 1, 0, 0],
      [qa!, today, 9, 0, 0, 1],
    ]);
    const before = await query(dayBefore(10), today);
    const beforeA = await npsOfPeriod(env.db, hotel, dayBefore(10), today, qa!);
    expect(before).toMatchObject({ promoters: 13, passives: 2, detractors: 7, total: 22 });

    const closed = await closeNpsDays(env.db);
    expect(closed).toBeGreaterThanOrEqual(2);
    const { rows: days } = await env.db.query(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, promoters, passives, detractors FROM survey_nps_closed_days WHERE institution_id = $1 ORDER BY day",
      [hotel],
    );
    expect(days).toEqual([
      { day: dayBefore(3), promoters: 8, passives: 2, detractors: 4 },
      { day: dayBefore(1), promoters: 4, passives: 0, detractors: 2 },
    ]);
    const { rows: slots } = await env.db.query<{ day: string; n: number }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM survey_nps_daily WHERE institution_id = $1 GROUP BY 1 ORDER BY 1",
      [hotel],
    );
    // Closed days keep one row per questionnaire; today keeps its slots for the submits still to come.
    expect(slots).toEqual([
      { day: dayBefore(3), n: 2 },
      { day: dayBefore(1), n: 2 },
      { day: today, n: 2 },
    ]);
    expect(await query(dayBefore(10), today)).toEqual(before);
    expect(await npsOfPeriod(env.db, hotel, dayBefore(10), today, qa!)).toEqual(beforeA);
    // A period inside the closed days, and one of today alone.
    expect(await query(dayBefore(3), dayBefore(3))).toMatchObject({ promoters: 8, passives: 2, detractors: 4 });
    expect(await query(today, today)).toMatchObject({ promoters: 1, passives: 0, detractors: 1 });
    expect(await closeNpsDays(env.db)).toBe(0);
  });

  it('gives the named query (surveys-nps) the closed and the open days by day', async () => {
    const br = (iso: string) => iso.split('-').reverse().join('/');
    const r = await call(
      env.app,
      '/dashboardQueries/executeQuery/surveys-nps',
      { DHINCLUSAOINI: br(dayBefore(10)), DHINCLUSAOFIN: br(today), TIPOPERIODO: 'D' },
      staff,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json().rows as Array<Record<string, unknown>>).map((x) => [x.periodo, x.promotores, x.detratores])).toEqual([
      [dayBefore(3), 8, 4],
      [dayBefore(1), 4, 2],
      [today, 1, 1],
    ]);
  });
});

describe('afterCommit', () => {
  it('runs after the commit, in order, and not at all when the transaction rolls back', async () => {
    const seen: string[] = [];
    await withTransaction(env.db, async (tx) => {
      await afterCommit(tx, async () => seen.push('first'));
      await afterCommit(tx, async () => seen.push('second'));
      seen.push('in transaction');
    });
    expect(seen).toEqual(['in transaction', 'first', 'second']);
    await expect(
      withTransaction(env.db, async (tx) => {
        await afterCommit(tx, async () => seen.push('never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).not.toContain('never');
    // Outside a transaction it runs at once.
    await afterCommit(env.db, async () => seen.push('now'));
    expect(seen.at(-1)).toBe('now');
  });

  it('a failed notification does not fail the committed write', async () => {
    const r = await withTransaction(env.db, async (tx) => {
      await afterCommit(tx, async () => {
        throw new Error('listener gone');
      });
      return 'written';
    });
    expect(r).toBe('written');
  });
});

describe('a double tap on send', () => {
  it('stores one answer, counts it once, and tells the other taps it was sent (409), drafts or first saves alike', async () => {
    const b = await createBooking(env.db, env.demo.hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Rita Toque' }] });
    const token = await signSurveyToken(env.deps, { institutionId: env.demo.hotel, bookingId: b.id, personId: b.persons[0]! });
    const q = await call(env.app, '/jwt/brokerJson/resp/ListQuestionsService', {}, token);
    expect(q.statusCode, q.body).toBe(200);
    const questions = JSON.stringify(
      (q.json().questions as Array<Record<string, unknown>>).map((x) => (x.metric === 'nps' ? { ...x, answer: 10 } : x)),
    );
    const tally = async () =>
      Number(
        (
          await env.db.query<{ n: string }>('SELECT coalesce(sum(answers), 0) AS n FROM survey_nps_daily WHERE institution_id = $1', [
            env.demo.hotel,
          ])
        ).rows[0]!.n,
      );
    const before = await tally();
    const send = (enviar: 'S' | 'N') => call(env.app, '/jwt/brokerJson/resp/InserirAlterarRespostaService', { questions, enviar }, token);
    const replies = await Promise.all([send('S'), send('N'), send('S'), send('S')]);
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length, JSON.stringify(codes)).toBeGreaterThanOrEqual(1);
    expect(
      codes.every((c) => c === 200 || c === 409),
      JSON.stringify(codes),
    ).toBe(true);
    // Exactly one send went through: the others met a sent answer.
    expect(replies.filter((r) => r.statusCode === 200 && r.json().enviado === 'S')).toHaveLength(1);
    expect(await tally()).toBe(before + 1);
    const { rows } = await env.db.query<{ n: string; responses: string }>(
      `SELECT count(*) AS n, count(DISTINCT a.response_id) AS responses FROM survey_answers a
         JOIN survey_responses r ON r.id = a.response_id WHERE r.booking_id = $1 AND a.question_code = 1`,
      [b.id],
    );
    // One answer row for the score: no double rows from the taps that met on the unique key.
    expect(rows[0]).toEqual({ n: 1, responses: 1 });
  });
});
