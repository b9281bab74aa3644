import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { staffApi } from './checkin-support';

/**
 * The messaging assistant (taglaura) and WhatsApp links (auto-wpp) dashboards (issue 17, decision 0074) on Hotel
 * Demo as admin@demo.test. The hotel's WhatsApp number is set up as staff do it (the settings services), with a
 * sandbox number: its 18 months of traffic are ingested, then each family's screen draws its cards, a filter
 * changes the chart, the workbook downloads, and axe finds nothing serious.
 */
const NUMBER = 'e2e-demo-whatsapp';
const B = '/jwt/brokerJson/config';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  await api.call(`${B}/SalvarContaWhatsappService`, { externalRef: NUMBER });
  // Ingested at once here (the save also queues the job; whichever runs first writes, the other finds nothing new).
  await api.call(`${B}/SincronizarWhatsappService`, {});
  await expect
    .poll(async () => (await api.call<{ account: { messages: number } }>(`${B}/ConsultarContaWhatsappService`, {})).account.messages, {
      timeout: 120_000,
    })
    .toBeGreaterThan(1000);
  await api.ctx.dispose();
});

test('the messaging assistant dashboard: messages, a filter, the notifications section and the workbook', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/taglaura/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do assistente de mensagens' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-query="taglaura-summary"] [data-testid="kpi"]')).toHaveCount(8);
  await expect(page.locator('[data-query="taglaura-summary"] [data-testid="kpi"][data-key="enviadas"]')).toContainText(/[1-9]/);
  const chart = page.locator('[data-query="taglaura-messages"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '3');
  await expect(chart).toHaveAttribute('data-points', /^[5-6]$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Monthly: the six days of the default period fall in one or two months.
  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(chart).toHaveAttribute('data-points', /^[12]$/);

  // The help of a card, by keyboard.
  await page.getByRole('button', { name: 'Ajuda: Resumo do assistente de mensagens' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Taxa de resposta = respondidas ÷ recebidas.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The notifications section: a bar per automatic message, the list of what was sent.
  await page.getByRole('tab', { name: 'Notificações' }).click();
  await expect(page).toHaveURL(/\/dashboard\/taglaura\/notifications$/);
  const byType = page.locator('[data-query="taglaura-notifications"] [data-testid="dashboard-chart"]');
  await expect(byType).toHaveAttribute('data-points', '4');
  await expect(page.locator('[data-query="taglaura-notification-list"] tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Assistente de mensagens.*\.xlsx$/);
});

test('the WhatsApp links dashboard: links sent, clicked and used, by channel, and the workbook', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/auto-wpp/link-wpp');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel dos links de WhatsApp' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-query="wpp-links-summary"] [data-testid="kpi"][data-key="enviados"]')).toContainText(/[1-9]/);
  const chart = page.locator('[data-query="wpp-links"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '3');
  await expect(page.locator('[data-query="wpp-links-channels"] [data-testid="dashboard-chart"]')).toHaveAttribute('data-points', /^[56]$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(chart).toHaveAttribute('data-points', /^[12]$/);

  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Links de WhatsApp.*\.xlsx$/);
});

test("the hotel's WhatsApp number on the basic settings: its figures, and a bad id refused on its field", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/basicsettings?tab=whatsapp');
  const card = page.getByTestId('whatsapp-number');
  await expect(card.getByRole('heading', { name: 'WhatsApp' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Demonstração')).toBeVisible();
  const id = card.getByLabel('Identificação do número de telefone');
  await expect(id).toHaveValue(NUMBER);
  await expect(card.getByTestId('whatsapp-number-status')).toContainText(
    /^\+55\d+ · \d{4,} mensagens · \d+ links · última busca \d{2}\/\d{2}\/\d{4}/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await id.fill('meu número');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText('Use só letras, números, ponto, hífen ou sublinhado (até 60).')).toBeVisible();
  await expect(id).toBeFocused();
  // Nothing was saved.
  await page.reload();
  await expect(page.getByTestId('whatsapp-number').getByLabel('Identificação do número de telefone')).toHaveValue(NUMBER);
});
