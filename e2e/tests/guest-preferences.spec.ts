import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { createBooking, seriousViolations } from './billing-support';

const PHONE = { width: 390, height: 844 };

async function findStay(page: Page, voucher: string, name: string): Promise<void> {
  await page.getByLabel('Código da reserva (voucher)').fill(voucher);
  await page.getByLabel('Nome e sobrenome de um dos hóspedes').fill(name);
  await page.getByRole('button', { name: 'Buscar reserva' }).click();
}

test.describe('/fill-preferences', () => {
  test('the guest saves the stay preferences, sees them back, and a too long answer is refused on its field', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request, 'Lia Preferida');
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
    const guest = await context.newPage();
    await guest.goto('/fill-preferences?h=hotel-demo');
    await findStay(guest, booking.voucher, booking.guest);
    const form = guest.getByTestId('preferences-form');
    await expect(form.getByRole('heading', { name: 'Preferências da estadia' })).toBeVisible();
    expect(await seriousViolations(guest)).toEqual([]);

    await form.getByLabel('Horário previsto de chegada').fill('21:30');
    await form.getByRole('combobox', { name: 'Tipo de cama' }).selectOption({ label: 'Casal' });
    await form.getByRole('combobox', { name: 'Andar' }).selectOption({ label: 'Andar alto' });
    await form.getByLabel('Restrições alimentares e alergias').fill('x'.repeat(301));
    await form.getByRole('button', { name: 'Salvar preferências' }).click();
    const diet = form.getByLabel('Restrições alimentares e alergias');
    await expect(diet).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Texto longo demais.')).toBeVisible();
    await expect(guest.getByTestId('preferences-saved')).toHaveCount(0);

    await diet.fill('Sem lactose');
    await form.getByLabel('Necessidades de acessibilidade').fill('Quarto perto do elevador');
    const save = form.getByRole('button', { name: 'Salvar preferências' });
    expect((await save.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await save.click();
    await expect(guest.getByTestId('preferences-saved')).toContainText('Preferências salvas com sucesso!');
    expect(await seriousViolations(guest)).toEqual([]);

    // A new visit finds them saved.
    await guest.reload();
    await findStay(guest, booking.voucher, booking.guest);
    await expect(form.getByLabel('Horário previsto de chegada')).toHaveValue('21:30');
    await expect(form.getByRole('combobox', { name: 'Tipo de cama' })).toHaveValue('casal');
    await expect(form.getByRole('combobox', { name: 'Andar' })).toHaveValue('alto');
    await expect(form.getByLabel('Restrições alimentares e alergias')).toHaveValue('Sem lactose');
    await expect(form.getByLabel('Necessidades de acessibilidade')).toHaveValue('Quarto perto do elevador');
    await context.close();
  });
});

test('a hospital asks for the care preferences in its own words, in English too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US', viewport: PHONE });
  const guest = await context.newPage();
  await guest.goto('/fill-preferences?h=hospital-demo&locale=en');
  await expect(guest.getByRole('heading', { name: 'Care preferences' })).toBeVisible();
  await expect(guest.getByText('Find your appointment to tell the institution about your needs.')).toBeVisible();
  await context.close();
  const pt = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
  const patient = await pt.newPage();
  await patient.goto('/grant-person-access?h=hospital-demo');
  await expect(patient.getByRole('heading', { name: 'Compartilhar o atendimento' })).toBeVisible();
  await expect(patient.getByLabel('Código do atendimento')).toBeVisible();
  expect(await seriousViolations(patient)).toEqual([]);
  await pt.close();
});

test('a loader still waiting after 60 s says the time limit was reached', async ({ browser, baseURL, request }) => {
  const booking = await createBooking(request, 'Tito Espera');
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
  const guest = await context.newPage();
  await guest.clock.install();
  // The preferences never arrive (the request is held, not answered).
  await guest.route('**/DetalhesPreferenciasReservaService', () => undefined);
  await guest.goto('/fill-preferences?h=hotel-demo');
  await findStay(guest, booking.voucher, booking.guest);
  await expect(guest.getByRole('status').filter({ hasText: 'Carregando' })).toBeVisible();
  await guest.clock.fastForward('00:59');
  await expect(guest.getByTestId('loader-timeout')).toHaveCount(0);
  await guest.clock.fastForward('00:02');
  await expect(guest.getByTestId('loader-timeout')).toHaveText('Tempo limite atingido ao carregar dados!');
  await context.close();
});

test.describe('/grant-person-access', () => {
  test('the guest grants access by e-mail, the invited person opens the booking, then the revoked link is refused', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const booking = await createBooking(request, 'Rui Compartilha');
    const address = `convidada.${Date.now()}@example.test`;
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
    const owner = await context.newPage();
    await owner.goto('/grant-person-access?h=hotel-demo');
    await findStay(owner, booking.voucher, booking.guest);
    const form = owner.getByTestId('grant-form');
    await expect(owner.getByRole('heading', { name: 'Compartilhar a reserva' })).toBeVisible();
    await expect(owner.getByText('Ninguém mais tem acesso.')).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);

    await form.getByLabel('Nome da pessoa').fill('Sara Convidada');
    await form.getByLabel('E-mail da pessoa').fill('sara@');
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(form.getByLabel('E-mail da pessoa')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('E-mail da pessoa').fill(address);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(toast(owner, `Convite enviado para ${address}.`)).toBeVisible();
    const grant = owner.getByTestId('grant');
    await expect(grant).toContainText('Sara Convidada');
    await expect(grant).toContainText('Ainda não abriu o link');

    const mail = await waitForMail(address);
    const link = /https?:\/\/[^\s/]+(\/grant-person-access\?acesso=[A-Za-z0-9_-]{43}&locale=[a-z]{2})/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const invitedContext = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: PHONE });
    const invited = await invitedContext.newPage();
    await invited.goto(link!);
    await expect(invited.getByTestId('invitation')).toContainText(`Rui Compartilha compartilhou a reserva ${booking.voucher}`);
    expect(await seriousViolations(invited)).toEqual([]);
    // The invited person fills the booking's preferences with the grant's token.
    await invited.getByRole('link', { name: 'Informar preferências' }).click();
    await invited.getByTestId('preferences-form').getByLabel('Quem vem junto (nome)').fill('Sara Convidada');
    await invited.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(invited.getByTestId('preferences-saved')).toContainText('Preferências salvas com sucesso!');

    await owner.reload();
    await findStay(owner, booking.voucher, booking.guest);
    await expect(owner.getByTestId('grant')).toContainText('Abriu o link em');
    await owner.getByRole('button', { name: 'Revogar o acesso de Sara Convidada' }).click();
    await expect(toast(owner, 'Acesso revogado.')).toBeVisible();
    await expect(owner.getByText('Ninguém mais tem acesso.')).toBeVisible();

    await invited.goto(link!);
    await expect(invited.getByTestId('invitation-refused')).toContainText('Este convite não é válido ou o acesso foi revogado.');
    await invitedContext.close();
    await context.close();
  });
});
