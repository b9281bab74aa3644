import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { createInvoice, staffToken } from './billing-support';
import { bookingRow, day, ddmmyyyy, seriousViolations, signInAt, voucher } from './bookings-support';

/**
 * The booking modals' behaviour at a desktop screen (issue 13, decision 0040): the primary button always in view,
 * a steady height across tabs, the first field focused, Enter submits, the focus back on the opener; a check-in
 * outside the arrival date is confirmed; the check-out shows the balance due.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** A booking of Hotel Demo created through the bookings service, as the front desk would. */
async function booking(request: APIRequestContext, opts: { checkIn: string; guests: number }): Promise<string> {
  const token = await staffToken(request, 'recepcao@demo.test');
  const code = voucher('MODAL');
  const res = await request.post('/jwt/brokerJson/trial/InserirAlterarReservaService', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      STATUS: 'R',
      VOUCHER: code,
      ORIGEM: 'Balcão',
      DTRESERVA: opts.checkIn,
      DHSAIDAPREV: day(5),
      pessoasReserva: Array.from({ length: opts.guests }, (_, i) => ({
        NOME: `Hóspede Modal ${i + 1}`,
        EMAIL: `hospede.modal.${i + 1}@example.test`,
        TELEFONE: null,
        DOC: null,
      })),
    },
  });
  const body = (await res.json()) as { status: number; CODRES: number };
  expect(body.status, JSON.stringify(body)).toBe(1);
  return code;
}

async function openFromRow(page: Page, code: string, action: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
  const button = bookingRow(page, code).getByRole('button', { name: action });
  await button.click();
  return button;
}

const heightOf = async (dialog: Locator) => (await dialog.boundingBox())?.height ?? 0;

test.describe('booking modal behaviour (issue 13)', () => {
  test('long form: footer in view, same height on every tab, first field focused, Enter submits, focus back', async ({ page, request }) => {
    const code = await booking(request, { checkIn: day(1), guests: 8 });
    await signInAt(page, 'admin@demo.test', '/operation/bookings');
    const opener = await openFromRow(page, code, 'Alterar');
    const dialog = page.getByRole('dialog', { name: 'Alterar Reserva' });
    const voucherField = dialog.getByRole('textbox', { name: 'Voucher', exact: true });
    await expect(voucherField).toHaveValue(code);

    // First focus: the first field, not the close button.
    await expect(voucherField).toBeFocused();

    // The form is longer than the screen: its last guest is out of view, the primary button is not.
    const save = dialog.getByRole('button', { name: 'Salvar alterações' });
    const lastGuest = dialog.getByRole('textbox', { name: /Nome/ }).last();
    await expect(lastGuest).not.toBeInViewport();
    await expect(save).toBeInViewport({ ratio: 1 });
    const saveBox = (await save.boundingBox())!;
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(900);
    // Scrolled to the end, still in view.
    await lastGuest.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await seriousViolations(page)).toEqual([]);

    // The same height on every tab (within 2 px).
    const infoHeight = await heightOf(dialog);
    expect(infoHeight).toBeGreaterThan(600);
    for (const tab of ['Documentos', 'Cobrança', 'Reserva']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(Math.abs((await heightOf(dialog)) - infoHeight), tab).toBeLessThanOrEqual(2);
    }

    // Cancel: the focus goes back to the button that opened the modal.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Enter in a field submits the form.
    await opener.click();
    await expect(voucherField).toBeFocused();
    const checkOut = dialog.getByRole('textbox', { name: 'Check-out', exact: true });
    await checkOut.fill(ddmmyyyy(day(6)));
    await checkOut.press('Enter');
    await expect(toast(page, 'Reserva alterada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(checkOut).toHaveValue(ddmmyyyy(day(6)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a check-in outside the arrival date asks first; after it the check-out date can still change', async ({ page, request }) => {
    const code = await booking(request, { checkIn: day(1), guests: 1 });
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    await openFromRow(page, code, 'Check-in');
    const dialog = page.getByRole('dialog', { name: 'Check-in', exact: true });
    // The voucher and the check-in are read-only here: the first field is the check-out date.
    await expect(dialog.getByRole('textbox', { name: 'Check-out', exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Realizar check-in' }).click();
    const ask = page.getByRole('dialog', { name: 'Check-in fora da data de chegada' });
    await expect(ask).toContainText(`A chegada desta reserva está marcada para ${ddmmyyyy(day(1))}, não para hoje (${ddmmyyyy(day(0))}).`);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(bookingRow(page, code)).toHaveAttribute('data-status', 'R');

    await dialog.getByRole('button', { name: 'Realizar check-in' }).click();
    await ask.getByRole('button', { name: 'Fazer check-in mesmo assim' }).click();
    await expect(toast(page, 'Check-in realizado com sucesso!')).toBeVisible();
    await expect(bookingRow(page, code)).toHaveAttribute('data-status', 'I');

    // In house: the check-out date still changes (status I rules), the rest is read-only.
    await bookingRow(page, code).getByRole('button', { name: 'Adiar check-out' }).click();
    const postpone = page.getByRole('dialog', { name: 'Adiar Check-out' });
    const checkOut = postpone.getByRole('textbox', { name: 'Check-out', exact: true });
    await expect(checkOut).toBeFocused();
    await expect(postpone.getByRole('textbox', { name: 'Voucher', exact: true })).toHaveAttribute('readonly', '');
    await expect(postpone.getByRole('button', { name: 'Fazer check-out', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await checkOut.fill(ddmmyyyy(day(7)));
    await checkOut.press('Enter');
    await expect(toast(page, 'Data de check-out alterada com sucesso!')).toBeVisible();
    await expect(bookingRow(page, code)).toHaveAttribute('data-status', 'I');
  });

  test('check-out shows the balance due, says it clearly, and leaves the booking out (O)', async ({ page, request }) => {
    const code = await booking(request, { checkIn: day(0), guests: 1 });
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    // Arriving today: the check-in goes straight through.
    await openFromRow(page, code, 'Check-in');
    await page.getByRole('dialog', { name: 'Check-in', exact: true }).getByRole('button', { name: 'Realizar check-in' }).click();
    await expect(page.getByRole('dialog', { name: 'Check-in fora da data de chegada' })).toHaveCount(0);
    await expect(toast(page, 'Check-in realizado com sucesso!')).toBeVisible();
    await expect(bookingRow(page, code)).toHaveAttribute('data-status', 'I');

    // An invoice of R$ 150,00 is opened on the booking (the front desk's billing services).
    const token = await staffToken(request, 'recepcao@demo.test');
    const list = await request.post('/jwt/brokerJson/trial/ListReservasService', {
      headers: { authorization: `Bearer ${token}` },
      data: { search: code, limit: 1 },
    });
    const codRes = ((await list.json()) as { data: { CODRES: number }[] }).data[0]!.CODRES;
    await createInvoice(request, codRes, 'Frigobar', 75, 2);

    await bookingRow(page, code).getByRole('button', { name: 'Adiar check-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adiar Check-out' });
    await dialog.getByRole('button', { name: 'Fazer check-out', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Check-out', exact: true });
    await expect(confirm.getByTestId('checkout-balance')).toHaveText('Saldo devedor: R$ 150,00');
    await expect(confirm.getByRole('alert')).toContainText('ainda deve R$ 150,00 em faturas abertas');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Fazer check-out com saldo em aberto' }).click();
    await expect(toast(page, 'Check-out realizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(bookingRow(page, code)).toHaveAttribute('data-status', 'O');
    await expect(bookingRow(page, code).getByTestId('booking-status')).toHaveText('Check-out realizado');
  });

  test('the period picker: first field focused, Enter applies, focus back on its button', async ({ page }) => {
    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    const opener = page.getByTestId('bookings-period');
    await opener.click();
    const range = page.getByRole('dialog', { name: 'Período' });
    await expect(range.getByRole('combobox', { name: 'Data', exact: true })).toBeFocused();
    await range.getByRole('textbox', { name: 'De', exact: true }).fill(ddmmyyyy(day(40)));
    const to = range.getByRole('textbox', { name: 'Até', exact: true });
    // A reversed range is not applied by Enter either.
    await to.fill(ddmmyyyy(day(39)));
    await to.press('Enter');
    await expect(range.getByText('A data final não pode ser anterior à inicial.')).toBeVisible();
    await to.fill(ddmmyyyy(day(41)));
    await to.press('Enter');
    await expect(range).toBeHidden();
    await expect(page.getByRole('button', { name: `Check-in: ${ddmmyyyy(day(40))} – ${ddmmyyyy(day(41))}` })).toBeFocused();
  });
});
