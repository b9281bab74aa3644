import { expect, signIn, test } from '../support/fixtures';

test.describe('route guard', () => {
  test('remembers the intended page, sends the user to sign-in and returns there after', async ({ page }) => {
    await page.goto('/release-code/index');
    await expect(page).toHaveURL(/\/login\/sign-in$/);
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/release-code\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Código de liberação' })).toBeVisible();
  });

  test('unknown paths go to /error/notfound', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/notfound$/);
    await expect(page.getByTestId('error-message')).toHaveText('Página não encontrada.');
  });

  test('a page the user has no permission for shows the unauthorized-access page', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    // The outbox needs ADM:{hotel}:outbox or CHANGEINS:{hotel}:notifications; reception has neither.
    await expect(page.getByRole('link', { name: 'E-mails enviados' })).toHaveCount(0);
    await page.goto('/config/outbox');
    await expect(page).toHaveURL(/\/error\/unauthorized$/);
    await expect(page.getByTestId('error-message')).toHaveText('Acesso não autorizado.');
  });

  test("an administrator reads the hotel's mail outbox", async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.goto('/config/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails enviados' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Assunto' }).or(page.getByText('Nenhum e-mail por enquanto.'))).toBeVisible();
  });
});
