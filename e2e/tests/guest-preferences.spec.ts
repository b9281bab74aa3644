import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
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
