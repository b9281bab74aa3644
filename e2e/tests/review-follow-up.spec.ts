import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { createBooking, daysFromNow, ddmmyyyy, expectAccessible, hotelToday, phone, staffApi } from './checkin-support';

/**
 * The follow-up after a detractor's answer and the menu's review link (issue 14, decision 0049), on Hotel Demo:
 * the manager chooses the detractors' follow-up in the survey settings; a guest in house confirms the departure from
 * the guest menu's check-out on a 390x844 phone, follows "Avaliar a estadia", gives a 3, is invited to the follow-up,
 * answers it (the preferred contact appearing only after "yes") and sees the thank-you; the check-out then says the
 * stay was reviewed; staff read the follow-up under the main answer. No database write: the booking is made and
 * checked in through the back office's services.
 */
test('a detractor answers the follow-up from the thank-you, and staff read it under the review', async ({ browser, baseURL, page }) => {
  test.setTimeout(180_000);
  // The manager's choice: the bundled "what went wrong" for detractors, none for the others.
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/surveys/questionnaires');
  const settings = page.getByRole('region', { name: 'Configurações da pesquisa' });
  const detractors = settings.getByRole('combobox', { name: /Para detratores \(0 a 6\)/ });
  await expect(detractors.locator('option', { hasText: 'O que não saiu bem' })).toHaveCount(1);
  // The main survey itself is not offered as its own follow-up.
  await expect(detractors.locator('option', { hasText: 'Pesquisa de satisfação (NPS)' })).toHaveCount(0);
  await detractors.selectOption({ label: 'O que não saiu bem' });
  await settings.getByRole('combobox', { name: /Para os demais/ }).selectOption({ label: 'Nenhum' });
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toast(page, 'Configurações salvas.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const api = await staffApi(baseURL!, 'admin@demo.test');
  const guestName = 'Otávio Insatisfeito';
  const { CODRES, VOUCHER } = await createBooking(api, [guestName], 'FUP', { from: hotelToday(), to: ddmmyyyy(daysFromNow(2)) });
  await api.call('/jwt/brokerJson/trial/RealizarAtividadeReservaService', { CODRES, STATUS: 'I', DHSAIDAPREV: ddmmyyyy(daysFromNow(2)) });
  await api.ctx.dispose();

  // The guest's menu: check-out, then the stay's review.
  const guest = await phone(browser, baseURL!);
  const g = guest.page;
  const checkOut = async () => {
    await g.goto('/menu-checkin?h=hotel-demo');
    await g.getByRole('link', { name: 'Fazer check-out' }).click();
    await g.getByLabel('Código da reserva (voucher)').fill(VOUCHER);
    await g.getByLabel('Nome e sobrenome de um dos hóspedes').fill('Otávio Insatisfeito');
    await g.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(g.getByRole('heading', { name: 'Sua estadia' })).toBeVisible();
  };
  await checkOut();
  await g.getByRole('button', { name: 'Confirmar saída' }).click();
  await expect(g.getByTestId('checkout-confirmed')).toBeVisible();
  const reviewLink = g.getByRole('link', { name: 'Avaliar a estadia' });
  await expect(reviewLink).toHaveAttribute('href', /^\/reviewstay\?t=[\w-]+\.[\w-]+\.[\w-]+&h=hotel-demo&locale=pt$/);
  const linkBox = await reviewLink.boundingBox();
  expect(linkBox!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(g, 'the check-out with the review link');
  await reviewLink.click();

  // The main survey: a 3.
  await expect(g.getByTestId('questionnaire')).toBeVisible();
  await g.getByTestId('nps-scale').getByRole('button', { name: '3', exact: true }).click();
  await g.getByTestId('survey-send').click();
  const invitation = g.getByTestId('follow-up-invitation');
  await expect(invitation).toContainText('Sentimos muito que a sua estadia não tenha sido como esperava.');
  const start = invitation.getByRole('link', { name: 'Responder às perguntas' });
  await expect(start).toHaveAttribute('href', /^\/follow-up\?q=follow-up-[a-z0-9]{10}&t=[\w-]+\.[\w-]+\.[\w-]+&h=hotel-demo&locale=pt$/);
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(g, 'the thank-you with the follow-up invitation');
  await start.click();

  // The follow-up: which areas disappointed, then whether the manager may call, the way appearing only after yes.
  await expect(g).toHaveURL(/\/follow-up\?q=follow-up-/);
  const form = g.getByTestId('questionnaire');
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('O que não saiu bem');
  await form.getByRole('checkbox', { name: 'Limpeza' }).check();
  await form.getByRole('checkbox', { name: 'Barulho' }).check();
  await form.getByRole('textbox').fill('Obra ao lado começando às 7h.');
  await expectAccessible(g, 'the follow-up');
  await form.getByRole('button', { name: 'Contato' }).click();
  const way = g.getByText('Como prefere ser contatado?');
  await expect(way).toHaveCount(0);
  const mayCall = g.getByRole('group', { name: /O gerente pode entrar em contato com você\?/ });
  await mayCall.getByRole('button', { name: 'Sim' }).click();
  await expect(way).toBeVisible();
  await mayCall.getByRole('button', { name: 'Não' }).click();
  await expect(way).toHaveCount(0);
  await mayCall.getByRole('button', { name: 'Sim' }).click();
  await g.getByRole('button', { name: 'WhatsApp' }).click();
  await expectAccessible(g, 'the follow-up with the child question');
  await g.getByTestId('survey-send').click();
  const thanks = g.getByTestId('survey-thanks');
  await expect(thanks.getByRole('heading', { name: 'Obrigado pela sua avaliação!' })).toBeVisible();
  await expect(g.getByTestId('follow-up-invitation')).toHaveCount(0);

  // Back at the check-out: the stay was reviewed.
  await checkOut();
  await expect(g.getByTestId('review-stay-answered')).toHaveText('Você já avaliou a sua estadia. Obrigado!');
  await expect(g.getByRole('link', { name: 'Avaliar a estadia' })).toHaveCount(0);
  await guest.context.close();

  // Staff: one review in the list (the follow-up is no row of its own and no score), its answers under it.
  await page.goto('/surveys/reviews');
  await page.getByRole('searchbox', { name: /Buscar hóspede/ }).fill(VOUCHER);
  const row = page.locator(`[data-testid="review-row"][data-voucher="${VOUCHER}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Nota 3, Detrator')).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog', { name: /Avaliação de/ });
  await expect(dialog.getByTestId('review-answers').getByRole('row', { name: /quanto você recomendaria/ })).toContainText('3');
  const follow = dialog.getByTestId('review-follow-up-answers');
  await expect(dialog.getByText('Acompanhamento: O que não saiu bem')).toBeVisible();
  await expect(follow.getByRole('row', { name: /O que não saiu como esperado/ })).toContainText('Limpeza, Barulho');
  await expect(follow.getByRole('row', { name: /Conte-nos o que aconteceu/ })).toContainText('Obra ao lado começando às 7h.');
  await expect(follow.getByRole('row', { name: /O gerente pode entrar em contato/ })).toContainText('Sim');
  await expect(follow.getByRole('row', { name: /Como prefere ser contatado/ })).toContainText('WhatsApp');
  expect(await seriousViolations(page)).toEqual([]);
});
