import { expect, test } from '../support/fixtures';
import { expectAccessible, PHONE_VIEWPORT, staffApi } from './checkin-support';
import { endedStay } from './survey-support';

/**
 * /reviewstay (issue 14): a guest whose stay ended opens their link on a phone, answers the NPS question (a 6 shows
 * "what could we have done better", a 10 hides it and shows the promoters' question), rates with stars (the same
 * star again clears it), sends and sees the thank-you, also after a reload; a bad link says so. No database write:
 * the booking is made, checked in and checked out through the back office's services.
 */
test.describe('/reviewstay', () => {
  test('a guest answers the post-stay survey from their link on a phone', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const api = await staffApi(baseURL!, 'admin@demo.test');
    const guestName = 'Rita Avaliadora';
    // Booked, checked in, the guest's booking token kept (their check-out search), checked out.
    const { token } = await endedStay(api, guestName, 'NPS');

    const context = await browser.newContext({
      baseURL,
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      reducedMotion: 'reduce',
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto(`/reviewstay?t=${token}&locale=pt`);
    await expect(page.getByTestId('hotel-name')).toHaveText('Hotel Demo');
    const form = page.getByTestId('questionnaire');
    await expect(form).toBeVisible();
    // The first group is open, the others closed.
    const groups = page.getByTestId('survey-group');
    await expect(groups.first().getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(groups.nth(1).getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'the questionnaire');

    // The 0-10 question: 11 buttons of at least 44 px.
    const scale = page.getByTestId('nps-scale');
    await expect(scale.getByRole('button')).toHaveCount(11);
    const box = await scale.getByRole('button', { name: '6', exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);

    const better = page.getByText('O que poderíamos ter feito melhor?');
    const liked = page.getByText('Que bom! O que você mais gostou?');
    await scale.getByRole('button', { name: '6', exact: true }).click();
    await expect(better).toBeVisible();
    await expect(liked).toHaveCount(0);
    await scale.getByRole('button', { name: '10', exact: true }).click();
    await expect(better).toHaveCount(0);
    await expect(liked).toBeVisible();
    await page.getByRole('textbox').first().fill('A vista do quarto e o café da manhã.');
    await expect(page.getByTestId('draft-state')).toHaveText('Respostas salvas. Você pode mudá-las até enviar.');

    // The next group: opening it closes the first; a star clicked twice clears the rating.
    await groups.nth(1).getByRole('button').first().click();
    await expect(groups.first().getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
    const stars = groups.nth(1).getByTestId('stars').first();
    const four = stars.getByRole('button', { name: '4 de 5 estrelas' });
    await four.click();
    await expect(four).toHaveAttribute('aria-pressed', 'true');
    const starBox = await four.locator('svg').boundingBox();
    expect([Math.round(starBox!.width), Math.round(starBox!.height)]).toEqual([25, 30]);
    await four.click();
    await expect(four).toHaveAttribute('aria-pressed', 'false');
    await stars.getByRole('button', { name: '5 de 5 estrelas' }).click();
    await expectAccessible(page, 'the stars');
    // On a desktop the stars are 46x51 (spec section 9).
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await four.locator('svg').boundingBox();
    expect([Math.round(wide!.width), Math.round(wide!.height)]).toEqual([46, 51]);
    await page.setViewportSize(PHONE_VIEWPORT);

    // A refusal on one question (as when the questionnaire changed under the guest): shown on it, its group opened.
    const SET = '**/InserirAlterarRespostaService';
    let refused = false;
    await page.route(SET, async (route) => {
      if (refused || (route.request().postDataJSON() as { enviar?: string }).enviar !== 'S') return route.continue();
      refused = true;
      const errors = [{ path: 'questions.2', message: 'Esta resposta não é válida para a pergunta.' }];
      return route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 0, message: 'x', errors }) });
    });
    await page.getByTestId('survey-send').click();
    await expect(groups.first().getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('question-2').getByTestId('question-error')).toHaveText('Esta resposta não é válida para a pergunta.');
    await page.getByTestId('question-2').getByRole('textbox').fill('A vista do quarto.');
    await expect(page.getByTestId('question-error')).toHaveCount(0);
    await page.unroute(SET);

    await page.getByTestId('survey-send').click();
    const thanks = page.getByTestId('survey-thanks');
    await expect(thanks.getByRole('heading', { name: 'Obrigado pela sua avaliação!' })).toBeVisible();
    // A hotel's words (the questionnaire says whether it is a hospital's).
    await expect(thanks).toContainText('Sua opinião ajuda o hotel a receber cada hóspede cada vez melhor.');
    await expectAccessible(page, 'the thank-you');
    // Sent once: the link opens on the thank-you.
    await page.reload();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    await expect(page.getByTestId('questionnaire')).toHaveCount(0);

    // English and Spanish words, from the same link.
    await page.goto(`/reviewstay?t=${token}&locale=en`);
    await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
    await page.goto(`/reviewstay-santa-clara?t=${token}&locale=es`);
    await expect(page.getByRole('heading', { name: '¡Gracias por su evaluación!' })).toBeVisible();
    await expect(page.getByTestId('partner')).toHaveText('Santa Clara · evaluación');
    await context.close();
    await api.ctx.dispose();
  });

  test('an expired or forged link, or none, says so in the guest’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, locale: 'pt-BR' });
    const page = await context.newPage();
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzdXJ2ZXkiLCJpbnMiOjEsInJlcyI6MX0.Zm9yZ2Vk';
    await page.goto(`/reviewstay?t=${forged}&locale=pt`);
    await expect(page.getByTestId('survey-invalid')).toContainText('Este link de avaliação não é mais válido');
    await expectAccessible(page, 'the invalid link');
    await page.goto(`/follow-up?t=${forged}&q=nps-abcdef&locale=en`);
    await expect(page.getByTestId('survey-invalid')).toContainText('This review link is no longer valid');
    await page.goto('/reviewstay?locale=es');
    await expect(page.getByTestId('survey-invalid')).toContainText('Este enlace de evaluación ya no es válido');
    await context.close();
  });
});
