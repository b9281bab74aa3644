import { afterAll, describe, expect, it } from 'vitest';
import { cieloAcquirer } from '../src/adapters/acquirer/cielo';
import { AcquirerRejectedError, AcquirerUnavailableError } from '../src/adapters/acquirer/port';
import { sandboxTestCard } from '../src/adapters/acquirer/sandbox';
import { loadConfig } from '../src/platform/config';
import { startContractServer } from './acquirer-contract-server';
import { actors, createBooking, invoiceWithItems, post, runBillingJobs, saveCard } from './billing-fixtures';
import { createTestEnv } from './harness';

/** The real Cielo API 3.0 client against a local server that follows the documented contract. */
const server = await startContractServer();
afterAll(() => server.close());
const client = cieloAcquirer({
  merchantId: server.merchantId,
  merchantKey: server.merchantKey,
  apiUrl: server.apiUrl,
  queryUrl: server.queryUrl,
  timeoutMs: 300,
});

async function token(digit: number) {
  return (
    await client.tokenizeCard({
      customerName: 'MARIA',
      cardNumber: sandboxTestCard(digit),
      holder: 'MARIA SILVA',
      expirationDate: '12/2031',
      brand: 'Visa',
    })
  ).cardToken;
}
const sale = (cardToken: string, capture: boolean, order = `ORD${Date.now()}${Math.floor(Math.random() * 1000)}`) =>
  client.createSale({
    merchantOrderId: order,
    amountCents: 15_000,
    installments: 2,
    capture,
    customerName: 'MARIA',
    card: { cardToken, brand: 'Visa' },
  });

const settings = (env: NodeJS.ProcessEnv) => loadConfig(env).acquirer;

describe('Cielo client: requests as documented', () => {
  it('tokenises with POST /1/card/ on the transactions host, with MerchantId and MerchantKey', async () => {
    server.requests.length = 0;
    const t = await token(0);
    expect(t).toMatch(/^[0-9a-f-]{36}$/);
    const r = server.requests[0]!;
    expect(r).toMatchObject({ host: 'api', method: 'POST', path: '/1/card/' });
    expect(r.headers).toMatchObject({ merchantid: server.merchantId, merchantkey: server.merchantKey, 'content-type': 'application/json' });
    expect(r.headers.requestid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(r.body)).toEqual({
      CustomerName: 'MARIA',
      CardNumber: sandboxTestCard(0),
      Holder: 'MARIA SILVA',
      ExpirationDate: '12/2031',
      Brand: 'Visa',
    });
  });
  it('sells with capture (Status 2, code 6) and without (Status 1, code 4), sending the card token only', async () => {
    const t = await token(1);
    server.requests.length = 0;
    const paid = await sale(t, true);
    expect(paid).toMatchObject({
      status: 2,
      returnCode: '6',
      amountCents: 15_000,
      capturedAmountCents: 15_000,
      installments: 2,
      brand: 'Visa',
    });
    const body = JSON.parse(server.requests[0]!.body);
    expect(server.requests[0]).toMatchObject({ host: 'api', method: 'POST', path: '/1/sales/' });
    expect(body.Payment).toMatchObject({
      Type: 'CreditCard',
      Amount: 15_000,
      Installments: 2,
      Capture: true,
      CreditCard: { CardToken: t, Brand: 'Visa' },
    });
    expect(server.requests[0]!.body).not.toContain(sandboxTestCard(1));
    const reserved = await sale(t, false);
    expect(reserved).toMatchObject({ status: 1, returnCode: '4' });
  });
  it('captures and voids with PUT, queries by PaymentId and MerchantOrderId on the query host', async () => {
    const t = await token(4);
    const order = `CAPT${Date.now()}`;
    const reserved = await sale(t, false, order);
    server.requests.length = 0;
    expect(await client.capture(reserved.paymentId)).toMatchObject({ status: 2, returnCode: '6', reasonCode: 0 });
    expect(server.requests[0]).toMatchObject({ host: 'api', method: 'PUT', path: `/1/sales/${reserved.paymentId}/capture` });
    expect(await client.getPayment(reserved.paymentId)).toMatchObject({ status: 2, merchantOrderId: order, paymentId: reserved.paymentId });
    expect(server.requests[1]).toMatchObject({ host: 'query', method: 'GET', path: `/1/sales/${reserved.paymentId}` });
    expect(await client.findByMerchantOrderId(order)).toEqual([reserved.paymentId]);
    expect(server.requests[2]).toMatchObject({ host: 'query', method: 'GET', path: `/1/sales?merchantOrderId=${order}` });
    expect(await client.void(reserved.paymentId, 15_000)).toMatchObject({ status: 10, returnCode: '9' });
    expect(server.requests[3]).toMatchObject({ method: 'PUT', path: `/1/sales/${reserved.paymentId}/void?amount=15000` });
  });
  it('declines carry the status and return code (the caller decides on Status)', async () => {
    expect(await sale(await token(2), true)).toMatchObject({ status: 3, returnCode: '05', returnMessage: 'Não Autorizada' });
  });
  it('unknown ids: null and [] (404)', async () => {
    expect(await client.getPayment('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await client.findByMerchantOrderId('NOSUCHORDER')).toEqual([]);
  });
});

describe('Cielo client: failures', () => {
  it('4xx with codes is a rejection (nothing created); 401 on wrong credentials', async () => {
    await expect(client.capture('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      httpStatus: 404,
      errors: [{ code: '307' }],
    });
    const t = await token(0);
    const reserved = await sale(t, true);
    const err = await client.capture(reserved.paymentId).catch((e) => e);
    expect(err).toBeInstanceOf(AcquirerRejectedError);
    expect(err.errors).toEqual([{ code: '308', message: 'Transaction not available to capture' }]);
    const wrong = cieloAcquirer({
      merchantId: server.merchantId,
      merchantKey: 'x',
      apiUrl: server.apiUrl,
      queryUrl: server.queryUrl,
      timeoutMs: 300,
    });
    await expect(
      wrong.createSale({
        merchantOrderId: 'A1',
        amountCents: 1,
        installments: 1,
        capture: true,
        customerName: 'X',
        card: { cardToken: t, brand: 'Visa' },
      }),
    ).rejects.toMatchObject({
      httpStatus: 401,
    });
  });
  it('5xx, reset and timeout are "unavailable" (unknown outcome), and a POST is never retried', async () => {
    const t = await token(0);
    for (const [kind, reason] of [
      ['status500', 'server'],
      ['reset', 'network'],
      ['hang', 'timeout'],
    ] as const) {
      server.faults.push({ match: /^POST \/1\/sales\/$/, kind });
      server.requests.length = 0;
      const err = await sale(t, true).catch((e) => e);
      expect(err, kind).toBeInstanceOf(AcquirerUnavailableError);
      expect(err.reason, kind).toBe(reason);
      expect(
        server.requests.filter((r) => r.path === '/1/sales/'),
        kind,
      ).toHaveLength(1);
    }
  });
  it('settings come from the environment; ACQUIRER=cielo needs credentials', () => {
    const s = settings({
      ACQUIRER: 'cielo',
      CIELO_MERCHANT_ID: 'm',
      CIELO_MERCHANT_KEY: 'k',
      CIELO_API_URL: 'https://api.example/',
      CIELO_QUERY_URL: 'https://q.example',
    });
    expect(s).toMatchObject({
      kind: 'cielo',
      cielo: { merchantId: 'm', merchantKey: 'k', apiUrl: 'https://api.example', queryUrl: 'https://q.example', timeoutMs: 40_000 },
    });
    expect(settings({}).kind).toBe('sandbox');
    expect(settings({ ACQUIRER_SANDBOX_LATENCY_MS: '0' }).latencyMs).toEqual([0, 0]);
    expect(settings({ ACQUIRER_SANDBOX_LATENCY_MS: '100-300' }).latencyMs).toEqual([100, 300]);
    expect(() => settings({ ACQUIRER: 'cielo', CIELO_MERCHANT_ID: 'm' })).toThrow(
      'ACQUIRER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY',
    );
  });
});

const env = await createTestEnv({ ports: { acquirer: client } });
const who = await actors(env, 'cielo');

describe('the payment flow over the real client', () => {
  it('the injected port replaces the configured one', () => {
    expect(env.deps.ports.acquirer).toBe(client);
  });
  it('saves a card, charges it, reserves and captures', async () => {
    const booking = await createBooking(env.db, env.demo.hotel);
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const tagJwt = await saveCard(env, who.admin, booking, 0);
    const r = await post(env.app, 'ChargeBookingService', { codRes: booking, codCab, tagJwt, idempotencyKey: 'cielo-charge-1' }, who.admin);
    expect(r.json()).toMatchObject({ status: 1, estado: 'paid', LR: '6' });
    const second = await invoiceWithItems(env, who.admin, booking);
    await post(
      env.app,
      'CriarFaturaReservarPagamentoService',
      { codRes: booking, codCab: second, tagJwt, idempotencyKey: 'cielo-reserve-1' },
      who.admin,
    );
    expect((await post(env.app, 'CapturarPagamentoService', { codRes: booking, codCab: second }, who.admin)).json()).toMatchObject({
      estado: 'paid',
    });
  });
  it('a sale whose answer never arrives is unknown, then reconciled through the query host by MerchantOrderId', async () => {
    const booking = await createBooking(env.db, env.demo.hotel);
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const tagJwt = await saveCard(env, who.admin, booking, 1);
    server.faults.push({ match: /^POST \/1\/sales\/$/, kind: 'hang-after-processing' });
    const r = await post(env.app, 'ChargeBookingService', { codRes: booking, codCab, tagJwt, idempotencyKey: 'cielo-lost-1' }, who.admin);
    expect(r.json()).toMatchObject({ status: 1, estado: 'processing' });
    server.requests.length = 0;
    await runBillingJobs(env);
    expect(server.requests.some((q) => q.host === 'query' && q.path.startsWith('/1/sales?merchantOrderId=INV'))).toBe(true);
    expect(server.requests.some((q) => q.method === 'POST')).toBe(false);
    const list = await post(env.app, 'ListFaturaService', { codRes: booking, invoiceId: codCab }, who.admin);
    expect((list.json() as { fatura: { eveUltStatus: string } }).fatura.eveUltStatus).toBe('paid');
  });
});
