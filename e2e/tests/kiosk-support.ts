import type { Browser, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { daysFromNow, ddmmyyyy, expectAccessible, hotelToday, randomCpf, type StaffApi, staffApi } from './checkin-support';

/**
 * The lobby kiosk in the browser (docs/decisions/0064-kiosk.md): a 1080x1920 touch-only context, the on-screen
 * keyboard's keys, and the kiosk URL an administrator creates. Shared by the kiosk specs.
 */

/** A kiosk URL of Hotel Demo, created by its administrator (CriarTotemService). */
export async function kioskUrl(baseURL: string): Promise<string> {
  const admin = await staffApi(baseURL, 'admin@demo.test');
  const reply = await admin.call<{ url: string }>('/jwt/brokerJson/trial/CriarTotemService', { nome: 'Totem E2E', terminal: 'PINPAD-E2E' });
  await admin.ctx.dispose();
  return reply.url;
}

export const KIOSK = { width: 1080, height: 1920 };

export async function kiosk(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: KIOSK,
    hasTouch: true,
    isMobile: false,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return { context, page: await context.newPage() };
}

export const key = (page: Page, k: string) => page.locator(`.hg-button[data-skbtn="${k}"]`).first().tap();

const DEAD: Record<string, [string, string]> = {
  á: ['´', 'a'],
  é: ['´', 'e'],
  í: ['´', 'i'],
  ó: ['´', 'o'],
  ú: ['´', 'u'],
  ã: ['~', 'a'],
  õ: ['~', 'o'],
  â: ['^', 'a'],
  ê: ['^', 'e'],
  ô: ['^', 'o'],
  à: ['`', 'a'],
  ü: ['¨', 'u'],
};

/** Types on the on-screen keyboard: dead keys for accents, shift for a capital, the space bar. */
export async function typeKeys(page: Page, text: string): Promise<number> {
  let taps = 0;
  for (const ch of text) {
    const dead = DEAD[ch];
    if (dead) {
      await key(page, dead[0]);
      await key(page, dead[1]);
      taps += 2;
    } else if (ch === ' ') {
      await key(page, '{space}');
      taps++;
    } else if (/[A-ZÇ]/.test(ch)) {
      await key(page, '{shift}');
      await key(page, ch);
      taps += 2;
    } else {
      await key(page, ch);
      taps++;
    }
  }
  return taps;
}

/** The keyboard's "Próximo" key until it closes (it moves through the step's remaining fields, then closes). */
export async function closeKeyboard(page: Page): Promise<void> {
  for (let i = 0; i < 8 && (await page.locator('[data-kiosk-keyboard]').count()) > 0; i++) await key(page, '{done}');
  await expect(page.locator('[data-kiosk-keyboard]')).toHaveCount(0);
}

export async function digits(page: Page, value: string): Promise<void> {
  for (const d of value.replace(/\D/g, '')) await key(page, d);
}

const CHECKIN = '/jwt/brokerJson/checkin';

export interface Stay {
  CODRES: number;
  VOUCHER: string;
  name: string;
}

/**
 * A booking arriving today with one guest, whose web check-in is done (documents shown at the desk). The PMS sandbox
 * refuses names with ERRO and documents ending in 0 (adapters/pms/sandbox.ts): these guests' are accepted.
 */
export async function stayCheckedInOnline(staff: StaffApi, name: string): Promise<Stay> {
  const VOUCHER = `KEY${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;
  const booking = await staff.call<{ CODRES: number; reserva: { pessoasReserva: { CODPESRES: number }[] } }>(
    '/jwt/brokerJson/trial/InserirAlterarReservaService',
    {
      STATUS: 'R',
      VOUCHER,
      ORIGEM: 'Balcão',
      DTRESERVA: hotelToday(),
      DHSAIDAPREV: ddmmyyyy(daysFromNow(2)),
      pessoasReserva: [{ NOME: name }],
    },
  );
  const person = booking.reserva.pessoasReserva[0]!.CODPESRES;
  const search = await staff.ctx.post('/booking/token', { data: { h: 'hotel-demo', voucher: VOUCHER, nome: name } });
  expect(search.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await search.json()) as { token: string }).token}` };
  let cpf = randomCpf();
  while (cpf.endsWith('0')) cpf = randomCpf();
  const created = await staff.ctx.post('/jwt/broker/core/CriarUsuarioService', {
    headers,
    data: {
      criarUsu: {
        CODPESRES: person,
        nomeCompleto: name,
        cpf,
        email: `${VOUCHER.toLowerCase()}@example.test`,
        celular: '(11) 98765-4321',
        nacionalidade: 'BR',
        dataNasc: '12/08/1979',
        pais: 'BR',
        estado: 'SP',
        cidadeId: '3550308',
        cep: '01001-000',
        endereco: 'Praça da Sé',
        nroEndereco: '100',
        bairro: 'Sé',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const done = await staff.ctx.post(`${CHECKIN}/FinalizarWebCheckinService`, {
    headers,
    data: { CODPESRES: person, termos: { aceite: 'S' }, apresentarNaRecepcao: 'S' },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { CODRES: booking.CODRES, VOUCHER, name };
}

/**
 * At the kiosk (`url`, from kioskUrl): the booking by voucher and name on the on-screen keyboard, its web check-in
 * found done, and on (to the payment when the hotel takes it, else to the check-in).
 */
export async function pastTheSearch(page: Page, url: URL, stay: Stay): Promise<void> {
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByTestId('kiosk-begin').tap();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'search');
  await page.getByLabel(/Código da reserva/).tap();
  await typeKeys(page, stay.VOUCHER);
  await page.getByLabel(/Nome e sobrenome/).tap();
  await typeKeys(page, stay.name);
  await closeKeyboard(page);
  await page.getByTestId('wizard-next').tap();
  // The web check-in is done: the kiosk offers to go on (spec section 4: finishing the web check-in goes to payment
  // when the hotel takes it, else to check-in).
  await expect(page.getByTestId('all-done')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'kiosk: web check-in already done');
  await page.getByTestId('kiosk-continue').tap();
}

/**
 * At the kiosk (`url`, from kioskUrl): the booking by voucher and name on the on-screen keyboard, then on past the
 * payment to the check-in step.
 */
export async function toTheCheckin(page: Page, url: URL, stay: Stay): Promise<void> {
  await pastTheSearch(page, url, stay);
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', /^(payment|checkin|finished)$/, { timeout: 20_000 });
  if ((await page.getByTestId('wizard').getAttribute('data-step')) === 'payment') {
    await expect(page.getByTestId('kiosk-payment')).toHaveAttribute('data-state', /^(no_value|paid|courtesy|invoiced)$/);
    // No back from here: this guest's data screens were filled on the phone.
    await expect(page.getByRole('button', { name: /Voltar/ })).toHaveCount(0);
    await page.getByTestId('wizard-next').tap();
  }
}
