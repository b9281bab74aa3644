import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { expectAccessible, PHONE_VIEWPORT } from './checkin-support';

// The guest pages a hotel link opens come rendered by the server and the browser takes them over (hydrates):
// docs/decisions/0017-guest-server-render.md.

async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  // The server's paragraph, as the document parsed it (scripts run after this).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverNode: Element | null }).__serverNode = document.querySelector('#main p:not([data-testid])');
    });
  });
  return { context, page, problems };
}

const serverNodeKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { __serverNode: Element | null }).__serverNode?.isConnected === true);

test.describe('guest pages rendered on the server', () => {
  test('the first screen is there before any script, in the hotel and hospital wording and the link language', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL!);
    // No script at all: what a phone shows while they are still on the way.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/checkin?h=hotel-demo');
    await expect(page.getByTestId('hotel-name')).toHaveText('Hotel Demo');
    await expect(page.getByText('Para começar, localize a sua reserva.')).toBeVisible();
    await expect(page).toHaveTitle('Check-in online · Guest Platform');
    // Its controls wait for the scripts: nothing typed or tapped before them is lost.
    await expect(page.getByLabel(/Código da reserva/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'EN – English' })).toBeDisabled();

    await page.goto('/checkin?h=hospital-demo');
    await expect(page.getByText('Para começar, localize o seu atendimento.')).toBeVisible();
    await page.goto('/menu-checkin?h=hotel-demo&locale=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Hacer check-in online' })).toBeDisabled();

    // An invalid link is not rendered: the page says so once its scripts run.
    const invalid = await page.request.get('/checkin?h=no-such-link');
    expect(await invalid.text()).toContain('<div id="root"></div>');
    await context.close();
  });

  test('the browser takes the page over without redrawing it, and the search works', async ({ browser, baseURL }) => {
    const { context, page, problems } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo&locale=en');
    const voucher = page.getByLabel(/Booking code/);
    await expect(voucher).toBeEnabled();
    // Hydrated: the server's elements are the ones on screen (a fresh render would have replaced them).
    expect(await serverNodeKept(page)).toBe(true);
    await voucher.fill('NOPE-SSR-1');
    await page.getByLabel(/First and last name/).fill('Ana Souza');
    await page.getByRole('button', { name: /Find booking/ }).click();
    await expect(toast(page, 'Booking not found. Check the voucher and the name or contact the reception.')).toBeVisible();
    await expectAccessible(page, 'server-rendered search');

    // The menu page too; a language switch after hydration works as on any page.
    await page.goto('/menu-checkin?h=hotel-demo');
    await expect(page.getByRole('button', { name: 'Fazer check-in online' })).toBeEnabled();
    expect(await serverNodeKept(page)).toBe(true);
    await page.getByRole('button', { name: 'ES – Español' }).click();
    await expect(page.getByRole('button', { name: 'Hacer check-in online' })).toBeVisible();
    // The choice goes to the server too: the next page comes rendered in Spanish and is taken over as well.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Hacer check-in online' })).toBeEnabled();
    expect(await serverNodeKept(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
