import type { Question } from '../../packages/domain/src/questionnaire';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations, switchHotel as switchPageHotel } from './bookings-support';
import { createBooking, staffApi, switchHotel } from './checkin-support';

/**
 * The back office's in-app notifications (issue 14, decision 0048) in Hospital Demo (its own wording, and no other
 * spec's detractors): a patient sends a detractor's answer through their link over HTTP; the administrator's bell
 * counts it live without a reload; the popover and /dashboard/notifications/list show it; marking all read clears the
 * count; a row opens the appointment's modal; axe on the popover and the page. No database write: the booking and the
 * answer go through the real services.
 */
const RESP = '/jwt/brokerJson/resp';
const NOTICES = '/jwt/brokerJson/notificacoes';

test('a detractor answer rings the bell live, is listed, and marking read clears the count', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const { availableInsForUser } = await api.call<{ availableInsForUser: { availableIns: { nome: string; codIns: number }[] } }>(
    '/broker/auth/AvailableInsPerSujeitoService',
    {},
  );
  await switchHotel(api, availableInsForUser.availableIns.find((i) => i.nome === 'Hospital Demo')!.codIns);
  // Start from nothing unread for this user in the hospital (their own read state, through their own token).
  await api.call(`${NOTICES}/MarcarNotificacoesLidasService`, {});
  const patient = 'Otávio Insatisfeito';
  const stay = await createBooking(api, [patient], 'NTF');
  await api.ctx.dispose();

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await switchPageHotel(page, 'Hospital Demo');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notificações');

  // The patient answers 3 of 10 through their own link's token, over HTTP.
  const search = await request.post('/booking/token', { data: { h: 'hospital-demo', voucher: stay.VOUCHER, nome: patient } });
  expect(search.status(), await search.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await search.json()) as { token: string }).token}` };
  const got = await request.post(`${RESP}/ListQuestionsService`, { headers, data: {} });
  expect(got.status()).toBe(200);
  const { questions, chaveQue } = (await got.json()) as { questions: Question[]; chaveQue: string };
  const laid = questions.map((q) => (q.codPer === 1 ? { ...q, answer: 3 } : q));
  const sent = await request.post(`${RESP}/InserirAlterarRespostaService`, {
    headers,
    data: { questions: JSON.stringify([{ ...laid[0], chaveQue }, ...laid.slice(1)]) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toMatchObject({ enviado: 'S', faixa: 'detractor' });

  // The bell counts it without a reload (the live stream).
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida', { timeout: 15_000 });
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notificações' });
  const item = popover.getByTestId('notification-item').first();
  await expect(item).toContainText(`${patient} deu nota 3 de 10`);
  await expect(item).toContainText(`Atendimento ${stay.VOUCHER}`);
  await expect(item).toHaveAttribute('data-read', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  // Keyboard: Escape closes it and gives the focus back to the bell; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popover.getByTestId('notification-item').first()).toBeVisible();

  // The whole list, from the popover's link.
  await popover.getByRole('link', { name: 'Ver todas as notificações' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de notificações' })).toBeVisible();
  const row = page.locator(`[data-testid="notice-row"][data-voucher="${stay.VOUCHER}"]`);
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText('Avaliação de detrator');
  await expect(page.getByTestId('notices-table').getByRole('columnheader')).toContainText(['Quando', 'Tipo', 'Aviso', 'Atendimento']);
  expect(await seriousViolations(page)).toEqual([]);

  // Mark all as read: the count clears, the row says read.
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect(row).toContainText('Lida');

  // The filter by read state: nothing unread left.
  await page.getByRole('combobox', { name: 'Situação' }).selectOption('unread');
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Situação' }).selectOption('');

  // In English (and the hospital's words).
  await page.getByRole('button', { name: /^Idioma:/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications list');
  await expect(page.getByTestId('notices-table').getByRole('columnheader')).toContainText(['When', 'Type', 'Notice', 'Appointment']);
  await expect(row).toContainText(`${patient} rated 3 out of 10`);
  await expect(bell).toHaveAccessibleName('Notifications');

  // A row opens its appointment's modal, as the bookings screens do.
  await row.click();
  await expect(page.getByRole('dialog').filter({ hasText: stay.VOUCHER })).toBeVisible({ timeout: 15_000 });
});
