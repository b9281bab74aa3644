import { expect, test, toast } from '../support/fixtures';
import { createBooking, createInvoice, fillGuestCard, guestToken, openBilling, sandboxCard, seriousViolations } from './billing-support';

/**
 * Issue 9 §2 in the browser: after repeated declines the guest's online payment pauses with a clear message (no
 * card reaches the acquirer meanwhile); the front desk sees the pause on the Cobrança tab and lifts it; the
 * guest then pays.
 */
test('repeated declines pause the guest payment; the front desk sees and lifts the pause', async ({ browser, baseURL, page, request }) => {
  test.setTimeout(120_000);
  const booking = await createBooking(request, 'Rui Recusado');
  await createInvoice(request, booking.codRes, 'Diárias', 120, 1);
  const token = await guestToken(request, booking.voucher, booking.guest);
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR' });
  const guest = await context.newPage();
  await guest.goto(`/payment?token=${token}`);
  await expect(guest.getByTestId('amount-due')).toHaveText('R$ 120,00');
  // Three different cards, each declined by the acquirer.
  for (const digit of [2, 5, 7]) {
    await fillGuestCard(guest.locator('main'), sandboxCard(digit));
    await guest.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '1 parcela de R$ 120,00' });
    await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(guest.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'failure');
    await expect(guest.getByTestId('payment-overlay')).toHaveCount(0, { timeout: 8_000 });
  }
  // The fourth, even a good card, is refused before the acquirer with the cool-down message.
  await fillGuestCard(guest.locator('main'), sandboxCard(4));
  await guest.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '1 parcela de R$ 120,00' });
  await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(guest.getByText(/o pagamento online desta reserva foi pausado depois de várias recusas/).first()).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);

  const tab = await openBilling(page, booking.voucher, 'recepcao@demo.test');
  const paused = tab.getByTestId('guest-payment-paused');
  await expect(paused).toContainText('Pagamento online pausado');
  // Since when, until when (hotel time) and why: 3 declines of 3 different cards.
  await expect(paused).toContainText(
    /Após 3 recusas de cartão, o pagamento online do hóspede está pausado desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(paused).toContainText('Cartões diferentes recusados: 3.');
  expect(await seriousViolations(page)).toEqual([]);
  await paused.getByRole('button', { name: 'Liberar pagamento online' }).click();
  await expect(toast(page, 'Pagamento online liberado.')).toBeVisible();
  await expect(tab.getByTestId('guest-payment-paused')).toHaveCount(0);

  await guest.reload();
  await expect(guest.getByTestId('amount-due')).toHaveText('R$ 120,00');
  await fillGuestCard(guest.locator('main'), sandboxCard(4));
  await guest.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '1 parcela de R$ 120,00' });
  await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(guest.getByTestId('payment-done')).toHaveText('Pagamento realizado com sucesso. Obrigado!', { timeout: 15_000 });
  await context.close();
});
