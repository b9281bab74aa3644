import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, request } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_TIME_ZONE, todayIn } from '../../packages/domain/src/today';
import { toast } from '../support/fixtures';

/** Helpers of the guest check-in browser tests: staff API calls, valid CPFs, generated JPEG fixtures, axe. */

export const PHONE_VIEWPORT = { width: 390, height: 844 };

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** A valid CPF (check digits per BRAZIL.md), different on each call. */
export function randomCpf(): string {
  for (;;) {
    const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    if (d.every((x) => x === d[0])) continue;
    const digit = (len: number) => {
      let sum = 0;
      for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    d.push(digit(9));
    d.push(digit(10));
    return d.join('');
  }
}

export function ddmmyyyy(date: Date): string {
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/** The demo hotels' day `days` from today (their time zone's calendar, as the product counts arrivals and keys). */
export function daysFromNow(days: number): Date {
  const [y, m, d] = todayIn(DEFAULT_TIME_ZONE).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days);
}

export interface StaffApi {
  ctx: APIRequestContext;
  token: string;
  call: <T = Record<string, unknown>>(pathName: string, body: unknown) => Promise<T>;
}

/** Signs a staff user in through the real endpoints (POST /login, then the token exchange). */
export async function staffApi(baseURL: string, email: string, password = 'demo1234'): Promise<StaffApi> {
  const ctx = await request.newContext({ baseURL });
  const login = await ctx.post('/login', { form: { username: email, password } });
  expect((await login.text()).startsWith('1')).toBe(true);
  const tokenReply = await ctx.post('/user/token/authenticated');
  expect(tokenReply.ok()).toBe(true);
  const api: StaffApi = {
    ctx,
    token: ((await tokenReply.json()) as { token: string }).token,
    call: async <T>(pathName: string, body: unknown) => {
      const r = await ctx.post(pathName, { data: body, headers: { authorization: `Bearer ${api.token}` } });
      const json = (await r.json()) as T & { status?: number; message?: string };
      if (!r.ok() || json.status === 0) throw new Error(`${pathName} failed (${r.status()}): ${JSON.stringify(json)}`);
      return json;
    },
  };
  return api;
}

/** The staff user's current hotel (admin works in several). */
export async function switchHotel(api: StaffApi, codIns: number): Promise<void> {
  const reply = await api.call<{ token: string }>('/broker/auth/ChangeContextIns', { _attributes: { codIns } });
  api.token = reply.token;
}

/** Today in the demo hotels' time zone, DD/MM/YYYY. */
export function hotelToday(): string {
  return ddmmyyyy(daysFromNow(0));
}

/** A booking created by staff through the bookings service (InserirAlterarReservaService). */
export async function createBooking(
  api: StaffApi,
  guests: string[],
  voucherPrefix = 'E2E',
  dates: { from: string; to: string } = { from: ddmmyyyy(daysFromNow(1)), to: ddmmyyyy(daysFromNow(3)) },
): Promise<{ CODRES: number; VOUCHER: string }> {
  const VOUCHER = `${voucherPrefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const reply = await api.call<{ CODRES: number }>('/jwt/brokerJson/trial/InserirAlterarReservaService', {
    STATUS: 'R',
    VOUCHER,
    ORIGEM: 'Balcão',
    DTRESERVA: dates.from,
    DHSAIDAPREV: dates.to,
    pessoasReserva: guests.map((NOME) => ({ NOME })),
  });
  return { CODRES: reply.CODRES, VOUCHER };
}

/**
 * A document-like photo: a light card with dark lines of "text" and a darker block (the photo), plus sensor
 * noise, encoded by sharp as a real JPEG. Readable by the server's usability check (not blank, not tiny).
 */
async function photo(width: number, height: number, quality: number, tint: [number, number, number]): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = (width * 7919 + height) >>> 0;
  const lineH = Math.max(8, Math.round(height / 24));
  for (let y = 0; y < height; y++) {
    const textRow = Math.floor(y / lineH) % 2 === 1 && y > height * 0.15 && y < height * 0.9;
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) & 0x1f) - 16;
      const portrait = x < width * 0.3 && y > height * 0.2 && y < height * 0.75;
      const ink = textRow && x > width * 0.35 && x < width * 0.92 && (x >> 4) % 5 !== 0;
      const base = portrait ? 70 : ink ? 35 : 215;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) raw[i + c] = Math.max(0, Math.min(255, base + noise + (base > 150 ? tint[c]! - 128 : 0)));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export interface Fixtures {
  /** Over 1 MB: the browser re-encodes it at quality 0.5 before sending (spec section 5). */
  docFront: string;
  docBack: string;
  vaccine: string;
  pet: string;
  authorization: string;
  face: string;
}

/** Real JPEG files for the document slots, generated with sharp into e2e/fixtures. */
export async function imageFixtures(): Promise<Fixtures> {
  mkdirSync(fixturesDir, { recursive: true });
  const files: [keyof Fixtures, string, () => Promise<Buffer>][] = [
    ['docFront', 'document-front.jpg', () => photo(3000, 2000, 95, [110, 128, 150])],
    ['docBack', 'document-back.jpg', () => photo(1600, 1000, 85, [140, 120, 110])],
    ['vaccine', 'vaccine-card.jpg', () => photo(1200, 800, 85, [110, 150, 120])],
    ['pet', 'pet-document.jpg', () => photo(1200, 900, 85, [150, 125, 100])],
    ['authorization', 'authorization-term.jpg', () => photo(1000, 1400, 85, [128, 128, 128])],
    ['face', 'face.jpg', () => photo(900, 900, 85, [160, 125, 110])],
  ];
  const out = {} as Fixtures;
  for (const [key, name, make] of files) {
    const file = path.join(fixturesDir, name);
    try {
      statSync(file);
    } catch {
      writeFileSync(file, await make());
    }
    out[key] = file;
  }
  return out;
}

/** axe on the current screen: no serious or critical violation (WCAG 2.1 A/AA and best practices). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(serious, `axe on ${label}`).toEqual([]);
}

// The guest wizard, step by step (Hotel Demo: every flag on), shared by the check-in and bookings specs.

/** A phone's browser context (touch, pt-BR, São Paulo), recording the wizard's finished events. */
export async function phone(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE_VIEWPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener('gm:wizard-finished', (e) => {
      (window as unknown as { __finished: unknown[] }).__finished = [
        ...((window as unknown as { __finished?: unknown[] }).__finished ?? []),
        (e as CustomEvent).detail,
      ];
    });
  });
  return { context, page };
}

export const wizard = (page: Page) => page.getByTestId('wizard');
export const next = (page: Page) => page.getByTestId('wizard-next');

/** A check run on every screen a helper reaches (e.g. the phone-fit checks of guest-look.spec.ts). */
export type ScreenCheck = (page: Page, label: string) => Promise<void>;

export async function atStep(page: Page, step: string, axe: boolean, check?: ScreenCheck): Promise<void> {
  await expect(wizard(page)).toHaveAttribute('data-step', step);
  // The step's own chunk has rendered (its heading and content, not the loader).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('step-loading')).toHaveCount(0);
  if (step === 'select-person') await expect(page.getByTestId('booking-person').first()).toBeVisible();
  if (step === 'documents') await expect(page.getByTestId('terms-text')).toBeVisible();
  if (axe) await expectAccessible(page, step);
  if (check) await check(page, step);
}

export async function upload(page: Page, slot: string, file: string): Promise<void> {
  await page.getByTestId(`${slot}-file`).setInputFiles(file);
  await expect(page.getByTestId(slot).getByRole('button', { name: /Remover/ })).toBeVisible({ timeout: 30_000 });
}

export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  // The pad sits below the documents on a phone: the finger reaches it once it is on screen.
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.6 + (i % 2 ? -0.25 : 0.15)), { steps: 3 });
  await page.mouse.up();
}

/** The wizard's first step: the booking code and a guest's name. */
export async function search(page: Page, voucher: string, name: string): Promise<void> {
  await page.getByLabel(/Código da reserva|Código do atendimento|Booking code|Código de la reserva/).fill(voucher);
  await page.getByLabel(/Nome e sobrenome|First and last name|Nombre y apellido/).fill(name);
  await next(page).click();
}

export interface Guest {
  name: string;
  brazilian: boolean;
  document: string;
  birth: string;
  nationality: string;
  email?: string;
  main: boolean;
  /** A minor companion (not with the father or the mother): the guardians' term is asked. */
  minor?: boolean;
}

/**
 * One guest through every screen of Hotel Demo (all flags on; payment not registered, summary last): the guest
 * says they bring a pet and have a vaccination card, and pays with a third party's card, so the vaccine, pet and
 * authorisation screens apply (docs/decisions/0038-shorter-guest-wizard.md). `select`: the booking has more
 * than one guest to fill, so the guest selection shows.
 */
export async function checkInGuest(
  page: Page,
  guest: Guest,
  axe: boolean,
  images: Fixtures,
  { select = true, check }: { select?: boolean; check?: ScreenCheck } = {},
): Promise<void> {
  if (select) {
    await atStep(page, 'select-person', axe, check);
    await page.getByRole('button', { name: `Fazer o check-in de ${guest.name}` }).click();
  }

  // Identification and registration data share a screen.
  await atStep(page, 'registration', axe, check);
  if (guest.brazilian) {
    await page.getByRole('textbox', { name: 'CPF' }).fill('111.111.111-11');
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await page.getByRole('textbox', { name: 'CPF' }).fill(guest.document);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    // The nationality of a Brazilian is that answer: not asked again.
    await expect(page.getByLabel('País da nacionalidade')).toHaveCount(0);
  } else {
    await page.getByLabel(/Sou estrangeiro/).check();
    await page.getByRole('textbox', { name: /Passaporte/ }).fill(guest.document);
    await page.getByLabel('País da nacionalidade').selectOption(guest.nationality);
  }
  await expect(page.getByLabel('Nome completo')).toHaveValue(guest.name);
  await page.getByRole('radio', { name: 'Feminino' }).check();
  const birth = page.getByLabel('Data de nascimento');
  await birth.fill(guest.birth);
  await birth.press('Tab');
  if (guest.main) {
    await page.getByLabel(/^Celular/).fill('11 98765-4321');
    const email = page.getByLabel('E-mail');
    await email.fill('not-an-email');
    await email.press('Tab');
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await email.fill(guest.email!);
  }
  await page.getByLabel('Vou levar um animal de estimação').check();
  await page.getByLabel('Tenho carteira de vacinação para enviar').check();
  await next(page).click();

  // The address, with the additional information on the same screen.
  await atStep(page, 'address', axe, check);
  if (guest.main) {
    const cep = page.getByLabel('CEP');
    await cep.fill('99999-999');
    await expect(page.getByText('CEP não encontrado.')).toBeVisible();
    await cep.fill('01001-000');
    await expect(page.getByLabel('Endereço')).toHaveValue('Praça da Sé');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByLabel('Cidade')).toHaveValue('3550308');
    await page.getByLabel('Número').fill('100');
  } else {
    // Companions start with the main guest's address (reset keeps address and contact); the city too, once its
    // state's cities have loaded (the fields below move until then, and a click there could land on the wrong one).
    await expect(page.getByLabel('Endereço')).toHaveValue('Praça da Sé');
    await expect(page.getByLabel('Cidade')).toHaveValue('3550308');
  }
  const plate = page.getByLabel('Placa do veículo');
  await plate.fill('AB1234');
  await plate.press('Tab');
  await expect(page.getByText('Placa de veículo inválida.')).toBeVisible();
  await plate.fill(guest.main ? 'ABC1D23' : 'ABC1234');
  if (!guest.main) await page.getByLabel('Parentesco com o titular').selectOption('O');
  await page.getByLabel('O cartão é de outra pessoa').check();
  await page.getByLabel(/Acessibilidade/).fill('Quarto térreo, por favor');
  await next(page).click();

  // Documents, the face photo and the terms with the signature on one screen.
  await atStep(page, 'documents', axe, check);
  await expect(page.getByTestId('terms-text')).not.toBeEmpty();
  await upload(page, 'doc-front', images.docFront);
  await upload(page, 'doc-back', images.docBack);
  await upload(page, 'face', images.face);
  if (axe) await expectAccessible(page, 'documents with images');
  // An empty signature cannot be saved: continuing asks for it.
  await next(page).click();
  await expect(page.getByText('Assine no quadro ou marque que vai assinar na recepção.')).toBeVisible();
  await expect(wizard(page)).toHaveAttribute('data-step', 'documents');
  await drawSignature(page);
  // Continuing saves the drawn signature (no separate save button).
  await expect(page.getByRole('button', { name: 'Salvar assinatura' })).toHaveCount(0);
  await next(page).click();

  await atStep(page, 'vaccine', axe, check);
  await upload(page, 'vaccine-front', images.vaccine);
  await upload(page, 'vaccine-back', images.vaccine);
  await next(page).click();

  await atStep(page, 'pet', axe, check);
  await upload(page, 'pet-1', images.pet);
  await upload(page, 'pet-2', images.pet);
  await next(page).click();

  // The minor's and the third-party card's terms are checked here, on their own screen.
  await atStep(page, 'authorization', axe, check);
  if (guest.minor) {
    await next(page).click();
    await expect(page.getByTestId('authorization-error')).toHaveText(/Envie a foto do termo de autorização do menor/);
    await upload(page, 'auth-minor', images.authorization);
  } else {
    await expect(page.getByTestId('auth-minor')).toHaveCount(0);
  }
  await next(page).click();
  await expect(page.getByTestId('authorization-error')).toHaveText(/Envie a foto do termo do titular do cartão/);
  await upload(page, 'auth-card', images.authorization);
  await next(page).click();

  await atStep(page, 'summary', axe, check);
  // Next is hidden on the summary (spec section 2); the guest confirms instead.
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByText(guest.name).first()).toBeVisible();
  await page.getByTestId('confirm-checkin').click();
  // The guest's completion is said on the screen, not in a toast: this guest's done view (others pending), the
  // payment step or the last screen.
  await expect(
    page.getByTestId('guest-done').or(page.getByTestId('checkin-payment')).or(page.getByTestId('checkin-confirmation')).first(),
  ).toBeVisible();
  await expect(toast(page, 'Check-in online concluído com sucesso!')).toHaveCount(0);
}
