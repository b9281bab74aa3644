import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './billing-support';

// The error pages (issue 10 §3): inside the shell (drawer, header, user menu) for a signed-in user, alone for a
// visitor; a page that fails to load keeps the shell around its message.

const drawer = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test.describe('error pages', () => {
  test('a visitor reads not found and internal error alone, with the way to sign in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/notfound$/);
    await expect(page.getByRole('main').getByTestId('error-message')).toHaveText('Página não encontrada.');
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login/sign-in');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/error/internal');
    await expect(page.getByTestId('error-message')).toHaveText('Ocorreu um erro interno.');
    await expect(drawer(page)).toHaveCount(0);
  });

  test('a signed-in user reads not found and unauthorized inside the shell', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/notfound$/);
    await expect(page.getByRole('main').getByTestId('error-message')).toHaveText('Página não encontrada.');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The outbox needs a permission reception does not have.
    await page.goto('/config/outbox');
    await expect(page).toHaveURL(/\/error\/unauthorized$/);
    await expect(page.getByTestId('error-message')).toHaveText('Acesso não autorizado.');
    await expect(drawer(page)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
  });

  test('a page that fails to load says so inside the shell; the drawer leads on', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.route('**/assets/outbox-page-*.js', (route) => route.abort('failed'));
    await drawer(page).getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('link', { name: 'E-mails enviados' }).first().click();
    await expect(page).toHaveURL(/\/config\/outbox$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Recarregue a página');
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await drawer(page).getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toHaveCount(0);
  });
});
