import readXlsxFile from 'read-excel-file/node';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { createBooking, daysFromNow, ddmmyyyy, staffApi } from './checkin-support';

/**
 * The dashboards' workbook and the detailed fill (issue 17, decisions 0070 and 0077) on Hotel Demo as admin@demo.test:
 * the export shows its progress (indeterminate until the first byte) and downloads one workbook whose sheets are the
 * dashboard's cards; a cancelled export downloads nothing; the detailed fill modal opens by keyboard and lists the
 * guests who stopped, one step at a time; axe on both.
 */
test('the export shows its progress, downloads a sheet per card, and can be cancelled', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/check-in/summary');
  const cards = page.getByTestId('dashboard-card');
  await expect(cards).toHaveCount(8);
  const titles = (await cards.locator('h2').allTextContents()).map((s) => s.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));

  // The workbook's reply is held back 3 s, so the bar before the first byte is seen on a loaded machine; the second long enough
  // that the cancel comes before its first byte (a slow network), whatever the machine's load.
  let held = 0;
  await page.route('**/dashboardQueries/executeQueryXls/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ++held === 1 ? 3000 : 20_000));
    await route.continue().catch(() => {}); // the cancelled one's page may have aborted it
  });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('dashboard-export').click();
  const bar = page.getByRole('progressbar', { name: 'Download da planilha' });
  await expect(bar).toBeVisible();
  // Before the first byte the size is unknown: an indeterminate bar (no aria-valuenow), saying what it does.
  await expect(bar).not.toHaveAttribute('aria-valuenow', /.*/);
  await expect(bar).toHaveAttribute('aria-valuetext', 'Preparando a planilha…');
  expect(await seriousViolations(page)).toEqual([]);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Check-in.*\.xlsx$/);
  const sheets = await readXlsxFile((await file.path())!);
  expect(sheets.map((s) => s.sheet)).toEqual(titles);
  await expect(bar).toBeHidden();

  // Cancelled before it ends: no file, a message, the button back.
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.getByTestId('dashboard-export').click();
  await expect(bar).toBeVisible();
  await page.getByTestId('export-cancel').click();
  await expect(page.getByText('Exportação cancelada.')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByTestId('dashboard-export')).toBeEnabled();
  expect(downloaded).toBe(false);
});

test('the detailed fill opens by keyboard and lists the guests by the step where they stopped', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // A guest arriving today who has not started the online check-in.
  const api = await staffApi(baseURL!, 'admin@demo.test');
  await createBooking(api, ['Paula Preenchimento'], 'FILL', { from: ddmmyyyy(daysFromNow(0)), to: ddmmyyyy(daysFromNow(2)) });
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/check-in/fill');
  // The first card waits on the dashboard's chunk and its first query: past 10 s on a busy two-core machine.
  await expect(page.getByTestId('dashboard-card').first()).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('open-fill-detail').focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Preenchimento detalhado' });
  await expect(modal).toBeVisible();
  const rows = modal.locator('[data-testid="table-fill-detail"] tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // One step: every row listed stopped there.
  await modal.getByText('Não começou', { exact: true }).click();
  await expect(rows.first()).toContainText('Dados pessoais (não começou)');
  const steps = await rows.locator('td:first-child').allTextContents();
  expect(steps.every((s) => s.includes('Dados pessoais (não começou)'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('open-fill-detail')).toBeFocused();
});
