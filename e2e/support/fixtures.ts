import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo1234';

interface Fixtures {
  db: pg.Pool;
}

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
