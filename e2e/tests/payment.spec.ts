import { expect, test, toast } from '../support/fixtures';
import {
  addItem,
  createBooking,
  createInvoice,
  fillGuestCard,
  guestToken,
  newInvoice,
  openBilling,
  sandboxCard,
  seriousViolations,
} from './billing-support';

test.describe('/payment (public payment link)', () => {
  test('the standalone link: the guest finds the booking and leaves a card; the front desk charges it', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const booking = await createBooking(request);
    const guestContext = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR' });
    const guest = await guestContext.newPage();
    await guest.goto('/payment?h=hotel-demo');
    await expect(guest.getByRole('heading', { level: 1, name: 'Pagamento da reserva' })).toBeVisible();
    expect(await seriousViolations(guest)).toEqual([]);
    // A wrong name answers like an unknown voucher.
    await guest.getByRole('textbox', { name: 'Código da reserva (voucher)' }).fill(booking.voucher);
    await guest.getByRole('textbox', { name: 'Nome e sobrenome do hóspede' }).fill('Fulano Errado');
    await guest.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(guest.getByRole('alert')).toBeVisible();
    await guest.getByRole('textbox', { name: 'Nome e sobrenome do hóspede' }).fill(booking.guest);
    await guest.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(guest.getByTestId('booking-summary')).toContainText(booking.guest);

    // Nothing is due yet: the guest leaves a card (personal mode: e-mail and CPF required).
    await guest.getByRole('button', { name: 'Cadastrar cartão' }).click();
    for (const message of [
      'Insira o número do cartão',
      'Insira o nome do cartão',
      'Insira a data de validade',
      'Informe o CVV',
      'Insira um email',
      'Informe o CPF',
    ]) {
      await expect(guest.getByText(message, { exact: true })).toBeVisible();
    }
    expect(await seriousViolations(guest)).toEqual([]);
    const number = sandboxCard(0);
    await fillGuestCard(guest.locator('main'), number);
    await guest.getByRole('textbox', { name: 'CPF' }).fill('11111111111');
    await guest.getByRole('textbox', { name: 'CPF' }).blur();
    await expect(guest.getByText('CPF inválido', { exact: true })).toBeVisible();
    await guest.getByRole('textbox', { name: 'CPF' }).fill('52998224725');
    await expect(guest.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    await guest.getByRole('button', { name: 'Cadastrar cartão' }).click();
    await expect(guest.getByTestId('payment-done')).toHaveText('Cartão cadastrado com sucesso. O hotel fará a cobrança.');
    const leaked = await guest.evaluate(
      (n) =>
        [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.documentElement.outerHTML].some((s) =>
          s.includes(n),
        ),
      number,
    );
    expect(leaked).toBe(false);
    await guestContext.close();

    // The front desk sees the guest's card on the booking and charges it.
    const dialog = await openBilling(page, booking.voucher, 'recepcao@demo.test');
    const tab = dialog.getByTestId('billing-tab');
    await newInvoice(dialog, 'Diárias');
    await addItem(dialog, { number: '01', description: 'Diária', qty: '2', value: '200,00' }, 'R$ 400,00');
    await tab.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await tab.getByRole('radio', { name: `Visa **** **** **** ${number.slice(-4)}` }).check();
    await tab.getByRole('combobox', { name: 'Parcelas' }).selectOption('1');
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    await expect(toast(page, 'Pagamento autorizado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
  });

  test('the guest pays what is due with the link: a decline first, then an approving card in 3 installments', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request, 'Joana Hospede');
    await createInvoice(request, booking.codRes, 'Diárias', 150, 2);
    const token = await guestToken(request, booking.voucher, booking.guest);
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR' });
    const guest = await context.newPage();
    await guest.goto(`/payment?token=${token}`);
    await expect(guest.getByTestId('amount-due')).toHaveText('R$ 300,00');
    expect(await seriousViolations(guest)).toEqual([]);
    // Hotel Demo: up to 6 installments and the two-step payment (reserve now, pay at check-out).
    await expect(guest.getByRole('radio', { name: 'Reservar o valor agora e pagar no check-out' })).toBeVisible();
    await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(guest.getByText('Selecione a quantidade de parcelas')).toBeVisible();
    await fillGuestCard(guest.locator('main'), sandboxCard(3));
    await guest.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '3 parcelas de R$ 100,00' });
    await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(guest.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'failure');
    await expect(guest.getByTestId('payment-failure-message')).toContainText('(código 57)');
    // The CVV is typed again after an answer.
    await expect(guest.getByLabel('CVV')).toHaveValue('');
    await expect(guest.getByTestId('payment-overlay')).toHaveCount(0, { timeout: 8_000 });
    await guest.getByRole('textbox', { name: 'Número do cartão' }).fill(sandboxCard(4));
    await guest.getByLabel('CVV').fill('123');
    await guest.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(guest.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'success');
    await expect(guest.getByTestId('payment-done')).toHaveText('Pagamento realizado com sucesso. Obrigado!', { timeout: 10_000 });
    const consult = await request.post('/jwt/brokerJson/checkin/ConsultaPaymentService', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(await consult.json()).toMatchObject({ pago: true, vlrEmAberto: 0 });
    await context.close();
  });

  test('an invalid link says so', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'pt-BR' });
    const guest = await context.newPage();
    await guest.goto('/payment?token=not-a-token');
    await expect(guest.getByRole('alert')).toContainText('Não foi possível abrir o pagamento');
    await context.close();
  });
});
