import type { APIRequestContext } from '@playwright/test';
import { addDays, todayIn } from '../../packages/domain/src/bookings';
import type { Question } from '../../packages/domain/src/questionnaire';
import { expect } from '../support/fixtures';
import { createBooking, daysFromNow, ddmmyyyy, type StaffApi } from './checkin-support';

const RESP = '/jwt/brokerJson/resp';

/**
 * A stay that ended, made through the back office's services (no database write): booked from today for two nights,
 * checked in, the guest's booking token taken (their check-out search, kept for the survey), checked out.
 */
export async function endedStay(
  api: StaffApi,
  guestName: string,
  prefix: string,
): Promise<{ CODRES: number; VOUCHER: string; token: string }> {
  const { CODRES, VOUCHER } = await createBooking(api, [guestName], prefix, {
    from: ddmmyyyy(daysFromNow(0)),
    to: ddmmyyyy(daysFromNow(2)),
  });
  const departure = addDays(todayIn('America/Sao_Paulo'), 2).split('-').reverse().join('/');
  await api.call('/jwt/brokerJson/trial/RealizarAtividadeReservaService', { CODRES, STATUS: 'I', DHSAIDAPREV: departure });
  const found = await api.ctx.post('/booking/token', {
    data: { voucher: VOUCHER, nome: guestName, h: 'hotel-demo', finalidade: 'checkout' },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const { token } = (await found.json()) as { token: string };
  await api.call('/jwt/brokerJson/trial/RealizarCheckoutService', { CODRES, saldoDevedor: 0 });
  return { CODRES, VOUCHER, token };
}

/** A guest sends their answers (codPer -> answer) to the hotel's default questionnaire, as their page would. */
export async function answerSurvey(ctx: APIRequestContext, token: string, answers: Record<number, Question['answer']>) {
  const headers = { authorization: `Bearer ${token}` };
  const got = await ctx.post(`${RESP}/ListQuestionsService`, { headers, data: {} });
  expect(got.status()).toBe(200);
  const { questions, chaveQue } = (await got.json()) as { questions: Question[]; chaveQue: string };
  const lay = (list: Question[]): Question[] =>
    list.map((q) => ({
      ...q,
      ...(q.codPer in answers ? { answer: answers[q.codPer] } : {}),
      ...(q.children ? { children: lay(q.children) } : {}),
    }));
  const laid = lay(questions);
  const sent = await ctx.post(`${RESP}/InserirAlterarRespostaService`, {
    headers,
    data: { questions: JSON.stringify([{ ...laid[0], chaveQue }, ...laid.slice(1)]) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as { enviado: string; faixa: string | null };
}
