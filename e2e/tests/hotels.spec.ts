import type { Page } from '@playwright/test';
import { expect, signIn, test, toast } from '../support/fixtures';

async function openChangeHotel(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Trocar de hotel' }).click();
  return page.getByRole('dialog', { name: 'Trocar de hotel' });
}

test.describe('change hotel', () => {
  test('lists the hotels sorted by name, searches, changes and reloads into the new hotel with its theme', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
    const dialog = await openChangeHotel(page);
    const items = dialog.getByRole('listitem');
    // The demo's three (new-hotel.spec.ts may have added a property of its own by now).
    await expect(items.filter({ hasText: /Demo|Parceira/ })).toHaveText([/^Hospital Demo/, /^Hotel Demo.*Atual/, /^Pousada Parceira/]);
    await expect(dialog.getByRole('button', { name: /Hotel Demo/ })).toBeDisabled();
    // Other specs add properties (guest-look.spec.ts a "Pousada do Vale..."): the search names this one alone.
    await dialog.getByRole('textbox', { name: 'Buscar pelo nome' }).fill('parceira');
    await expect(items).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Pousada Parceira' }).click();
    await expect(dialog.getByRole('status')).toContainText('Agora você está em Pousada Parceira. A página será recarregada em 3 segundos.');
    // Full reload after 3 s: the page comes back signed in, in the new hotel.
    await page.waitForEvent('load', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toContainText('Pousada Parceira');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'parceira-verde');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByTestId('current-hotel')).toHaveText('Pousada Parceira');
  });

  test('a user with one hotel has no change-hotel entry', async ({ page }) => {
    const hotelsLoaded = page.waitForResponse((r) => r.url().includes('/AvailableInsPerSujeitoService'));
    await signIn(page, 'recepcao@demo.test');
    await hotelsLoaded;
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Configurações da conta' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Trocar de hotel' })).toHaveCount(0);
    await expect(page.getByRole('menu')).toContainText('recepcao@demo.test');
    await expect(page.getByRole('menu')).toContainText('Hotel Demo');
  });

  test('hospital wording: in Hospital Demo the screens speak of atendimentos and pacientes', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page.getByText('Você está gerenciando as reservas e os hóspedes de Hotel Demo.')).toBeVisible();
    const dialog = await openChangeHotel(page);
    await dialog.getByRole('button', { name: 'Hospital Demo' }).click();
    // The new hotel's wording applies at once: the dialog is now 'Trocar de unidade'.
    await expect(page.getByRole('dialog', { name: 'Trocar de unidade' }).getByRole('status')).toContainText(
      'Agora você está em Hospital Demo.',
    );
    await page.waitForEvent('load', { timeout: 10_000 });
    await expect(page.getByText('Você está gerenciando os atendimentos e os pacientes de Hospital Demo.')).toBeVisible();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Trocar de unidade' })).toBeVisible();
    // The server answers in the hospital wording too (feedback mail acknowledgement).
    await page.keyboard.press('Escape');
    await page.getByTestId('help-widget').click();
    const feedback = page.getByRole('dialog', { name: 'Enviar feedback' });
    await feedback.getByRole('textbox', { name: 'Mensagem' }).fill('Teste no hospital');
    await feedback.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Feedback enviado com sucesso!')).toBeVisible();
  });
});
