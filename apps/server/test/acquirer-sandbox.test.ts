import { isLuhnValid } from '@gm/domain/card';
import { describe, expect, it } from 'vitest';
import { configuredAcquirer } from '../src/adapters/acquirer/acquirer';
import { AcquirerRejectedError, AcquirerUnavailableError } from '../src/adapters/acquirer/port';
import { sandboxAcquirer, sandboxTestCard } from '../src/adapters/acquirer/sandbox';
import { loadConfig } from '../src/platform/config';
import { createTestEnv } from './harness';

/** The sandbox acquirer follows PAYMENTS.md's "Sandbox simulated outcomes (credit card)". */
const env = await createTestEnv({ seed: false });
const sandbox = sandboxAcquirer(env.db, { latencyMs: 0, timeoutMs: 0, seed: 42 });
let orders = 0;
const nextOrder = () => `SBX${Date.now()}${orders++}`;

async function tokenFor(digit: number, brand: 'Visa' | 'Master' | 'Amex' = 'Visa', s = sandbox) {
  return (
    await s.tokenizeCard({ customerName: 'T', cardNumber: sandboxTestCard(digit, brand), holder: 'T', expirationDate: '12/2031', brand })
  ).cardToken;
}
async function saleWith(digit: number, capture: boolean, extra: { amountCents?: number; installments?: number } = {}, s = sandbox) {
  const cardToken = await tokenFor(digit, 'Visa', s);
  return s.createSale({
    merchantOrderId: nextOrder(),
    amountCents: extra.amountCents ?? 10_000,
    installments: extra.installments ?? 1,
    capture,
    customerName: 'T',
    card: { cardToken, brand: 'Visa' },
  });
}

describe('sandbox acquirer', () => {
  it('test cards are Luhn-valid and end in the outcome digit', () => {
    for (let d = 0; d <= 9; d++) {
      for (const brand of ['Visa', 'Master', 'Amex'] as const) {
        const n = sandboxTestCard(d, brand);
        expect(isLuhnValid(n)).toBe(true);
        expect(n.endsWith(String(d))).toBe(true);
        expect(n).toHaveLength(brand === 'Amex' ? 15 : 16);
      }
    }
  });
  it.each([0, 1, 4])('last digit %i is authorised: Status 2 / code 6 with capture, Status 1 / code 4 without', async (d) => {
    expect(await saleWith(d, true)).toMatchObject({
      status: 2,
      returnCode: '6',
      returnMessage: 'Operation Successful',
      capturedAmountCents: 10_000,
    });
    const auth = await saleWith(d, false);
    expect(auth).toMatchObject({ status: 1, returnCode: '4', capturedAmountCents: 0 });
    expect(auth.authorizationCode).toMatch(/^\d{6}$/);
    expect(auth.tid).toMatch(/^\d{20}$/);
  });
  it.each([
    [2, '05', 'Não Autorizada'],
    [3, '57', 'Cartão Expirado'],
    [5, '78', 'Cartão Bloqueado'],
    [7, '77', 'Cartão Cancelado'],
    [8, '70', 'Problemas com o Cartão de Crédito'],
  ])('last digit %i is declined with %s', async (d, code, message) => {
    expect(await saleWith(d, true)).toMatchObject({ status: 3, returnCode: code, returnMessage: message, authorizationCode: null });
  });
  it('last digit 6 times out: the caller gets no answer, but the sale is there when queried by order id', async () => {
    const cardToken = await tokenFor(6);
    const order = nextOrder();
    const err = await sandbox
      .createSale({
        merchantOrderId: order,
        amountCents: 500,
        installments: 1,
        capture: true,
        customerName: 'T',
        card: { cardToken, brand: 'Visa' },
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AcquirerUnavailableError);
    const ids = await sandbox.findByMerchantOrderId(order);
    expect(ids).toHaveLength(1);
    expect(await sandbox.getPayment(ids[0]!)).toMatchObject({
      status: 3,
      returnCode: '99',
      returnMessage: 'Time Out',
      merchantOrderId: order,
    });
  });
  it('last digit 9 is random but reproducible with the seed', async () => {
    const run = async () => {
      const s = sandboxAcquirer(env.db, { latencyMs: 0, timeoutMs: 0, seed: 99 });
      const out: string[] = [];
      for (let i = 0; i < 12; i++)
        out.push(
          await saleWith(9, true, {}, s).then(
            (p) => p.returnCode ?? '',
            () => 'timeout',
          ),
        );
      return out;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    expect(new Set(a)).toEqual(new Set(['6', 'timeout']));
  });
  it('refuses an installment below R$ 5,00 (EE)', async () => {
    expect(await saleWith(0, true, { amountCents: 999, installments: 2 })).toMatchObject({ status: 3, returnCode: 'EE' });
    expect(await saleWith(0, true, { amountCents: 1000, installments: 2 })).toMatchObject({ status: 2 });
  });
  it('captures an authorisation once; voids authorised and captured sales; refuses the rest as documented', async () => {
    const auth = await saleWith(0, false);
    expect(await sandbox.capture(auth.paymentId)).toMatchObject({ status: 2, returnCode: '6' });
    await expect(sandbox.capture(auth.paymentId)).rejects.toMatchObject({ httpStatus: 400, errors: [{ code: '308' }] });
    expect(await sandbox.void(auth.paymentId)).toMatchObject({ status: 10, returnCode: '9' });
    await expect(sandbox.void(auth.paymentId)).rejects.toMatchObject({ errors: [{ code: '309' }] });
    const other = await saleWith(1, false);
    await expect(sandbox.void(other.paymentId, 100)).rejects.toBeInstanceOf(AcquirerRejectedError); // partial void only once captured
    expect(await sandbox.void(other.paymentId)).toMatchObject({ status: 10 });
    await expect(sandbox.capture('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      httpStatus: 404,
      errors: [{ code: '307' }],
    });
    expect(await sandbox.getPayment('not-a-payment-id')).toBeNull();
  });
  it('rejects bad requests (4xx: nothing created) and keeps only the last four digits of a card', async () => {
    const cardToken = await tokenFor(0);
    await expect(
      sandbox.createSale({
        merchantOrderId: 'has-dash',
        amountCents: 100,
        installments: 1,
        capture: true,
        customerName: 'T',
        card: { cardToken, brand: 'Visa' },
      }),
    ).rejects.toBeInstanceOf(AcquirerRejectedError);
    await expect(
      sandbox.createSale({
        merchantOrderId: nextOrder(),
        amountCents: 0,
        installments: 1,
        capture: true,
        customerName: 'T',
        card: { cardToken, brand: 'Visa' },
      }),
    ).rejects.toBeInstanceOf(AcquirerRejectedError);
    await expect(
      sandbox.createSale({
        merchantOrderId: nextOrder(),
        amountCents: 100,
        installments: 1,
        capture: true,
        customerName: 'T',
        card: { cardToken: 'nope', brand: 'Visa' },
      }),
    ).rejects.toBeInstanceOf(AcquirerRejectedError);
    await expect(
      sandbox.tokenizeCard({ customerName: 'T', cardNumber: '4024007153763191', holder: 'T', expirationDate: '12/2031', brand: 'Visa' }),
    ).rejects.toBeInstanceOf(AcquirerRejectedError);
    await expect(
      sandbox.tokenizeCard({ customerName: 'T', cardNumber: sandboxTestCard(0), holder: 'T', expirationDate: '2031-12', brand: 'Visa' }),
    ).rejects.toBeInstanceOf(AcquirerRejectedError);
    const { rows } = await env.db.query<{ t: string }>('SELECT c::text AS t FROM acquirer_sandbox_cards c');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.t).not.toContain(sandboxTestCard(0).slice(0, 12));
  });
  it('has a configurable latency', async () => {
    const slow = sandboxAcquirer(env.db, { latencyMs: 40, timeoutMs: 0 });
    const t0 = Date.now();
    await slow.findByMerchantOrderId('X1');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(38);
    const held = sandboxAcquirer(env.db, { latencyMs: 0, timeoutMs: 60 });
    const t1 = Date.now();
    await saleWith(6, true, {}, held).catch(() => null);
    expect(Date.now() - t1).toBeGreaterThanOrEqual(58);
  });
  it('is the default acquirer', () => {
    expect(configuredAcquirer(loadConfig({}).acquirer, env.db).name).toBe('sandbox');
    expect(env.deps.ports.acquirer.name).toBe('sandbox');
  });
});
