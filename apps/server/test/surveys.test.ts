import { todayIn } from '@gm/domain/dates';
import type { Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { signSurveyToken } from '../src/modules/surveys/public';
import { signToken, type TokenClaims } from '../src/platform/tokens';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { bookingToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * Surveys (issue 14): the guest's questionnaire through the survey link (draft, submit, hidden answers discarded,
 * refusals on their question, once only), the staff's reviews with the NPS, replies, versions and authoring errors,
 * and the refusals: another hotel, another booking, an expired link, a caller without DASH:nps, bad input.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const RESP = '/jwt/brokerJson/resp';
const GET = `${RESP}/ListQuestionsService`;
const SET = `${RESP}/InserirAlterarRespostaService`;
const EVAL = `${RESP}/ListRespostasService`;
const REVIEWS = '/jwt/brokerJson/tagpanel/ListAvaliacoesService';
const REPLY = '/jwt/broker/core/DefineMsgAvaliacaoService';
const SAVE_Q = `${RESP}/SalvarQuestionarioService`;
const LIST_Q = `${RESP}/ListQuestionariosService`;
const SETTINGS = `${RESP}/SalvarConfigPesquisaService`;

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel S', linkCode: 'outro-s' });
await createUser(env.db, {
  email: 'outro-s@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro-s@other.test')).token;

async function surveyGuest(persons = [{ name: 'Ana Souza' }]) {
  const b = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons });
  const token = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
  return { ...b, token };
}

type Answers = Record<number, Question['answer']>;
function answered(questions: Question[], answers: Answers, key?: string): string {
  const lay = (list: Question[]): Question[] =>
    list.map((q) => ({
      ...q,
      ...(q.codPer in answers ? { answer: answers[q.codPer] } : {}),
      ...(q.children ? { children: lay(q.children) } : {}),
    }));
  const out = lay(questions);
  return JSON.stringify(key ? [{ ...out[0], chaveQue: key }, ...out.slice(1)] : out);
}

async function questionsOf(token: string, lang = 'pt') {
  const r = await call(env.app, GET, {}, token, { 'accept-language': lang });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    chaveQue: string;
    questions: Question[];
    seqQue: number | null;
    enviado: string;
    versao: number;
    mensagemHotel: string | null;
    nome: string;
  };
}

// The hotels' own day (São Paulo): between 00:00 and 03:00 UTC it is still yesterday there.
const today = todayIn('America/Sao_Paulo');
const period = { dtInicio: '2020-01-01', dtFim: '2099-12-31' };

describe('the guest answers the post-stay survey', () => {
  it('opens the default NPS questionnaire in the guest’s language', async () => {
    const g = await surveyGuest();
    const pt = await questionsOf(g.token);
    expect(pt.questions.map((q) => q.codPer)).toEqual([1, 4, 5, 6, 7, 8]);
    expect(pt.questions[0]!.options).toHaveLength(11);
    expect(pt.seqQue).toBeNull();
    const en = await questionsOf(g.token, 'en');
    expect(en.nome).toBe('Satisfaction survey (NPS)');
  });

  it('keeps a draft, discards answers to hidden questions, then submits once', async () => {
    const g = await surveyGuest();
    const q = await questionsOf(g.token);
    // A 6 shows "what could we do better" (<=8) and hides the promoters' question (>=9): its answer is dropped.
    const draft = await call(
      env.app,
      SET,
      { questions: answered(q.questions, { 1: 6, 2: 'escondida', 3: 'O chuveiro', 4: 3 }, q.chaveQue), enviar: 'N' },
      g.token,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ enviado: 'N', faixa: 'detractor', avaliarEm: [] });
    const again = await questionsOf(g.token);
    const first = again.questions[0]!;
    expect(first.answer).toBe(6);
    expect(first.children!.find((c) => c.codPer === 2)!.answer).toBeNull();
    expect(first.children!.find((c) => c.codPer === 3)!.answer).toBe('O chuveiro');
    const { rows: stored } = await env.db.query('SELECT question_code FROM survey_answers WHERE response_id = $1 ORDER BY 1', [
      again.seqQue,
    ]);
    expect(stored.map((r) => r.question_code)).toEqual([1, 3, 4]);
    // Changed before sending: now a 9.
    const sent = await call(env.app, SET, { questions: answered(again.questions, { 1: 9, 2: 'A vista', 3: 'O chuveiro' }) }, g.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ enviado: 'S', faixa: 'promoter' });
    const { rows } = await env.db.query('SELECT nps, comment, submitted_at FROM survey_responses WHERE id = $1', [again.seqQue]);
    expect(rows[0]).toMatchObject({ nps: 9, comment: 'A vista' });
    const twice = await call(env.app, SET, { questions: answered(again.questions, { 1: 2 }) }, g.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Sua avaliação já foi enviada. Obrigado!');
    const { rows: after } = await env.db.query('SELECT nps FROM survey_responses WHERE id = $1', [again.seqQue]);
    expect(after[0].nps).toBe(9);
  });

  it('refuses a required question left empty and an answer that does not fit, each on its question', async () => {
    const g = await surveyGuest();
    const q = await questionsOf(g.token);
    const empty = await call(env.app, SET, { questions: answered(q.questions, { 4: 5 }) }, g.token, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ path: 'questions.1', message: 'Please answer this question.' }]);
    const bad = await call(env.app, SET, { questions: answered(q.questions, { 1: 10, 4: 9 }) }, g.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'questions.4', message: 'Esta resposta não é válida para a pergunta.' }]);
    const unknown = await call(
      env.app,
      SET,
      { questions: JSON.stringify([{ codPer: 99, grupo: 'x', tipoPer: 'boolean', descrPer: 'x', answer: true }]) },
      g.token,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].path).toBe('questions.99');
    const notJson = await call(env.app, SET, { questions: '[{"codPer": 1' }, g.token);
    expect(notJson.statusCode).toBe(400);
    const { rowCount } = await env.db.query('SELECT 1 FROM survey_responses WHERE booking_id = $1', [g.id]);
    expect(rowCount).toBe(0);
  });

  it('invites a promoter to the hotel’s review pages, and shows the hotel’s reply', async () => {
    const links = [{ site: 'google', url: 'https://g.page/r/hotel-demo/review' }];
    expect((await call(env.app, SETTINGS, { links, lembreteDias: 4 }, admin)).statusCode).toBe(200);
    const g = await surveyGuest();
    const q = await questionsOf(g.token);
    const sent = await call(env.app, SET, { questions: answered(q.questions, { 1: 10 }) }, g.token);
    expect(sent.json().avaliarEm).toEqual(links);
    const reply = await call(env.app, REPLY, { seqQue: sent.json().seqQue, mensagem: 'Obrigado, Ana! Volte sempre.' }, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const seen = await questionsOf(g.token);
    expect(seen).toMatchObject({ enviado: 'S', mensagemHotel: 'Obrigado, Ana! Volte sempre.' });
    const detractor = await surveyGuest();
    const dq = await questionsOf(detractor.token);
    const low = await call(env.app, SET, { questions: answered(dq.questions, { 1: 3 }) }, detractor.token);
    expect(low.json().avaliarEm).toEqual([]);
  });

  it('answers the guest with their booking token too, for their own booking only', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Bia Lima' }] });
    const { token } = await bookingToken(env.app, b.voucher, 'Bia Lima');
    const q = await questionsOf(token);
    expect((await call(env.app, SET, { questions: answered(q.questions, { 1: 8 }) }, token)).statusCode).toBe(200);
    const mine = await call(env.app, EVAL, {}, token);
    expect(mine.json().rows.map((r: { codRes: number }) => r.codRes)).toEqual([b.id]);
  });
});

describe('refusals', () => {
  it('an expired or forged link opens nothing', async () => {
    const b = await createBooking(env.db, hotel);
    const expired = await signToken(
      env.deps.config.jwtSecret,
      { typ: 'survey', ins: hotel, res: b.id, bpr: b.persons[0] } as TokenClaims,
      -60,
    );
    expect((await call(env.app, GET, {}, expired)).statusCode).toBe(401);
    // A link for a booking that is not the hotel's.
    const foreign = await signSurveyToken(env.deps, { institutionId: otherHotel, bookingId: b.id, personId: b.persons[0]! });
    const r = await call(env.app, GET, {}, foreign);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Este link de avaliação não é mais válido.');
  });

  it('a survey link does not open the check-in or the payment', async () => {
    const g = await surveyGuest();
    const r = await call(env.app, '/jwt/brokerJson/trial/DetalhesReservaService', { CODRES: g.id }, g.token);
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
  });

  it('a guest naming another hotel’s link, or another hotel’s questionnaire, is refused', async () => {
    const g = await surveyGuest();
    const wrong = await call(env.app, GET, { chaveIns: 'outro-s' }, g.token);
    expect(wrong.statusCode).toBe(403);
    const otherList = await call(env.app, LIST_Q, {}, other);
    const otherKey = otherList.json().data[0].chaveQue as string;
    const r = await call(env.app, GET, { chaveQue: otherKey }, g.token);
    expect(r.statusCode).toBe(404);
    const q = await questionsOf(g.token);
    const cross = await call(env.app, SET, { questions: answered(q.questions, { 1: 5 }, otherKey) }, g.token);
    expect(cross.statusCode).toBe(404);
  });

  it('staff of another hotel see none of Hotel Demo’s reviews; staff without DASH:nps are refused', async () => {
    const g = await surveyGuest([{ name: 'Carla Reviewer' }]);
    const q = await questionsOf(g.token);
    await call(env.app, SET, { questions: answered(q.questions, { 1: 7 }) }, g.token);
    const theirs = await call(env.app, REVIEWS, period, other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Carla Reviewer');
    expect((await call(env.app, REVIEWS, period, reception)).statusCode).toBe(403);
    const seq = (await call(env.app, REVIEWS, { ...period, busca: 'carla' }, admin)).json().data[0].seqQue;
    const detail = await call(env.app, `${RESP}/ConsultarAvaliacaoService`, { seqQue: seq }, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().questions[0]).toMatchObject({ codPer: 1, answer: 7 });
    expect((await call(env.app, `${RESP}/ConsultarAvaliacaoService`, { seqQue: seq }, other)).statusCode).toBe(404);
    expect((await call(env.app, `${RESP}/ConsultarAvaliacaoService`, { seqQue: seq }, reception)).statusCode).toBe(403);
    const reply = await call(env.app, REPLY, { seqQue: seq, mensagem: 'Invasão' }, other);
    expect(reply.statusCode).toBe(404);
    const { rows } = await env.db.query('SELECT reply_text FROM survey_responses WHERE id = $1', [seq]);
    expect(rows[0].reply_text).toBeNull();
  });

  it('bad filters are refused on their field', async () => {
    const r = await call(env.app, REVIEWS, { dtInicio: '2026-05-01', dtFim: '2026-04-01' }, admin);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('dtFim');
  });
});

describe('staff: reviews, NPS, versions', () => {
  it('lists the period’s reviews with the NPS counted as promoters minus detractors', async () => {
    const hotel2 = await createInstitution(env.db, { name: 'Hotel NPS', linkCode: 'hotel-nps' });
    await createUser(env.db, {
      email: 'nps@demo.test',
      name: 'NPS',
      password: 'demo1234',
      institutions: [hotel2],
      permissions: allPermissionsFor(hotel2),
    });
    const staff = (await signIn(env.app, 'nps@demo.test')).token;
    for (const score of [10, 9, 9, 8, 3]) {
      const b = await createBooking(env.db, hotel2, { checkIn: -2, checkOut: -1 });
      const token = await signSurveyToken(env.deps, { institutionId: hotel2, bookingId: b.id, personId: b.persons[0]! });
      const q = await questionsOf(token);
      expect((await call(env.app, SET, { questions: answered(q.questions, { 1: score }) }, token)).statusCode).toBe(200);
    }
    const r = await call(env.app, REVIEWS, { dtInicio: today, dtFim: today }, staff);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().nps).toEqual({ promoters: 3, passives: 1, detractors: 1, total: 5, score: 40 });
    expect(r.json().metadata.totalCount).toBe(5);
    const detractors = await call(env.app, REVIEWS, { dtInicio: today, dtFim: today, faixa: 'detractor' }, staff);
    expect(detractors.json().data.map((d: { nota: number }) => d.nota)).toEqual([3]);
    // The dashboards' named query gives the same NPS by period, for this hotel only.
    const br = today.split('-').reverse().join('/');
    const q = await call(
      env.app,
      '/dashboardQueries/executeQuery/surveys-nps',
      { DHINCLUSAOINI: br, DHINCLUSAOFIN: br, TIPOPERIODO: 'D' },
      staff,
    );
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toEqual({
      status: 1,
      totalRows: 1,
      rows: [{ periodo: today, respostas: 5, promotores: 3, neutros: 1, detratores: 1, nps: 40 }],
      period: { start: today, end: today },
    });
    const reception = await call(
      env.app,
      '/dashboardQueries/executeQuery/surveys-nps',
      { DHINCLUSAOINI: br, DHINCLUSAOFIN: br },
      (await signIn(env.app, 'recepcao@demo.test')).token,
    );
    expect(reception.statusCode).toBe(403);
  });

  it('publishes a new version; earlier answers keep the version they answered', async () => {
    const g = await surveyGuest();
    const q = await questionsOf(g.token);
    await call(env.app, SET, { questions: answered(q.questions, { 1: 9 }), enviar: 'N' }, g.token);
    const extra: Question = {
      codPer: 20,
      grupo: 'Extra',
      tipoPer: 'smallText',
      descrPer: 'Como nos conheceu?;;;How did you hear about us?',
    };
    const pub = await call(
      env.app,
      SAVE_Q,
      { chaveQue: q.chaveQue, nome: 'Pesquisa NPS', finalidade: 'nps', questions: JSON.stringify([...q.questions, extra]) },
      admin,
    );
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().versao).toBe(q.versao + 1);
    // The guest with a draft keeps their version; a new guest gets the new one.
    expect((await questionsOf(g.token)).versao).toBe(q.versao);
    const fresh = await surveyGuest();
    const nq = await questionsOf(fresh.token);
    expect(nq.versao).toBe(q.versao + 1);
    expect(nq.questions.map((x) => x.codPer)).toContain(20);
  });

  it('refuses authoring errors on their question, translated, and publishes nothing', async () => {
    const bad = [
      {
        codPer: 1,
        grupo: 'G',
        tipoPer: 'boolean',
        descrPer: 'Veio de carro?',
        children: [{ codPer: 2, grupo: 'G', tipoPer: 'texto', descrPer: 'Placa', conditionToShow: '=>S' }],
      },
      { codPer: 3, grupo: 'G', tipoPer: 'radiobox', descrPer: 'Quarto', options: [] },
    ];
    const before = (await call(env.app, LIST_Q, {}, admin)).json().data.length;
    const r = await call(env.app, SAVE_Q, { nome: 'Ruim', finalidade: 'custom', questions: JSON.stringify(bad) }, admin, {
      'accept-language': 'es',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { path: 'questions.2', message: 'La condición debe empezar con ==, !=, <= o >=.' },
      { path: 'questions.3', message: 'Agregue al menos una opción.' },
    ]);
    expect((await call(env.app, LIST_Q, {}, admin)).json().data.length).toBe(before);
    const deep = {
      codPer: 1,
      grupo: 'G',
      tipoPer: 'boolean',
      descrPer: 'x',
      children: [
        {
          codPer: 2,
          grupo: 'G',
          tipoPer: 'boolean',
          descrPer: 'x',
          children: [
            {
              codPer: 3,
              grupo: 'G',
              tipoPer: 'boolean',
              descrPer: 'x',
              children: [
                {
                  codPer: 4,
                  grupo: 'G',
                  tipoPer: 'boolean',
                  descrPer: 'x',
                  children: [{ codPer: 5, grupo: 'G', tipoPer: 'boolean', descrPer: 'x' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(
      (await call(env.app, SAVE_Q, { nome: 'Funda', finalidade: 'custom', questions: JSON.stringify([deep]) }, admin)).statusCode,
    ).toBe(400);
  });

  it('a hospital gets its own words in the default questionnaire', async () => {
    const b = await createBooking(env.db, env.demo.hospital, { checkIn: -2, checkOut: -1 });
    const token = await signSurveyToken(env.deps, { institutionId: env.demo.hospital, bookingId: b.id, personId: b.persons[0]! });
    const q = await questionsOf(token, 'en');
    expect(q.questions[0]!.descrPer).toContain('this hospital');
    expect(q.questions[0]!.descrPer).not.toContain('hotel');
  });
});
