import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { daysFromNow, ddmmyyyy, staffApi } from './checkin-support';

/**
 * The review-site dashboards (issue 17, decision 0076) on Hotel Demo as admin@demo.test. The small demo has no
 * review-site account, so the spec sets them up as staff would (the hotel's settings: save the property's id on the
 * site, fetch now: the sandbox's 18 months). TripAdvisor: the summary draws, a wider period and the traveller type
 * change the queries (the type is in the address), the categories tab, the workbook, an unknown type is "page not
 * found". Booking.com: the replies and the review list. The old /dashboard/tripadvisor/* stays blocked. Axe on each.
 */
const CONFIG = '/jwt/brokerJson/config';

async function fetchReviews(baseURL: string, site: 'tripadvisor' | 'booking', externalRef: string) {
  const api = await staffApi(baseURL, 'admin@demo.test');
  await api.call(`${CONFIG}/SalvarContaAvaliacaoService`, { site, externalRef });
  await api.call(`${CONFIG}/SincronizarAvaliacoesService`, { site });
}

const kpi = (page: import('@playwright/test').Page, query: string, key: string) =>
  page.locator(`[data-query="${query}"] [data-testid="kpi"][data-key="${key}"]`);

test('the TripAdvisor dashboard: reviews over time, a traveller type, the categories and the workbook', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await fetchReviews(baseURL!, 'tripadvisor', '2344556');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // From the drawer's Dashboards group.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Painéis' }).click();
  await nav.getByRole('link', { name: 'TripAdvisor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tripadvisor2\/all\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do TripAdvisor' })).toBeVisible();
  await expect(kpi(page, 'tripadvisor-summary', 'avaliacoes')).toBeVisible();

  // The last 90 days (TripAdvisor gives about one review every three days): the summary is asked again.
  await startDaysAgo(page, 'tripadvisor-summary', 90);
  await expect(kpi(page, 'tripadvisor-summary', 'avaliacoes')).toContainText(/[1-9]/);
  const ratings = page.locator('[data-query="tripadvisor-ratings"] [data-testid="dashboard-chart"]');
  await expect(ratings).toHaveAttribute('data-points', /^[1-9]\d*$/);
  const types = page.locator('[data-query="tripadvisor-trip-types"] [data-testid="dashboard-chart"]');
  await expect(types).toHaveAttribute('data-points', /^[56]$/);
  // Monthly: the rating is drawn by month.
  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(ratings).toHaveAttribute('data-points', /^[34]$/);
  expect(await seriousViolations(page)).toEqual([]);

  // One traveller type: the address and every card's query follow it.
  const couples = page.waitForRequest(
    (r) => r.url().includes('/executeQuery/tripadvisor-summary') && r.postDataJSON()?.TIPOVIAJANTE === 'couples',
  );
  await page.getByTestId('filter-type').click();
  await page.getByRole('option', { name: 'Casais' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tripadvisor2\/couples\/summary$/);
  await couples;
  await expect(types).toHaveAttribute('data-points', '1');

  // The categories of the same type: six sub-ratings, a bar each.
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tripadvisor2\/couples\/categories$/);
  await startDaysAgo(page, 'tripadvisor-categories', 180);
  await expect(page.locator('[data-query="tripadvisor-categories"] [data-testid="dashboard-chart"]')).toHaveAttribute('data-points', '6');
  await expect(page.locator('[data-query="tripadvisor-category-trend"] [data-testid="dashboard-chart"]')).toHaveAttribute(
    'data-series',
    '6',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The workbook of the screen.
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^TripAdvisor.*categorias\.xlsx$/);

  // A type the dashboards do not have is a page that does not exist.
  await page.goto('/dashboard/tripadvisor2/pets/summary');
  await expect(page).toHaveURL(/\/error\/notfound$/);
  await expect(page.getByText('Página não encontrada.')).toBeVisible();
});

test('the Booking.com dashboard: the replies and the review list', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await fetchReviews(baseURL!, 'booking', '1188990');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/booking2/all/replies');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Booking.com' })).toBeVisible();
  // About a review a day, yet the sandbox's days are random: its property had none from 26 November to 1 December
  // 2026, the whole default period then. The last 30 days always have some; the hotel replies to about half.
  await startDaysAgo(page, 'bookingcom-replies', 30);
  await expect(kpi(page, 'bookingcom-replies', 'avaliacoes')).toContainText(/[1-9]/);
  await expect(kpi(page, 'bookingcom-replies', 'taxaResposta')).toContainText('%');
  await expect(page.locator('[data-query="bookingcom-reply-trend"] [data-testid="dashboard-chart"]')).toHaveAttribute('data-series', '2');
  const waiting = page.locator('[data-query="bookingcom-unanswered"]');
  await expect(waiting.getByText('Nada no período escolhido.').or(waiting.locator('tbody tr').first())).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Avaliações' }).click();
  await expect(page).toHaveURL(/\/dashboard\/booking2\/all\/reviews$/);
  // Each section opens on its own default period.
  await startDaysAgo(page, 'bookingcom-reviews', 30);
  const list = page.getByRole('region', { name: 'Avaliações publicadas' });
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Não gostou' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Booking\.com.*\.xlsx$/);
});

test('the old /dashboard/tripadvisor and /dashboard/booking addresses stay blocked', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // Opened by its address, nothing to cancel: the user stays where they belong, with no error page.
  for (const old of ['/dashboard/tripadvisor/summary', '/dashboard/booking/list']) {
    await page.goto(old);
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByText('Página não encontrada.')).toHaveCount(0);
  }
});

/** Starts the period `days` ago by the start filter, and waits for the card's query to be asked for it. */
async function startDaysAgo(page: import('@playwright/test').Page, query: string, days: number): Promise<void> {
  const asked = page.waitForRequest(
    (r) => r.url().includes(`/executeQuery/${query}`) && r.postDataJSON()?.DHINCLUSAOINI === daysFromNowIso(-days),
  );
  await page.getByTestId('filter-start').fill(ddmmyyyy(daysFromNow(-days)));
  await page.getByTestId('filter-start').press('Tab');
  await asked;
}

/** A day relative to today in the demo's time zone (the browser's, São Paulo), as the dashboards send it. */
function daysFromNowIso(days: number): string {
  const d = daysFromNow(days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
