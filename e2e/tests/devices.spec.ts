import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from './bookings-support';

/**
 * The hotel's lobby kiosks and door-lock connectors on the basic settings' "Totens e fechaduras" tab (decisions 0064
 * and 0066): an administrator creates a kiosk, sees its address once, opens it (the kiosk's start screen), revokes it
 * (the address then opens nothing); creates a connector token, sees it once and revokes it. Axe on the tab.
 */
test('an administrator creates and revokes a kiosk and a door-lock connector', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/basicsettings?tab=devices');
  await expect(page.getByRole('heading', { name: 'Totens de autoatendimento' })).toBeVisible();

  // A kiosk: refused without a name, then made; its address shown once.
  const kioskForm = page.getByRole('form', { name: 'Novo totem' });
  await kioskForm.getByRole('button', { name: 'Criar totem' }).click();
  await expect(kioskForm.getByText('Informe um nome.')).toBeVisible();
  const name = `Saguão ${tag}`;
  await kioskForm.getByRole('textbox', { name: 'Nome do totem' }).fill(name);
  await kioskForm.getByRole('textbox', { name: 'Maquininha (PIN pad)' }).fill('PINPAD-1');
  await kioskForm.getByRole('button', { name: 'Criar totem' }).click();
  const address = (await page.getByTestId('kiosk-url').locator('pre, code').first().textContent())?.trim() ?? '';
  expect(address).toMatch(/\/checkin-totem\?d=[\w-]{43}$/);
  const row = page.locator(`[data-testid="kiosk-row"][data-name="${name}"]`);
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('PINPAD-1');
  expect(await seriousViolations(page)).toEqual([]);

  const device = await browser.newContext({ baseURL, viewport: { width: 1080, height: 1920 }, hasTouch: true, locale: 'pt-BR' });
  const kioskPage = await device.newPage();
  const path = new URL(address).pathname + new URL(address).search;
  await kioskPage.goto(path);
  await expect(kioskPage.getByTestId('kiosk-start')).toBeVisible();

  await row.getByRole('button', { name: `Revogar ${name}` }).click();
  await expect(row).toContainText('Revogado');
  await kioskPage.goto(path);
  await expect(kioskPage.getByTestId('invalid-link')).toBeVisible();
  await device.close();

  // A door-lock connector: its token once, then revoked.
  await expect(page.getByRole('heading', { name: 'Conectores de fechadura' })).toBeVisible();
  const connectorForm = page.getByRole('form', { name: 'Novo conector' });
  const connector = `Portaria ${tag}`;
  await connectorForm.getByRole('textbox', { name: 'Nome do conector' }).fill(connector);
  await connectorForm.getByRole('button', { name: 'Gerar token' }).click();
  await expect(page.getByTestId('connector-token')).toContainText(/gmdl_[\w-]{43}/);
  const crow = page.locator(`[data-testid="connector-row"][data-name="${connector}"]`);
  await expect(crow).toContainText('Ativo');
  await crow.getByRole('button', { name: `Revogar ${connector}` }).click();
  await expect(crow).toContainText('Revogado');
  expect(await seriousViolations(page)).toEqual([]);
});
