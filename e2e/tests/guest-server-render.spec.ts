import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { expectAccessible, PHONE_VIEWPORT } from './checkin-support';

// The guest pages a hotel link opens come rendered by the server and the browser takes them over (hydrates):
// docs/decisions/0017-guest-server-render.md; /payment too, with or without its hotel link (0042).

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
  // The server's paragraph and heading, as the document parsed them (scripts run after this).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __serverNode: Element | null; __serverHeading: Element | null };
      w.__serverNode = document.querySelector('#main p:not([data-testid])');
      w.__serverHeading = document.querySelector('#main h1');
    });
  });
  return { context, page, problems };
}

const serverNodeKept = (page: Page, which: '__serverNode' | '__serverHeading' = '__serverNode') =>
  page.evaluate((w) => (window as unknown as Record<string, Element | null>)[w]?.isConnected === true, which);

// /payment's words in each language (the billing translations).
const PAYMENT = {
  pt: {
    title: 'Pagamento da reserva',
    hint: 'Informe o código da reserva (voucher) e o nome de um hóspede para encontrar sua reserva.',
    voucher: 'Código da reserva (voucher)',
    name: 'Nome e sobrenome do hóspede',
    search: 'Buscar reserva',
    missing: 'Link de pagamento incompleto',
  },
  en: {
    title: 'Booking payment',
    hint: 'Enter the booking code (voucher) and the name of a guest to find your booking.',
    voucher: 'Booking code (voucher)',
    name: "Guest's first and last name",
    search: 'Find booking',
    missing: 'Incomplete payment link',
  },
  es: {
    title: 'Pago de la reserva',
    hint: 'Ingrese el código de la reserva (voucher) y el nombre de un huésped para encontrar su reserva.',
    voucher: 'Código de la reserva (voucher)',
    name: 'Nombre y apellido del huésped',
    search: 'Buscar reserva',
    missing: 'Enlace de pago incompleto',
  },
} as const;
const LOCALES = ['pt', 'en', 'es'] as const;

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

  test("/payment's first HTML holds its screen, in each language, before any script", async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL!);
    for (const locale of LOCALES) {
      const words = PAYMENT[locale];
      // The document alone, as the server sends it: the screen's words are in it.
      const linked = await (await page.request.get(`/payment?h=hotel-demo&locale=${locale}`)).text();
      for (const text of [words.title, words.hint, 'Hotel Demo']) expect(linked, `${locale}: ${text}`).toContain(text);
      const missing = await (await page.request.get(`/payment?locale=${locale}`)).text();
      expect(missing, locale).toContain(words.missing);
      expect(missing, locale).not.toContain(words.search);
    }
    // A link with the booking's token is the guest's own payment: rendered in the browser.
    expect(await (await page.request.get('/payment?token=not-a-token')).text()).toContain('<div id="root"></div>');

    // No script at all: what a phone shows while they are still on the way.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const locale of LOCALES) {
      const words = PAYMENT[locale];
      await page.goto(`/payment?h=hotel-demo&locale=${locale}`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByTestId('payment-hotel')).toHaveText('Hotel Demo');
      await expect(page.getByText(words.hint)).toBeVisible();
      await expect(page).toHaveTitle(`${words.title} · Guest Platform`);
      // Its controls wait for the scripts: nothing typed before them is lost.
      await expect(page.getByRole('textbox', { name: words.voucher })).toBeDisabled();
      await page.goto(`/payment?locale=${locale}`);
      // Without the hotel's code the page says what is missing, with no search to type into.
      await expect(page.getByTestId('payment-missing-link')).toContainText(words.missing);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    // The hospital's wording, from the link's context.
    await page.goto('/payment?h=hospital-demo');
    await expect(page.getByText('Informe o código do atendimento e o nome do paciente para encontrar seu atendimento.')).toBeVisible();
    await context.close();
  });

  test('the browser takes /payment over without redrawing it, in each language, and its search works', async ({ browser, baseURL }) => {
    const { context, page, problems } = await phone(browser, baseURL!);
    for (const locale of LOCALES) {
      const words = PAYMENT[locale];
      await page.goto(`/payment?h=hotel-demo&locale=${locale}`);
      const voucher = page.getByRole('textbox', { name: words.voucher });
      await expect(voucher).toBeEnabled();
      // Hydrated: the server's elements are the ones on screen (a fresh render would have replaced them).
      expect(await serverNodeKept(page), locale).toBe(true);
      expect(await serverNodeKept(page, '__serverHeading'), locale).toBe(true);
      await voucher.fill(`NOPE-SSR-${locale}`);
      await page.getByRole('textbox', { name: words.name }).fill('Ana Souza');
      await page.getByRole('button', { name: words.search }).click();
      await expect(page.getByRole('alert')).toBeVisible();

      await page.goto(`/payment?locale=${locale}`);
      await expect(page.getByRole('button', { name: 'EN – English' })).toBeEnabled();
      expect(await serverNodeKept(page, '__serverHeading'), locale).toBe(true);
      await expect(page.getByTestId('payment-missing-link')).toContainText(words.missing);
    }
    // An empty code is no code: the same page, taken over as well.
    await page.goto('/payment?h=');
    await expect(page.getByRole('button', { name: 'EN – English' })).toBeEnabled();
    expect(await serverNodeKept(page, '__serverHeading')).toBe(true);
    await page.goto('/payment?h=hotel-demo&locale=en');
    await expect(page.getByRole('textbox', { name: PAYMENT.en.voucher })).toBeEnabled();
    await expectAccessible(page, 'server-rendered payment search');
    // The page came with the rules it uses; the whole stylesheet, deferred, is switched on once the scripts run.
    await expect(page.locator('link[data-gm-deferred]')).toHaveAttribute('media', 'all');
    // A language switch after hydration works as on any page.
    await page.getByRole('button', { name: 'ES – Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAYMENT.es.title })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
