import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import sharp from 'sharp';

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

export function daysFromNow(days: number): Date {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d;
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
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
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
