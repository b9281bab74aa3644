import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test, toast, uniqueEmail } from '../support/fixtures';
import { type Mail, mailsTo } from '../support/mail';
import { createBooking, createInvoice, sandboxCard, seriousViolations, staffToken } from './billing-support';

/**
 * /config/notificationssettings: an administrator sets the staff notice of a declined payment (a bad recipient is
 * refused on its field), saves, previews a guest mail in two languages; a declined card then reaches the recipient
 * through the real job queue and SMTP peer. Only a staff notice to this test's own address is turned on, so the
 * other browser tests' guests get no extra mail.
 */

/** The mail to `to` whose text names `voucher` (other tests may decline cards meanwhile). */
async function mailAbout(to: string, voucher: string, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(to).find((m) => m.text.includes(voucher));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail about ${voucher} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A declined card charge at the front desk, through the payment services with the staff member's own token. */
async function declineAPayment(request: APIRequestContext): Promise<string> {
  const booking = await createBooking(request, 'Rita Recusada');
  const codCab = await createInvoice(request, booking.codRes, 'Diárias', 180);
  const headers = { authorization: `Bearer ${await staffToken(request, 'recepcao@demo.test')}` };
  const card = await request.post('/jwt/brokerJson/pay/CreatePaymentMethodService', {
    headers,
    data: {
      codRes: booking.codRes,
      cardFirstName: 'rita',
      cardLastName: 'recusada',
      cardNumber: sandboxCard(2).replace(/(\d{4})(?=\d)/g, '$1 '),
      cardCvv: '123',
      cardExpiryMonth: '12',
      cardExpiryYear: '2031',
    },
  });
  expect(card.status(), await card.text()).toBe(200);
  const { tagJwt } = (await card.json()) as { tagJwt: string };
  const charge = await request.post('/jwt/brokerJson/pay/ChargeBookingService', {
    headers,
    data: { codRes: booking.codRes, codCab, tagJwt, totalMonths: 1, idempotencyKey: `notify-e2e-${booking.voucher}` },
  });
  expect(charge.status()).toBe(422);
  return booking.voucher;
}

test('an administrator sets a staff notice, sees a bad recipient refused, saves, previews a mail; a declined card reaches the recipient', async ({
  page,
  request,
}) => {
  const recipient = uniqueEmail('financeiro');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/home\/index$/);
  await page.goto('/config/notificationssettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const failure = page.getByRole('region', { name: 'Pagamento não aprovado' });
  await expect(failure.getByText('Nenhum destinatário ainda.')).toBeVisible();

  // Keyboard: the add button puts the focus on the new field.
  await failure.getByRole('switch', { name: 'Pagamento não aprovado' }).check();
  await failure.getByRole('button', { name: 'Adicionar destinatário' }).focus();
  await page.keyboard.press('Enter');
  const first = failure.getByRole('textbox', { name: 'Destinatário 1' });
  await expect(first).toBeFocused();
  await page.keyboard.type('financeiro@@hotel');
  await failure.getByRole('button', { name: 'Adicionar destinatário' }).click();
  await failure.getByRole('textbox', { name: 'Destinatário 2' }).fill(recipient);
  await page.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(failure.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(first).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // The bad entry removed, the list saves.
  await failure.getByRole('button', { name: 'Remover destinatário 1' }).click();
  await expect(failure.getByRole('textbox', { name: 'Destinatário 1' })).toHaveValue(recipient);
  await page.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(toast(page, 'Notificações salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pagamento não aprovado' }).getByRole('textbox', { name: 'Destinatário 1' })).toHaveValue(
    recipient,
  );
  await expect(page.getByRole('region', { name: 'Pagamento não aprovado' }).getByRole('switch')).toBeChecked();

  // The preview: the server's rendering in a sandboxed frame, in the language chosen.
  await page.getByRole('button', { name: 'Pré-visualizar: Recibo de pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pré-visualização: Recibo de pagamento' });
  await expect(dialog.getByTestId('preview-subject')).toHaveText('Hotel Demo: recibo de pagamento');
  const frame = dialog.frameLocator('iframe[title="E-mail de exemplo: Recibo de pagamento"]');
  await expect(frame.getByText(/Recebemos o seu pagamento de R\$ 1\.298,50/)).toBeVisible();
  expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('');
  await dialog.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(dialog.getByTestId('preview-subject')).toHaveText('Hotel Demo: payment receipt');
  await expect(frame.getByText(/We have received your payment of R\$ 1\.298,50/)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Texto simples' }).click();
  await expect(dialog.getByText(/Invoice total \| R\$ 1\.298,50/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A card declined at the front desk: the notice reaches the recipient through the job queue and SMTP.
  const voucher = await declineAPayment(request);
  const mail = await mailAbout(recipient, voucher);
  expect(mail.subject).toBe(`Pagamento não aprovado: reserva ${voucher}`);
  expect(mail.text).toContain('Recusado pelo emissor do cartão (código 05)');
  expect(mail.text).not.toContain('52998224725');
});
