import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, todayIn } from '../../packages/domain/src/bookings';
import { expect, test } from '../support/fixtures';
import { createInvoice, createBooking as createPayBooking, sandboxCard, staffToken } from './billing-support';
import {
  checkInGuest,
  createBooking,
  expectAccessible,
  type Fixtures,
  imageFixtures,
  phone,
  randomCpf,
  search,
  staffApi,
  switchHotel,
  wizard,
} from './checkin-support';

/**
 * Issue 13, the guest's check-in on a small phone (360 x 740): the hotel's own brand on its link (never the
 * previous hotel's), 44 px touch targets and 16 px field text on every guest screen, nothing wider than the
 * screen, axe without serious findings, one "you are checked in" screen with the stay and no toast, the payment
 * without asking again for what the wizard has, and the check-out page's bill.
 */

const SMALL_PHONE = { width: 360, height: 740 };

let images: Fixtures;
test.beforeAll(async () => {
  images = await imageFixtures();
});

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/**
 * Every visible control is at least 44 px tall (a checkbox or radio: its clickable row), fields have 16 px text,
 * no control or label is cut, and nothing reaches past the screen's right edge (no sideways scrolling).
 */
async function expectPhoneFit(page: Page, label: string): Promise<void> {
  // Toasts come and go on their own; the checks are about the page.
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
    const inToast = (el: Element) => !!el.closest('.mantine-Notifications-root');
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0;
    };
    const nameOf = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };
    const clipped = (el: HTMLElement) => {
      const cs = getComputedStyle(el);
      return cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
    };
    for (const el of document.querySelectorAll('button, a.mantine-Button-root, [role="button"], input, select, textarea')) {
      if (inToast(el) || !shown(el)) continue;
      const input = el as HTMLInputElement;
      if (el.tagName === 'INPUT' && (input.type === 'hidden' || input.type === 'file')) continue;
      const choice = el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
      const target = choice ? (el.closest('.mantine-Checkbox-body, .mantine-Radio-body, label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.height < 43.5) out.push(`${nameOf(el)} is ${r.height.toFixed(1)} px tall`);
      if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${nameOf(el)} goes past the screen (${r.left.toFixed(0)}..${r.right.toFixed(0)})`);
      if (!choice && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) {
        const size = Number.parseFloat(getComputedStyle(el).fontSize);
        if (size < 16) out.push(`${nameOf(el)} has ${size} px text (iOS zooms in)`);
      }
      if (el.tagName === 'BUTTON' || el.classList.contains('mantine-Button-root')) {
        for (const part of [el, ...el.querySelectorAll('.mantine-Button-label, .mantine-Button-inner')])
          if (clipped(part as HTMLElement)) out.push(`${nameOf(el)} has its text cut`);
      }
    }
    for (const el of document.querySelectorAll('label, .mantine-InputWrapper-label')) {
      if (shown(el) && !inToast(el) && clipped(el as HTMLElement)) out.push(`label ${nameOf(el)} is cut`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (inToast(el) || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > vw + 0.5) out.push(`${nameOf(el)} reaches ${r.right.toFixed(0)} px`);
    }
    return [...new Set(out)].slice(0, 15);
  });
  expect(problems, `phone fit on ${label}`).toEqual([]);
}

/** The header stays one row: the logo, the name (wrapping) and the three language buttons side by side, on screen. */
async function expectHeaderRow(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const boxes = await Promise.all(['PT', 'EN', 'ES'].map((l) => header.getByRole('button', { name: new RegExp(`^${l}`) }).boundingBox()));
  expect(new Set(boxes.map((b) => Math.round(b!.y))).size, 'language buttons on one row').toBe(1);
  expect(Math.round(boxes[2]!.x + boxes[2]!.width)).toBeLessThanOrEqual(SMALL_PHONE.width);
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(100);
}

async function everyCheck(page: Page, label: string): Promise<void> {
  await expectPhoneFit(page, label);
  await expectAccessible(page, label);
}

test.describe('guest screens on a 360 px phone', () => {
  test("a hotel link shows that hotel's own name and colours, never the previous hotel's", async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL!, SMALL_PHONE);
    const header = page.getByRole('banner');
    await page.goto('/checkin?h=pousada-parceira');
    await expect(header.getByTestId('hotel-name')).toHaveText('Pousada Parceira');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'parceira-verde');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pousadaColour = await cssVar(page, '--mantine-color-brand-6');
    await everyCheck(page, 'Pousada Parceira search');

    // The same tab, another hotel's link: its own name and colours (the bug: Pousada's theme and name stayed).
    await page.goto('/checkin?h=hotel-demo');
    await expect(header.getByTestId('hotel-name')).toHaveText('Hotel Demo');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
    await expect(header).not.toContainText('Pousada');
    // The platform's name is not part of the hotel's page.
    await expect(header).not.toContainText('Guest Platform');
    await expect.poll(() => cssVar(page, '--mantine-color-brand-6')).not.toBe(pousadaColour);
    await page.reload();
    await expect(header.getByTestId('hotel-name')).toHaveText('Hotel Demo');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
    await everyCheck(page, 'Hotel Demo search');

    // A theme parameter stays with the link it came with: a tall (75 px) partner mark fits the header...
    await page.goto('/checkin?h=hotel-demo&theme=sol-dourado');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'sol-dourado');
    await expectHeaderRow(page);
    await expectPhoneFit(page, 'tall partner mark');
    // ...another hotel's link does not inherit it, and the link that had it keeps it for the tab.
    await page.goto('/checkin?h=pousada-parceira');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'parceira-verde');
    await page.goto('/checkin?h=hotel-demo');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'sol-dourado');

    // The guest menu and the payment link's first screens.
    await page.goto('/menu-checkin?h=hotel-demo&theme=');
    await expect(header.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await everyCheck(page, '/menu-checkin');
    await page.goto('/payment?h=hotel-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento da reserva' })).toBeVisible();
    await everyCheck(page, '/payment');
    await context.close();
  });

  test('a long hotel name with a very wide or a 75 px tall logo keeps the header on the phone', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    // A hotel of this spec's own (the new-hotel service, as /create-ins/index does), so no other spec sees its logo.
    const admin = await staffApi(baseURL!, 'admin@demo.test');
    const { availableInsForUser } = await admin.call<{ availableInsForUser: { availableIns: { nome: string; codIns: number }[] } }>(
      '/broker/auth/AvailableInsPerSujeitoService',
      {},
    );
    const demo = availableInsForUser.availableIns.find((i) => i.nome === 'Hotel Demo')!.codIns;
    const name = `Pousada do Vale das Hortênsias e Araucárias ${Date.now().toString(36)}`;
    const made = await admin.call<{ codIns: number }>('/jwt/brokerJson/admin/CriarInstituicaoService', {
      name,
      network: '',
      country: 'BR',
      timeZone: 'America/Sao_Paulo',
      kind: 'hotel',
      language: 'pt',
      currency: 'BRL',
      copyFrom: demo,
      copy: { settings: true, terms: false, users: false },
    });
    await switchHotel(admin, made.codIns);
    const uploadLogo = async (width: number, height: number) => {
      const buffer = await sharp({ create: { width, height, channels: 3, background: '#1d5d50' } })
        .png()
        .toBuffer();
      const r = await admin.ctx.post('/jwt/broker/core/institutions/logo', {
        headers: { authorization: `Bearer ${admin.token}` },
        multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer } },
      });
      expect(r.status(), await r.text()).toBe(200);
      return ((await r.json()) as { settings: { links: { h: string } } }).settings.links.h;
    };
    const h = await uploadLogo(800, 40);

    const { context, page } = await phone(browser, baseURL!, SMALL_PHONE);
    const header = page.getByRole('banner');
    await page.goto(`/checkin?h=${h}`);
    await expect(header.getByTestId('logo').getByRole('img', { name })).toBeVisible();
    await expect(header.getByTestId('hotel-name')).toHaveText(name);
    await expectHeaderRow(page);
    await expectPhoneFit(page, 'very wide logo');
    // A 75 px logo (a partner theme's height) keeps its height and the header stays one row.
    await uploadLogo(150, 300);
    await page.goto(`/checkin?h=${h}&theme=sol-dourado`);
    const img = header.getByTestId('logo').getByRole('img', { name });
    await expect(img).toBeVisible();
    expect((await img.boundingBox())!.height).toBeCloseTo(75, 0);
    await expectHeaderRow(page);
    await everyCheck(page, 'tall logo');
    await admin.ctx.dispose();
    await context.close();
  });

  test('the whole check-in fits the phone; payment does not ask again for e-mail and CPF; one last screen', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const guest = {
      name: 'Beatriz Teste Lopes',
      brazilian: true,
      document: randomCpf(),
      birth: '07/08/1988',
      nationality: 'BR',
      email: `bia-${Date.now()}@e2e.test`,
      main: true,
    };
    const booking = await createBooking(staff, [guest.name], 'LOOK');
    await staff.ctx.dispose();
    // Something to pay at the payment step (Hotel Demo: TSYCFGHASPAYMENT = S).
    await createInvoice(request, booking.CODRES, 'Diárias', 150, 2);

    const { context, page } = await phone(browser, baseURL!, SMALL_PHONE);
    await page.goto('/checkin?h=hotel-demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await everyCheck(page, 'search');
    await search(page, booking.VOUCHER, 'Beatriz Lopes');
    await checkInGuest(page, guest, true, images, { select: false, check: expectPhoneFit });

    // Payment: the card only; the e-mail and CPF given in the wizard are not asked again (and are still sent:
    // the server refuses a guest payment without them).
    const payment = page.getByTestId('checkin-payment');
    await expect(wizard(page)).toHaveAttribute('data-step', 'payment');
    await expect(payment.getByRole('textbox', { name: 'Número do cartão' })).toBeVisible();
    await expect(payment.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    await expect(payment.getByRole('textbox', { name: 'CPF' })).toHaveCount(0);
    await everyCheck(page, 'payment');
    await payment.getByRole('textbox', { name: 'Número do cartão' }).fill(sandboxCard(0));
    await payment.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Beatriz Lopes');
    await payment.getByRole('textbox', { name: 'Validade (MM/AA)' }).fill('12/31');
    await payment.getByLabel('CVV').fill('123');
    const installments = payment.getByRole('combobox', { name: 'Parcelas' });
    if (await installments.count()) await installments.selectOption({ index: 1 });
    await payment.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'success', { timeout: 20_000 });

    // The last screen: said once, with the stay, and no toast over it.
    await expect(wizard(page)).toHaveAttribute('data-step', 'finished', { timeout: 20_000 });
    const summary = page.getByTestId('stay-summary');
    await expect(summary).toHaveCount(1);
    await expect(summary).toContainText('Hotel Demo');
    await expect(summary).toContainText(booking.VOUCHER);
    await expect(summary).toContainText('Entrada');
    await expect(summary).toContainText('Saída prevista');
    await expect(page.getByText('Pronto, seu check-in está feito!')).toHaveCount(1);
    await expect(page.getByText('Na chegada, dirija-se à recepção para retirar a sua chave.')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await everyCheck(page, 'last screen');
    await context.close();
  });

  test("the check-out page lists the stay's bill: lines, total, paid and balance", async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const booking = await createPayBooking(request, 'Otávio Contas');
    const token = await staffToken(request, 'recepcao@demo.test');
    const departure = addDays(todayIn('America/Sao_Paulo'), 2).split('-').reverse().join('/');
    const checkin = await request.post('/jwt/brokerJson/trial/RealizarAtividadeReservaService', {
      headers: { authorization: `Bearer ${token}` },
      data: { CODRES: booking.codRes, STATUS: 'I', DHSAIDAPREV: departure },
    });
    expect(((await checkin.json()) as { status: number }).status).toBe(1);
    await createInvoice(request, booking.codRes, 'Frigobar', 45, 2);
    await createInvoice(request, booking.codRes, 'Estacionamento', 30);

    const { context, page } = await phone(browser, baseURL!, SMALL_PHONE);
    await page.goto('/checkout?h=hotel-demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await everyCheck(page, '/checkout search');
    await page.getByLabel('Código da reserva (voucher)').fill(booking.voucher);
    await page.getByLabel('Nome e sobrenome de um dos hóspedes').fill('Otávio Contas');
    await page.getByRole('button', { name: 'Buscar reserva' }).click();
    const bill = page.getByTestId('checkout-bill');
    await expect(bill.getByRole('heading', { name: 'Sua conta' })).toBeVisible();
    await expect(bill.getByTestId('bill-item')).toHaveCount(2);
    await expect(bill.getByTestId('bill-item').first()).toContainText('2 × Diária');
    await expect(bill.getByTestId('bill-item').first()).toContainText('R$ 90,00');
    await expect(bill.getByTestId('bill-item').nth(1)).toContainText('R$ 30,00');
    await expect(bill.getByTestId('bill-item').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(bill.getByTestId('bill-total')).toHaveText('R$ 120,00');
    await expect(bill.getByTestId('bill-paid')).toHaveText('R$ 0,00');
    await expect(bill.getByTestId('bill-balance')).toHaveText('R$ 120,00');
    await expect(page.getByTestId('checkout-payment')).toBeVisible();
    await everyCheck(page, '/checkout stay');
    await context.close();
  });
});
