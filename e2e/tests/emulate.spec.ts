import type { Page } from '@playwright/test';
import { expect, signIn, test, toast } from '../support/fixtures';
import { seriousViolations } from './bookings-support';

// Emulate (/emulate/index) and the audit trail (/config/audit), issue 12: the administrator sees the product as the
// front desk with a banner on every screen, personal actions are refused, the exit brings the admin back, and the
// audit trail lists the emulation as "admin as user".

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('an administrator sees the product as the front desk, then exits; the audit trail lists it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await drawer(page).getByRole('button', { name: 'Configurações' }).click();
  await drawer(page).getByRole('link', { name: 'Emular usuário' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emular usuário' })).toBeVisible();
  const users = page.getByTestId('emulate-users');
  // The admin is listed but cannot pick themselves.
  await expect(users.getByRole('row', { name: /admin@demo\.test/ })).toContainText('É você');
  await page.getByRole('textbox', { name: 'Buscar por nome ou e-mail' }).fill('recep');
  await expect(users.getByRole('row', { name: /admin@demo\.test/ })).toHaveCount(0);
  const row = users.getByRole('row', { name: /recepcao@demo\.test/ });
  await expect(row).toContainText('Operação');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Ver como Recepção Demo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ver o sistema como Recepção Demo?' });
  await expect(confirm).toContainText('"Admin Demo como Recepção Demo"');
  await confirm.getByRole('button', { name: 'Ver como Recepção Demo' }).click();

  // The app reloads as the front desk: their landing page, their menu, and the banner.
  await expect(page).toHaveURL(/\/home\/index$/);
  const banner = page.getByRole('region', { name: 'Emulação de usuário' });
  await expect(banner).toContainText('Você está vendo como Recepção Demo');
  await expect(banner).toContainText('Conectado como Admin Demo');
  await expect(drawer(page).getByRole('button', { name: 'Configurações' })).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'Operação' }).click();
  await expect(drawer(page).getByRole('link', { name: 'Reservas', exact: true })).toBeVisible();
  await drawer(page).getByRole('link', { name: 'Recepção', exact: true }).click();
  await expect(page).toHaveURL(/\/operation\/reception$/);
  await expect(banner).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Menu do usuário Recepção Demo/ }).click();
  await expect(page.getByRole('menu')).toContainText('recepcao@demo.test');
  await page.keyboard.press('Escape');

  // A personal action is refused with a clear message, on a page opened afresh: the emulation holds across reloads.
  await page.goto('/account-settings/index');
  await expect(banner).toBeVisible();
  await page.getByRole('textbox', { name: 'Senha atual' }).fill('demo1234');
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Trocada123');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Trocada123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, /Enquanto você vê o sistema como Recepção Demo/)).toBeVisible();
  // The admin's pages are closed to the user seen as.
  await page.goto('/config/audit');
  await expect(page).toHaveURL(/\/error\/unauthorized$/);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Sair da emulação' }).click();
  await expect(page.getByRole('region', { name: 'Emulação de usuário' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Menu do usuário Admin Demo/ })).toBeVisible();

  // The audit trail: the start, the refused nothing, the end, by the admin as the front desk.
  await page.goto('/config/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  const trail = page.getByTestId('audit-table');
  await expect(trail.getByRole('row', { name: /Fim de emulação/ }).first()).toContainText('como Recepção Demo');
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Início de emulação' });
  const start = trail.getByRole('row', { name: /Início de emulação/ }).first();
  await expect(start).toContainText('Admin Demo');
  await expect(start).toContainText('Recepção Demo');
  await expect(trail.getByRole('row', { name: /Fim de emulação/ })).toHaveCount(0);
  await start.getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes: Início de emulação' });
  await expect(details.getByTestId('audit-diff')).toContainText('recepcao@demo.test');
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Fechar' }).click();

  // The retention is set on the same page, and the change is itself in the trail.
  const days = page.getByRole('textbox', { name: 'Manter registros por (dias)' });
  await days.fill('10');
  await page.getByRole('button', { name: 'Salvar retenção' }).click();
  await expect(page.getByText('Informe um número de dias entre 30 e 3650.')).toBeVisible();
  await days.fill('365');
  await page.getByRole('button', { name: 'Salvar retenção' }).click();
  await expect(toast(page, 'O histórico de auditoria será mantido por 365 dias.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Retenção da auditoria' });
  await expect(trail.getByRole('row', { name: /Retenção da auditoria/ })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Início de emulação' });

  // The export downloads the filtered entries.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar planilha' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Auditoria Hotel Demo\.xlsx$/);
});
