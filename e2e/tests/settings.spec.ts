import type { Browser, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { seriousViolations, signInAt, switchHotel } from './bookings-support';
import {
  createBooking,
  drawSignature,
  expectAccessible,
  type Fixtures,
  imageFixtures,
  PHONE_VIEWPORT,
  randomCpf,
  staffApi,
  switchHotel as switchApiHotel,
} from './checkin-support';

/**
 * Basic settings (issue 12): an administrator changes the hotel's flags, identity and look on /config/basicsettings,
 * and a guest's next load of the hotel link follows. Pousada Parceira is the hotel changed here (no other test
 * depends on its pet step, colour or logo); each test puts back what it changed.
 */

const HOTEL = 'Pousada Parceira';
const LINK = 'pousada-parceira';

let images: Fixtures;
test.beforeAll(async () => {
  images = await imageFixtures();
});

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function openSettings(page: Page, tab?: 'Identidade' | 'Aparência' | 'Etapas e opções' | 'Links'): Promise<void> {
  await page.goto('/config/basicsettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações básicas' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** Flips the pet step on the flags tab and saves. */
async function setPetStep(page: Page, on: boolean): Promise<void> {
  await openSettings(page, 'Etapas e opções');
  const pet = page.getByRole('switch', { name: 'Etapa dos documentos do pet' });
  await expect(pet).toBeVisible();
  if ((await pet.isChecked()) !== on) await pet.click({ force: true });
  await expect(pet).toBeChecked({ checked: on });
  await page.getByRole('form', { name: 'Etapas e opções' }).getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Configurações salvas.').first()).toBeVisible();
}

/**
 * A guest on a phone opens the hotel link (a fresh load), finds the booking and fills the steps up to the documents,
 * saying they bring a pet when the hotel asks (the pet step applies only then); answers the step the wizard goes
 * to next.
 */
async function stepAfterDocuments(browser: Browser, baseURL: string, voucherCode: string, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, hasTouch: true, reducedMotion: 'reduce', locale: 'pt-BR' });
  const page = await context.newPage();
  const wizard = page.getByTestId('wizard');
  const next = page.getByTestId('wizard-next');
  const at = async (step: string) => {
    await expect(wizard).toHaveAttribute('data-step', step);
    await expect(page.getByTestId('step-loading')).toHaveCount(0);
  };
  await page.goto(`/checkin?h=${LINK}`);
  await expect(page.getByTestId('hotel-name')).toHaveText(HOTEL);
  await at('search');
  await page.getByLabel('Código da reserva').fill(voucherCode);
  await page.getByLabel('Nome e sobrenome').fill(name);
  await next.click();
  // The booking's only guest: straight to the registration screen, which starts with the identification.
  await at('registration');
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page.getByRole('radio', { name: 'Feminino' }).check();
  const birth = page.getByLabel('Data de nascimento');
  await birth.fill('05/03/1990');
  await birth.press('Tab');
  await page.getByLabel(/^Celular/).fill('11 98765-4321');
  await page.getByLabel('E-mail').fill(`pet-${Date.now()}-${Math.floor(Math.random() * 1e4)}@e2e.test`);
  const pet = page.getByLabel('Vou levar um animal de estimação');
  if (await pet.count()) await pet.check();
  await next.click();
  await at('address');
  await page.getByLabel('CEP').fill('01001-000');
  await expect(page.getByLabel('Endereço')).toHaveValue('Praça da Sé');
  await page.getByLabel('Número').fill('100');
  await next.click();
  await at('documents');
  await page.getByTestId('doc-front-file').setInputFiles(images.docBack);
  await expect(page.getByTestId('doc-front').getByRole('button', { name: /Remover/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('terms-text')).toBeVisible();
  await drawSignature(page);
  await next.click();
  await expect(wizard).not.toHaveAttribute('data-step', 'documents');
  const step = (await wizard.getAttribute('data-step')) ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
  return step;
}

test.describe('basic settings', () => {
  test('an administrator turns the pet step on and off; the guest check-in follows on its next load', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const staff = await staffApi(baseURL!, 'admin@demo.test');
    const pousada = (
      await staff.call<{ availableInsForUser: { availableIns: { nome: string; codIns: number }[] } }>(
        '/broker/auth/AvailableInsPerSujeitoService',
        {},
      )
    ).availableInsForUser.availableIns.find((h) => h.nome === HOTEL)!.codIns;
    await switchApiHotel(staff, pousada);

    await signInAt(page, 'admin@demo.test', '/home/index');
    await switchHotel(page, HOTEL);
    await setPetStep(page, true);
    expect(await seriousViolations(page)).toEqual([]);
    const on = await createBooking(staff, ['Pietra Teste Pet'], 'E2E-PET');
    expect(await stepAfterDocuments(browser, baseURL!, on.VOUCHER, 'Pietra Teste Pet')).toBe('pet');

    await setPetStep(page, false);
    const off = await createBooking(staff, ['Otávio Teste Pet'], 'E2E-PET');
    expect(await stepAfterDocuments(browser, baseURL!, off.VOUCHER, 'Otávio Teste Pet')).toBe('summary');
  });

  test('the facial search retention days beside its switch: out of range refused on the field in words, a good value saved', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/home/index');
    await switchHotel(page, HOTEL);
    await openSettings(page, 'Etapas e opções');
    const modules = page.getByTestId('flag-group-modules');
    const days = modules.getByRole('textbox', { name: 'Dias de retenção da busca facial' });
    // Beside the facial search's switch: the next control of its group.
    const order = await modules.locator('[data-testid^="flag-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order.indexOf('flag-DIASRETENCAOFACIAL')).toBe(order.indexOf('flag-HASBUSCAFACIAL') + 1);
    const save = page.getByRole('form', { name: 'Etapas e opções' }).getByRole('button', { name: 'Salvar' });
    // Out of range, or empty: refused on the field in the settings' words, nothing saved.
    for (const bad of ['31', '']) {
      await days.fill(bad);
      await save.click();
      await expect(modules.getByText('Informe um número inteiro dentro do limite indicado.')).toBeVisible();
      await expect(days).toHaveAttribute('aria-invalid', 'true');
      await expect(days).toHaveValue(bad);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await days.fill('7');
    await save.click();
    await expect(toast(page, 'Configurações salvas.').first()).toBeVisible();
    await openSettings(page, 'Etapas e opções');
    await expect(page.getByTestId('flag-group-modules').getByRole('textbox', { name: 'Dias de retenção da busca facial' })).toHaveValue(
      '7',
    );
    // Put back what this test changed.
    await page.getByTestId('flag-group-modules').getByRole('textbox', { name: 'Dias de retenção da busca facial' }).fill('0');
    await save.click();
    await expect(toast(page, 'Configurações salvas.').first()).toBeVisible();
  });

  test('identity, look and links: a bad CNPJ on its field, the colour checked and previewed, logo and colour on the guest page', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAt(page, 'admin@demo.test', '/home/index');
    await switchHotel(page, HOTEL);

    // The overview lists the sections this administrator may open.
    await page.goto('/config');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const basic = page.getByTestId('settings-section-basic').getByRole('link', { name: 'Configurações básicas' });
    await expect(basic).toBeVisible();
    await expect(page.getByTestId('settings-section-outbox')).toBeVisible();
    for (const section of ['notifications', 'saveconf', 'users'])
      await expect(page.getByTestId(`settings-section-${section}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await basic.click();

    // Identity: a CNPJ with a wrong check digit is refused on its field, nothing is sent.
    await expect(page.getByRole('tab', { name: 'Identidade' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('11222333000180');
    await expect(cnpj).toHaveValue('11.222.333/0001-80');
    await page.getByRole('form', { name: 'Identidade' }).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido.')).toBeVisible();
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    await expect(cnpj).toBeFocused();

    // Look: a light colour fails the contrast check (verdict and field error); a dark one is previewed and saved.
    await page.getByRole('tab', { name: 'Aparência' }).click();
    const colour = page.getByRole('textbox', { name: 'Cor do tema' });
    await colour.fill('#fcb900');
    await colour.press('Escape');
    await expect(page.getByTestId('contrast-verdict')).toHaveAttribute('data-passes', 'false');
    await page.getByRole('form', { name: 'Cor do tema' }).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Esta cor tem pouco contraste', { exact: false })).toBeVisible();
    await colour.fill('#7b1e3a');
    await colour.press('Escape');
    await expect(page.getByTestId('contrast-verdict')).toHaveAttribute('data-passes', 'true');
    await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(123, 30, 58)');
    await page.getByRole('form', { name: 'Cor do tema' }).getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Configurações salvas.').first()).toBeVisible();
    // The back office takes the hotel's colour at once.
    await expect.poll(() => cssVar(page, '--mantine-color-brand-6')).toBe('#7b1e3a');
    await page.locator('#logo-file').setInputFiles(images.docBack);
    await expect(page.getByTestId('logo-preview').getByRole('img', { name: `Logotipo de ${HOTEL}` })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The guest's next load of the hotel link shows the logo and the colour.
    const guest = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, reducedMotion: 'reduce', locale: 'pt-BR' });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/checkin?h=${LINK}`);
    await expect(guestPage.getByTestId('logo').getByRole('img', { name: HOTEL })).toBeVisible();
    await expect.poll(() => cssVar(guestPage, '--mantine-color-brand-6')).toBe('#7b1e3a');
    await expectAccessible(guestPage, 'guest page in the hotel colour');
    await guest.close();

    // Links: the codes and the full guest links, copied with the toast.
    await page.getByRole('tab', { name: 'Links' }).click();
    await expect(page.getByTestId('link-h')).toContainText(LINK);
    await page.getByRole('button', { name: 'Copiar Link de check-in' }).click();
    await expect(toast(page, 'Copiado para área de transfêrencia')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/checkin?h=${LINK}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Etapas e opções' }).click();
    await expect(page.getByRole('switch', { name: 'Etapa dos documentos do pet' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Back as it was: the theme's colour and mark.
    await page.getByRole('tab', { name: 'Aparência' }).click();
    await page.getByRole('button', { name: 'Remover logotipo' }).click();
    await expect(page.getByText('Sem logotipo', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Usar a cor do tema' }).click();
    await page.getByRole('form', { name: 'Cor do tema' }).getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Configurações salvas.').first()).toBeVisible();
    await expect.poll(() => cssVar(page, '--mantine-color-brand-6')).toBe('#1d5d50');
  });
});
