import { expect, signIn, test, toast } from '../support/fixtures';
import { mailsTo } from '../support/mail';

test.describe('shell', () => {
  test('send feedback stays disabled until name, e-mail and message are valid, then mails the team', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await page.getByTestId('help-widget').click();
    const dialog = page.getByRole('dialog', { name: 'Enviar feedback' });
    const send = dialog.getByRole('button', { name: 'Enviar' });
    // Name and e-mail come from the signed-in user.
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Recepção Demo');
    await expect(send).toBeDisabled();
    const message = `Sugestão ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(message);
    await expect(send).toBeEnabled();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('recepcao@');
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('recepcao@demo.test');
    await send.click();
    await expect(toast(page, 'Feedback enviado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Other specs send feedback to the same team in parallel: find this test's own message.
    await expect.poll(() => mailsTo('suporte@guest-platform.local').some((m) => m.text.includes(message)), { timeout: 15_000 }).toBe(true);
    const mail = mailsTo('suporte@guest-platform.local').find((m) => m.text.includes(message))!;
    expect(mail.text).toContain('recepcao@demo.test');
  });

  test('modals have a named close button and close with Escape', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await page.getByTestId('help-widget').click();
    const dialog = page.getByRole('dialog', { name: 'Enviar feedback' });
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the drawer opens one submenu at a time and has the contact link and the year', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Minha conta' }).click();
    await expect(nav.getByRole('link', { name: 'Código de liberação' })).toBeVisible();
    await nav.getByRole('button', { name: 'Configurações' }).click();
    await expect(nav.getByRole('link', { name: 'E-mails enviados' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Código de liberação' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Fale conosco' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Guest Platform`)).toBeVisible();
  });

  test('on a phone-sized screen the drawer starts closed and the menu button opens it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 }, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    const toggle = page.getByRole('button', { name: 'Abrir menu de navegação' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed: off screen and inert (not reachable by keyboard or screen readers).
    const drawer = page.locator('#app-navigation');
    await expect(drawer).not.toBeInViewport();
    await expect(drawer).toHaveAttribute('inert', '');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav).toBeInViewport();
    await nav.getByRole('button', { name: 'Minha conta' }).click();
    await nav.getByRole('link', { name: 'Código de liberação' }).click();
    await expect(page).toHaveURL(/\/release-code\/index$/);
    await expect(drawer).not.toBeInViewport();
    await context.close();
  });

  test('the account settings page changes the password with the server answer as toast', async ({ page, db }) => {
    const { createStaffUser } = await import('../support/db');
    const email = `conta-${Date.now()}@e2e.test`;
    await createStaffUser(db, email, { password: 'Conta12345' });
    await signIn(page, email, 'Conta12345');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.goto('/account-settings/index');
    await page.getByRole('textbox', { name: 'Senha atual' }).fill('errada123');
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Conta67890');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Conta67890');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(toast(page, 'A senha atual está incorreta.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Senha atual' }).fill('Conta12345');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Senha atual' })).toHaveValue('');
  });
});
