import { addDays, todayIn } from '../../packages/domain/src/bookings';
import { expect, test, toast } from '../support/fixtures';
import { createBooking, createInvoice, fillGuestCard, sandboxCard, seriousViolations, staffToken } from './billing-support';

test.describe('/checkout payment', () => {
  test('the guest pays what the stay still owes on the check-out page, then confirms the departure', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request, 'Paulo Saidas');
    const token = await staffToken(request, 'recepcao@demo.test');
    const departure = addDays(todayIn('America/Sao_Paulo'), 2).split('-').reverse().join('/');
    const checkin = await request.post('/jwt/brokerJson/trial/RealizarAtividadeReservaService', {
      headers: { authorization: `Bearer ${token}` },
      data: { CODRES: booking.codRes, STATUS: 'I', DHSAIDAPREV: departure },
    });
    expect(((await checkin.json()) as { status: number }).status).toBe(1);
    await createInvoice(request, booking.codRes, 'Frigobar', 45, 2);

    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const guest = await context.newPage();
    await guest.goto('/checkout?h=hotel-demo');
    await guest.getByLabel('Código da reserva (voucher)').fill(booking.voucher);
    await guest.getByLabel('Nome e sobrenome de um dos hóspedes').fill('Paulo Saidas');
    await guest.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(guest.getByRole('heading', { name: 'Sua estadia' })).toBeVisible();

    const payment = guest.getByTestId('checkout-payment');
    await expect(payment.getByTestId('amount-due')).toHaveText('R$ 90,00');
    // The stay is ending: paying now is the only choice (no reservation for later).
    await expect(payment.getByRole('radio', { name: 'Reservar o valor agora e pagar no check-out' })).toHaveCount(0);
    expect(await seriousViolations(guest)).toEqual([]);

    await fillGuestCard(payment, sandboxCard(4));
    // Hotel Demo allows up to 6 installments: the guest chooses (R$ 5,00 at least each).
    await payment.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '2 parcelas de R$ 45,00' });
    await payment.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(guest.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'success');
    await expect(guest.getByTestId('checkout-payment-paid')).toContainText('Pagamento concluído. Obrigado!', { timeout: 15_000 });
    await expect(payment).toHaveCount(0);

    await guest.getByRole('button', { name: 'Confirmar saída' }).click();
    await expect(toast(guest, 'Saída confirmada. Obrigado pela estadia!')).toBeVisible();
    await expect(guest.getByTestId('checkout-confirmed')).toContainText('Saída confirmada em');
    await context.close();
  });
});
