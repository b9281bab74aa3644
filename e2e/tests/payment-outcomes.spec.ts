import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { bookingRow, seriousViolations, signInAt } from './bookings-support';
import { expectAccessible, hotelToday, staffApi } from './checkin-support';
import { kiosk, kioskUrl, pastTheSearch, type Stay, stayCheckedInOnline } from './kiosk-support';

/**
 * Payment outcomes (spec section 4; docs/decisions/0081-payment-outcomes.md). The desk sets a booking's payment
 * condition in the back office's booking modal, as a receptionist does when the stay is a courtesy or billed to a
 * company; at the lobby kiosk (1080x1920, touch only) the guest, whose web check-in was done on the phone, reaches
 * the payment step, reads that there is nothing to pay and why, and goes on to the check-in.
 */

/** The desk opens the booking from the list and changes its payment condition. */
async function setCondition(page: Page, stay: Stay, label: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(stay.VOUCHER);
  const row = bookingRow(page, stay.VOUCHER);
  await row.getByRole('button', { name: 'Alterar' }).click();
  const edit = page.getByRole('dialog', { name: 'Alterar Reserva' });
  const condition = edit.getByRole('combobox', { name: 'Condição de pagamento' });
  await expect(condition).toHaveValue('guest');
  await expect(condition.locator('option')).toHaveText(['Hóspede paga', 'Cortesia', 'Faturado (empresa ou agência)']);
  await condition.selectOption({ label });
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  const saved = toast(page, 'Reserva alterada com sucesso!');
  await expect(saved).toBeVisible();
  await expect(edit).toBeHidden();
  // Closed, so the next booking's save has its own message to find.
  await saved.getByRole('button').click();
  await expect(saved).toHaveCount(0);
  // Opened again, the booking holds it.
  await row.getByRole('button', { name: 'Alterar' }).click();
  await expect(edit.getByRole('combobox', { name: 'Condição de pagamento' })).toHaveValue(label === 'Cortesia' ? 'courtesy' : 'invoiced');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
}

/** At the kiosk: the booking by voucher and name on the on-screen keyboard, on to the payment step. */
async function toThePayment(page: Page, url: URL, stay: Stay): Promise<void> {
  await pastTheSearch(page, url, stay);
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'payment', { timeout: 20_000 });
}

test.describe('payment outcomes', () => {
  test('the desk marks a stay as a courtesy and another as invoiced; at the kiosk each guest reads why nothing is due and goes on', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const courtesy = await stayCheckedInOnline(staff, 'Clara Cortesia');
    const invoiced = await stayCheckedInOnline(staff, 'Fábio Faturado');
    await staff.ctx.dispose();

    await signInAt(page, 'recepcao@demo.test', '/operation/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    await setCondition(page, courtesy, 'Cortesia');
    await setCondition(page, invoiced, 'Faturado (empresa ou agência)');

    const url = new URL(await kioskUrl(baseURL!));
    const cases = [
      {
        stay: courtesy,
        outcome: 'courtesy',
        title: 'Sua hospedagem é uma cortesia do hotel.',
        detail: 'Não há nada a pagar. Você pode continuar.',
      },
      {
        stay: invoiced,
        outcome: 'invoiced',
        title: 'Sua reserva será faturada para a empresa ou agência.',
        detail: 'Não há nada a pagar agora; despesas extras são acertadas na recepção.',
      },
    ];
    for (const c of cases) {
      const { context, page: totem } = await kiosk(browser, baseURL!);
      await toThePayment(totem, url, c.stay);
      await expect(totem.getByTestId('kiosk-payment')).toHaveAttribute('data-state', c.outcome);
      const notice = totem.getByTestId(`kiosk-payment-${c.outcome}`);
      await expect(notice).toContainText(c.title);
      await expect(notice).toContainText(c.detail);
      // Nothing to pay: no amount, no PIN-pad button.
      await expect(totem.getByTestId('kiosk-amount')).toHaveCount(0);
      await expect(totem.getByTestId('kiosk-pay')).toHaveCount(0);
      await expectAccessible(totem, `kiosk payment: ${c.outcome}`);
      const next = totem.getByTestId('wizard-next');
      expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await next.tap();
      await expect(totem.getByTestId('wizard')).toHaveAttribute('data-step', /^(checkin|finished)$/, { timeout: 20_000 });
      await expect(totem.getByTestId('kiosk-checked-in')).toBeVisible({ timeout: 60_000 });
      await context.close();
    }

    // The totem payment dashboard counts what the payment step showed.
    const admin = await staffApi(baseURL!, 'admin@demo.test');
    const today = { DHINCLUSAOINI: hotelToday(), DHINCLUSAOFIN: hotelToday() };
    const step = await admin.call<{ rows: { resultado: string; sessoes: number }[] }>(
      '/dashboardQueries/executeQuery/totem-payment-step',
      today,
    );
    const count = (r: string) => step.rows.find((x) => x.resultado === r)?.sessoes ?? 0;
    expect(count('Cortesia')).toBeGreaterThanOrEqual(1);
    expect(count('Faturado')).toBeGreaterThanOrEqual(1);
    await admin.ctx.dispose();
  });
});
