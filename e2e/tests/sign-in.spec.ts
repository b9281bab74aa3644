import { expect, signIn, test, toast } from '../support/fixtures';

test.describe('sign-in', () => {
  test('/ goes to /login and on to the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  });

  test('keeps the submit disabled while the e-mail is invalid or the password empty', async ({ page }) => {
    await page.goto('/login/sign-in');
    const submit = page.getByRole('button', { name: 'Entrar', exact: true });
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(submit).toBeDisabled();
    await email.fill('admin@demo');
    await page.getByRole('textbox', { name: 'Senha' }).fill('demo1234');
    await expect(submit).toBeDisabled();
    await email.blur();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await email.fill('admin@demo.test');
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: 'Senha' }).fill('');
    await expect(submit).toBeDisabled();
  });

  test('signs a staff user in with the success toast and lands on Home', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(toast(page, 'Login com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Admin!');
    // Home shows today's work of the front desk (not tiles repeating the menu) and the help widget (only on Home).
    await expect(page.getByTestId('today-work')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'E-mails enviados' })).toHaveCount(0);
    await expect(page.getByTestId('help-widget')).toBeVisible();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Configurações da conta' }).first().click();
    await expect(page).toHaveURL(/\/account-settings\/index$/);
    await expect(page.getByTestId('help-widget')).toHaveCount(0);
  });

  test('a wrong password shows the server message as a warning toast and does not sign in', async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'wrong-password');
    await expect(toast(page, 'E-mail ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/sign-in$/);
    await page.goto('/home/index');
    await expect(page).toHaveURL(/\/login\/sign-in$/);
  });

  test('a guest lands on Details with their own data, and cannot open Home', async ({ page }) => {
    await signIn(page, 'hospede@demo.test');
    await expect(page).toHaveURL(/\/details\/index$/);
    await expect(page.getByTestId('details-name')).toHaveText('Hóspede Demo');
    await expect(page.getByTestId('details-email')).toHaveText('hospede@demo.test');
    await page.goto('/home/index');
    await expect(page).toHaveURL(/\/error\/unauthorized$/);
    await expect(page.getByTestId('error-message')).toHaveText('Acesso não autorizado.');
  });

  test('sign-out shows its toast, ends the session on the server and guards the pages again', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(toast(page, 'Logout com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/sign-in$/);
    await page.goto('/home/index');
    await expect(page).toHaveURL(/\/login\/sign-in$/);
    // The cookie's session is revoked: a direct token exchange is refused.
    const r = await page.request.post('/user/token/authenticated');
    expect(r.status()).toBe(401);
  });
});
