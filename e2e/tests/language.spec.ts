import { expect, test, toast } from '../support/fixtures';

test.describe('languages', () => {
  test('the locale parameter chooses the language (pt_BR -> pt), es and en included', async ({ page }) => {
    await page.goto('/login/sign-in?locale=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/login/sign-in?locale=pt_BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
    await page.goto('/?locale=en_US');
    await expect(page).toHaveURL(/\/login\/sign-in\?locale=en_US$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('the language menu switches the whole app, and server messages follow', async ({ page }) => {
    await page.goto('/login/sign-in');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('nope');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page, 'Invalid e-mail or password.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page, 'Signed in successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Admin!');

    // Activity bar language menu: Español.
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Admin!');
    // The choice is kept across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Admin!');

    // The change-language modal of the user menu: Português, English, Español.
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Idioma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar idioma' });
    await expect(dialog.getByRole('button')).toHaveText(['', 'Português', 'English', 'Español']);
    await dialog.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Admin!');
  });
});
