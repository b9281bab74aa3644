import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sandboxTestCard } from '../../apps/server/src/adapters/acquirer/sandbox';
import { addDays, todayIn } from '../../packages/domain/src/bookings';
import { DEMO_PASSWORD, expect, signIn } from '../support/fixtures';

/** Helpers of the billing and payment browser tests (billing*.spec.ts, payment*.spec.ts). */

export async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

export function voucher(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();
}

/** A Luhn-valid sandbox card whose last digit picks the outcome (0, 1, 4 approve; 2 -> 05; 6 -> timeout...). */
export function sandboxCard(lastDigit: number, brand: 'Visa' | 'Master' | 'Amex' = 'Visa'): string {
  return sandboxTestCard(lastDigit, brand);
}

/** A staff bearer token through the real sign-in endpoints (form sign-in, then the user token). */
export async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/login', { form: { username: email, password: DEMO_PASSWORD } });
  expect(await login.text()).toMatch(/^1;/);
  const tok = await request.post('/user/token/authenticated');
  const body = (await tok.json()) as { token: string };
  return body.token;
}

/**
 * A booking of Hotel Demo created through the bookings service (InserirAlterarReservaService), as the
 * front desk would: check-in today, check-out in two days, one guest.
 */
export async function createBooking(
  request: APIRequestContext,
  guest = 'Maria Pagadora',
): Promise<{ voucher: string; codRes: number; guest: string }> {
  const token = await staffToken(request, 'recepcao@demo.test');
  const today = todayIn('America/Sao_Paulo');
  const code = voucher('PAY');
  const res = await request.post('/jwt/brokerJson/trial/InserirAlterarReservaService', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      STATUS: 'R',
      VOUCHER: code,
      ORIGEM: 'Balcão',
      DTRESERVA: today,
      DHSAIDAPREV: addDays(today, 2),
      pessoasReserva: [{ NOME: guest, EMAIL: 'maria.pagadora@example.test', TELEFONE: null, DOC: '52998224725' }],
    },
  });
  const body = (await res.json()) as { status: number; CODRES: number; message?: string };
  expect(body.status, JSON.stringify(body)).toBe(1);
  return { voucher: code, codRes: body.CODRES, guest };
}

/** Signs in and opens the booking's edit modal on its Cobrança tab. */
export async function openBilling(page: Page, code: string, email = 'admin@demo.test'): Promise<Locator> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home\/index$/);
  // Every date, as a clerk who clears the date filter: the default "check-in from today" hides a booking made for
  // today once midnight passes in São Paulo between making it and searching (a CI run at 03:00 UTC saw that).
  await page.goto('/operation/bookings?period=all');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
  const row = page.locator(`[data-testid="booking-row"][data-voucher="${code}"]`);
  await row.getByRole('button', { name: 'Alterar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Reserva' });
  await dialog.getByRole('tab', { name: 'Cobrança' }).click();
  await expect(dialog.getByTestId('billing-tab')).toBeVisible();
  return dialog;
}

/** Creates an invoice from the list and lands on its items. */
export async function newInvoice(tab: Locator, description: string): Promise<void> {
  await tab.getByRole('textbox', { name: 'Descrição da nova fatura' }).fill(description);
  await tab.getByRole('button', { name: 'Nova fatura' }).click();
  await expect(tab.getByTestId('billing-tab')).toHaveAttribute('data-mode', 'items');
  await expect(tab.getByRole('heading', { name: description })).toBeVisible();
}

/** Adds an item in the items mode and waits for the invoice total. */
export async function addItem(
  tab: Locator,
  item: { number: string; description: string; qty: string; value: string },
  total: string,
): Promise<void> {
  await tab.getByRole('button', { name: 'Adicionar item' }).click();
  await tab.getByRole('textbox', { name: `Descrição do item ${item.number}` }).fill(item.description);
  await tab.getByRole('textbox', { name: `Quantidade do item ${item.number}` }).fill(item.qty);
  await tab.getByRole('textbox', { name: `Valor unitário do item ${item.number}` }).fill(item.value);
  await tab.getByRole('button', { name: `Salvar item ${item.number}` }).click();
  await expect(tab.getByTestId(`item-${item.number}`)).toContainText(item.description);
  await expect(tab.getByTestId('invoice-total')).toHaveText(total);
}

/** Adds a card through the credit-card modal of the payment mode. */
export async function addCard(page: Page, tab: Locator, number: string, name = 'maria pagadora'): Promise<void> {
  await tab.getByRole('button', { name: 'Adicionar cartão' }).click();
  const modal = page.getByRole('dialog', { name: 'Cartão de crédito' });
  await modal.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await modal.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill(name);
  await modal.getByRole('textbox', { name: 'Validade (MM/AA)' }).fill('1231');
  await modal.getByLabel('CVV').fill('123');
  await modal.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(modal).toBeHidden();
  await expect(tab.getByRole('radio', { name: new RegExp(`${number.slice(-4)}$`) })).toBeChecked();
}

/** An invoice with items, from the list, ready for the payment mode. */
export async function invoiceReadyToPay(tab: Locator, description: string, value = '100,00'): Promise<void> {
  await newInvoice(tab, description);
  await addItem(tab, { number: '01', description: 'Diária', qty: '1', value }, `R$ ${value}`);
  await tab.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(tab.getByTestId('billing-tab')).toHaveAttribute('data-mode', 'payment');
}

export function invoiceRow(tab: Locator, description: string): Locator {
  return tab.getByRole('row').filter({ has: tab.page().getByRole('cell', { name: description, exact: true }) });
}

/** An invoice with one item, created through the payment services as the front desk would. */
export async function createInvoice(
  request: APIRequestContext,
  codRes: number,
  descricao: string,
  vlrUnit: number,
  qtd = 1,
): Promise<number> {
  const token = await staffToken(request, 'recepcao@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const inv = await request.post('/jwt/brokerJson/pay/HandleFaturaService', { headers, data: { codRes, descricao } });
  const { codCab } = (await inv.json()) as { codCab: number };
  const item = await request.post('/jwt/brokerJson/pay/HandleItemFaturaService', {
    headers,
    data: { codRes, codCab, qtd, vlrUnit, descricao: 'Diária' },
  });
  expect(item.status()).toBe(200);
  return codCab;
}

/** The guest's booking token, as the booking search of /payment gets it (hotel link code hotel-demo). */
export async function guestToken(request: APIRequestContext, code: string, name: string): Promise<string> {
  const res = await request.post('/booking/token', { data: { h: 'hotel-demo', voucher: code, nome: name } });
  const body = (await res.json()) as { token: string };
  expect(body.token).toBeTruthy();
  return body.token;
}

/** Fills the card form of the guest's pages (personal mode: e-mail and CPF). */
export async function fillGuestCard(scope: Locator, number: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await scope.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Maria Pagadora');
  await scope.getByRole('textbox', { name: 'Validade (MM/AA)' }).fill('12/31');
  await scope.getByLabel('CVV').fill('123');
  await scope.getByRole('textbox', { name: 'E-mail' }).fill('maria.pagadora@example.test');
  await scope.getByRole('textbox', { name: 'CPF' }).fill('52998224725');
}
