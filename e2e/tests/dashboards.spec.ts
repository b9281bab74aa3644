import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { createBooking, daysFromNow, ddmmyyyy, staffApi } from './checkin-support';

/**
 * The dashboards (issue 17, decisions 0070 and 0071) on Hotel Demo as admin@demo.test: the check-in dashboard draws
 * a booking that arrived yesterday (KPI cards, the chart over time), the comparison filter adds the compared series
 * and the change on the cards, the workbook downloads; the NPS dashboard's sections are tabs; axe on both.
 */
test('the check-in dashboard draws the demo hotel, compares with the previous period and exports', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await staffApi(baseURL!, 'admin@demo.test');
  await createBooking(api, ['Ana Painel'], 'DASH', { from: ddmmyyyy(daysFromNow(-1)), to: ddmmyyyy(daysFromNow(2)) });
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/check-in/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do check-in online' })).toBeVisible();
  const arrivals = page.locator('[data-query="checkin-summary"] [data-testid="kpi"][data-key="chegadas"]');
  await expect(arrivals).toContainText(/[1-9]/);
  const chart = page.locator('[data-query="checkin-arrivals"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '2');
  // The family's overview: eight cards, the two lists among them (decision 0083).
  await expect(page.getByTestId('dashboard-card')).toHaveCount(8);
  await expect(page.locator('[data-query="checkin-reservations"] tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Compared with the previous period: a dashed series on the chart and the change under each figure.
  await page.getByTestId('filter-compare').click();
  await page.getByRole('option', { name: 'Período anterior' }).click();
  await expect(chart).toHaveAttribute('data-series', '3');
  await expect(page.locator('[data-query="checkin-summary"] [data-testid="kpi-change"]').first()).toBeVisible();

  // Monthly: the chart draws by month.
  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(chart).toHaveAttribute('data-points', /^[12]$/);

  // The help of a card, by keyboard.
  await page.getByRole('button', { name: 'Ajuda: Resumo do check-in online' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Adesão = reservas cujo hóspede principal')).toBeVisible();
  await page.keyboard.press('Escape');

  // The config panel: a second threshold below the first is refused on its field; then the goals are saved.
  await page.getByTestId('open-config').click();
  const panel = page.getByRole('dialog', { name: 'Metas do painel' });
  await panel.getByTestId('goal-m1').fill('50');
  await panel.getByTestId('goal-m2').fill('20');
  await panel.getByTestId('save-goals').click();
  await expect(panel.getByText('O segundo valor não pode ser menor que o primeiro.')).toBeVisible();
  await panel.getByTestId('goal-m2').fill('80');
  await panel.getByTestId('save-goals').click();
  await expect(page.getByText('Metas salvas.')).toBeVisible();
  await expect(panel).toBeHidden();
  // The progress modal: three goals, each in its tier.
  await page.getByTestId('open-progress').click();
  const progress = page.getByRole('dialog', { name: 'Progresso das metas' });
  await expect(progress.getByTestId('goal')).toHaveCount(3);
  await expect(progress.getByTestId('goal').first()).toHaveAttribute('data-tier', /^(poor|fair|great)$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(progress).toBeHidden();

  // The workbook: one file for the dashboard.
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Check-in.*\.xlsx$/);
});

test('the NPS dashboard: sections as tabs, the answers list', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/nps/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do NPS' })).toBeVisible();
  await expect(page.locator('[data-query="nps-summary"] [data-testid="kpi"]')).toHaveCount(8);
  await page.getByRole('tab', { name: 'Respostas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/nps\/list$/);
  // The list inside its card: the answers of the period, or (the small demo before other specs answer) that there are none.
  await expect(page.getByRole('region', { name: 'Respostas da pesquisa' })).toBeVisible();
  const answers = page.locator('[data-query="nps-responses"]');
  await expect(answers.getByText('Nada no período escolhido.').or(answers.locator('tbody tr').first())).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
