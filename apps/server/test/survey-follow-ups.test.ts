import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@gm/contracts/notifications';
import type { Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { signSurveyToken } from '../src/modules/surveys/public';
import { runDueJobs } from '../src/platform/jobs';
import { signToken, type TokenClaims } from '../src/platform/tokens';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { bookingToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { makeJobsDue } from './jobs-helpers';

/**
 * Follow-up questionnaires (issue 14, docs/decisions/0049-survey-follow-ups.md): a detractor is invited to the
 * bundled "what went wrong" follow-up until the hotel chooses; the follow-up opens with the same link only after the
 * main answer, only for the questionnaire the hotel chose for that answer's score; its answers are linked to the
 * main answer (staff read them together) and never count in the NPS; another hotel's questionnaire is refused.
 * Also the menu's rule: whether the booking's stay has begun (estadiaIniciada).
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const RESP = '/jwt/brokerJson/resp';
const GET = `${RESP}/ListQuestionsService`;
const SET = `${RESP}/InserirAlterarRespostaService`;
const REVIEWS = `${RESP}/ListAvaliacoesService`;
const REVIEW = `${RESP}/ConsultarAvaliacaoService`;
const SAVE_Q = `${RESP}/SalvarQuestionarioService`;
const LIST_Q = `${RESP}/ListQuestionariosService`;
const READ_SETTINGS = `${RESP}/ConsultarConfigPesquisaService`;
const SETTINGS = `${RESP}/SalvarConfigPesquisaService`;

const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel F', linkCode: 'outro-f' });
await createUser(env.db, {
  email: 'outro-f@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: allPermissionsFor(otherHotel),
});
const other = (await signIn(env.app, 'outro-f@other.test')).token;
const period = { dtInicio: '2020-01-01', dtFim: '2099-12-31' };

/** The detractor's notice on, to the manager (so a follow-up that raised one would be seen). */
async function detractorMailOn() {
  const s: NotificationSettings = JSON.parse(JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS));
  s.staff.surveyDetractor = { enabled: true, recipients: ['gerencia@hotel.test'], language: 'pt' };
  const r = await call(env.app, '/jwt/brokerJson/config/SalvarNotificacoesService', s, admin);
  expect(r.statusCode, r.body).toBe(200);
}
async function runSends(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await makeJobsDue(env.db, ['notifications.send']);
    if (!(await runDueJobs(env.deps, 50, ['notifications.send']))) return;
  }
}

async function guest(name = 'Ana Souza') {
  const b = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name }] });
  const token = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
  return { ...b, token };
}

type Answers = Record<number, Question['answer']>;
function answered(questions: Question[], answers: Answers, key: string): string {
  const lay = (list: Question[]): Question[] =>
    list.map((q) => ({
      ...q,
      ...(q.codPer in answers ? { answer: answers[q.codPer] } : {}),
      ...(q.children ? { children: lay(q.children) } : {}),
    }));
  const out = lay(questions);
  return JSON.stringify([{ ...out[0], chaveQue: key }, ...out.slice(1)]);
}

interface Opened {
  chaveQue: string;
  questions: Question[];
  enviado: string;
  seguimento: string | null;
  estadiaIniciada: string;
  finalidade: string;
}
async function open(token: string, input: Record<string, unknown> = {}) {
  const r = await call(env.app, GET, input, token);
  return { status: r.statusCode, body: r.json() as Opened & { message?: string } };
}

/** Sends the main survey with a score; returns the reply. */
async function sendMain(token: string, score: number) {
  const q = (await open(token)).body;
  const r = await call(env.app, SET, { questions: answered(q.questions, { 1: score }, q.chaveQue) }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { seqQue: number; faixa: string; seguimento: string | null };
}

const nps = async () => (await call(env.app, REVIEWS, { ...period, limit: 1 }, admin)).json().nps as { total: number; detractors: number };

async function publish(nome: string, finalidade: string) {
  const questions = [{ codPer: 1, grupo: 'G', tipoPer: 'texto', descrPer: `${nome}?` }];
  const r = await call(env.app, SAVE_Q, { nome, finalidade, questions: JSON.stringify(questions) }, admin);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().chaveQue as string;
}

describe('the follow-up after a detractor’s answer', () => {
  let bundled = '';

  it('invites a detractor to the bundled follow-up until the hotel chooses, and nobody else', async () => {
    const settings = (await call(env.app, READ_SETTINGS, {}, admin)).json();
    expect(settings.seguimentoDetratores).toMatch(/^follow-up-[a-z0-9]{10}$/);
    expect(settings.seguimentoDemais).toBeNull();
    bundled = settings.seguimentoDetratores;
    const listed = (await call(env.app, LIST_Q, {}, admin)).json().data as { chaveQue: string; finalidade: string; padrao: string }[];
    expect(listed.find((q) => q.chaveQue === bundled)).toMatchObject({ finalidade: 'follow-up', padrao: 'N' });

    const d = await guest();
    expect((await sendMain(d.token, 3)).seguimento).toBe(bundled);
    // Opened again: the thank-you still invites.
    expect((await open(d.token)).body).toMatchObject({ enviado: 'S', seguimento: bundled });
    const p = await guest();
    expect((await sendMain(p.token, 10)).seguimento).toBeNull();
    const passive = await guest();
    expect((await sendMain(passive.token, 7)).seguimento).toBeNull();
  });

  it('is answered with the same link, kept under the main answer, and counts nowhere in the NPS', async () => {
    await detractorMailOn();
    const d = await guest('Bruno Detrator');
    const main = await sendMain(d.token, 2);
    await runSends();
    expect(env.mails.filter((m) => m.kind === 'notification.surveyDetractor').map((m) => m.subject)).toContain(
      `Avaliação baixa: Bruno Detrator (${d.voucher})`,
    );
    env.mails.length = 0;
    const before = await nps();
    const f = await open(d.token, { chaveQue: main.seguimento, seguimento: 'S' });
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    expect(f.body.finalidade).toBe('follow-up');
    expect(f.body.questions.map((q) => q.codPer)).toEqual([1, 2, 3]);
    // The hidden child (the preferred contact when the guest says no) is discarded; a draft first.
    const no = answered(f.body.questions, { 1: ['cleanliness', 'noise'], 3: false, 4: 'email' }, f.body.chaveQue);
    const draft = await call(env.app, SET, { questions: no, enviar: 'N', seguimento: 'S' }, d.token);
    expect(draft.statusCode, draft.body).toBe(200);
    // Yes: the child is required.
    const missing = answered(f.body.questions, { 1: ['cleanliness'], 3: true }, f.body.chaveQue);
    const refused = await call(env.app, SET, { questions: missing, seguimento: 'S' }, d.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: 'questions.4', message: 'Responda esta pergunta.' }]);
    const yes = answered(
      f.body.questions,
      { 1: ['cleanliness', 'noise'], 2: 'Barulho da obra às 7h.', 3: true, 4: 'whatsapp' },
      f.body.chaveQue,
    );
    const sent = await call(env.app, SET, { questions: yes, seguimento: 'S' }, d.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ enviado: 'S', faixa: null, avaliarEm: [], seguimento: null });

    // Not in the NPS, not a row of the reviews list, no detractor notice.
    expect(await nps()).toEqual(before);
    const rows = (await call(env.app, REVIEWS, { ...period, busca: d.voucher }, admin)).json();
    expect(rows.data.map((r: { seqQue: number }) => r.seqQue)).toEqual([main.seqQue]);
    const { rows: stored } = await env.db.query<{ follow_up_of: string; nps: number | null }>(
      'SELECT follow_up_of::text, nps FROM survey_responses WHERE id = $1',
      [sent.json().seqQue],
    );
    expect(stored[0]).toEqual({ follow_up_of: String(main.seqQue), nps: null });
    await runSends();
    expect(env.mails).toEqual([]);

    // Staff read it under the main answer.
    const detail = (await call(env.app, REVIEW, { seqQue: main.seqQue }, admin)).json();
    expect(detail.seguimento).toMatchObject({ seqQue: sent.json().seqQue, enviado: 'S', versao: 1 });
    const given = Object.fromEntries(
      (detail.seguimento.questions as Question[]).flatMap((q) => [q, ...(q.children ?? [])]).map((q) => [q.codPer, q.answer ?? null]),
    );
    expect(given).toEqual({ 1: ['cleanliness', 'noise'], 2: 'Barulho da obra às 7h.', 3: true, 4: 'whatsapp' });
    // Sent: the main answer no longer invites; the follow-up is sent once.
    expect((await open(d.token)).body.seguimento).toBeNull();
    expect((await call(env.app, SET, { questions: yes, seguimento: 'S' }, d.token)).statusCode).toBe(409);
  });

  it('opens /follow-up without a key on the follow-up chosen for the guest’s score', async () => {
    const d = await guest();
    await sendMain(d.token, 5);
    const f = await open(d.token, { seguimento: 'S' });
    expect(f.status).toBe(200);
    expect(f.body.chaveQue).toBe(bundled);
  });

  it('refuses a follow-up before the main answer, for a promoter, or with an expired link', async () => {
    const early = await guest();
    const r = await open(early.token, { chaveQue: bundled, seguimento: 'S' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Envie primeiro a sua avaliação: o questionário de acompanhamento vem depois dela.');
    const p = await guest();
    await sendMain(p.token, 9);
    const promoter = await open(p.token, { chaveQue: bundled, seguimento: 'S' });
    expect(promoter.status).toBe(403);
    // Writing it is refused the same way, with or without saying it is a follow-up; nothing is stored.
    const answers = JSON.stringify([{ codPer: 3, grupo: 'Contato', tipoPer: 'boolean', descrPer: 'x', answer: false, chaveQue: bundled }]);
    expect((await call(env.app, SET, { questions: answers }, p.token)).statusCode).toBe(403);
    expect((await call(env.app, SET, { questions: answers, seguimento: 'S' }, early.token)).statusCode).toBe(422);
    const { rows } = await env.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM survey_responses WHERE booking_id = ANY($1) AND follow_up_of IS NOT NULL',
      [[p.id, early.id]],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const d = await guest();
    await sendMain(d.token, 1);
    const expired = await signToken(
      env.deps.config.jwtSecret,
      { typ: 'survey', ins: hotel, res: d.id, bpr: d.persons[0] } as TokenClaims,
      -60,
    );
    expect((await call(env.app, GET, { chaveQue: bundled, seguimento: 'S' }, expired)).statusCode).toBe(401);
  });

  it('refuses a questionnaire the hotel did not choose as a follow-up', async () => {
    const custom = await publish('Pesquisa livre', 'custom');
    const d = await guest();
    await sendMain(d.token, 4);
    // Asked as a follow-up: refused; opened as a questionnaire of its own (not a follow-up), as before.
    expect((await open(d.token, { chaveQue: custom, seguimento: 'S' })).status).toBe(404);
    expect((await open(d.token, { chaveQue: custom })).status).toBe(200);
    // Made for follow-ups but not chosen: refused either way.
    const unchosen = await publish('Acompanhamento extra', 'follow-up');
    expect((await open(d.token, { chaveQue: unchosen })).status).toBe(404);
    const answers = JSON.stringify([{ codPer: 1, grupo: 'G', tipoPer: 'texto', descrPer: 'x', answer: 'oi', chaveQue: unchosen }]);
    expect((await call(env.app, SET, { questions: answers }, d.token)).statusCode).toBe(404);
  });

  it('follows the hotel’s choice: one for detractors, one for everybody else, or none', async () => {
    const forDetractors = await publish('Para detratores', 'follow-up');
    const forOthers = await publish('Para os demais', 'follow-up');
    const base = { links: [], lembreteDias: 3 };
    const saved = await call(env.app, SETTINGS, { ...base, seguimentoDetratores: forDetractors, seguimentoDemais: forOthers }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ seguimentoDetratores: forDetractors, seguimentoDemais: forOthers });
    // Saving without naming them keeps them.
    const kept = await call(env.app, SETTINGS, { ...base, lembreteDias: 4 }, admin);
    expect(kept.json()).toMatchObject({ seguimentoDetratores: forDetractors, seguimentoDemais: forOthers, lembreteDias: 4 });

    const p = await guest();
    expect((await sendMain(p.token, 10)).seguimento).toBe(forOthers);
    expect((await open(p.token, { chaveQue: forOthers, seguimento: 'S' })).status).toBe(200);
    expect((await open(p.token, { chaveQue: forDetractors, seguimento: 'S' })).status).toBe(403);
    const d = await guest();
    expect((await sendMain(d.token, 0)).seguimento).toBe(forDetractors);
    // The bundled one is no longer chosen: refused.
    expect((await open(d.token, { chaveQue: bundled })).status).toBe(404);

    // None for detractors: no invitation, and nothing else happens.
    const none = await call(env.app, SETTINGS, { ...base, seguimentoDetratores: null }, admin);
    expect(none.json()).toMatchObject({ seguimentoDetratores: null, seguimentoDemais: forOthers });
    expect((await sendMain((await guest()).token, 6)).seguimento).toBeNull();
  });

  it('refuses another hotel’s questionnaire, or the default, as a follow-up; staff only', async () => {
    const theirs = (await call(env.app, LIST_Q, {}, other)).json().data[0].chaveQue as string;
    const base = { links: [], lembreteDias: 3 };
    const r = await call(env.app, SETTINGS, { ...base, seguimentoDetratores: theirs }, admin);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ path: 'seguimentoDetratores', message: 'Escolha um dos questionários publicados do hotel.' }]);
    const own = (await call(env.app, LIST_Q, {}, admin)).json().data as { chaveQue: string; padrao: string }[];
    const main = own.find((q) => q.padrao === 'S')!.chaveQue;
    const d = await call(env.app, SETTINGS, { ...base, seguimentoDemais: main }, admin, { 'accept-language': 'en' });
    expect(d.statusCode).toBe(422);
    expect(d.json().errors).toEqual([{ path: 'seguimentoDemais', message: 'The main survey cannot be its own follow-up.' }]);
    expect((await call(env.app, SETTINGS, { ...base, seguimentoDemais: 'not a key!' }, admin)).statusCode).toBe(400);
    expect((await call(env.app, SETTINGS, { ...base, seguimentoDemais: null }, reception)).statusCode).toBe(403);
    // Nothing changed.
    expect((await call(env.app, READ_SETTINGS, {}, admin)).json().seguimentoDemais).not.toBeNull();
    // A guest naming another hotel's questionnaire as a follow-up: not found.
    const g = await guest();
    await sendMain(g.token, 2);
    expect((await open(g.token, { chaveQue: theirs, seguimento: 'S' })).status).toBe(404);
  });
});

describe('a hospital', () => {
  it('gets the bundled follow-up in its own words', async () => {
    const b = await createBooking(env.db, env.demo.hospital, { checkIn: -2, checkOut: -1, status: 'O' });
    const token = await signSurveyToken(env.deps, { institutionId: env.demo.hospital, bookingId: b.id, personId: b.persons[0]! });
    const main = await sendMain(token, 4);
    expect(main.seguimento).toMatch(/^follow-up-/);
    const f = await open(token, { chaveQue: main.seguimento, seguimento: 'S' });
    expect(f.status).toBe(200);
    const texts = JSON.stringify(f.body.questions);
    expect(texts).toContain('Nossa ouvidoria pode entrar em contato com você?');
    expect(texts).toContain('Alimentação;;;Meals');
    expect(texts).not.toContain('gerente');
    expect(texts).not.toContain('estadia');
  });
});

describe('the menu’s review entry', () => {
  it('says whether the booking’s stay has begun: checked in or out, or its check-out day reached', async () => {
    const future = await createBooking(env.db, hotel, { checkIn: 5, checkOut: 7, persons: [{ name: 'Caio Futuro' }] });
    const inHouse = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I', persons: [{ name: 'Dora Hospedada' }] });
    // Never checked in at the desk, but its check-out day has come (hotels' days: São Paulo, a day's margin).
    const lastDay = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, persons: [{ name: 'Eva Saindo' }] });
    const cancelled = await createBooking(env.db, hotel, {
      checkIn: -4,
      checkOut: -1,
      cancelled: true,
      persons: [{ name: 'Fabio Cancelou' }],
    });
    // The rule is the server's, whatever the guest's token (the menu's booking token, a survey link).
    const state = async (b: { id: number; persons: number[] }) => {
      const token = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: b.id, personId: b.persons[0]! });
      const r = await open(token, { chaveIns: 'hotel-demo' });
      expect(r.status).toBe(200);
      return r.body.estadiaIniciada;
    };
    expect(await state(future)).toBe('N');
    expect(await state(inHouse)).toBe('S');
    expect(await state(lastDay)).toBe('S');
    expect(await state(cancelled)).toBe('N');
    // The check-in's own booking token is accepted the same way.
    const { token } = await bookingToken(env.app, future.voucher, 'Caio Futuro');
    expect((await open(token)).body).toMatchObject({ estadiaIniciada: 'N', enviado: 'N' });
  });
});
