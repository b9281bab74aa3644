import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe('themes', () => {
  test('without a parameter the neutral theme (#3a547b) is used', async ({ page }) => {
    await page.goto('/login/sign-in');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
    expect(await cssVar(page, '--mantine-primary-color-filled')).toBe('#3a547b');
    await expect(page.getByTestId('logo')).toHaveCSS('height', '35px');
  });

  test('the theme parameter applies a partner theme: colour, logo height, and it lasts across pages', async ({ page }) => {
    await page.goto('/login/sign-in?theme=sol-dourado');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'sol-dourado');
    await expect(page.getByTestId('logo')).toHaveCSS('height', '75px');
    // The brand colour is in the palette; buttons use a darker shade for AA contrast with white text.
    expect(await cssVar(page, '--mantine-color-brand-6')).toBe('#fcb900');
    const filled = await cssVar(page, '--mantine-primary-color-filled');
    expect(filled).not.toBe('#fcb900');
    expect(filled).toMatch(/^#[0-9a-f]{6}$/);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'sol-dourado');
  });

  test('another partner colour and an unknown theme falling back to neutral', async ({ page }) => {
    await page.goto('/login/sign-in?theme=azul-atlantico');
    // The variables are written when the app renders, after the load event: wait for the page first.
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'azul-atlantico');
    expect(await cssVar(page, '--mantine-color-brand-6')).toBe('#0f68bc');
    await page.goto('/login/sign-in?theme=does-not-exist');
    await expect(page.getByTestId('logo')).toHaveAttribute('data-theme', 'neutral');
  });
});
