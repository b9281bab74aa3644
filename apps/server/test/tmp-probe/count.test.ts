import pg from 'pg';
import { expect, it } from 'vitest';
import { signSurveyToken } from '../../src/modules/surveys/public';
import { createBooking } from '../checkin-fixtures';
import { call, createTestEnv } from '../harness';

const env = await createTestEnv();
it('counts the queries of a submit', async () => {
  const b = await createBooking(env.db, env.demo.hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Ana' }] });
  const token = await signSurveyToken(env.deps, { institutionId: env.demo.hotel, bookingId: b.id, personId: b.persons[0]! });
  const q = await call(env.app, '/jwt/brokerJson/resp/ListQuestionsService', {}, token);
  const questions = (q.json().questions as any[]).map((x) => (x.metric === 'nps' ? { ...x, answer: 9 } : x.metric === 'rating' ? { ...x, answer: 5 } : x));
  const log: string[] = [];
  const orig = pg.Client.prototype.query;
  (pg.Client.prototype as any).query = function (this: any, ...a: any[]) {
    const t = typeof a[0] === 'string' ? a[0] : a[0]?.text;
    log.push(String(t).replace(/\s+/g, ' ').slice(0, 160));
    return (orig as any).apply(this, a);
  };
  const r = await call(env.app, '/jwt/brokerJson/resp/InserirAlterarRespostaService', { questions: JSON.stringify(questions), enviar: 'S' }, token);
  (pg.Client.prototype as any).query = orig;
  console.log(log.length + ' queries\n' + log.join('\n'));
  expect(r.statusCode, r.body).toBe(200);
});
