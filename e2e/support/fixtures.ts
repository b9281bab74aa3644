import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo1234';

interface Fixtures {
  db: pg.Pool;
  untranslated: undefined;
}

const MISSING = '[i18n] missing translation: ';

/** The app's address (set by global-setup) and a database connection for arranging data. */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set (global setup did not run)');
    await use(url);
  },
  db: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
    await use(pool);
    await pool.end();
  },
  // Every test, in every browser context it opens, fails if a screen asked for words that were not loaded
  // (the engine reports a missing key on the console): the user would have read the key, not a sentence.
  untranslated: [
    async ({ browser, context }, use) => {
      const missing: string[] = [];
      const watch = (c: BrowserContext) =>
        c.on('console', (m) => {
          if (m.text().startsWith(MISSING)) missing.push(m.text().slice(MISSING.length));
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const c = await newContext.apply(browser, args);
        watch(c);
        return c;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(missing, 'keys shown untranslated').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A toast (Mantine notifications are role="alert"). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login/sign-in')) await page.goto('/login/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A unique address for a user a test creates, so tests never share mutable users. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}
