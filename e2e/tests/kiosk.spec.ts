import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createInvoice } from './billing-support';
import {
  createBooking,
  daysFromNow,
  ddmmyyyy,
  expectAccessible,
  type Fixtures,
  hotelToday,
  imageFixtures,
  randomCpf,
  staffApi,
  upload,
} from './checkin-support';
import { closeKeyboard, digits, key, kiosk, kioskUrl, typeKeys } from './kiosk-support';

/**
 * The lobby kiosk (issue 16, docs/decisions/0064-kiosk.md) at 1080x1920 with touch only: a walk-up guest finds
 * the booking by voucher and name typed on the on-screen keyboard, fills the data with it, photographs the
 * documents, signs with a finger, pays on the PIN-pad sandbox and is checked in; the idle countdown wipes a
 * session. Every tap is a touch tap; nothing is typed on a physical keyboard.
 */

let images: Fixtures;
test.beforeAll(async () => {
  images = await imageFixtures();
});

/** A finger drawing the signature (touch events through the DevTools protocol: no mouse). */
async function signWithFinger(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => ({ x: box.x + 30 + i * 30, y: box.y + box.height * (0.5 + (i % 2 ? -0.25 : 0.2)) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 14; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const step = (page: Page) => page.getByTestId('wizard');

test.describe('the lobby kiosk', () => {
  test('a walk-up guest checks in with the on-screen keyboard, documents, signature and the PIN pad', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const url = await kioskUrl(baseURL!);
    expect(url).toMatch(/\/checkin-totem\?d=[\w-]{43}$/);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const name = 'João Conceição';
    const booking = await createBooking(staff, [name], 'KSK', { from: hotelToday(), to: ddmmyyyy(daysFromNow(2)) });
    await createInvoice(staff.ctx, booking.CODRES, 'Diárias', 250);
    // The desk assigns the room with the booking's first key (the PMS does not send rooms); the kiosk records another.
    await staff.call('/jwt/brokerJson/checkin/RequisitarEncodeService', { CODRES: booking.CODRES, numUH: '1204' });
    await staff.ctx.dispose();

    const { context, page } = await kiosk(browser, baseURL!);
    await page.goto(new URL(url).pathname + new URL(url).search);
    await expect(page.getByTestId('kiosk-start')).toBeVisible();
    await expectAccessible(page, 'kiosk start');
    let taps = 0;
    await page.getByTestId('kiosk-begin').tap();
    taps++;

    // The booking search: voucher and name on the Brazilian layout (accents composed with dead keys).
    await expect(step(page)).toHaveAttribute('data-step', 'search');
    await page.getByLabel(/Código da reserva/).tap();
    taps++;
    await expect(page.locator('[data-kiosk-keyboard="text"]')).toBeVisible();
    await typeKeys(page, booking.VOUCHER);
    await expect(page.getByLabel(/Código da reserva/)).toHaveValue(booking.VOUCHER);
    await page.getByLabel(/Nome e sobrenome/).tap();
    taps++;
    await typeKeys(page, name);
    await expect(page.getByLabel(/Nome e sobrenome/)).toHaveValue(name);
    await expectAccessible(page, 'kiosk search with the keyboard');
    await closeKeyboard(page);
    await page.getByTestId('wizard-next').tap();
    taps++;

    // Registration: the CPF, the birth date and the phone on the numeric pad, the e-mail on its layout.
    await expect(step(page)).toHaveAttribute('data-step', 'registration', { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'CPF' }).tap();
    taps++;
    await expect(page.locator('[data-kiosk-keyboard="cpf"]')).toBeVisible();
    await key(page, 'a').catch(() => undefined); // no letters on the numeric pad
    await expect(page.locator('.hg-button[data-skbtn="a"]')).toHaveCount(0);
    // The PMS sandbox refuses a document ending in 0 (adapters/pms/sandbox.ts): this guest's is accepted.
    let cpf = randomCpf();
    while (cpf.endsWith('0')) cpf = randomCpf();
    await digits(page, cpf);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await page.getByRole('radio', { name: 'Masculino' }).tap();
    taps++;
    const birth = page.getByLabel('Data de nascimento');
    await birth.tap();
    taps++;
    await expect(page.locator('[data-kiosk-keyboard="date"]')).toBeVisible();
    await digits(page, '0101');
    await key(page, '3');
    await expect(page.getByTestId('kiosk-keyboard-refused')).toBeVisible();
    await digits(page, '1985');
    await expect(birth).toHaveValue('01/01/1985');
    await page.getByLabel(/^Celular/).tap();
    taps++;
    await expect(page.locator('[data-kiosk-keyboard="phone"]')).toBeVisible();
    await digits(page, '11987654321');
    await page.getByLabel('E-mail').tap();
    taps++;
    await expect(page.locator('[data-kiosk-keyboard="email"]')).toBeVisible();
    await typeKeys(page, `joao${Date.now().toString().slice(-6)}`);
    await key(page, '@gmail.com');
    await expect(page.getByLabel('E-mail')).toHaveValue(/^joao\d{6}@gmail\.com$/);
    await expectAccessible(page, 'kiosk registration');
    await closeKeyboard(page);
    await page.getByTestId('wizard-next').tap();
    taps++;

    // The address: the CEP on the pad fills the street; the number on the keyboard.
    await expect(step(page)).toHaveAttribute('data-step', 'address', { timeout: 20_000 });
    await page.getByLabel('CEP').tap();
    taps++;
    await digits(page, '01001000');
    await expect(page.getByLabel('Endereço')).toHaveValue('Praça da Sé');
    await page.getByLabel('Número').tap();
    taps++;
    await typeKeys(page, '100');
    await closeKeyboard(page);
    await page.getByTestId('wizard-next').tap();
    taps++;

    // Documents (the kiosk's camera or a file, as the phone does), the face, and a finger's signature.
    await expect(step(page)).toHaveAttribute('data-step', 'documents', { timeout: 20_000 });
    await upload(page, 'doc-front', images.docFront);
    await upload(page, 'doc-back', images.docBack);
    await upload(page, 'face', images.face);
    taps += 3;
    await signWithFinger(page);
    await expect(page.getByText('Assine no quadro ou marque que vai assinar na recepção.')).toHaveCount(0);
    // Continuing saves the signature; a tap the busy page missed is repeated while the step has not moved on.
    await expect(async () => {
      if ((await step(page).getAttribute('data-step')) === 'documents') await page.getByTestId('wizard-next').tap();
      await expect(step(page)).toHaveAttribute('data-step', 'summary', { timeout: 8000 });
    }).toPass({ timeout: 45_000 });
    taps++;

    await expectAccessible(page, 'kiosk summary');
    await page.getByTestId('confirm-checkin').tap();
    taps++;

    // Payment on the PIN pad: the amount goes to the terminal, which answers after a few seconds.
    await expect(step(page)).toHaveAttribute('data-step', 'payment', { timeout: 20_000 });
    await expect(page.getByTestId('kiosk-amount')).toHaveText(/250,00/);
    // Back is hidden while the terminal waits; home too.
    await page.getByTestId('kiosk-pay').tap();
    taps++;
    await expect(page.getByTestId('kiosk-terminal-waiting')).toBeVisible();
    await expect(page.getByTestId('kiosk-home')).toHaveCount(0);
    await expect(page.getByTestId('kiosk-payment-approved')).toBeVisible({ timeout: 20_000 });

    // Check-in: released to the PMS and registered; then the door key (door-keys work) is asked for.
    // The last step fires 'wizard finished' on arrival (the wizard marks itself finished).
    await expect(step(page)).toHaveAttribute('data-step', /^(checkin|finished)$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Voltar/ })).toHaveCount(0);
    await expect(page.getByTestId('kiosk-checked-in')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('kiosk-key')).toBeVisible();
    // The key is encoded by the sandbox lock server (a few seconds): the booking's second card.
    await expect(page.getByTestId('kiosk-key')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expectAccessible(page, 'kiosk checked in');
    expect(taps, 'taps besides keyboard keys').toBeLessThanOrEqual(22);

    // The guest leaves: the next guest sees the start screen and nothing of this one.
    await expect(page.getByTestId('kiosk-finish')).toBeVisible({ timeout: 90_000 });
    await page.getByTestId('kiosk-finish').tap();
    await expect(page.getByTestId('kiosk-start')).toBeVisible();
    // The tab keeps only the hotel's context: no booking token, voucher or name of the previous guest.
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    for (const trace of ['wizardToken', booking.VOUCHER, 'Conceição']) expect(stored).not.toContain(trace);
    await expect(page.getByText(name)).toHaveCount(0);
    await context.close();

    // The kiosk reported the session (decision 0073): the totem dashboard lists it as checked in, found by voucher.
    const admin = await staffApi(baseURL!, 'admin@demo.test');
    const today = { DHINCLUSAOINI: hotelToday(), DHINCLUSAOFIN: hotelToday(), limit: 100 };
    const sessions = await admin.call<{ rows: Record<string, unknown>[] }>('/dashboardQueries/executeQuery/totem-session-list', today);
    expect(sessions.rows).toContainEqual(
      expect.objectContaining({
        totem: 'Totem E2E',
        busca: 'Voucher digitado',
        etapa: 'Check-in e chave',
        resultado: 'Check-in realizado',
      }),
    );
    await admin.ctx.dispose();
  });

  test('idle safety: a countdown after no touch, then the session is wiped back to the start screen', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const url = new URL(await kioskUrl(baseURL!));
    const { context, page } = await kiosk(browser, baseURL!);
    await page.goto(`${url.pathname}${url.search}&idle=2000`);
    await page.getByTestId('kiosk-begin').tap();
    await page.getByLabel(/Código da reserva/).tap();
    await typeKeys(page, 'ABC123');
    await expect(page.getByLabel(/Código da reserva/)).toHaveValue('ABC123');
    await expect(page.getByTestId('kiosk-idle')).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'kiosk idle countdown');
    // A touch on "continue" keeps the session.
    await page.getByRole('button', { name: 'Continuar' }).tap();
    await expect(page.getByTestId('kiosk-idle')).toHaveCount(0);
    await expect(page.getByLabel(/Código da reserva/)).toHaveValue('ABC123');
    // Left alone: the countdown runs out and the kiosk starts over, empty.
    await expect(page.getByTestId('kiosk-idle')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('kiosk-start')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('kiosk-begin').tap();
    await expect(page.getByLabel(/Código da reserva/)).toHaveValue('');
    await context.close();
  });

  test('a kiosk URL without a valid device token opens nothing', async ({ browser, baseURL }) => {
    const { context, page } = await kiosk(browser, baseURL!);
    await page.goto('/checkin-totem?d=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('invalid-link')).toBeVisible();
    await context.close();
  });
});
