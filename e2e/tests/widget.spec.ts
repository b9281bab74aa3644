import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations } from './bookings-support';

/**
 * The website widget (issue 16, docs/decisions/0053-website-widget.md) on a hotel's own website: a plain page served
 * from another port (another origin) with its own aggressive styles includes the loader; the page's styles and
 * globals are untouched; the button opens the menu by keyboard and by mouse, Escape closes it, and an entry opens
 * the check-in in a new tab. Staff get the snippet from the HTML code copy modal.
 */

const hostPage = (product: string, code: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Site do Hotel Demo</title>
<style>
  * { box-sizing: content-box; }
  body { font-family: Georgia, serif; color: rgb(10, 20, 30); background: rgb(250, 240, 230); margin: 0; }
  button { background: rgb(255, 0, 0); font-size: 40px; border-radius: 0; }
  iframe { border: 9px dashed rgb(0, 255, 0); }
  div { padding: 13px; }
</style></head>
<body>
  <main><h1>Bem-vindo ao Hotel Demo</h1><a href="#quartos">Quartos</a> <button id="host-button">Reservar</button></main>
  <script>window.__hostGlobals = Object.keys(window);</script>
  <script src="${product}/widget.js" data-hotel="${code}" async></script>
</body></html>`;

let server: Server;
let site = '';

test.beforeAll(async ({ baseURL }) => {
  server = createServer((req, res) => {
    const code = new URL(req.url ?? '/', 'http://site').searchParams.get('h') ?? 'hotel-demo';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(baseURL!, code));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const bodyLook = () => {
  const b = getComputedStyle(document.body);
  const btn = getComputedStyle(document.getElementById('host-button')!);
  return { font: b.fontFamily, color: b.color, bg: b.backgroundColor, button: btn.backgroundColor, buttonFont: btn.fontSize };
};

test('a hotel website loads the widget: its page untouched, the menu by keyboard and mouse, an entry followed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site}/?h=hotel-demo`);
  expect(new URL(site).origin).not.toBe(new URL(baseURL!).origin);
  const before = await page.evaluate(bodyLook);
  const widgetButton = page.getByRole('button', { name: 'Abrir o menu de Hotel Demo' });
  await expect(widgetButton).toBeVisible();

  // The host page: same styles, no new style sheet, one new global (GMWidget), one element added to <body>.
  expect(await page.evaluate(bodyLook)).toEqual(before);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  const added = await page.evaluate(() =>
    Object.keys(window).filter(
      (k) => k !== '__hostGlobals' && !(window as unknown as { __hostGlobals: string[] }).__hostGlobals.includes(k),
    ),
  );
  expect(added).toEqual(['GMWidget']);
  expect(await page.evaluate(() => document.querySelectorAll('body > [data-gm-widget]').length)).toBe(1);
  // The button keeps its own look (the host's `button` rule does not reach it): the hotel's colour, 56 px.
  await expect(widgetButton).toHaveCSS('background-color', /rgb\(/);
  expect(await widgetButton.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(255, 0, 0)');
  const box = (await widgetButton.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);

  // Keyboard: Tab reaches the button after the page's own controls; Enter opens, Escape closes and gives focus back.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 6 && !(await widgetButton.evaluate((b) => b.matches(':focus'))); i++) await page.keyboard.press('Tab');
  await expect(widgetButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widgetButton).toHaveAttribute('aria-expanded', 'true');
  const dialog = page.getByRole('dialog', { name: 'Menu de Hotel Demo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar o menu' })).toBeFocused();
  const menu = page.frameLocator('iframe[title="Menu de Hotel Demo"]');
  await expect(menu.getByRole('heading', { name: 'Hotel Demo' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fazer check-in online' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pagar a reserva' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Falar com o hotel por e-mail' })).toHaveAttribute('href', 'mailto:contato@hoteldemo.test');
  // The host's iframe rule does not reach the widget's frame.
  await expect(page.locator('iframe[title="Menu de Hotel Demo"]')).toHaveCSS('border-top-width', '0px');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(widgetButton).toBeFocused();
  await expect(widgetButton).toHaveAttribute('aria-expanded', 'false');

  // Escape inside the menu's own document closes it too.
  await widgetButton.click();
  await menu.getByRole('link', { name: 'Fazer check-in online' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Mouse: open, follow the check-in entry: it opens in a new tab on the product, with the hotel's link.
  await widgetButton.click();
  await expect(dialog).toBeVisible();
  const [checkin] = await Promise.all([page.waitForEvent('popup'), menu.getByRole('link', { name: 'Fazer check-in online' }).click()]);
  await expect(checkin).toHaveURL(`${baseURL}/checkin?h=hotel-demo&locale=pt`);
  await expect(checkin.getByTestId('hotel-name')).toHaveText('Hotel Demo');
  await checkin.close();
  expect(await page.evaluate(bodyLook)).toEqual(before);
});

test('the menu: hotel and hospital wording, languages, a bad code, and axe', async ({ page, request }) => {
  // The loader is cached an hour, compressed, and loadable from any site; nothing else of the product is.
  const loader = await request.get('/widget.js', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(loader.headers()).toMatchObject({
    'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    'cross-origin-resource-policy': 'cross-origin',
    'access-control-allow-origin': '*',
    'content-encoding': 'br',
  });
  expect((await request.get('/checkin?h=hotel-demo')).headers()['cross-origin-resource-policy']).toBe('same-origin');
  await page.goto('/menu-widget-screen?h=hotel-demo');
  await expect(page.getByRole('link', { name: 'Fazer check-in online' })).toHaveAttribute('target', '_blank');
  const entry = await page.getByRole('link', { name: 'Pagar a reserva' }).boundingBox();
  expect(entry!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/menu-widget?h=hospital-demo');
  await expect(page.getByRole('heading', { name: 'Hospital Demo' })).toBeVisible();
  await expect(page.getByText('Adiante seu check-in, pague seu atendimento ou fale com a instituição.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falar com a instituição por e-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer check-in online' })).not.toHaveAttribute('target', '_blank');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/menu-widget?h=hotel-demo&locale=en');
  await expect(page.getByRole('link', { name: 'Check in online' })).toHaveAttribute('href', '/checkin?h=hotel-demo&locale=en');
  await page.goto('/menu-widget?h=hotel-demo&locale=es');
  await expect(page.getByRole('link', { name: 'Hacer el check-in en línea' })).toBeVisible();

  await page.goto('/menu-widget-screen?h=no-such-hotel');
  await expect(page.getByRole('heading', { name: 'Este link de hotel não é válido' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('staff copy the embed code from the HTML code copy modal', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/basicsettings');
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Código HTML do widget' }).click();
  const modal = page.getByRole('dialog', { name: 'Código HTML do widget' });
  const shown = modal.getByTestId('widget-snippet');
  await expect(shown).toHaveText(new RegExp(`^<script src="${baseURL}/widget\\.js" data-hotel="[a-z-]+" async></script>$`));
  const snippet = (await shown.textContent())!;
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Copiar código' }).click();
  await expect(toast(page, 'Copiado para área de transfêrencia')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
});
