import { expect, test, toast } from '../support/fixtures';
import { bookingRow, seriousViolations, signInAt } from './bookings-support';
import { staffApi } from './checkin-support';
import { answerSurvey, endedStay } from './survey-support';

/**
 * The booking's view shows its answers (issue 14, decision 0047). A guest whose stay ended answers the post-stay survey
 * through the real services with their booking token (as review-stay.spec.ts does); staff open the booking and read
 * the answers, question by question, in the Survey tab, and reply there; in English the same answers read in English.
 * The front desk (without DASH:nps) has no such tab. No database write.
 */
test('staff open a booking and read its guest’s survey answers, and reply to them', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const guestName = 'Olga Respondente';
  const { VOUCHER, token } = await endedStay(api, guestName, 'SVB');
  // The guest answers: a 10 (its follow-up), four stars for the room, yes they would come back.
  const praise = `A piscina e o café ${VOUCHER}`;
  expect(await answerSurvey(api.ctx, token, { 1: 10, 2: praise, 4: 4, 8: true })).toMatchObject({ enviado: 'S', faixa: 'promoter' });
  await api.ctx.dispose();

  await signInAt(page, 'admin@demo.test', '/operation/bookings');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(VOUCHER);
  await bookingRow(page, VOUCHER).getByRole('button', { name: 'Visualizar' }).click();
  const view = page.getByRole('dialog', { name: 'Visualizar Reserva' });
  await view.getByRole('tab', { name: 'Avaliação' }).click();
  const tab = view.getByTestId('booking-survey');
  await expect(tab.getByRole('heading', { name: guestName })).toBeVisible();
  const answer = tab.getByTestId('booking-answer');
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText('Pesquisa de satisfação (NPS) (versão 1)');
  await expect(answer).toContainText('Enviada');
  await expect(answer.getByLabel('Nota 10, Promotor')).toBeVisible();
  await expect(answer).toContainText(praise);
  // Every question the guest saw, its answer by type; the hidden follow-up ("what could we do better") is not there.
  const given = answer.getByTestId('review-answers');
  await expect(given.getByRole('row', { name: /quanto você recomendaria/ })).toContainText('10');
  await expect(given.getByRole('row', { name: /Quarto e conforto/ })).toContainText('4 de 5 estrelas');
  await expect(given.getByRole('row', { name: /hospedaria conosco novamente/ })).toContainText('Sim');
  await expect(given.getByRole('row', { name: /Limpeza/ })).toContainText('Sem resposta');
  await expect(given.getByText('O que poderíamos ter feito melhor?')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The reply: an empty one is refused on its field; a written one is saved and shown as sent.
  const message = answer.getByRole('textbox', { name: 'Mensagem' });
  await answer.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(answer.getByText('Escreva a resposta.')).toBeVisible();
  await message.fill('Obrigado, Olga! Volte sempre.');
  await answer.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(toast(page, 'Resposta salva.')).toBeVisible();
  await expect(answer.getByText(/^Respondida em /)).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Atualizar resposta' })).toBeVisible();
  await expect(message).toHaveValue('Obrigado, Olga! Volte sempre.');

  // The front desk (no DASH:nps), in a browser of its own, opens the same booking without the tab.
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const front = await context.newPage();
  await signInAt(front, 'recepcao@demo.test', '/operation/bookings');
  await front.getByRole('searchbox', { name: 'Buscar' }).fill(VOUCHER);
  await bookingRow(front, VOUCHER).getByRole('button', { name: 'Visualizar' }).click();
  const desk = front.getByRole('dialog', { name: 'Visualizar Reserva' });
  await expect(desk.getByRole('tab', { name: 'Documentos' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: 'Avaliação' })).toHaveCount(0);
  await context.close();

  // In English: the same answers in the reader's words (the guest answered in Portuguese).
  const english = await browser.newContext({ baseURL });
  const en = await english.newPage();
  await signInAt(en, 'admin@demo.test', '/operation/bookings');
  await en.getByRole('button', { name: /^Idioma:/ }).click();
  await en.getByRole('menuitem', { name: 'English' }).click();
  await en.getByRole('searchbox', { name: 'Search' }).fill(VOUCHER);
  await bookingRow(en, VOUCHER).getByRole('button', { name: 'View' }).click();
  const enView = en.getByRole('dialog', { name: 'View Booking' });
  await enView.getByRole('tab', { name: 'Survey' }).click();
  const enAnswer = enView.getByTestId('booking-answer');
  await expect(enAnswer).toContainText('Satisfaction survey (NPS) (version 1)');
  await expect(enAnswer).toContainText('Sent');
  await expect(enAnswer.getByLabel('Score 10, Promoter')).toBeVisible();
  const enGiven = enAnswer.getByTestId('review-answers');
  await expect(enGiven.getByRole('row', { name: /Room and comfort/ })).toContainText('4 of 5 stars');
  await expect(enGiven.getByRole('row', { name: /Would you stay with us again/ })).toContainText('Yes');
  await expect(enAnswer.getByRole('button', { name: 'Update reply' })).toBeVisible();
  await english.close();
});
