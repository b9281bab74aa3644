import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';
import { createBooking, daysFromNow, ddmmyyyy, hotelToday, staffApi } from './checkin-support';

/**
 * The totem and door-lock dashboards (issue 17, decision 0073) on Hotel Demo as admin@demo.test. The browser tests
 * run on the small demo, so each test first makes what the dashboard reads as the hotel would: a kiosk reports its
 * guests' sessions (the calls the kiosk page makes), the desk encodes door keys from bookings arriving today.
 */
test('the totem dashboard counts the kiosk sessions, changes with the filters and exports', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  const kiosk = await admin.call<{ token: string }>('/jwt/brokerJson/trial/CriarTotemService', { nome: 'Totem Painel', terminal: '' });
  // Three guests at the kiosk: one checks in (found by the e-mail's QR code), one gives up on the documents, one
  // leaves it idle on the search.
  const sessions: [string, number, string | null, string][] = [
    ['checkin', 10, 'qr', 'completed'],
    ['documents', 5, 'voucher', 'abandoned'],
    ['search', 1, null, 'idle'],
  ];
  for (const [etapa, ordem, busca, fim] of sessions) {
    const sessao = randomUUID();
    const report = (body: object) =>
      admin.ctx.post('/jwt/brokerJson/checkin/RegistrarSessaoTotemService', { data: { dispositivo: kiosk.token, sessao, ...body } });
    expect((await report({ etapa: 'start', ordem: 0 })).ok()).toBe(true);
    expect((await report({ etapa, ordem, ...(busca ? { busca } : {}) })).ok()).toBe(true);
    expect((await report({ etapa, ordem, fim })).ok()).toBe(true);
  }
  await admin.ctx.dispose();

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/totem/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do totem' })).toBeVisible();
  const sessionsKpi = page.locator('[data-query="totem-summary"] [data-testid="kpi"][data-key="sessoes"]');
  await expect(sessionsKpi).toContainText(/[3-9]|\d\d/);
  const chart = page.locator('[data-query="totem-sessions"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '4');
  await expect(page.locator('[data-query="totem-dropoff"] [data-testid="dashboard-chart"]')).toHaveAttribute('data-points', '7');
  expect(await seriousViolations(page)).toEqual([]);

  // The previous period compared: a dashed series and the change under each figure; monthly: one or two points.
  await page.getByTestId('filter-compare').click();
  await page.getByRole('option', { name: 'Período anterior' }).click();
  await expect(chart).toHaveAttribute('data-series', '5');
  await expect(page.locator('[data-query="totem-summary"] [data-testid="kpi-change"]').first()).toBeVisible();
  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(chart).toHaveAttribute('data-points', /^[12]$/);

  // The payments section, then the workbook of the summary.
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/totem\/pagamento$/);
  await expect(page.locator('[data-query="totem-payments-summary"] [data-testid="kpi"]')).toHaveCount(8);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Resumo' }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Totem.*\.xlsx$/);
});

test('the door-lock dashboard draws the keys encoded at the desk, by outcome and per room', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await staffApi(baseURL!, 'recepcao@demo.test');
  // Two bookings arriving today get their keys at the desk (the sandbox lock server takes about 2.5 s each); the
  // fixed room 9990 answers with a lock error (docs/decisions/0066-door-keys.md).
  const rooms = ['7101', '9990'];
  const jobs: number[] = [];
  for (const room of rooms) {
    const booking = await createBooking(staff, ['Paulo Fechadura'], 'DLK', { from: hotelToday(), to: ddmmyyyy(daysFromNow(2)) });
    const r = await staff.call<{ seqEncode: number }>('/jwt/brokerJson/checkin/RequisitarEncodeService', {
      CODRES: booking.CODRES,
      numUH: room,
    });
    jobs.push(r.seqEncode);
  }
  for (const seqEncode of jobs)
    await expect
      .poll(
        async () =>
          (await staff.call<{ encode: { situacao: string } }>('/jwt/brokerJson/checkin/ConsultaEncodeService', { seqEncode })).encode
            .situacao,
        {
          timeout: 30_000,
        },
      )
      .toMatch(/^(done|failed)$/);
  await staff.ctx.dispose();

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/door-lock/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel das fechaduras' })).toBeVisible();
  await expect(page.locator('[data-query="doorlock-summary"] [data-testid="kpi"][data-key="gravadas"]')).toContainText(/[1-9]/);
  await expect(page.locator('[data-query="doorlock-summary"] [data-testid="kpi"][data-key="falhas"]')).toContainText(/[1-9]/);
  const chart = page.locator('[data-query="doorlock-operations"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '3');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('filter-compare').click();
  await page.getByRole('option', { name: 'Mesmo período do ano anterior' }).click();
  await expect(chart).toHaveAttribute('data-series', '4');

  // Per room: the rooms with failures come first (other specs' rooms may be listed too).
  await page.getByRole('tab', { name: 'Por quarto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/door-lock\/operations-room-dl$/);
  const roomsCard = page.locator('[data-query="doorlock-rooms"]');
  await expect(roomsCard.getByTestId('dashboard-chart')).toHaveAttribute('data-points', /^[2-9]|\d\d+$/);
  await roomsCard.getByRole('button', { name: 'Ver os dados' }).click();
  await expect(roomsCard.getByRole('cell', { name: '9990', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Fechaduras.*\.xlsx$/);
});
