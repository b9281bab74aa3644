import { expect, test, toast } from '../support/fixtures';
import {
  addCard,
  addItem,
  createBooking,
  invoiceReadyToPay,
  invoiceRow,
  newInvoice,
  openBilling,
  sandboxCard,
  seriousViolations,
} from './billing-support';

test.describe('Cobrança tab (Hotel Demo)', () => {
  test('invoice and items, the card modal rules, then a charge in 2 installments with an approving card', async ({ page, request }) => {
    test.setTimeout(120_000);
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher);
    const tab = dialog.getByTestId('billing-tab');
    await expect(tab.getByTestId('no-invoices')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="billing-tab"]')).toEqual([]);

    // A new invoice needs a description: without one nothing happens.
    await expect(tab.getByRole('button', { name: 'Nova fatura' })).toBeDisabled();
    await tab.getByRole('textbox', { name: 'Descrição da nova fatura' }).fill('   ');
    await expect(tab.getByRole('button', { name: 'Nova fatura' })).toBeDisabled();
    await newInvoice(dialog, 'Hospedagem');
    await expect(toast(page, 'Fatura criada com sucesso.')).toBeVisible();

    // An item is saved only with description, quantity (1-4 digits, not 0) and a value other than 0.
    await tab.getByRole('button', { name: 'Adicionar item' }).click();
    await tab.getByRole('textbox', { name: 'Quantidade do item 01' }).fill('0');
    await tab.getByRole('button', { name: 'Salvar item 01' }).click();
    await expect(tab.getByText('Insira a descrição do item')).toBeVisible();
    await expect(tab.getByText('Quantidade: número inteiro de 1 a 9999')).toBeVisible();
    await expect(tab.getByText('Informe um valor diferente de zero')).toBeVisible();
    await tab.getByRole('textbox', { name: 'Quantidade do item 01' }).fill('123456');
    await expect(tab.getByRole('textbox', { name: 'Quantidade do item 01' })).toHaveValue('1234');
    await tab.getByRole('button', { name: 'Cancelar' }).click();
    await expect(tab.getByTestId('invoice-total')).toHaveText('R$ 0,00');

    await addItem(dialog, { number: '01', description: 'Diária standard', qty: '2', value: '1.150,00' }, 'R$ 2.300,00');
    await addItem(dialog, { number: '02', description: 'Frigobar', qty: '1', value: '12,5' }, 'R$ 2.312,50');
    await expect(tab.getByTestId('item-02')).toContainText('R$ 12,50');
    // Update: item 02 becomes 3 units.
    await tab.getByRole('button', { name: 'Editar item 02' }).click();
    await tab.getByRole('textbox', { name: 'Quantidade do item 02' }).fill('3');
    await tab.getByRole('button', { name: 'Salvar item 02' }).click();
    await expect(tab.getByTestId('invoice-total')).toHaveText('R$ 2.337,50');
    // A failed add removes the just-added row: a discount larger than the total is refused.
    await tab.getByRole('button', { name: 'Adicionar item' }).click();
    await tab.getByRole('textbox', { name: 'Descrição do item 03' }).fill('Desconto');
    await tab.getByRole('textbox', { name: 'Quantidade do item 03' }).fill('1');
    await tab.getByRole('textbox', { name: 'Valor unitário do item 03' }).fill('-5000,00');
    await tab.getByRole('button', { name: 'Salvar item 03' }).click();
    await expect(toast(page, 'O total da fatura não pode ficar negativo.')).toBeVisible();
    await expect(tab.getByTestId('item-editor-03')).toHaveCount(0);
    await expect(tab.getByTestId('item-03')).toHaveCount(0);
    // Remove item 02.
    await tab.getByRole('button', { name: 'Remover item 02' }).click();
    await expect(tab.getByTestId('item-02')).toHaveCount(0);
    await expect(tab.getByTestId('invoice-total')).toHaveText('R$ 2.300,00');

    // Payment: a card and the installments must be chosen.
    await tab.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(tab).toHaveAttribute('data-mode', 'payment');
    await expect(tab.getByTestId('amount-due')).toHaveText('R$ 2.300,00');
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    await expect(tab.getByText('Selecione um método de pagamento')).toBeVisible();
    await expect(tab.getByText('Selecione a quantidade de parcelas')).toBeVisible();
    // Hotel Demo allows up to 6 installments.
    const installments = tab.getByRole('combobox', { name: 'Parcelas' });
    await expect(installments.locator('option:not([disabled])')).toHaveText([
      '1 parcela de R$ 2.300,00',
      '2 parcelas de R$ 1.150,00',
      '3 parcelas: 2 de R$ 766,66 + 1 de R$ 766,68',
      '4 parcelas de R$ 575,00',
      '5 parcelas de R$ 460,00',
      '6 parcelas: 5 de R$ 383,33 + 1 de R$ 383,35',
    ]);

    // The credit-card modal: every message of spec section 5, masks and the preview.
    await tab.getByRole('button', { name: 'Adicionar cartão' }).click();
    const modal = page.getByRole('dialog', { name: 'Cartão de crédito' });
    await expect(modal.getByTestId('card-preview')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="card-form"]')).toEqual([]);
    await modal.getByRole('button', { name: 'Salvar cartão' }).click();
    for (const message of ['Insira o número do cartão', 'Insira o nome do cartão', 'Insira a data de validade', 'Informe o CVV']) {
      await expect(modal.getByText(message, { exact: true })).toBeVisible();
    }
    const number = modal.getByRole('textbox', { name: 'Número do cartão' });
    await number.fill('4024007153763191');
    await number.blur();
    await expect(number).toHaveValue('4024 0071 5376 3191');
    await expect(modal.getByText('Número do cartão inválido', { exact: true })).toBeVisible();
    await number.fill('378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(modal.getByTestId('card-preview-brand')).toHaveText('American Express');
    const expiry = modal.getByRole('textbox', { name: 'Validade (MM/AA)' });
    await expiry.fill('1330');
    await expect(expiry).toHaveValue('13/30');
    await expiry.blur();
    await expect(modal.getByText('Data de validade inválida', { exact: true })).toBeVisible();
    const cvv = modal.getByLabel('CVV');
    await cvv.fill('123');
    await cvv.blur();
    // American Express: 4 digits.
    await expect(modal.getByText('CVV inválido', { exact: true })).toBeVisible();
    const approving = sandboxCard(1);
    await number.fill(approving);
    await expect(modal.getByTestId('card-preview-brand')).toHaveText('Visa');
    await modal.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('maria da silva');
    await expect(modal.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveValue('MARIA DA SILVA');
    await expiry.fill('12/31');
    await cvv.fill('123');
    await modal.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(toast(page, 'Cartão salvo com sucesso.')).toBeVisible();
    await expect(modal).toBeHidden();
    const saved = tab.getByRole('radio', { name: `Visa **** **** **** ${approving.slice(-4)}` });
    await expect(saved).toBeChecked();

    // Charge in 2 installments: success shown, then back to the list with the invoice paid.
    await installments.selectOption({ label: '2 parcelas de R$ 1.150,00' });
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    await expect(tab.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'success');
    await expect(tab.getByTestId('payment-overlay')).toContainText('Pagamento autorizado com sucesso.');
    await expect(toast(page, 'Pagamento autorizado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    const row = invoiceRow(tab, 'Hospedagem');
    await expect(row.getByTestId('invoice-state')).toHaveText('Paga');
    // Paid: read-only, not removable; the invoice card shows the stamp and the totals.
    await expect(row.getByRole('button', { name: 'Remover fatura Hospedagem' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Pagamento da fatura Hospedagem' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Visualizar fatura Hospedagem' }).click();
    const invoiceCard = page.getByRole('dialog', { name: 'Fatura: Hospedagem' });
    await expect(invoiceCard.getByTestId('invoice-stamp')).toHaveText('Pagamento realizado');
    await expect(invoiceCard.getByTestId('invoice-card-totals')).toContainText('Total da fatura: R$ 2.300,00');
    await expect(invoiceCard.getByTestId('invoice-card-totals')).toContainText('Em aberto: R$ 0,00');
    await expect(invoiceCard.getByRole('row', { name: /^01 Diária standard 2 R\$ 1\.150,00 R\$ 2\.300,00$/ })).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="invoice-card"]')).toEqual([]);
    await invoiceCard.getByRole('button', { name: 'Fechar' }).click();
    await row.getByRole('button', { name: 'Itens da fatura Hospedagem' }).click();
    await expect(tab.getByTestId('items-read-only')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Adicionar item' })).toHaveCount(0);
    await expect(tab.getByRole('button', { name: 'Editar item 01' })).toHaveCount(0);

    // The card number and CVV are nowhere in the page's storage or markup after the submit.
    const leaked = await page.evaluate((n) => {
      const all = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.documentElement.outerHTML];
      return all.some((s) => s.includes(n) || s.includes(n.replace(/(\d{4})(?=\d)/g, '$1 ')));
    }, approving);
    expect(leaked).toBe(false);
  });

  test('only invoices without a payment status may be removed; removed invoices are hidden', async ({ page, request }) => {
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher, 'recepcao@demo.test');
    const tab = dialog.getByTestId('billing-tab');
    await newInvoice(dialog, 'Estacionamento');
    await tab.getByRole('button', { name: 'Voltar para as faturas' }).click();
    const row = invoiceRow(tab, 'Estacionamento');
    await row.getByRole('button', { name: 'Remover fatura Estacionamento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover fatura' });
    await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(toast(page, 'Fatura removida com sucesso.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(tab.getByTestId('no-invoices')).toBeVisible();
  });
});

test.describe('payments (sandbox acquirer)', () => {
  test("a declining card shows its return code's message, then another card pays", async ({ page, request }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher);
    const tab = dialog.getByTestId('billing-tab');
    await invoiceReadyToPay(dialog, 'Consumo');
    await addCard(page, tab, sandboxCard(2));
    await tab.getByRole('combobox', { name: 'Parcelas' }).selectOption('1');
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    const overlay = tab.getByTestId('payment-overlay');
    await expect(overlay).toHaveAttribute('data-phase', 'failure');
    await expect(tab.getByTestId('payment-failure-message')).toHaveText(
      'Transação não autorizada. Entre em contato com o banco emissor do cartão. (código 05)',
    );
    // The overlay hides after 4 s and is cleared 0.5 s later; the invoice stays payable.
    await expect(overlay).toHaveCount(0, { timeout: 8_000 });
    await expect(tab.getByTestId('invoice-state')).toHaveText('Falha no pagamento');
    await addCard(page, tab, sandboxCard(4));
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    await expect(toast(page, 'Pagamento autorizado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    await expect(invoiceRow(tab, 'Consumo').getByTestId('invoice-state')).toHaveText('Paga');
  });

  test('reserve, then capture', async ({ page, request }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher);
    const tab = dialog.getByTestId('billing-tab');
    await invoiceReadyToPay(dialog, 'Pré-autorização', '250,00');
    await addCard(page, tab, sandboxCard(0));
    await tab.getByRole('combobox', { name: 'Parcelas' }).selectOption('1');
    await tab.getByRole('button', { name: 'Reservar pagamento' }).click();
    await expect(toast(page, 'Pagamento reservado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    const row = invoiceRow(tab, 'Pré-autorização');
    await expect(row.getByTestId('invoice-state')).toHaveText('Pagamento reservado');
    await row.getByRole('button', { name: 'Visualizar fatura Pré-autorização' }).click();
    await expect(page.getByRole('dialog', { name: 'Fatura: Pré-autorização' }).getByTestId('invoice-stamp')).toHaveText(
      'Pagamento reservado',
    );
    // Escape closes the invoice card only, not the booking modal under it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Fatura: Pré-autorização' })).toBeHidden();
    await expect(dialog).toBeVisible();
    // A reserved invoice offers capture or cancel instead of charge and reserve.
    await row.getByRole('button', { name: 'Pagamento da fatura Pré-autorização' }).click();
    await expect(tab.getByRole('button', { name: 'Cobrar' })).toHaveCount(0);
    await expect(tab.getByRole('button', { name: 'Reservar pagamento' })).toHaveCount(0);
    await tab.getByRole('button', { name: 'Capturar pagamento' }).click();
    await expect(toast(page, 'Pagamento autorizado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    await expect(row.getByTestId('invoice-state')).toHaveText('Paga');
  });

  test('reserve, then cancel the reservation: the invoice comes back to be charged again', async ({ page, request }) => {
    test.setTimeout(90_000);
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher);
    const tab = dialog.getByTestId('billing-tab');
    await invoiceReadyToPay(dialog, 'Caução', '300,00');
    await addCard(page, tab, sandboxCard(1));
    await tab.getByRole('combobox', { name: 'Parcelas' }).selectOption('1');
    await tab.getByRole('button', { name: 'Reservar pagamento' }).click();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    await invoiceRow(tab, 'Caução').getByRole('button', { name: 'Pagamento da fatura Caução' }).click();
    await tab.getByRole('button', { name: 'Cancelar reserva de pagamento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar reserva de pagamento' });
    await confirm.getByRole('button', { name: 'Cancelar reserva de pagamento' }).click();
    await expect(toast(page, 'Cancelamento da reserva de pagamento realizado com sucesso.')).toBeVisible();
    await expect(tab).toHaveAttribute('data-mode', 'list', { timeout: 8_000 });
    // The cancelled invoice is hidden; its copy (same items) is open again.
    const rows = invoiceRow(tab, 'Caução');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('invoice-state')).toHaveText('Em aberto');
    await expect(rows).toContainText('R$ 300,00');
  });

  test('a card whose answer times out: processing, polled every 2 s, then its outcome from the reconciler', async ({ page, request }) => {
    test.setTimeout(120_000);
    const booking = await createBooking(request);
    const dialog = await openBilling(page, booking.voucher);
    const tab = dialog.getByTestId('billing-tab');
    await invoiceReadyToPay(dialog, 'Lavanderia', '80,00');
    await addCard(page, tab, sandboxCard(6));
    await tab.getByRole('combobox', { name: 'Parcelas' }).selectOption('1');
    const polls: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ListFaturaService') && (r.postData() ?? '').includes('invoiceId')) polls.push(Date.now());
    });
    await tab.getByRole('button', { name: 'Cobrar' }).click();
    await expect(tab.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'polling', { timeout: 20_000 });
    // The sandbox recorded a declined sale (99) that never answered; the reconciler finds it.
    await expect(tab.getByTestId('payment-overlay')).toHaveAttribute('data-phase', 'failure', { timeout: 60_000 });
    await expect(tab.getByTestId('payment-failure-message')).toContainText('(código 99)');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    const gaps = polls.slice(1).map((t, i) => t - polls[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_800);
  });
});
