import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import {
  atStep,
  createBooking,
  type Fixtures,
  imageFixtures,
  next,
  phone,
  randomCpf,
  search,
  staffApi,
  upload,
  wizard,
} from './checkin-support';

/**
 * The shorter guest wizard (issue 13, docs/decisions/0038-shorter-guest-wizard.md): the phone's back button is
 * the wizard's back, a server refusal about a field is said on that field, and the minor's authorisation term is
 * asked for on its own screen, which the document's "at the reception" tick does not waive.
 */

let images: Fixtures;
test.beforeAll(async () => {
  images = await imageFixtures();
});

/** The registration screen of a Brazilian guest (CPF, sex, birth date, contact), not yet sent. */
async function fillRegistration(page: Page, birth: string, email?: string): Promise<void> {
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByLabel('Data de nascimento').fill(birth);
  await page.getByLabel('Data de nascimento').press('Tab');
  await page.getByLabel(/^Celular/).fill('11 98765-4321');
  if (email) await page.getByLabel('E-mail').fill(email);
}

const progress = async (page: Page) => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));

test.describe('the shorter guest wizard', () => {
  test("the phone's back button goes to the previous screen, not out of the check-in", async ({ browser, baseURL }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Vera Volta Lima']);
    await staff.ctx.dispose();
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await search(page, booking.VOUCHER, 'Vera Lima');
    // One guest to fill: no guest selection screen.
    await atStep(page, 'registration', false);
    const email = `vera-${Date.now()}@e2e.test`;
    await fillRegistration(page, '02/02/1991', email);
    await next(page).click();
    await atStep(page, 'address', false);
    const atAddress = await progress(page);

    await page.goBack();
    await atStep(page, 'registration', false);
    await expect(page).toHaveURL(/\/checkin\?h=hotel-demo/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    expect(await progress(page)).toBeLessThan(atAddress);

    // Next again, then the step bar's back and the phone's back stay in step.
    await next(page).click();
    await atStep(page, 'address', false);
    await page.getByRole('button', { name: 'Voltar para a etapa anterior' }).click();
    await atStep(page, 'registration', false);
    await page.goBack();
    await atStep(page, 'search', false);
    await expect(page).toHaveURL(/\/checkin\?h=hotel-demo/);
    await context.close();
  });

  test('a server refusal about a field is said on that field, on its screen', async ({ browser, baseURL }) => {
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Rosa Repete Lima', 'Iris Repete Lima']);
    await staff.ctx.dispose();
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await search(page, booking.VOUCHER, 'Rosa Lima');
    await atStep(page, 'select-person', false);
    await page.getByRole('button', { name: 'Fazer o check-in de Rosa Repete Lima' }).click();
    await atStep(page, 'registration', false);
    const email = `rosa-${Date.now()}@e2e.test`;
    await fillRegistration(page, '03/03/1983', email);
    await next(page).click();
    await atStep(page, 'address', false);

    // Back (the phone's button) to the guest selection; the companion types the same e-mail.
    await page.goBack();
    await atStep(page, 'registration', false);
    await page.goBack();
    await atStep(page, 'select-person', false);
    await page.getByRole('button', { name: 'Fazer o check-in de Iris Repete Lima' }).click();
    await atStep(page, 'registration', false);
    await fillRegistration(page, '04/04/1984', email);
    await next(page).click();
    const refusal = 'Este e-mail já é usado por outro hóspede desta reserva. Informe um e-mail diferente.';
    const field = page.getByLabel('E-mail');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.]/g, '\\.')));
    await expect(field).toBeFocused();
    await expect(wizard(page)).toHaveAttribute('data-step', 'registration');
    await field.fill(`iris-${Date.now()}@e2e.test`);
    await expect(page.getByText(refusal)).toHaveCount(0);
    await next(page).click();
    await atStep(page, 'address', false);
    await context.close();
  });

  test("the minor's authorisation term is required on its own screen; the document's tick does not waive it", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const booking = await createBooking(staff, ['Tania Termo Lima', 'Davi Termo Lima']);
    await staff.ctx.dispose();
    const { context, page } = await phone(browser, baseURL!);
    await page.goto('/checkin?h=hotel-demo');
    await search(page, booking.VOUCHER, 'Tania Lima');
    await atStep(page, 'select-person', false);
    const steps = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('gm.checkin.wizard.v1')!).machine.steps as string[]);
    await page.getByRole('button', { name: 'Fazer o check-in de Davi Termo Lima' }).click();
    await atStep(page, 'registration', false);
    // An adult companion has no authorisation screen; a minor one (not with the father or the mother) has.
    await fillRegistration(page, '05/05/1985');
    expect(await steps()).not.toContain('authorization');
    await page.getByLabel('Data de nascimento').fill(`05/05/${new Date().getFullYear() - 9}`);
    await page.getByLabel('Data de nascimento').press('Tab');
    await expect.poll(steps).toContain('authorization');
    await next(page).click();
    await atStep(page, 'address', false);
    await page.getByLabel('Parentesco com o titular').selectOption('O');
    await next(page).click();

    // The identity document and the signature at the reception.
    await atStep(page, 'documents', false);
    await page.getByLabel('Vou apresentar o documento na recepção').check();
    await page.getByLabel('Vou assinar na recepção').check();
    await page.getByLabel('Li e concordo com os termos').check();
    await next(page).click();

    await atStep(page, 'authorization', true);
    await expect(page.getByTestId('auth-card')).toHaveCount(0);
    await next(page).click();
    await expect(page.getByTestId('authorization-error')).toHaveText(
      'Envie a foto do termo de autorização do menor ou marque que vai apresentar o original na recepção.',
    );
    await expect(wizard(page)).toHaveAttribute('data-step', 'authorization');
    await upload(page, 'auth-minor', images.authorization);
    await next(page).click();
    await atStep(page, 'summary', false);
    await page.getByTestId('confirm-checkin').click();
    // Said on the screen (decision 0039), not in a toast.
    await expect(page.getByTestId('guest-done').or(page.getByTestId('checkin-payment')).first()).toBeVisible();
    await expect(toast(page, 'Check-in online concluído com sucesso!')).toHaveCount(0);
    await context.close();
  });
});
