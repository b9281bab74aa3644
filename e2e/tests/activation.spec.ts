import { createStaffUser } from '../support/db';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';

test('activation: an inactive user asks for the link, sets a password through it and signs in', async ({ page, db }) => {
  const email = uniqueEmail('activation');
  await createStaffUser(db, email, { active: false, password: null, name: 'Nova Recepcionista' });

  await page.goto('/login/sign-in');
  await page.getByRole('link', { name: 'Ativar conta' }).click();
  await expect(page).toHaveURL(/\/login\/activate$/);
  // Cancel goes back to sign-in.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login\/sign-in$/);
  await page.getByRole('link', { name: 'Ativar conta' }).click();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(toast(page, 'Link para ativação da conta enviada para o email!')).toBeVisible();

  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, 'activate'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ativar conta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('curta');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).click();
  await expect(page.getByText('A senha deve ter ao menos 8 caracteres, com letras e números.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Ativa12345');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Ativa12345');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(page, 'Conta ativada com sucesso! Faça o login.')).toBeVisible();

  await signIn(page, email, 'Ativa12345');
  await expect(toast(page, 'Login com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/index$/);
  const { rows } = await db.query<{ active: boolean }>('SELECT active FROM users WHERE email = $1', [email]);
  expect(rows[0]?.active).toBe(true);
});
