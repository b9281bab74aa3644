import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@gm/contracts/notifications';
import type { Question } from '@gm/domain/questionnaire';
import { beforeEach, describe, expect, it } from 'vitest';
import { inviteDepartures } from '../src/modules/notifications/post-stay';
import { signSurveyToken } from '../src/modules/surveys/public';
import { runDueJobs } from '../src/platform/jobs';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { makeJobsDue } from './jobs-helpers';

/**
 * The post-stay survey mail and the detractor notice (issue 14): each guest of an ended stay gets the survey link
 * once, a reminder after the hotel's delay unless they answered, nothing when the mail is off; a 0-6 answer notifies
 * the manager at once with the comment, a promoter's does not.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const SAVE = '/jwt/brokerJson/config/SalvarNotificacoesService';
const GET = '/jwt/brokerJson/resp/ListQuestionsService';
const SET = '/jwt/brokerJson/resp/InserirAlterarRespostaService';

async function settings(change: (s: NotificationSettings) => void) {
  const s: NotificationSettings = JSON.parse(JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS));
  change(s);
  const r = await call(env.app, SAVE, s, admin);
  expect(r.statusCode, r.body).toBe(200);
}
async function runSends(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await makeJobsDue(env.db, ['notifications.send']);
    if (!(await runDueJobs(env.deps, 50, ['notifications.send']))) return;
  }
}
const mailsOf = (kind: string) => env.mails.filter((m) => m.kind === `notification.${kind}`);
const linkIn = (text: string) => /\/reviewstay\?t=([^&\s]+)/.exec(text)?.[1];

async function answer(token: string, score: number, remark?: string) {
  const q = (await call(env.app, GET, {}, token)).json().questions as Question[];
  const laid = q.map((x) =>
    x.codPer === 1
      ? {
          ...x,
          answer: score,
          children: x.children?.map((c) => (remark && c.codPer === (score >= 9 ? 2 : 3) ? { ...c, answer: remark } : c)),
        }
      : x,
  );
  const r = await call(env.app, SET, { questions: JSON.stringify(laid) }, token);
  expect(r.statusCode, r.body).toBe(200);
}

beforeEach(async () => {
  await runSends();
  env.mails.length = 0;
});

describe('post-stay survey mail', () => {
  it('sends each guest of an ended stay their own link once, then one reminder unless they answered', async () => {
    await settings((s) => {
      s.guest.postStaySurvey = { enabled: true, language: 'guest' };
    });
    await createBooking(env.db, hotel, {
      checkIn: -4,
      checkOut: -1,
      status: 'O',
      persons: [{ name: 'Lia Prado', email: 'lia@guest.test' }, { name: 'Rui Prado', email: 'rui@guest.test' }, { name: 'Sem Email' }],
    });
    await createBooking(env.db, hotel, { checkIn: 2, checkOut: 4, persons: [{ name: 'Ana Futura', email: 'ana@guest.test' }] });
    await createBooking(env.db, hotel, { checkIn: -4, checkOut: -1, status: 'R', persons: [{ name: 'Noé', email: 'noe@guest.test' }] });
    expect(await inviteDepartures(env.deps, hotel)).toBeGreaterThanOrEqual(2);
    await runSends();
    const mails = mailsOf('postStaySurvey').filter((m) => m.to.endsWith('@guest.test'));
    expect(mails.map((m) => m.to).sort()).toEqual(['lia@guest.test', 'rui@guest.test']);
    expect(mails.map((m) => m.to)).not.toContain('ana@guest.test');
    expect(mails.map((m) => m.to)).not.toContain('noe@guest.test');
    const lia = mails.find((m) => m.to === 'lia@guest.test')!;
    expect(lia.subject).toBe('Hotel Demo: como foi a sua estadia?');
    // The link opens Lia's own questionnaire (a survey token for her booking person).
    const token = decodeURIComponent(linkIn(lia.text)!);
    const q = await call(env.app, GET, {}, token);
    expect(q.statusCode).toBe(200);
    await answer(token, 10, 'Café excelente');
    // Run again: nothing new before the reminder's delay.
    env.mails.length = 0;
    await inviteDepartures(env.deps, hotel);
    await runSends();
    expect(mailsOf('postStaySurvey').filter((m) => m.to.endsWith('@guest.test'))).toEqual([]);
    // Four days later: Rui, who did not answer, gets one reminder; Lia, who did, gets none.
    const later = new Date(Date.now() + 4 * 86_400_000);
    await inviteDepartures(env.deps, hotel, later);
    await runSends();
    const reminders = mailsOf('postStaySurvey').filter((m) => m.to.endsWith('@guest.test'));
    expect(reminders.map((m) => m.to)).toEqual(['rui@guest.test']);
    expect(reminders[0]!.text).toContain('Ainda dá tempo');
    env.mails.length = 0;
    await inviteDepartures(env.deps, hotel, later);
    await runSends();
    expect(mailsOf('postStaySurvey').filter((m) => m.to.endsWith('@guest.test'))).toEqual([]);
  });

  it('sends nothing while the mail is off', async () => {
    await settings(() => undefined);
    await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Off', email: 'off@guest.test' }] });
    await makeJobsDue(env.db, ['notifications.post-stay']);
    await runDueJobs(env.deps, 50, ['notifications.post-stay']);
    await runSends();
    expect(mailsOf('postStaySurvey').map((m) => m.to)).not.toContain('off@guest.test');
  });
});

describe('detractor notice', () => {
  it('notifies the manager at once with the score and comment; not for a promoter', async () => {
    await settings((s) => {
      s.staff.surveyDetractor = { enabled: true, recipients: ['gerencia@hotel.test'], language: 'en' };
    });
    const low = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Bruno Lopes' }] });
    const high = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, status: 'O', persons: [{ name: 'Carla Dias' }] });
    const lowToken = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: low.id, personId: low.persons[0]! });
    const highToken = await signSurveyToken(env.deps, { institutionId: hotel, bookingId: high.id, personId: high.persons[0]! });
    await answer(highToken, 9);
    await answer(lowToken, 4, 'Quarto barulhento, CPF 123.456.789-09 no cadastro');
    await runSends();
    const [notice, ...more] = mailsOf('surveyDetractor');
    expect(more).toEqual([]);
    expect(notice!.to).toBe('gerencia@hotel.test');
    expect(notice!.subject).toBe(`Low rating: Bruno Lopes (${low.voucher})`);
    expect(notice!.text).toContain('a 4 out of 10');
    expect(notice!.text).toContain('Quarto barulhento');
    expect(notice!.text).not.toContain('123.456.789-09');
  });
});
