import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations, switchHotel } from './bookings-support';
import { createBooking, staffApi } from './checkin-support';
import { answerSurvey } from './survey-support';

/**
 * The staff's survey screens (issue 14, decision 0044) on Hotel Demo as admin@demo.test: a questionnaire written in
 * the editor, a follow-up question whose condition comes from the picker, published as versions; an authoring error
 * shown on its question; a guest's review (sent through the real services with their booking token) found on the
 * reviews page and replied to; axe on both pages; the headers in pt, en and es.
 */
const RESP = '/jwt/brokerJson/resp';

test('a questionnaire is written, given a follow-up with a picked condition, and published as versions', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Pesquisa E2E ${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/surveys/questionnaires');
  await expect(page.getByRole('heading', { level: 1, name: 'Questionários' })).toBeVisible();
  // The default NPS questionnaire is listed with its badge.
  await expect(page.locator('[data-testid="questionnaire-row"][data-default="S"]')).toContainText('Padrão');
  expect(await seriousViolations(page)).toEqual([]);
  // The survey settings refuse a review link that is not https, on its field (nothing is sent).
  const settings = page.getByRole('region', { name: 'Configurações da pesquisa' });
  await settings.getByRole('button', { name: 'Adicionar link' }).click();
  await settings.getByRole('textbox', { name: 'Endereço 1' }).fill('http://g.page/hotel-demo');
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(settings.getByRole('textbox', { name: 'Endereço 1' })).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.getByText('Use um endereço que comece com https://.')).toBeVisible();

  // A new questionnaire: its name, a group with a star question.
  await page.getByRole('button', { name: 'Novo questionário' }).click();
  await page.getByRole('textbox', { name: 'Nome (Português)' }).fill(name);
  await page.getByRole('textbox', { name: 'Nome (Inglês)' }).fill(`${name} EN`);
  await page.getByRole('button', { name: 'Adicionar grupo' }).click();
  const first = page.locator('[data-testid="question-card"][data-codper="1"]');
  await first.getByRole('textbox', { name: 'Pergunta (Português)' }).fill('Como foi o check-in?');
  await first.getByRole('textbox', { name: 'Pergunta (Inglês)' }).fill('How was check-in?');
  // The phone shows it as the guest will see it.
  const phone = page.getByTestId('phone-preview');
  await expect(phone).toContainText('Como foi o check-in?');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toast(page, 'Versão 1 publicada.')).toBeVisible();
  const row = page.locator('[data-testid="questionnaire-row"]').filter({ hasText: name });
  await expect(row.getByTestId('questionnaire-version')).toHaveText('Versão 1');

  // Version 2: a follow-up shown for 1 or 2 stars, its condition chosen from the picker.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await page.getByRole('button', { name: 'Adicionar pergunta dependente de #1' }).click();
  const child = page.locator('[data-testid="question-card"][data-codper="2"]');
  await expect(child.getByText('Aparece depois da pergunta #1')).toBeVisible();
  await child.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'for menor ou igual a' });
  await expect(child.getByText('Escolha o valor')).toBeVisible();
  await child.getByRole('combobox', { name: 'Valor' }).selectOption('2');
  await expect(child.getByText('Escolha o valor')).toHaveCount(0);
  await child.getByRole('textbox', { name: 'Pergunta (Português)' }).fill('O que deu errado?');
  // In the preview the follow-up shows only for a low score, and goes again when the score rises.
  await expect(phone.getByText('O que deu errado?')).toHaveCount(0);
  await phone.getByRole('button', { name: '2 estrela(s)' }).click();
  await expect(phone.getByText('O que deu errado?')).toBeVisible();
  await phone.getByRole('button', { name: '5 estrela(s)' }).click();
  await expect(phone.getByText('O que deu errado?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publicar versão 2' }).click();
  await expect(toast(page, 'Versão 2 publicada.')).toBeVisible();
  await expect(row.getByTestId('questionnaire-version')).toHaveText('Versão 2');

  // What was published is the picked condition: the editor reads it back into the picker.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(child.getByRole('combobox', { name: 'Condição' })).toHaveValue('lte');
  await expect(child.getByRole('combobox', { name: 'Valor' })).toHaveValue('2');

  // An authoring error stays on its question: a multiple-choice question left without options.
  await page.getByRole('combobox', { name: 'Tipo da nova pergunta do grupo 1' }).selectOption({ label: 'Múltipla escolha' });
  await page.getByRole('button', { name: 'Adicionar pergunta ao grupo 1' }).click();
  const third = page.locator('[data-testid="question-card"][data-codper="3"]');
  await third.getByRole('textbox', { name: 'Pergunta (Português)' }).fill('O que você usou?');
  await third.getByRole('button', { name: 'Remover a opção 2' }).click();
  await third.getByRole('button', { name: 'Remover a opção 1' }).click();
  await page.getByRole('button', { name: 'Publicar versão 3' }).click();
  await expect(third.getByTestId('question-errors')).toHaveText('Adicione ao menos uma opção.');
  await expect(first.getByTestId('question-errors')).toHaveCount(0);
  // The focus goes to the question's first field.
  await expect(third.getByRole('combobox', { name: 'Tipo' })).toBeFocused();
  // Nothing was published; leaving the unsaved draft asks first (decision 0047).
  await page.getByRole('button', { name: 'Cancelar' }).last().click();
  await page.getByRole('dialog', { name: 'Descartar as alterações?' }).getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(row.getByTestId('questionnaire-version')).toHaveText('Versão 2');
});

test('a guest’s review is on the reviews page with the NPS, and staff reply to it', async ({ page, baseURL, request }) => {
  test.setTimeout(90_000);
  // The guest's side through the real services: a booking made at the desk, the guest's booking search, their answers.
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const guestName = 'Helena Avaliadora';
  const stay = await createBooking(api, [guestName], 'NPS');
  const search = await request.post('/booking/token', { data: { h: 'hotel-demo', voucher: stay.VOUCHER, nome: guestName } });
  expect(search.status()).toBe(200);
  const token = ((await search.json()) as { token: string }).token;
  const comment = `O chuveiro estava frio ${stay.VOUCHER}`;
  expect(await answerSurvey(request, token, { 1: 3, 3: comment, 5: 2 })).toMatchObject({ enviado: 'S', faixa: 'detractor' });

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/surveys/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações dos hóspedes' })).toBeVisible();
  // The period's NPS (other tests add answers: only its shape is known here).
  await expect(page.getByTestId('nps-score')).toHaveText(/^-?\d+(,\d)?$/);
  await expect(page.getByTestId('nps-detractor')).toContainText('% das respostas');
  await page.getByRole('searchbox', { name: /Buscar hóspede/ }).fill(stay.VOUCHER);
  const row = page.locator(`[data-testid="review-row"][data-voucher="${stay.VOUCHER}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(comment);
  await expect(row.getByLabel('Nota 3, Detrator')).toBeVisible();
  await expect(row).toContainText('Sem resposta');
  expect(await seriousViolations(page)).toEqual([]);

  // The review and the reply.
  await row.click();
  const dialog = page.getByRole('dialog', { name: /Avaliação de/ });
  await expect(dialog.getByTestId('review-detail')).toContainText(comment);
  // Every question the guest saw, with the answer given: the score, its follow-up, a star rating, the unanswered.
  const given = dialog.getByTestId('review-answers');
  await expect(given.getByRole('row', { name: /quanto você recomendaria/ })).toContainText('3');
  await expect(given.getByRole('row', { name: /O que poderíamos ter feito melhor/ })).toContainText(comment);
  await expect(given.getByRole('row', { name: /Limpeza/ })).toContainText('2 de 5 estrelas');
  await expect(given.getByRole('row', { name: /Café da manhã/ })).toContainText('Sem resposta');
  await expect(given.getByRole('row', { name: /O que você mais gostou/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Escreva a resposta.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Sentimos muito pelo chuveiro; já foi consertado.');
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(toast(page, 'Resposta salva.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Respondida');
  expect(await seriousViolations(page)).toEqual([]);

  // The guest sees the reply on their review.
  const again = await request.post(`${RESP}/ListQuestionsService`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(((await again.json()) as { mensagemHotel: string }).mensagemHotel).toBe('Sentimos muito pelo chuveiro; já foi consertado.');

  // The headers in the three languages.
  const headersOf = () => page.getByTestId('reviews-table').getByRole('columnheader');
  await expect(headersOf()).toContainText(['Data', 'Hóspede', 'Reserva', 'Nota', 'Estrelas', 'Comentário', 'Resposta']);
  await page.getByRole('button', { name: /^Idioma:/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(headersOf()).toContainText(['Date', 'Guest', 'Booking', 'Score', 'Stars', 'Comment', 'Reply']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest reviews');
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(headersOf()).toContainText(['Fecha', 'Huésped', 'Reserva', 'Nota', 'Estrellas', 'Comentario', 'Respuesta']);
  await page.goto('/surveys/questionnaires');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuestionarios');
  await expect(page.getByTestId('questionnaires-table').getByRole('columnheader')).toContainText([
    'Nombre',
    'Finalidad',
    'Preguntas',
    'Versión',
  ]);
  await page.getByRole('button', { name: /^Idioma:/ }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questionários');
});

test('a hospital reads its patients’ reviews, and its default questionnaire speaks of care', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await switchHotel(page, 'Hospital Demo');
  await page.goto('/surveys/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações dos pacientes' })).toBeVisible();
  await expect(page.getByText('As avaliações enviadas pelos pacientes no período')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar paciente, atendimento ou comentário' })).toBeVisible();
  await page.goto('/surveys/questionnaires');
  await expect(page.getByText('Os questionários que os pacientes respondem após o atendimento.', { exact: false })).toBeVisible();
  await page
    .locator('[data-testid="questionnaire-row"][data-default="S"]')
    .getByRole('button', { name: /^Editar/ })
    .click();
  const phone = page.getByTestId('phone-preview');
  await expect(phone).toContainText('quanto você recomendaria este hospital');
  await page.getByRole('region', { name: 'Prévia no celular' }).getByText('Inglês', { exact: true }).click();
  await expect(phone).toContainText('how likely are you to recommend this hospital');
});

test('leaving the questionnaire editor with unsaved changes asks first: in the app, back, cancel and the tab', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/surveys/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações dos hóspedes' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const open = async (name: string) => {
    // The drawer's group opens on its own on its pages; opened only when it is closed.
    const group = nav.getByRole('button', { name: 'Pesquisas' });
    await expect(group).toBeVisible();
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await nav.getByRole('link', { name }).click();
  };
  // In the app (a push), so that back is the app's own step.
  await open('Questionários');
  await expect(page).toHaveURL(/\/surveys\/questionnaires$/);
  const ask = page.getByRole('dialog', { name: 'Descartar as alterações?' });

  // Nothing changed: leaving asks nothing.
  await page.getByRole('button', { name: 'Novo questionário' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionários' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo questionário' }).click();
  const name = page.getByRole('textbox', { name: 'Nome (Português)' });
  await name.fill('Rascunho que não pode sumir');
  // A link of the drawer: the question, the address unchanged; staying keeps the draft.
  await open('Avaliações dos hóspedes');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('O questionário tem alterações que não foram publicadas.');
  await expect(page).toHaveURL(/\/surveys\/questionnaires$/);
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toHaveCount(0);
  await expect(name).toHaveValue('Rascunho que não pode sumir');
  // The browser's back: held too, and undone while the person answers.
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/surveys\/questionnaires$/);
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(name).toHaveValue('Rascunho que não pode sumir');
  // The editor's own Cancel asks as well.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(name).toHaveValue('Rascunho que não pode sumir');
  // Closing or reloading the tab: the browser's own question (beforeunload), dismissed here.
  const unload = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await unload).toBe('beforeunload');
  await expect(name).toHaveValue('Rascunho que não pode sumir');
  // Leaving for good: the drawer's link goes where it pointed, and the draft is gone.
  await open('Avaliações dos hóspedes');
  await ask.getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(page).toHaveURL(/\/surveys\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações dos hóspedes' })).toBeVisible();
  // And nothing holds the app any more.
  await open('Questionários');
  await expect(page).toHaveURL(/\/surveys\/questionnaires$/);
  await expect(ask).toHaveCount(0);
});
