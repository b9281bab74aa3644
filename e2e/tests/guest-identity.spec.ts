import type { Browser, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { mailsTo, waitForMail } from '../support/mail';
import { bookingRow, signInAt } from './bookings-support';
import { createBooking, expectAccessible, PHONE_VIEWPORT, randomCpf, staffApi } from './checkin-support';

/**
 * Issue 9 §1 and §5 in the browser: a returning guest's stored details fill the wizard only after the code sent to
 * the e-mail on file (read from the real SMTP peer); without it the guest goes on with fresh data, the answer
 * never says whether a registration exists, and staff see the duplicate, compare and merge it, and see documents
 * masked unless they show one in full.
 */

const next = (page: Page) => page.getByTestId('wizard-next');

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/**
 * Hotel link, booking search; the booking's only guest opens straight on the registration screen, which starts
 * with the identification (docs/decisions/0038-shorter-guest-wizard.md).
 */
async function toVerify(page: Page, voucher: string, name: string, search: string): Promise<void> {
  await page.goto('/checkin?h=hotel-demo');
  await page.getByLabel(/Código da reserva/).fill(voucher);
  await page.getByLabel(/Nome e sobrenome/).fill(search);
  await next(page).click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'registration');
  await expect(page.getByLabel('Nome completo')).toHaveValue(name);
}

/** The registration data, fresh, saved: the wizard moves on to the address (a Brazilian: no nationality asked). */
async function register(page: Page, phone: string, email: string): Promise<void> {
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'registration');
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByLabel('Data de nascimento').fill('21/04/1988');
  await page.getByLabel(/^Celular/).fill(phone);
  await page.getByLabel('E-mail').fill(email);
  await next(page).click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'address');
}

test.describe('returning guest identity', () => {
  test('the stored details fill the wizard only with the e-mailed code; staff merge the duplicate and reveal the CPF', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await staffApi(baseURL!, 'recepcao@demo.test');
    const name = 'Beatriz Retorno Lima';
    const cpf = randomCpf();
    const email = `beatriz-${Date.now()}@e2e.test`;
    const first = await createBooking(staff, [name]);
    const second = await createBooking(staff, [name]);
    const third = await createBooking(staff, [name]);
    await staff.ctx.dispose();

    // First stay: the guest registers (identification and registration data).
    const page = await phone(browser, baseURL!);
    await toVerify(page, first.VOUCHER, name, 'Beatriz Lima');
    await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await register(page, '11 91234-5678', email);
    await page.context().close();

    // Second stay: she asks for her stored details and proves the e-mail with the code.
    const again = await phone(browser, baseURL!);
    await toVerify(again, second.VOUCHER, name, 'Beatriz Lima');
    await again.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await again.getByLabel(/Já me hospedei aqui/).check();
    await again.getByLabel('Primeiro nome').fill('Beatriz');
    await again.getByRole('button', { name: 'Enviar código' }).click();
    await expect(again.getByText('Confira o seu e-mail')).toBeVisible();
    await expectAccessible(again, 'verify with code');
    const mail = await waitForMail(email, 1);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    // A wrong code is refused on the field, translated.
    await again.getByLabel('Código de 6 dígitos').fill(code === '000000' ? '111111' : '000000');
    await again.getByRole('button', { name: 'Usar meus dados' }).click();
    await expect(again.getByText(/Código inválido ou expirado/).first()).toBeVisible();
    await again.getByLabel('Código de 6 dígitos').fill(code);
    await again.getByRole('button', { name: 'Usar meus dados' }).click();
    // The stored details fill the fields below, on the same screen.
    await expect(again.getByLabel('Código de 6 dígitos')).toHaveCount(0);
    await expect(again.getByTestId('wizard')).toHaveAttribute('data-step', 'registration');
    await expect(again.getByLabel('E-mail')).toHaveValue(email);
    await expect(again.getByLabel('Data de nascimento')).toHaveValue('21/04/1988');
    await again.context().close();

    // Third stay, someone with her CPF and first name: the same notice, no code, nothing filled.
    const other = await phone(browser, baseURL!);
    await toVerify(other, third.VOUCHER, name, 'Beatriz Lima');
    await other.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await other.getByLabel(/Já me hospedei aqui/).check();
    await other.getByLabel('Primeiro nome').fill('Beatriz');
    await other.getByRole('button', { name: 'Enviar código' }).click();
    await expect(other.getByText('Confira o seu e-mail')).toBeVisible();
    await other.getByRole('button', { name: 'Continuar sem os dados do cadastro' }).click();
    await expect(other.getByTestId('wizard')).toHaveAttribute('data-step', 'registration');
    await expect(other.getByLabel('E-mail')).toHaveValue('');
    await register(other, '11 91234-5679', `outra-${Date.now()}@e2e.test`);
    await other.context().close();
    // Two codes were asked for her CPF; only the real registration's e-mail got mail.
    expect(mailsTo(email).filter((m) => /\b\d{6}\b/.test(m.text))).toHaveLength(2);

    // Staff: the CPF is masked, reception shows it in full; the duplicate is compared and merged.
    const deskContext = await browser.newContext({ baseURL });
    const desk = await deskContext.newPage();
    await signInAt(desk, 'recepcao@demo.test', '/operation/bookings');
    await desk.getByRole('searchbox', { name: 'Buscar' }).fill(third.VOUCHER);
    const c = bookingRow(desk, third.VOUCHER);
    await c.getByRole('button', { name: 'Visualizar' }).click();
    const view = desk.getByRole('dialog', { name: 'Visualizar Reserva' });
    await view.getByRole('tab', { name: 'Documentos' }).click();
    await view.getByRole('button', { name: `Ver detalhes de ${name}` }).click();
    const detail = view.getByTestId('guest-detail');
    const masked = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    await expect(detail.getByTestId('document-cpf')).toHaveText(masked);
    await expect(detail).not.toContainText(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}`);
    await detail.getByRole('button', { name: 'Mostrar CPF completo' }).click();
    // Shown in full and formatted, as people read a CPF.
    await expect(detail.getByTestId('document-cpf')).toHaveText(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    const dup = detail.getByTestId('duplicate-profiles');
    await expect(dup).toContainText('Possível cadastro duplicado');
    await expect(dup).toContainText(email);
    await expectAccessible(desk, 'guest detail with duplicate');
    await dup.getByRole('button', { name: 'Comparar e mesclar' }).click();
    const merge = desk.getByRole('dialog', { name: 'Mesclar cadastros' });
    await expect(merge.getByTestId('merge-compare')).toContainText(email);
    await merge.getByLabel('Manter o outro cadastro').check();
    await merge.getByRole('button', { name: 'Mesclar' }).click();
    await expect(toast(desk, 'Cadastros mesclados com sucesso!')).toBeVisible();
    await expect(detail.getByTestId('duplicate-profiles')).toHaveCount(0);
    await deskContext.close();
  });
});
