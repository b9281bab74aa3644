import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { createBooking, openBilling, seriousViolations, staffToken } from './billing-support';
import { switchHotel } from './bookings-support';

// The lists' data table (apps/web/src/ui/data-table.tsx) on real screens: the count, paging, page size, density,
// keyboard, error state, sorting and accessibility.

const range = (page: Page) => page.getByTestId('table-range');

test.describe('data table', () => {
  test('the outbox: count, page size, paging, density kept per user, rows by keyboard, axe clean', async ({ page }) => {
    // Thirty mails of this test: feedback the admin sends from Pousada Parceira (whose outbox no other test fills),
    // through the feedback service the "Enviar feedback" form calls, with the browser's own session.
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await switchHotel(page, 'Pousada Parceira');
    const tag = `DT-${Date.now().toString(36)}`;
    // The bearer token the web itself asks for with its session cookie.
    const { token } = (await (await page.request.post('/user/token/authenticated')).json()) as { token: string };
    for (let n = 1; n <= 30; n++) {
      const res = await page.request.post('/jwt/broker/core/EnviarFeedbackService', {
        headers: { authorization: `Bearer ${token}` },
        data: { parametros: { NOME: `${tag} ${String(n).padStart(2, '0')}`, EMAIL: 'tabela@e2e.test', FEEDBACK: `Corpo ${n}` } },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.goto('/config/outbox');
    const table = page.getByTestId('outbox-table');
    await expect(table).toHaveAttribute('aria-label', 'E-mails enviados');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${tag} 30`);
    // '1–20 de N', in the live region.
    await expect(range(page)).toHaveText(/^1–20 de \d+$/);
    const total = Number((await range(page).textContent())!.split(' de ')[1]);
    expect(total).toBeGreaterThanOrEqual(30);
    await expect(page.getByRole('status').filter({ has: range(page) })).toHaveAttribute('aria-live', 'polite');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: one row in the tab order; arrows, End and Home move; Enter opens the mail.
    await expect(table.locator('tbody tr[tabindex="0"]')).toHaveCount(1);
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(rows.nth(19)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const mail = page.getByRole('dialog', { name: `Feedback de ${tag} 29 (Pousada Parceira)` });
    await expect(mail).toContainText('Corpo 29');
    await page.keyboard.press('Escape');
    await expect(mail).toBeHidden();

    // Paging and page size.
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(range(page)).toHaveText(`21–${Math.min(40, total)} de ${total}`);
    await expect(rows.first()).toContainText(`${tag} 10`);
    await page.getByLabel('Linhas por página').selectOption('50');
    await expect(range(page)).toHaveText(`1–${Math.min(50, total)} de ${total}`);
    await expect(rows).toHaveCount(Math.min(50, total));

    // Density: compact rows, remembered for this user after a reload.
    await expect(table).toHaveAttribute('data-density', 'comfortable');
    await page.getByRole('radiogroup', { name: 'Densidade das linhas' }).getByText('Compacta').click();
    await expect(table).toHaveAttribute('data-density', 'compact');
    await page.reload();
    await expect(page.getByTestId('outbox-table')).toHaveAttribute('data-density', 'compact');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a list that fails to load says so in place, without a toast, and loads again on retry', async ({ page }) => {
    await signIn(page, 'recepcao@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.route('**/ListAtividadesReservaService', (route) => route.abort('failed'));
    // Without live events: another desk's change (a parallel test's booking) would reload the list by itself
    // (lib/api/live-refetch.ts), and this test is about the retry button.
    await page.route('**/jwt/events', (route) => route.abort('failed'));
    await page.goto('/operation/activity');
    const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista.' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Ocorreu um erro interno');
    await expect(page.getByTestId('activity-table')).toHaveCount(0);
    // The inline state is the only message: no notification.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute('**/ListAtividadesReservaService');
    await failure.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByTestId('activity-table').or(page.getByText('Nenhuma atividade por enquanto.'))).toBeVisible();
  });

  test('the invoice list sorts by its headers, aria-sort says how, and the server order comes back', async ({ page, request }) => {
    const booking = await createBooking(request);
    const token = await staffToken(request, 'recepcao@demo.test');
    for (const descricao of ['Bar', 'Hospedagem', 'Almoço']) {
      const res = await request.post('/jwt/brokerJson/pay/HandleFaturaService', {
        headers: { authorization: `Bearer ${token}` },
        data: { codRes: booking.codRes, descricao },
      });
      expect(res.ok()).toBe(true);
    }
    const dialog = await openBilling(page, booking.voucher);
    const table = dialog.getByRole('table', { name: 'Faturas da reserva' });
    const names = table.locator('tbody tr td:first-child');
    const serverOrder = await names.allTextContents();
    expect([...serverOrder].sort()).toEqual(['Almoço', 'Bar', 'Hospedagem']);
    const header = table.getByRole('columnheader', { name: 'Descrição' });
    await expect(header).not.toHaveAttribute('aria-sort', /.*/);

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(names).toHaveText(['Almoço', 'Bar', 'Hospedagem']);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names).toHaveText(['Hospedagem', 'Bar', 'Almoço']);
    await header.getByRole('button').click();
    await expect(header).not.toHaveAttribute('aria-sort', /.*/);
    await expect(names).toHaveText(serverOrder);

    // Enter on a focused invoice opens its items.
    await table.locator('tbody tr').filter({ hasText: 'Bar' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('billing-tab')).toHaveAttribute('data-mode', 'items');
    await expect(dialog.getByRole('heading', { name: 'Bar' })).toBeVisible();
  });
});
