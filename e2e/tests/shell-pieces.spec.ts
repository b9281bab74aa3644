import AxeBuilder from '@axe-core/playwright';
import config from '../playwright.config';
import { expect, signIn, test, toast } from '../support/fixtures';
import {
  atStep,
  checkInGuest,
  createBooking,
  daysFromNow,
  ddmmyyyy,
  expectAccessible,
  hotelToday,
  imageFixtures,
  phone,
  randomCpf,
  search,
  staffApi,
} from './checkin-support';

/**
 * The shell's last pieces (issue 18, decision 0080): context tabs that survive navigation and reload, the screens'
 * help modal by keyboard, a script chunk that fails to load, the loaders' 60 s limit, and the camera refused.
 */

// A camera exists (Chromium's fake device); whether the page may use it is each test's permission.
const base = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...base, args: [...(base.args ?? []), '--use-fake-device-for-media-stream'] } });

test('an opened booking becomes a context tab that survives navigation and reload, closable by keyboard', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!, 'recepcao@demo.test');
  const { CODRES, VOUCHER } = await createBooking(api, ['Tânia Abas'], 'TAB');
  await api.ctx.dispose();
  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto(`/operation/bookings?q=${encodeURIComponent(VOUCHER)}&period=all`);
  await page.getByRole('button', { name: `Alterar · ${VOUCHER}` }).click();
  const modal = page.getByRole('dialog', { name: 'Alterar Reserva' });
  await expect(modal.getByRole('textbox', { name: 'Voucher' })).toHaveValue(VOUCHER);

  const tabs = page.getByRole('tablist', { name: 'Reservas e hóspedes abertos' });
  const tab = tabs.getByRole('tab', { name: `Reserva ${VOUCHER}` });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(tab).toHaveAttribute('aria-selected', 'false');

  // Another screen, then a reload: the tab is still there.
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(tab).toBeVisible();
  await page.reload();
  await expect(tab).toBeVisible();
  await expectAccessible(page, 'the activity bar with a context tab');

  // The tab reopens the booking from anywhere.
  await tab.click();
  await expect(page).toHaveURL(/\/operation\/bookings/);
  await expect(modal.getByRole('textbox', { name: 'Voucher' })).toHaveValue(VOUCHER);
  await expect(page).not.toHaveURL(new RegExp(`open=${CODRES}`));
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // By keyboard: the tab is in the Tab order, Enter opens it, Delete closes it. (The focus is checked before Enter: a
  // CI run once saw Enter open nothing under heavy load, and this tells a lost focus from a tab that does not open.)
  await tab.focus();
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await tab.focus();
  await expect(tab).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Reservas e hóspedes abertos' })).toHaveCount(0);
});

test("a screen's help opens from beside its title by keyboard, in the user's wording", async ({ page }) => {
  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/operation/bookings');
  const help = page.getByRole('button', { name: 'Ajuda desta tela' });
  await expect(help).toBeVisible();
  // Reached with Tab from the page's start (skip link, bar, drawer, then the title's button).
  await page.locator('#main-content').focus();
  for (let i = 0; i < 10 && !(await help.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(help).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ajuda: Reservas' });
  await expect(dialog.getByTestId('help-text')).toContainText('Lista as reservas do hotel.');
  await expectAccessible(page, 'the help modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();

  // In English the same help speaks English.
  await page.goto('/operation/bookings?locale=en');
  await page.getByRole('button', { name: 'Help for this screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Help: Bookings' }).getByTestId('help-text')).toContainText("Lists the hotel's bookings.");
});

test('a script chunk that fails to load shows a translated message with a reload button', async ({ page }) => {
  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // The frame's own chunk has arrived (the address changes before it does): only the next screen's is left to fail.
  const userMenu = page.getByRole('button', { name: /^Menu do usuário/ });
  await expect(userMenu).toBeVisible();
  // From now on every script download fails, as on a flaky network: the next screen's chunk cannot arrive.
  await page.route('**/assets/*.js', (route) => route.abort('failed'));
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Configurações da conta' }).click();
  await expect(page).toHaveURL(/\/account-settings\/index$/);
  const error = page.getByTestId('chunk-error');
  await expect(error).toContainText('Falha ao carregar a tela (conexão ou nova versão). Recarregue a página.');
  // The shell stays: the drawer and the bar are still there.
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeAttached();
  await expectAccessible(page, 'the chunk failure');
  // The network is back: the reload button brings the screen.
  await page.unroute('**/assets/*.js');
  await error.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a loader still waiting after 60 s says 'Tempo limite atingido ao carregar dados!'", async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!, 'recepcao@demo.test');
  const { CODRES } = await createBooking(api, ['Lia Demorada'], 'SLOW');
  await api.ctx.dispose();
  await page.clock.install();
  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  // The booking's details never arrive.
  await page.route('**/DetalhesReservaService', () => undefined);
  await page.goto(`/operation/bookings?open=${CODRES}`);
  const modal = page.getByRole('dialog', { name: 'Alterar Reserva' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('loader-timeout')).toHaveCount(0);
  // The page's clock also runs on its own meanwhile (a loaded machine takes seconds): 50 s leaves it room.
  await page.clock.fastForward('00:50');
  await expect(modal.getByTestId('loader-timeout')).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(modal.getByTestId('loader-timeout')).toHaveText('Tempo limite atingido ao carregar dados!');
});

test('the camera refused: a warning that a camera is needed, and the camera closes', async ({ browser, baseURL }) => {
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  const { url } = await admin.call<{ url: string }>('/jwt/brokerJson/trial/CriarTotemService', {
    nome: `Totem sem câmera ${Date.now()}`,
    terminal: `PINPAD-NOCAM-${Date.now()}`,
  });
  await createBooking(admin, ['Caio Câmera'], 'CAM', { from: hotelToday(), to: ddmmyyyy(daysFromNow(1)) });
  await admin.ctx.dispose();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  // The camera is denied for this site, as a guest or an administrator would refuse it.
  const target = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin: new URL(baseURL!).origin,
    browserContextId: target.targetInfo.browserContextId,
  });
  await page.goto(new URL(url).pathname + new URL(url).search);
  await page.getByTestId('kiosk-begin').tap();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'search');
  await page.getByTestId('kiosk-qr-open').tap();
  // In the kiosk's words, loaded with the search screen (the photo steps' own warning may not be loaded yet).
  await expect(
    toast(page, 'É necessário permitir o uso de uma câmera para ler o QR code. Você também pode digitar o código da reserva.'),
  ).toBeVisible();
  await expect(page.getByTestId('kiosk-qr')).toHaveCount(0);
  // The search by typing stays.
  await expect(page.getByLabel(/Código da reserva/)).toBeVisible();
  await context.close();
});

test('mobile is at most 997 px with touch: a narrow window without touch keeps the drawer beside the page', async ({
  browser,
  baseURL,
}) => {
  for (const [touch, drawerOpen] of [
    [false, 'true'],
    [true, 'false'],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 900, height: 800 }, hasTouch: touch, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    const toggle = page.getByRole('button', { name: drawerOpen === 'true' ? 'Fechar menu de navegação' : 'Abrir menu de navegação' });
    await expect(toggle).toHaveAttribute('aria-expanded', drawerOpen);
    const drawer = page.locator('#app-navigation');
    if (touch) await expect(drawer).not.toBeInViewport();
    else {
      // Beside the page, not over it: the page starts where the drawer ends.
      await expect(drawer).toBeInViewport();
      const nav = (await drawer.boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(nav.width).toBeLessThan(300);
      expect(title.x).toBeGreaterThanOrEqual(nav.x + nav.width);
    }
    await context.close();
  }
});

test('the accepted terms open in a sandboxed iframe modal from the guest detail', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const images = await imageFixtures();
  const staff = await staffApi(baseURL!, 'recepcao@demo.test');
  const name = 'Tereza Termo';
  const booking = await createBooking(staff, [name], 'TERM');
  await staff.ctx.dispose();
  // The guest accepts the terms in the web check-in, on a phone.
  const guest = await phone(browser, baseURL!);
  await guest.page.goto('/checkin?h=hotel-demo');
  await atStep(guest.page, 'search', false);
  await search(guest.page, booking.VOUCHER, name);
  const cpf = (() => {
    for (;;) {
      const c = randomCpf();
      if (!c.endsWith('0')) return c;
    }
  })();
  await checkInGuest(
    guest.page,
    { name, brazilian: true, document: cpf, birth: '05/03/1990', nationality: 'BR', email: `tereza-${Date.now()}@e2e.test`, main: true },
    false,
    images,
    { select: false },
  );
  await guest.context.close();

  await signIn(page, 'recepcao@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto(`/operation/bookings?open=${booking.CODRES}`);
  const modal = page.getByRole('dialog', { name: 'Alterar Reserva' });
  await modal.getByRole('tab', { name: 'Documentos' }).click();
  await modal.getByRole('button', { name: `Ver detalhes de ${name}` }).click();
  const term = modal.getByTestId('term-view');
  await expect(term).toBeVisible();
  const description = (await term.textContent())!;
  await term.click();
  const viewer = page.getByRole('dialog', { name: `Termo aceito: ${description}` });
  const frame = viewer.getByTestId('terms-frame');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('src', /^\/ViewTermoJuridico\/\d+\?e=\d+&v=u\d+\.[0-9a-f-]+&s=/);
  const content = page.frameLocator('[data-testid="terms-frame"]');
  await expect(content.getByRole('heading', { level: 1 })).toHaveText(description);
  await expect(content.locator('dl')).toContainText(name);
  // axe cannot run inside a frame that runs no script (sandbox=""): the modal around it is checked.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ iframes: false })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Escape closes the viewer only: the booking modal stays.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(modal).toBeVisible();
});
