import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test.describe('accessibility (axe)', () => {
  test('sign-in has no serious or critical violations', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/login/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('home has no serious or critical violations (neutral and a light partner theme)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/home/index?theme=sol-dourado');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'sol-dourado');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
