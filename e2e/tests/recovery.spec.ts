import { createStaffUser } from '../support/db';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';

test('password recovery: the mailed link (read from the SMTP peer) resets the password, once', async ({ page, db, browser, baseURL }) => {
  const email = uniqueEmail('recovery');
  await createStaffUser(db, email, { password: 'Antiga123' });

  await page.goto('/login/sign-in');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/login\/recovery$/);
  const submit = page.getByRole('button', { name: 'Enviar link' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await submit.click();
  await expect(toast(page, 'Link para recuperação da senha enviada para o email!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sign-in$/);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Recuperação de senha');
  const link = linkIn(mail, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar senha' });
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Nova12345');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Nova1234');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Nova12345');
  await save.click();
  await expect(toast(page, 'Senha redefinida com sucesso! Faça o login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sign-in$/);

  await signIn(page, email, 'Antiga123');
  await expect(toast(page, 'E-mail ou senha inválidos.')).toBeVisible();
  await signIn(page, email, 'Nova12345');
  await expect(page).toHaveURL(/\/home\/index$/);

  // The link is single use.
  const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const again = await other.newPage();
  await again.goto(link);
  await again.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Outra12345');
  await again.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Outra12345');
  await again.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(again, 'Este link é inválido, já foi usado ou expirou. Solicite um novo.')).toBeVisible();
  await other.close();
});
