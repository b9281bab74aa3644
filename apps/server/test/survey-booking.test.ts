import type { Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { signSurveyToken } from '../src/modules/surveys/public';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/**
 * A booking's answers in its view (ListAvaliacoesReservaService, decision 0047): each guest's, submitted or draft,
 * with the questions answered and the reply; refused for bad input, another hotel's booking and a caller without
 * DASH:nps. And the reviews list's count, capped at 10,000 for a search, says so.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const RESP = '/jwt/brokerJson/resp';
const SET = `${RESP}/InserirAlterarRespostaService`;
const OF_BOOKING = `${RESP}/ListAvaliacoesReservaService`;
const REVIEWS = '/jwt/brokerJson/tagpanel/ListAvaliacoesService';
const REPLY = '/jwt/broker/core/DefineMsgAvaliacaoService';

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel B', linkCode: 'outro-b' });
await createUser(env.db, {
  email: 'outro-b@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro-b@other.test')).token;

async function answer(token: string, answers: Record<number, Question['answer']>, enviar: 'S' | 'N') {
  const got = await call(env.app, `${RESP}/ListQuestionsService`, {}, token);
  expect(got.statusCode, got.body).toBe(200);
  const lay = (list: Question[]): Question[] =>
    list.map((q) => ({
      ...q,
      ...(q.codPer in answers ? { answer: answers[q.codPer] } : {}),
      ...(q.children ? { children: lay(q.children) } : {}),
    }));
  const r = await call(env.app, SET, { questions: JSON.stringify(lay(got.json().questions)), enviar }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().seqQue as number;
}

describe("a booking's answers", () => {
  it("lists each guest's answers, submitted and draft, with the questions and the hotel's reply", async () => {
    const b = await createBooking(env.db, hotel, {
      checkIn: -3,
      checkOut: -1,
      status: 'O',
      persons: [{ name: 'Bia Primeira' }, { name: 'Caio Segundo' }],
    });
    const [first, second] = b.persons as [number, number];
    const t1 = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: first });
    const t2 = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: second });
    const sent = await answer(t1, { 1: 10, 2: 'O café da manhã' }, 'S');
    await answer(t2, { 1: 4, 3: 'O barulho' }, 'N');
    expect((await call(env.app, REPLY, { seqQue: sent, mensagem: 'Obrigado, Bia!' }, admin)).statusCode).toBe(200);

    const r = await call(env.app, OF_BOOKING, { codRes: b.id }, admin);
    expect(r.statusCode, r.body).toBe(200);
    const { codRes, data } = r.json();
    expect(codRes).toBe(b.id);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      seqQue: sent,
      codPes: first,
      hospede: 'Bia Primeira',
      enviado: 'S',
      nota: 10,
      faixa: 'promoter',
      comentario: 'O café da manhã',
      resposta: 'Obrigado, Bia!',
      versao: 1,
    });
    expect(data[0].dhEnvio).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect(data[0].questionario).toContain(';;;');
    expect(data[0].questions[0]).toMatchObject({ codPer: 1, answer: 10 });
    expect(data[0].questions[0].descrPer).toContain(';;;');
    // The draft: still the guest's to change, no reply, no send date.
    expect(data[1]).toMatchObject({ codPes: second, hospede: 'Caio Segundo', enviado: 'N', dhEnvio: null, nota: 4, faixa: 'detractor' });
    expect(data[1].questions[0].children.find((c: Question) => c.codPer === 3).answer).toBe('O barulho');
  });

  it('a booking without answers lists none', async () => {
    const b = await createBooking(env.db, hotel);
    const r = await call(env.app, OF_BOOKING, { codRes: b.id }, admin);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ codRes: b.id, data: [] });
  });

  it('refuses bad input on codRes, and an unknown booking with a translated 404', async () => {
    for (const codRes of [0, -1, 'abc', 1.5]) {
      const r = await call(env.app, OF_BOOKING, { codRes }, admin);
      expect(r.statusCode, String(codRes)).toBe(400);
      expect(r.json().errors[0].path).toBe('codRes');
    }
    expect((await call(env.app, OF_BOOKING, {}, admin)).statusCode).toBe(400);
    const missing = await call(env.app, OF_BOOKING, { codRes: 999_999_999 }, admin, { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([{ path: 'codRes', message: 'Booking not found.' }]);
    // A hospital's staff read it in the hospital's words.
    const hospital = await createInstitution(env.db, { name: 'Hospital B', linkCode: 'hospital-b', flags: { ISHOSPITAL: 'S' } });
    await createUser(env.db, {
      email: 'hospital-b@demo.test',
      name: 'Hospital',
      password: 'demo1234',
      institutions: [hospital],
      permissions: allPermissionsFor(hospital),
    });
    const care = (await signIn(env.app, 'hospital-b@demo.test')).token;
    const theirs = await call(env.app, OF_BOOKING, { codRes: 999_999_999 }, care);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Atendimento não encontrado.');
  });

  it("another hotel's staff get nothing of Hotel Demo's booking; staff without DASH:nps are refused", async () => {
    const b = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Dora Sigilo' }] });
    await answer(await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! }), { 1: 8 }, 'S');
    const theirs = await call(env.app, OF_BOOKING, { codRes: b.id }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Dora Sigilo');
    const desk = await call(env.app, OF_BOOKING, { codRes: b.id }, reception);
    expect(desk.statusCode).toBe(403);
    expect(desk.body).not.toContain('Dora Sigilo');
    // A guest's own token (the survey link) does not list the booking's answers either.
    const guest = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
    expect((await call(env.app, OF_BOOKING, { codRes: b.id }, guest)).statusCode).toBe(403);
  });
});

describe("the reviews list's count", () => {
  it('counts a search up to 10,000 and says when it stopped there', async () => {
    const h = await createInstitution(env.db, { name: 'Hotel Contagem', linkCode: 'hotel-contagem' });
    await createUser(env.db, {
      email: 'contagem@demo.test',
      name: 'Contagem',
      password: 'demo1234',
      institutions: [h],
      permissions: allPermissionsFor(h),
    });
    const staff = (await signIn(env.app, 'contagem@demo.test')).token;
    const b = await createBooking(env.db, h, { checkIn: -3, checkOut: -1, status: 'O' });
    const first = await answer(
      await signSurveyToken(env.deps, { institutionId: h, bookingId: b.id, personId: b.persons[0]! }),
      { 1: 9, 2: 'Quarto ótimo' },
      'S',
    );
    const period = { dtInicio: '2020-01-01', dtFim: '2099-12-31', busca: 'ótimo', limit: 5 };
    const one = await call(env.app, REVIEWS, period, staff);
    expect(one.json().metadata).toEqual({ totalCount: 1, totalCapped: false });
    // 10,000 more answers with the same words (copies of the first, each its own booking): 10,001 match.
    await env.db.query(
      `WITH b AS (
         INSERT INTO bookings (institution_id, voucher, check_in, check_out)
         SELECT $1, 'CAP-' || g, ${HOTEL_TODAY} - 3, ${HOTEL_TODAY} - 1 FROM generate_series(1, 10000) g RETURNING id)
       INSERT INTO survey_responses (institution_id, questionnaire_id, version_id, booking_id, language, questions, nps, comment, submitted_at)
       SELECT r.institution_id, r.questionnaire_id, r.version_id, b.id, 'pt', '[]'::jsonb, 9, r.comment, r.submitted_at
         FROM b, survey_responses r WHERE r.id = $2`,
      [h, first],
    );
    const many = await call(env.app, REVIEWS, period, staff);
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().metadata).toEqual({ totalCount: 10_000, totalCapped: true });
    expect(many.json().data).toHaveLength(5);
    // Exactly 10,000: the real count, not capped.
    await env.db.query('DELETE FROM survey_responses WHERE id = $1', [first]);
    const exact = await call(env.app, REVIEWS, period, staff);
    expect(exact.json().metadata).toEqual({ totalCount: 10_000, totalCapped: false });
    // Without words the tally counts them all, never capped.
    const all = await call(env.app, REVIEWS, { dtInicio: '2020-01-01', dtFim: '2099-12-31' }, staff);
    expect(all.json().metadata.totalCapped).toBe(false);
  });
});
