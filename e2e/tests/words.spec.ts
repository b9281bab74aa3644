import type { Browser, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { type Lng, wrongLanguage } from '../support/words';
import { createBooking, daysFromNow, ddmmyyyy, staffApi } from './checkin-support';

// Issue 13, "Words in the right language": each screen in English and Spanish shows no Portuguese, and the
// Portuguese screens none of the spec's English quotes; dates are typed DD/MM/YYYY in English and Spanish.

const LOCALE_COOKIE = 'gm_locale';
const SPEC_ENGLISH = ['Page not found.', 'Unauthorized access.', 'Please enter a valid email address.', 'Select an item'];

async function inLanguage(browser: Browser, baseURL: string, lng: Lng): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: lng === 'pt' ? 'pt-BR' : lng });
  await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL }]);
  return context.newPage();
}

/** What the user reads on the screen: its text, and the placeholders, labels and titles of its controls. */
async function screenWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Data marked translate="no" (people's names) is not the interface's words: left out while reading. Nor is the
    // charts' measuring span (recharts keeps the last tick it measured, "Balcão" say, aria-hidden at top -20000 px).
    const data = [...document.querySelectorAll<HTMLElement>('[translate="no"], #recharts_measurement_span')];
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title]')]
      .filter((el) => !el.closest('[translate="no"]'))
      .flatMap((el) => ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''));
    const shown = data.map((el) => el.style.display);
    for (const el of data) el.style.display = 'none';
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text only (no hidden options or scripts), one line per block
    const text = document.body.innerText;
    data.forEach((el, i) => {
      el.style.display = shown[i]!;
    });
    return [document.title, text, ...attributes].join('\n');
  });
}

/** Fails with the lines that carry another language's markers (or, in pt, the spec's English quotes). */
async function expectOwnLanguage(page: Page, lng: Lng, screen: string): Promise<void> {
  // Nothing still loading (the app keeps a live connection, so no network idle).
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
  // The language menu names each language in itself (Português, Español): not the screen's words.
  const words = (await screenWords(page))
    .replace(/Português|Español|English/g, '')
    // Channel names are names.
    .replace(/Booking\.com/g, '');
  const wrong = words
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const markers = wrongLanguage(lng, line);
      return markers.length ? [`${line} [${markers.join(', ')}]`] : [];
    });
  expect.soft(wrong, `${lng} ${screen}`).toEqual([]);
  if (lng === 'pt') for (const quote of SPEC_ENGLISH) expect(words, `pt ${screen}`).not.toContain(quote);
  if (lng !== 'pt') {
    expect(words, `${lng} ${screen}`).not.toContain('Link de Hotel Inválido');
    expect(words, `${lng} ${screen}`).not.toContain('DD/MM/AAAA');
  }
}

const SIGN_IN = { pt: 'Entrar', en: 'Sign in', es: 'Iniciar sesión' };
const SIGN_IN_BUTTON = { pt: 'Entrar', en: 'Sign in', es: 'Entrar' };
const EMAIL = { pt: 'E-mail', en: 'E-mail', es: 'Correo electrónico' };
const PASSWORD = { pt: 'Senha', en: 'Password', es: 'Contraseña' };

async function signInAs(page: Page, lng: Lng, email: string): Promise<void> {
  await page.goto('/login/sign-in');
  await page.getByRole('textbox', { name: EMAIL[lng] }).fill(email);
  await page.getByRole('textbox', { name: PASSWORD[lng] }).fill('demo1234');
  await page.getByRole('button', { name: SIGN_IN_BUTTON[lng], exact: true }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
}

test.describe('words in the right language', () => {
  for (const lng of ['en', 'es', 'pt'] as const) {
    test(`the guest's screens speak ${lng}`, async ({ browser, baseURL }) => {
      const page = await inLanguage(browser, baseURL!, lng);
      await page.goto('/login/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN[lng]);
      await expectOwnLanguage(page, lng, 'sign-in');

      await page.goto('/checkin?h=hotel-demo');
      await expect(page.getByTestId('wizard-next')).toBeVisible();
      await expectOwnLanguage(page, lng, 'check-in link');

      await page.goto('/payment?h=hotel-demo');
      await expect(page.getByTestId('payment-hotel')).toHaveText('Hotel Demo');
      await expectOwnLanguage(page, lng, 'payment with a hotel link');

      await page.goto('/payment');
      await expect(page.getByTestId('payment-missing-link')).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expectOwnLanguage(page, lng, 'payment without a hotel link');

      await page.goto('/error/notfound');
      await expect(page.getByTestId('error-message')).toBeVisible();
      await expectOwnLanguage(page, lng, 'not found');
      await page.context().close();
    });

    test(`the back office speaks ${lng}`, async ({ browser, baseURL }) => {
      // Eleven screens in one walk: 18-24 s on a quiet machine, past 60 s on a loaded two-core one (stop 28's CI).
      test.setTimeout(120_000);
      const page = await inLanguage(browser, baseURL!, lng);
      await signInAs(page, lng, 'admin@demo.test');
      await expectOwnLanguage(page, lng, 'home');

      await page.goto('/operation/bookings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOwnLanguage(page, lng, 'bookings list');

      await page.goto('/config/basicsettings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOwnLanguage(page, lng, 'basic settings');

      // The dashboards: the page's words and the cards' titles, columns and help from the server, in the language.
      for (const screen of [
        '/dashboard/check-in/summary',
        '/dashboard/nps/summary',
        // tagsync and tagpanel families (decision 0075).
        '/dashboard/tagsync/summary',
        '/dashboard/tagpanel/summary',
        '/dashboard/tripadvisor2/all/summary',
        '/dashboard/booking2/all/replies',
        // Totem and door-lock families (decision 0073).
        '/dashboard/totem/summary',
        '/dashboard/door-lock/operations-room-dl',
      ]) {
        await page.goto(screen);
        await expect(page.locator('[data-testid="dashboard-card"]').first()).toBeVisible();
        await expect(page.locator('[data-testid="kpi"]').first()).toBeVisible();
        await expectOwnLanguage(page, lng, screen);
      }

      await page.goto('/error/unauthorized');
      await expect(page.getByTestId('error-message')).toBeVisible();
      await expectOwnLanguage(page, lng, 'unauthorized');
      await page.context().close();
    });
  }

  test('the spec quotes are the English wording; pt and es show their own', async ({ browser, baseURL }) => {
    const texts = { en: 'Page not found.', es: 'Página no encontrada.', pt: 'Página não encontrada.' };
    for (const lng of ['en', 'es', 'pt'] as const) {
      const page = await inLanguage(browser, baseURL!, lng);
      await page.goto('/no/such/page');
      await expect(page.getByTestId('error-message')).toHaveText(texts[lng]);
      await page.context().close();
    }
  });

  test('booking origins and date placeholders follow the language', async ({ browser, baseURL }) => {
    const api = await staffApi(baseURL!, 'admin@demo.test');
    const booking = await createBooking(api, ['Paul Walker'], 'WORDS');
    for (const [lng, origin, newBooking] of [
      ['en', 'Walk-in', 'New booking'],
      ['es', 'Mostrador', 'Nueva reserva'],
    ] as const) {
      const page = await inLanguage(browser, baseURL!, lng);
      await signInAs(page, lng, 'admin@demo.test');
      await page.goto('/operation/bookings');
      await page.getByRole('searchbox', { name: lng === 'en' ? 'Search' : 'Buscar' }).fill(booking.VOUCHER);
      await expect(page.getByText(booking.VOUCHER).first()).toBeVisible();
      await expect(page.getByRole('main').getByText(origin, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Balcão', { exact: true }).filter({ visible: true })).toHaveCount(0);
      await expectOwnLanguage(page, lng, 'bookings list with a booking');

      await page.getByRole('button', { name: newBooking }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByPlaceholder('DD/MM/YYYY').first()).toBeVisible();
      await expect(dialog.getByPlaceholder('DD/MM/AAAA')).toHaveCount(0);
      await expectOwnLanguage(page, lng, 'new booking');
      await page.context().close();
    }
    await api.ctx.dispose();
  });

  test('a hospital payment link uses the hospital wording', async ({ browser, baseURL }) => {
    const page = await inLanguage(browser, baseURL!, 'en');
    await page.goto('/payment?h=hospital-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appointment payment');
    await expect(page.getByRole('textbox', { name: 'Appointment code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: "Patient's first and last name" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find appointment' })).toBeVisible();
    await page.goto('/payment?h=no-such-hotel');
    await expect(page.getByTestId('payment-invalid-link')).toContainText('Invalid payment link');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.context().close();
  });

  test('an ended stay gets the expired message, not "no valid date"', async ({ browser, baseURL }) => {
    const api = await staffApi(baseURL!, 'admin@demo.test');
    const booking = await createBooking(api, ['Paul Walker'], 'GONE', {
      from: ddmmyyyy(daysFromNow(-4)),
      to: ddmmyyyy(daysFromNow(-2)),
    });
    const page = await inLanguage(browser, baseURL!, 'en');
    await page.goto('/checkin?h=hotel-demo');
    await page.getByLabel('Booking code').fill(booking.VOUCHER);
    await page.getByLabel(/First and last name/).fill('Paul Walker');
    await page.getByTestId('wizard-next').click();
    await expect(toast(page, /no longer available: the deadline has passed/)).toBeVisible();
    await expect(page.getByText(/no valid date/)).toHaveCount(0);
    await page.context().close();
    await api.ctx.dispose();
  });
});
