import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/**
 * New hotel and saveconf (issue 12), as an administrator does them: a property created copying Hotel Demo's
 * settings, switched to, its configuration saved to a file, the file changed and imported back with its differences
 * shown first. Everything that changes settings happens in the new property, so no other test sees it.
 */

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

async function openSettingsLink(page: Page, name: string) {
  await nav(page).getByRole('button', { name: 'Configurações' }).click();
  await nav(page).getByRole('link', { name }).click();
}

test('an administrator creates a property copying Hotel Demo, switches to it, and moves its configuration by file', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const name = `Hotel Zênite ${Date.now().toString(36).slice(-4)}`;
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);

  // The form: the current hotel's network, country and settings pre-filled; copying from Hotel Demo chosen.
  await openSettingsLink(page, 'Novo hotel');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo hotel' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo hotel' });
  await expect(form.getByRole('combobox', { name: 'Rede' })).toHaveValue('Rede Demo');
  await expect(form.getByRole('combobox', { name: 'Copiar de' })).toHaveValue(/\d+/);
  await expect(form.getByRole('checkbox', { name: /^Configurações/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /^Usuários/ })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // A name too short is refused on its field, and nothing is sent.
  await form.getByRole('textbox', { name: 'Nome do hotel' }).fill('Z');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(form.getByRole('textbox', { name: 'Nome do hotel' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Informe o nome (ao menos 2 letras).')).toBeVisible();

  await form.getByRole('textbox', { name: 'Nome do hotel' }).fill(name);
  await form.getByRole('combobox', { name: 'Fuso horário' }).selectOption('America/Fortaleza');
  await form.getByRole('button', { name: 'Criar' }).click();

  const created = page.getByTestId('property-created');
  await expect(created).toContainText(`${name} foi criado`);
  await expect(created).toContainText('Copiado: configurações, termos.');
  await expect(page.getByTestId('guest-link')).toHaveValue(/\/checkin\?h=hotel-zenite-[a-z0-9]+-[a-z2-9]{4}$/);
  await expect(page.getByTestId('network-link')).toHaveValue(/\/select-ins\?r=rede-demo$/);
  expect(await seriousViolations(page)).toEqual([]);

  // In the change-hotel list at once, and the page switches to it: the header shows the new property.
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Trocar de hotel' }).click();
  await expect(page.getByRole('dialog', { name: 'Trocar de hotel' }).getByRole('button', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await created.getByRole('button', { name: `Mudar para ${name}` }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('button', { name: /Menu do usuário/ })).toContainText(name);
  // Hotel Demo's settings came along: its reservations map (HASMAPARESERVAS) is on here too.
  await nav(page).getByRole('button', { name: 'Operação' }).click();
  await expect(nav(page).getByRole('link', { name: 'Mapa de reservas' })).toBeVisible();

  // saveconf: the configuration saved to a file...
  await openSettingsLink(page, 'Salvar configuração');
  await expect(page.getByRole('heading', { level: 1, name: 'Salvar configuração' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar arquivo de configuração' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^configuracao-hotel-zenite-[a-z0-9-]+\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(file).toMatchObject({ format: 'gm-hotel-configuration', version: 1, settings: { timeZone: 'America/Fortaleza' } });
  expect(file.settings.flags.HASMAPARESERVAS).toBe('S');

  // ...a file that is not a configuration is refused, saying why, and changes nothing...
  const bad = info.outputPath('bad.json');
  writeFileSync(bad, JSON.stringify({ ...file, version: 9 }));
  const input = page.getByTestId('saveconf-file');
  await page.locator('input[type="file"]').setInputFiles(bad);
  await expect(page.getByTestId('saveconf-problem')).toContainText('O arquivo não é uma configuração válida. Nada foi alterado.');
  await expect(page.getByTestId('saveconf-problem')).toContainText('configuration.version: Versão de arquivo não suportada.');
  await expect(input).toBeVisible();

  // ...and the file with a changed value shows its differences before anything applies.
  const changed = info.outputPath('changed.json');
  file.settings.flags.HASMAPARESERVAS = 'N';
  file.settings.currency = 'USD';
  writeFileSync(changed, JSON.stringify(file));
  await page.locator('input[type="file"]').setInputFiles(changed);
  const diff = page.getByTestId('saveconf-diff');
  await expect(diff.getByRole('row', { name: /Moeda\s+BRL\s+USD/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Opção HASMAPARESERVAS\s+S\s+N/ })).toBeVisible();
  await expect(diff.getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Aplicar 2 alteração(ões)' }).click();
  await expect(page.getByTestId('saveconf-done')).toHaveText('Configuração importada: 2 alteração(ões) aplicada(s).');
  // Applied at once: the reservations map is off in this property now.
  await nav(page).getByRole('button', { name: 'Operação' }).click();
  await expect(nav(page).getByRole('link', { name: 'Mapa de reservas' })).toHaveCount(0);
});
