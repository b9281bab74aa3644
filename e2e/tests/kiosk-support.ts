import type { Browser, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { staffApi } from './checkin-support';

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
