import { expect, test } from '../support/fixtures';
import { createBooking } from './billing-support';
import { bookingRow, day, ddmmyyyy, signInAt } from './bookings-support';

test.describe('booking modal fields (issue 13)', () => {
  test('an impossible typed date gets its reason on the field, and each error goes as soon as the value is fixed', async ({
    page,
    request,
  }) => {
    const { voucher } = await createBooking(request);
    await signInAt(page, 'admin@demo.test', '/operation/bookings');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(voucher);
    await bookingRow(page, voucher).getByRole('button', { name: 'Alterar' }).click();
    const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
    const checkIn = edit.getByRole('textbox', { name: 'Check-in', exact: true });
    const checkOut = edit.getByRole('textbox', { name: 'Check-out', exact: true });
    const reason = '31/02/2026 não existe: fevereiro tem 28 dias em 2026.';
    await expect(checkIn).toHaveValue(ddmmyyyy(day(0)));

    // Typed, not erased: the date stays as typed with the reason under the field.
    await checkIn.fill('31/02/2026');
    await checkIn.blur();
    await expect(edit.getByText(reason)).toBeVisible();
    await expect(checkIn).toHaveValue('31/02/2026');
    await expect(checkIn).toHaveAttribute('aria-invalid', 'true');
    // Confirming keeps the modal open with the field marked.
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeVisible();
    await expect(edit.getByText(reason)).toBeVisible();

    // Fixed: no message of any kind stays on the field (neither the reason nor the confirm's 'required').
    await checkIn.fill(ddmmyyyy(day(1)));
    await checkIn.blur();
    await expect(edit.getByText(reason)).toBeHidden();
    await expect(checkIn).not.toHaveAttribute('aria-invalid', 'true');
    await expect(edit.getByText('Campo obrigatório')).toHaveCount(0);

    // The same for the check-out and for a plain field: the error goes as soon as the value changes.
    await checkOut.fill('');
    await edit.getByRole('textbox', { name: 'Voucher', exact: true }).fill('');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit.getByText('Campo obrigatório')).toHaveCount(2);
    await edit.getByRole('textbox', { name: 'Voucher', exact: true }).fill(voucher);
    await expect(edit.getByText('Campo obrigatório')).toHaveCount(1);
    await checkOut.fill(ddmmyyyy(day(3)));
    await checkOut.blur();
    await expect(edit.getByText('Campo obrigatório')).toHaveCount(0);
    await expect(checkOut).not.toHaveAttribute('aria-invalid', 'true');

    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();
  });
});
