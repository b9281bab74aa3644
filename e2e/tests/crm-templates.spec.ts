import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { linkIn, mailsTo, waitForMail } from '../support/mail';
import { seriousViolations } from './bookings-support';
import { staffApi } from './checkin-support';

/**
 * CRM e-mail templates (issue 15, decision 0051) on Hotel Demo by a marketing user the administrator invites (the
 * marketing role: TAGPANEL, no front desk): a template created
 * from the review-request starter in the new-template modal, a text edited with a merge field, a row moved with its
 * button and by dragging, undone and redone, the mobile preview rendered by the server with sample values, saved,
 * and a test sent to the user's own e-mail that arrives at the SMTP peer; axe on the list, the designer and the
 * preview.
 */
test('a template is designed from the review starter, previewed on mobile, saved and sent as a test', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const name = `Avaliação E2E ${Date.now().toString(36)}`;
  const email = uniqueEmail('marketing');
  const admin = await staffApi(baseURL!, 'admin@demo.test');
  await admin.call('/jwt/broker/core/ConvidarUsuarioService', { name: 'Marta Marketing', email, role: 'marketing' });
  await page.goto(linkIn(await waitForMail(email), 'activate'));
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Marketing2026');
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Marketing2026');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(toast(page, 'Conta ativada com sucesso! Faça o login.')).toBeVisible();
  await signIn(page, email, 'Marketing2026');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/tagpanel/template/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Modelos de e-mail' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The new-template modal: a name and the review-request starter.
  await page.getByRole('button', { name: 'Novo modelo' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo modelo de e-mail' });
  await modal.getByRole('button', { name: 'Criar e abrir o editor' }).click();
  await expect(modal.getByText('Informe um nome para o modelo.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Nome do modelo' }).fill(name);
  await modal.getByTestId('starter-review').click();
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Criar e abrir o editor' }).click();
  await expect(page).toHaveURL(/\/tagpanel\/template\/design\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Header, message and footer rows; the message's text is edited with a merge field from the picker.
  const rows = page.getByTestId('design-row');
  await expect(rows).toHaveCount(3);
  const order = () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-row-id')));
  const before = await order();
  await page.getByRole('button', { name: /^Editar Texto: Olá/ }).click();
  const text = page.getByRole('textbox', { name: 'Texto', exact: true });
  await text.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Volte sempre, ');
  await page.getByTestId('content-editor').getByRole('button', { name: 'Inserir campo do hóspede' }).click();
  await page.getByRole('menuitem', { name: 'Primeiro nome do hóspede' }).click();
  await expect(text).toContainText('Volte sempre, {{guest.firstName}}');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Leaving through the drawer with unsaved work asks first; staying keeps the designer as it was.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const listLink = nav.getByRole('link', { name: 'Modelos de e-mail' });
  // The CRM group may be open already (one group open at a time, kept as the user left it).
  if (!(await listLink.isVisible())) await nav.getByRole('button', { name: 'CRM' }).click();
  await listLink.click();
  const leave = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await expect(leave).toContainText('Há alterações não salvas neste modelo. Sair mesmo assim?');
  expect(await seriousViolations(page)).toEqual([]);
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/tagpanel\/template\/design\/\d+$/);
  await expect(text).toContainText('Volte sempre, {{guest.firstName}}');

  // The footer row moves up with its button; undo puts it back, redo moves it again.
  await page.getByRole('button', { name: 'Subir a linha 3' }).click();
  await expect.poll(order).toEqual([before[0], before[2], before[1]]);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect.poll(order).toEqual(before);
  await page.getByRole('button', { name: 'Refazer' }).click();
  await expect.poll(order).toEqual([before[0], before[2], before[1]]);
  // Dragged by its handle, the message row goes back above the footer; undo keeps the footer above it again.
  const handle = (await page.getByRole('button', { name: 'Arrastar a linha 3' }).boundingBox())!;
  const target = (await rows.nth(1).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y - 20, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2, target.y + 5, { steps: 10 });
  await page.mouse.up();
  await expect.poll(order).toEqual(before);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect.poll(order).toEqual([before[0], before[2], before[1]]);

  // The preview is the server's HTML with sample values, at a phone's width.
  await page.getByText('Pré-visualizar', { exact: true }).click();
  await page.getByText('Celular', { exact: true }).click();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('data-width', 'mobile');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByText('Volte sempre, Maria')).toBeVisible();
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByRole('link', { name: 'Avaliar minha estadia' })).toBeVisible();
  await expect(page.getByTestId('preview-size')).toContainText('de 102 KB');
  // The frame is the e-mail itself, sandboxed without scripts: axe cannot run inside it.
  expect(await seriousViolations(page, '[data-testid="preview-frame"]')).toEqual([]);

  // Saved, then a test to the user's own e-mail, which arrives at the SMTP peer.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Modelo salvo.')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Envio' }).click();
  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(toast(page, `E-mail de teste enviado para ${email}.`)).toBeVisible();
  await expect
    .poll(() => mailsTo(email).some((m) => m.subject === '[Teste] Como foi a sua estadia no Hotel Demo?'), { timeout: 15_000 })
    .toBe(true);
  const mail = mailsTo(email).find((m) => m.subject === '[Teste] Como foi a sua estadia no Hotel Demo?')!;
  expect(mail.text).toContain(name);

  // The list shows it; the saved design reopens with the row where it was moved.
  await page.goto('/tagpanel/template/list');
  await expect(page.getByTestId('templates-table')).toContainText(name);
  await page.getByRole('link', { name }).click();
  await expect(rows).toHaveCount(3);
  await expect.poll(order).toEqual([before[0], before[2], before[1]]);
});
