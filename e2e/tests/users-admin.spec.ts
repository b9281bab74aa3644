import type { Page } from '@playwright/test';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';

/** Issue 12: users and roles (/config/managerusers), driven as an administrator and the person they invite would. */

async function drawerGroups(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  return (await nav.locator('button[aria-expanded]').allInnerTexts()).map((s) => s.trim());
}

test('an administrator invites a receptionist, who activates the account from the e-mail and sees only the front desk', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('recepcionista');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Configurações' }).click();
  await nav.getByRole('link', { name: 'Usuários e permissões' }).click();
  await expect(page).toHaveURL(/\/config\/managerusers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários e permissões' })).toBeVisible();
  await expect(page.getByTestId('user-row').filter({ hasText: 'admin@demo.test' })).toContainText('Administrador da rede');
  expect(await seriousViolations(page)).toEqual([]);

  // The invitation: name, e-mail and the front-desk role, whose plain-words description is on screen.
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Rita Recepcionista');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(dialog.getByRole('combobox', { name: 'Função', exact: true })).toHaveValue('frontDesk');
  await expect(dialog.getByTestId('role-allows')).toContainText('Fazer check-in e check-out na recepção.');
  await dialog.getByRole('combobox', { name: 'Função', exact: true }).selectOption({ label: 'Painéis (somente leitura)' });
  await expect(dialog.getByTestId('role-allows')).toContainText('Ver todos os painéis, sem alterar nada.');
  await dialog.getByRole('combobox', { name: 'Função', exact: true }).selectOption({ label: 'Recepção' });
  // The detailed editor, opened with the keyboard: the role's grants are ticked.
  await dialog.getByRole('button', { name: 'Ajustar permissões individuais' }).press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Fazer check-in e check-out na recepção.' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Criar novas propriedades.' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Convidado');
  await expect(row).toContainText('Recepção');
  await expect(row).toContainText('Nunca entrou');

  // The receptionist opens the link of the mail the SMTP peer received, sets a password and signs in.
  const mail = await waitForMail(email);
  expect(mail.text).toContain('Admin Demo convidou você para acessar Hotel Demo');
  const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const desk = await other.newPage();
  await desk.goto(linkIn(mail, 'activate'));
  await desk.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Recepcao2026');
  await desk.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Recepcao2026');
  await desk.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(desk, 'Conta ativada com sucesso! Faça o login.')).toBeVisible();
  await signIn(desk, email, 'Recepcao2026');
  await expect(desk).toHaveURL(/\/home\/index$/);

  // Only the front desk's screens: home, register a person, the operation screens and their own account.
  const deskNav = desk.getByRole('navigation', { name: 'Navegação principal' });
  await expect(deskNav.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(deskNav.getByRole('link', { name: 'Cadastrar pessoa' })).toBeVisible();
  expect(await drawerGroups(desk)).toEqual(['Operação', 'Minha conta']);
  await deskNav.getByRole('button', { name: 'Operação' }).click();
  await expect(deskNav.getByRole('link')).toHaveText([
    'Início',
    'Cadastrar pessoa',
    'Mapa de reservas',
    'Reservas',
    'Recepção',
    'Cadastros pendentes',
    'Atividades',
  ]);
  await desk.goto('/config/managerusers');
  await expect(desk).toHaveURL(/\/error\/unauthorized$/);
  await other.close();

  // Back at the administrator's list: the account is active, with its sign-in.
  await page.reload();
  await expect(row).toContainText('Ativo');
  await expect(row).not.toContainText('Nunca entrou');
});

test('the menu spelling opens the same screen; edits use the detailed editor; deactivation asks first', async ({ page }) => {
  const email = uniqueEmail('faturamento');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/manageusers');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários e permissões' })).toBeVisible();
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar usuário' });
  await invite.getByRole('textbox', { name: 'Nome' }).fill('Fábio Faturamento');
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await invite.getByRole('combobox', { name: 'Função', exact: true }).selectOption({ label: 'Faturamento' });
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();

  // Search finds the user; a ticked grant more makes the role custom.
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('Fábio');
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await row.getByRole('button', { name: 'Ações para Fábio Faturamento' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Fábio Faturamento' });
  await edit.getByRole('button', { name: 'Ajustar permissões individuais' }).click();
  await edit.getByRole('checkbox', { name: 'Painel de satisfação (NPS) e avaliações.' }).check();
  await expect(edit.getByRole('combobox', { name: 'Função', exact: true })).toHaveValue('custom');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Alterações salvas.')).toBeVisible();
  await expect(row).toContainText('Personalizado');

  await row.getByRole('button', { name: 'Ações para Fábio Faturamento' }).click();
  await page.getByRole('menuitem', { name: 'Desativar acesso' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar acesso' });
  await expect(confirm).toContainText('em nenhum hotel');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Acesso de Fábio Faturamento desativado.')).toBeVisible();
  await expect(row).toContainText('Desativado');
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Desativado' });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an administrator gives a user a role at Pousada Parceira too; the user then works in both hotels', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('duas-casas');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/managerusers');
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar usuário' });
  // The hotels where the administrator manages users: this one first, ticked (the invitation is to it), then the
  // others by name (the new-hotel spec may have added one of its own for admin@demo.test: not counted here).
  const hotels = invite.getByTestId('hotels-field');
  const rows = hotels.getByTestId('hotel-row');
  await expect(rows.first()).toHaveText(/^Trabalha em Hotel Demo/);
  await expect(rows.filter({ hasText: /^Trabalha em Hospital Demo/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: /^Trabalha em Pousada Parceira/ })).toHaveCount(1);
  await expect(hotels.getByRole('checkbox', { name: 'Trabalha em Hotel Demo' })).toBeChecked();
  await expect(hotels.getByRole('checkbox', { name: 'Trabalha em Hotel Demo' })).toBeDisabled();
  await expect(hotels.getByRole('combobox', { name: 'Função em Pousada Parceira' })).toBeDisabled();
  await invite.getByRole('textbox', { name: 'Nome' }).fill('Duda Duas Casas');
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();

  // The new user activates the account and signs in: one hotel, so no change-hotel entry.
  const mail = await waitForMail(email);
  const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const duda = await other.newPage();
  await duda.goto(linkIn(mail, 'activate'));
  await duda.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('DuasCasas2026');
  await duda.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('DuasCasas2026');
  await duda.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(duda, 'Conta ativada com sucesso! Faça o login.')).toBeVisible();
  const hotelsLoaded = duda.waitForResponse((r) => r.url().includes('/AvailableInsPerSujeitoService'));
  await signIn(duda, email, 'DuasCasas2026');
  await expect(duda).toHaveURL(/\/home\/index$/);
  await hotelsLoaded;
  await duda.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(duda.getByRole('menuitem', { name: 'Configurações da conta' })).toBeVisible();
  await expect(duda.getByRole('menuitem', { name: 'Trocar de hotel' })).toHaveCount(0);
  await duda.keyboard.press('Escape');

  // The administrator edits the user: works at Pousada Parceira as well, with the billing role there.
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Ações para Duda Duas Casas' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Duda Duas Casas' });
  const pousada = edit.getByRole('checkbox', { name: 'Trabalha em Pousada Parceira' });
  await expect(pousada).not.toBeChecked();
  await pousada.check();
  const role = edit.getByRole('combobox', { name: 'Função em Pousada Parceira' });
  await expect(role).toHaveValue('frontDesk');
  await role.selectOption({ label: 'Faturamento' });
  await expect(edit.getByTestId('hotels-field')).toContainText('Consultar as reservas e cobrar as faturas.');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Alterações salvas.')).toBeVisible();
  await expect(row).toContainText('Também em outros hotéis: 1');
  await expect(row).toContainText('Recepção');
  // Opened again, the form reads the pousada's role back from the server.
  await row.getByRole('button', { name: 'Ações para Duda Duas Casas' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(edit.getByRole('checkbox', { name: 'Trabalha em Pousada Parceira' })).toBeChecked();
  await expect(edit.getByRole('combobox', { name: 'Função em Pousada Parceira' })).toHaveValue('billing');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // The user, in the same session: both hotels in the change-hotel list; the pousada opens with its screens.
  await duda.reload();
  await duda.getByRole('button', { name: /Menu do usuário/ }).click();
  await duda.getByRole('menuitem', { name: 'Trocar de hotel' }).click();
  const change = duda.getByRole('dialog', { name: 'Trocar de hotel' });
  await expect(change.getByRole('listitem')).toHaveText([/^Hotel Demo.*Atual/, /^Pousada Parceira/]);
  await change.getByRole('button', { name: 'Pousada Parceira' }).click();
  await duda.waitForEvent('load', { timeout: 10_000 });
  await expect(duda.getByRole('button', { name: /Menu do usuário/ })).toContainText('Pousada Parceira');
  await other.close();
});
