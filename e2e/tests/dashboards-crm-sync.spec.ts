import { expect, signIn, test, uniqueEmail } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';
import { daysFromNow, ddmmyyyy, staffApi } from './checkin-support';
import { optedInGuest, TAGPANEL } from './crm-support';

/**
 * The tagsync and tagpanel dashboards (issue 17, decision 0075) on Hotel Demo as admin@demo.test, with data made as
 * staff make it: a guest sent to the PMS from the desk (the registration job and the sandbox PMS write the log), and
 * a campaign sent now to a guest who opted in (the delivery engine and the e2e SMTP peer write its e-mail row). Each
 * screen draws its cards, a filter changes the query, the workbook downloads, axe finds nothing serious.
 */
test('the PMS sync dashboard counts a guest sent to the PMS, draws by month, lists the log and exports', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Rita Sincronia ${tag}`;
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const booking = await api.call<{ CODRES: number; reserva: { pessoasReserva: { CODPESRES: number }[] } }>(
    '/jwt/brokerJson/trial/InserirAlterarReservaService',
    {
      STATUS: 'R',
      VOUCHER: `SYNC-${tag}`,
      ORIGEM: 'Balcão',
      DTRESERVA: ddmmyyyy(daysFromNow(0)),
      DHSAIDAPREV: ddmmyyyy(daysFromNow(2)),
      pessoasReserva: [{ NOME: name }],
    },
  );
  await api.call('/jwt/brokerJson/checkin/LiberaCheckinService', {
    CODRES: booking.CODRES,
    CODPESRES: booking.reserva.pessoasReserva[0]!.CODPESRES,
  });
  await api.ctx.dispose();

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/tagsync/summary');
  await expect(page).toHaveURL(/\/dashboard\/tagsync\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da sincronização com o PMS' })).toBeVisible();
  // The job releases the guest within a second or two of the call: the card counts it once the page reads again.
  const updates = page.locator('[data-query="tagsync-summary"] [data-testid="kpi"][data-key="atualizacoes"]');
  await expect(async () => {
    await page.reload();
    await expect(updates).toContainText(/[1-9]/, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  const chart = page.locator('[data-query="tagsync-evolution"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '4');
  await expect(chart).toHaveAttribute('data-points', /^[1-6]$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Monthly: the series is asked for again and drawn by month.
  await page.getByTestId('filter-periodicity').getByText('Mensal').click();
  await expect(chart).toHaveAttribute('data-points', /^[12]$/);

  // The workbook of the whole screen.
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^Sincroniza.*\.xlsx$/);

  // The log: the guest's calls, newest first.
  await page.getByRole('tab', { name: 'Registro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tagsync\/guest-upd-log$/);
  await expect(page.locator('[data-query="tagsync-log"]').getByText(name).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the CRM dashboard counts a campaign sent today, compares with the previous period and exports', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = `DASH-${Date.now().toString(36)}`;
  const email = uniqueEmail('painelcrm');
  const api = await staffApi(baseURL!, 'admin@demo.test');
  const { segment } = await optedInGuest(api, tag, `Nina Painel ${tag}`, email);
  const template = await api.call<{ id: number }>(`${TAGPANEL}/CreateTemplateService`, { name: `Modelo ${tag}`, type: 1 });
  await api.call(`${TAGPANEL}/CreateCampaignService`, {
    name: `Campanha ${tag}`,
    segmentId: segment.id,
    templateId: template.id,
    scheduleKind: 'now',
    activate: true,
  });
  await api.ctx.dispose();
  await waitForMail(email, 1, 150_000);

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/dashboard/tagpanel/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do CRM' })).toBeVisible();
  const sent = page.locator('[data-query="tagpanel-summary"] [data-testid="kpi"][data-key="enviados"]');
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText(/[1-9]/, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('[data-query="tagpanel-summary"] [data-testid="kpi"]')).toHaveCount(11);
  // The sections this user may open (DASH tagpanel and DASH roi): all five.
  await expect(page.getByRole('tab')).toHaveText(['Resumo', 'Comparativo', 'Aniversariantes', 'Frequentes', 'Reservas de campanhas']);
  const chart = page.locator('[data-query="tagpanel-evolution"] [data-testid="dashboard-chart"]');
  await expect(chart).toHaveAttribute('data-series', '4');
  expect(await seriousViolations(page)).toEqual([]);

  // Compared with the previous period: the compared series on the chart and the change under the figures.
  await page.getByTestId('filter-compare').click();
  await page.getByRole('option', { name: 'Período anterior' }).click();
  await expect(chart).toHaveAttribute('data-series', '5');

  // The help of a card, by keyboard.
  await page.getByRole('button', { name: 'Ajuda: Resultados das campanhas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enviados = entregues + rejeitados')).toBeVisible();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  expect((await download).suggestedFilename()).toMatch(/^CRM.*\.xlsx$/);

  // A guest screen (DASH roi): the frequent guests of the period, as a table.
  await page.getByRole('tab', { name: 'Frequentes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tagpanel\/frequentGuests$/);
  await expect(page.getByRole('region', { name: 'Hóspedes frequentes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
