import type { ListFaturaReply, PaymentReply } from '@gm/contracts/billing';
import { describe, expect, it } from 'vitest';
import { AcquirerUnavailableError, type SaleInput } from '../src/adapters/acquirer/port';
import type { Failpoint, FailpointName } from '../src/modules/billing/attempts';
import { loadConfig } from '../src/platform/config';
import { actors, createBooking, expectRefused, installSandbox, invoiceWithItems, post, runBillingJobs, saveCard } from './billing-fixtures';
import { createTestEnv } from './harness';

/**
 * Charge, reserve, capture and cancel, exactly once (PAYMENTS.md "How to test it"): replays,
 * concurrent double submits, a crash between the acquirer's reply and the commit, timeouts and
 * the reconciler, reservations captured, cancelled and abandoned.
 */
let crashAt: FailpointName | null = null;
const failpoint: Failpoint = (point) => {
  if (point === crashAt) {
    crashAt = null;
    throw new Error(`failpoint ${point}: simulated crash`);
  }
};
const env = await createTestEnv({ failpoint, config: { billing: { ...loadConfig({}).billing, noSaleGraceMs: 60_000 } } });
const acq = installSandbox(env);
const who = await actors(env, 'p');

type Reply = PaymentReply & { status: number; code?: string; failure?: { failureLrCode: string; message: string } };

async function invoiceState(bookingId: number, codCab: number) {
  const r = await post(env.app, 'ListFaturaService', { codRes: bookingId, invoiceId: codCab }, who.admin);
  return (r.json() as ListFaturaReply).fatura!;
}

async function attemptsOf(codCab: number) {
  const { rows } = await env.db.query<{ state: string; amount_cents: number; merchant_order_id: string; pending_op: string | null }>(
    'SELECT state, amount_cents, merchant_order_id, pending_op FROM payment_attempts WHERE invoice_id = $1 ORDER BY id',
    [codCab],
  );
  return rows;
}

async function salesOf(codCab: number) {
  const { rows } = await env.db.query<{ status: number; amount_cents: number; captured_cents: number }>(
    `SELECT s.status, s.amount_cents, s.captured_cents FROM acquirer_sandbox_sales s JOIN payment_attempts a ON a.merchant_order_id = s.merchant_order_id
      WHERE a.invoice_id = $1 ORDER BY s.received_at`,
    [codCab],
  );
  return rows;
}

async function setup(digit: number, items: [number, number][] = [[2, 150]]) {
  const booking = await createBooking(env.db, env.demo.hotel);
  const codCab = await invoiceWithItems(env, who.admin, booking, items);
  const tagJwt = await saveCard(env, who.admin, booking, digit);
  acq.reset();
  return { booking, codCab, tagJwt };
}

function charge(
  b: { booking: number; codCab: number; tagJwt: string },
  key: string,
  extra: Record<string, unknown> = {},
  service = 'ChargeBookingService',
  token = who.admin,
) {
  return post(
    env.app,
    service,
    { codRes: b.booking, codCab: b.codCab, tagJwt: b.tagJwt, totalMonths: 1, idempotencyKey: key, ...extra },
    token,
  );
}

describe('charge (sale with capture)', () => {
  it('an approved card pays the invoice; a replay of the key answers the stored result without a second sale', async () => {
    const b = await setup(0);
    const r = await charge(b, 'charge-approved-1', { totalMonths: 3 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      success: true,
      LR: '6',
      estado: 'paid',
      eveUltStatus: 'paid',
      message: 'Pagamento autorizado com sucesso.',
      idempotencyKey: 'charge-approved-1',
    });
    const replay = await charge(b, 'charge-approved-1', { totalMonths: 3 });
    expect(replay.json()).toEqual(r.json());
    expect(acq.counts.createSale).toBe(1);
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'paid', amount_cents: 30_000 })]);
    expect((await attemptsOf(b.codCab))[0]!.merchant_order_id).toMatch(new RegExp(`^INV${b.codCab}A\\d+$`));
    expect(await salesOf(b.codCab)).toEqual([{ status: 2, amount_cents: 30_000, captured_cents: 30_000 }]);
  });
  it('the same key with a different body is refused; a new key on a paid invoice is refused', async () => {
    const b = await setup(0);
    await charge(b, 'charge-mismatch-1');
    await expectRefused(env.db, 422, () => charge(b, 'charge-mismatch-1', { totalMonths: 2 }), 'billing.idempotency_mismatch');
    await expectRefused(env.db, 422, () => charge(b, 'charge-mismatch-2'), 'billing.invoice_paid');
    expect(acq.counts.createSale).toBe(1);
  });
  it.each([
    [2, '05'],
    [3, '57'],
    [5, '78'],
    [7, '77'],
    [8, '70'],
  ])('card ending %i is declined with return code %s: status 0, its message, failure on the invoice', async (digit, lr) => {
    const b = await setup(digit);
    const r = await charge(b, `decline-${digit}`);
    expect(r.statusCode).toBe(422);
    const body = r.json() as Reply;
    expect(body).toMatchObject({ status: 0, success: false, LR: lr, code: 'billing.payment_declined', estado: 'failure' });
    expect(body.message).toContain(`(código ${lr})`);
    expect(body.failure).toMatchObject({ failureLrCode: lr, error: 'declined' });
    const f = await invoiceState(b.booking, b.codCab);
    expect(f).toMatchObject({
      eveUltStatus: 'failure',
      evePagFailLr: lr,
      eveStatusPagFail: 'declined',
      estado: 'failure',
      somenteLeitura: false,
    });
    expect(f.failure?.message).toBe(body.failure?.message);
    expect(f.acoes).toMatchObject({ charge: true, remove: false });
  });
  it('a declined invoice can be paid with another card (a new attempt replaces the failure)', async () => {
    const b = await setup(2);
    await charge(b, 'retry-after-decline-1');
    const good = await saveCard(env, who.admin, b.booking, 4);
    const r = await charge({ ...b, tagJwt: good }, 'retry-after-decline-2');
    expect(r.json()).toMatchObject({ status: 1, success: true, estado: 'paid' });
    expect((await invoiceState(b.booking, b.codCab)).failure).toBeNull();
  });
  it('the declined message is translated', async () => {
    const b = await setup(2);
    const en = await post(
      env.app,
      'ChargeBookingService?locale=en',
      { codRes: b.booking, codCab: b.codCab, tagJwt: b.tagJwt, idempotencyKey: 'decline-en' },
      who.admin,
    );
    expect((en.json() as Reply).message).toBe('Transaction not authorised. Please contact your card issuing bank. (code 05)');
  });
  it('installments: 1..QTDMAXPARCELASPGTO and at least R$ 5,00 each (EE)', async () => {
    const b = await setup(0, [[1, 9.99]]);
    await expectRefused(env.db, 422, () => charge(b, 'installments-7', { totalMonths: 7 }), 'billing.installments_invalid');
    const ee = await expectRefused(env.db, 422, () => charge(b, 'installments-2', { totalMonths: 2 }), 'billing.installment_minimum');
    expect((ee as unknown as { LR: string }).LR).toBe('EE');
    expect((await invoiceState(b.booking, b.codCab)).parcelas).toEqual([1]);
    expect(acq.counts.createSale).toBe(0);
    const ok = await charge(b, 'installments-1', { totalMonths: 1 });
    expect(ok.json()).toMatchObject({ success: true });
  });
  it("refuses bad input, another hotel, no permission, another booking's card and an invoice with nothing due", async () => {
    const b = await setup(0);
    await expectRefused(env.db, 400, () => charge(b, 'short'), 'platform.validation');
    await expectRefused(env.db, 400, () => charge(b, 'bad key with spaces'));
    await expectRefused(env.db, 400, () => charge({ ...b, tagJwt: '' }, 'bad-input-1'));
    await expectRefused(env.db, 400, () => charge(b, 'bad-input-2', { totalMonths: 0 }));
    await expectRefused(env.db, 404, () => charge(b, 'other-hotel-1', {}, 'ChargeBookingService', who.other), 'billing.booking_not_found');
    await expectRefused(env.db, 403, () => charge(b, 'no-perm-1', {}, 'ChargeBookingService', who.none));
    const elsewhere = await setup(0);
    await expectRefused(env.db, 422, () => charge({ ...b, tagJwt: elsewhere.tagJwt }, 'foreign-card-1'), 'billing.card_required');
    await expectRefused(env.db, 404, () => charge({ ...b, codCab: elsewhere.codCab }, 'foreign-invoice-1'), 'billing.invoice_not_found');
    const empty = (await post(env.app, 'HandleFaturaService', { codRes: b.booking, descricao: 'Vazia' }, who.admin)).json() as {
      codCab: number;
    };
    await expectRefused(env.db, 422, () => charge({ ...b, codCab: empty.codCab }, 'nothing-due-1'), 'billing.nothing_due');
    expect(acq.counts.createSale).toBe(0);
  });
});

describe('concurrent double submits', () => {
  /** Holds every sale 30 ms so the 20 requests really overlap. */
  function slowSales() {
    const inner = acq.port.createSale;
    env.deps.ports!.acquirer = { ...acq.port, createSale: async (i: SaleInput) => (await new Promise((r) => setTimeout(r, 30)), inner(i)) };
    return () => (env.deps.ports!.acquirer = acq.port);
  }

  it('20 requests with the same key: exactly one acquirer charge, every reply the same payment', async () => {
    const b = await setup(0);
    const restore = slowSales();
    try {
      const replies = await Promise.all(Array.from({ length: 20 }, () => charge(b, 'same-key-x20')));
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      for (const r of replies) expect(['paid', 'processing']).toContain((r.json() as Reply).estado);
    } finally {
      restore();
    }
    expect(acq.counts.createSale).toBe(1);
    expect(await attemptsOf(b.codCab)).toHaveLength(1);
    expect(await salesOf(b.codCab)).toHaveLength(1);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ vlrPago: 300, vlrTotal: 300, eveUltStatus: 'paid' });
    expect((await charge(b, 'same-key-x20')).json()).toMatchObject({ estado: 'paid', success: true });
  });
  it('20 requests with different keys on one invoice: one charge, no over-payment', async () => {
    const b = await setup(0);
    const restore = slowSales();
    let replies;
    try {
      replies = await Promise.all(Array.from({ length: 20 }, (_, i) => charge(b, `diff-key-${i}-xxxx`)));
    } finally {
      restore();
    }
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 422).map((r) => (r.json() as Reply).code);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const code of refused) expect(['billing.payment_in_progress', 'billing.invoice_paid']).toContain(code);
    expect(replies.some((r) => r.statusCode >= 500)).toBe(false);
    expect(acq.counts.createSale).toBe(1);
    const sales = await salesOf(b.codCab);
    expect(sales.reduce((s, x) => s + Number(x.captured_cents), 0)).toBe(30_000);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ vlrPago: 300, vlrEmAberto: 0 });
  });
});

describe('unknown outcomes and the reconciler', () => {
  it('a crash between the acquirer reply and the commit: the reconciler finds the sale and marks it paid; no second charge', async () => {
    const b = await setup(0);
    crashAt = 'after-acquirer-reply';
    const crashed = await charge(b, 'crash-after-reply');
    expect(crashed.statusCode).toBe(500);
    expect(acq.counts.createSale).toBe(1);
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'pending' })]);
    const pending = await invoiceState(b.booking, b.codCab);
    expect(pending).toMatchObject({ estado: 'processing', processando: true, eveUltStatus: null });
    // Another key while the outcome is open: refused, never a second sale.
    await expectRefused(env.db, 422, () => charge(b, 'crash-second-try'), 'billing.payment_in_progress');
    // A retry of the same key answers "processing".
    expect((await charge(b, 'crash-after-reply')).json()).toMatchObject({
      status: 1,
      estado: 'processing',
      success: null,
      pollAfterMs: 2000,
    });
    expect(await runBillingJobs(env)).toBeGreaterThan(0);
    expect(acq.counts.findByMerchantOrderId).toBeGreaterThanOrEqual(1);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ estado: 'paid', eveUltStatus: 'paid', vlrPago: 300 });
    expect((await charge(b, 'crash-after-reply')).json()).toMatchObject({ estado: 'paid', success: true, LR: '6' });
    await expectRefused(env.db, 422, () => charge(b, 'crash-third-try'), 'billing.invoice_paid');
    expect(acq.counts.createSale).toBe(1);
    expect(await salesOf(b.codCab)).toHaveLength(1);
  });
  it('timeout card (last digit 6): unknown, never failure, until reconciled (the sandbox records it declined, 99)', async () => {
    const b = await setup(6);
    const r = await charge(b, 'timeout-digit-6');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, success: null, estado: 'processing', LR: null });
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'unknown' })]);
    expect((await invoiceState(b.booking, b.codCab)).eveUltStatus).toBeNull();
    await runBillingJobs(env);
    const f = await invoiceState(b.booking, b.codCab);
    expect(f).toMatchObject({ eveUltStatus: 'failure', evePagFailLr: '99', processando: false });
    const replay = await charge(b, 'timeout-digit-6');
    expect(replay.json()).toMatchObject({ status: 0, LR: '99' });
    expect(acq.counts.createSale).toBe(1);
  });
  it('a lost reply of an approved sale (timeout after the acquirer charged) is reconciled to paid', async () => {
    const b = await setup(1);
    const inner = acq.port.createSale;
    env.deps.ports!.acquirer = {
      ...acq.port,
      createSale: async (i: SaleInput) => {
        await inner(i);
        throw new AcquirerUnavailableError('timeout');
      },
    };
    try {
      expect((await charge(b, 'lost-reply-1')).json()).toMatchObject({ estado: 'processing' });
    } finally {
      env.deps.ports!.acquirer = acq.port;
    }
    await runBillingJobs(env);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ eveUltStatus: 'paid' });
    expect(acq.counts.createSale).toBe(1);
  });
  it('a request that never reached the acquirer is failed (no sale) only after the grace period, then can be paid', async () => {
    const b = await setup(0);
    env.deps.ports!.acquirer = { ...acq.port, createSale: async () => Promise.reject(new AcquirerUnavailableError('network')) };
    try {
      expect((await charge(b, 'never-sent-1')).json()).toMatchObject({ estado: 'processing' });
    } finally {
      env.deps.ports!.acquirer = acq.port;
    }
    await runBillingJobs(env);
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'unknown' })]);
    await env.db.query(`UPDATE payment_attempts SET created_at = now() - interval '10 minutes' WHERE invoice_id = $1`, [b.codCab]);
    await runBillingJobs(env);
    const f = await invoiceState(b.booking, b.codCab);
    expect(f).toMatchObject({ eveUltStatus: 'failure', eveStatusPagFail: 'no_sale', evePagFailLr: null });
    expect(f.failure?.message).toBe('Não foi possível concluir o pagamento e nenhuma cobrança foi feita. Tente novamente.');
    expect((await charge(b, 'never-sent-2')).json()).toMatchObject({ estado: 'paid' });
    expect(acq.counts.createSale).toBe(1);
  });
  it('two sales under one order id: the reconciler keeps one and voids the other', async () => {
    const b = await setup(0);
    const inner = acq.port.createSale;
    env.deps.ports!.acquirer = {
      ...acq.port,
      createSale: async (i: SaleInput) => {
        await inner(i);
        await inner(i);
        throw new AcquirerUnavailableError('server', 502);
      },
    };
    try {
      await charge(b, 'duplicate-sale-1');
    } finally {
      env.deps.ports!.acquirer = acq.port;
    }
    await runBillingJobs(env);
    const sales = await salesOf(b.codCab);
    expect(sales.map((s) => s.status).sort((x, y) => x - y)).toEqual([2, 10]);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ eveUltStatus: 'paid', vlrPago: 300 });
    const { rows } = await env.db.query(`SELECT 1 FROM payment_events WHERE invoice_id = $1 AND kind = 'anomaly.duplicate_sale'`, [
      b.codCab,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('reserve, capture and cancel', () => {
  const reserve = (b: { booking: number; codCab: number; tagJwt: string }, key: string) =>
    charge(b, key, {}, 'CriarFaturaReservarPagamentoService');
  const ref = (b: { booking: number; codCab: number }) => ({ codRes: b.booking, codCab: b.codCab });

  it('reserve -> capture: reserved (stamp, capture or cancel offered), then paid; a second capture answers the same', async () => {
    const b = await setup(0);
    const r = await reserve(b, 'reserve-capture-1');
    expect(r.json()).toMatchObject({
      status: 1,
      success: true,
      estado: 'reserved',
      LR: '4',
      eveUltStatus: 'in_analysis',
      message: 'Pagamento reservado com sucesso.',
    });
    const reserved = await invoiceState(b.booking, b.codCab);
    expect(reserved).toMatchObject({
      estado: 'reserved',
      carimbo: 'reserved',
      isCobrancaDireta: 'N',
      eveUltStatus: 'in_analysis',
      somenteLeitura: true,
    });
    expect(reserved.acoes).toMatchObject({ capture: true, cancelReservation: true, charge: false, reserve: false });
    await expectRefused(env.db, 422, () => charge(b, 'charge-on-reserved'), 'billing.invoice_reserved');
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleItemFaturaService', { ...ref(b), qtd: 1, vlrUnit: 1, descricao: 'x' }, who.admin),
      'billing.invoice_read_only',
    );
    const cap = await post(env.app, 'CapturarPagamentoService', ref(b), who.reception);
    expect(cap.json()).toMatchObject({ status: 1, success: true, estado: 'paid', eveUltStatus: 'paid' });
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ estado: 'paid', carimbo: 'paid', vlrPago: 300 });
    const again = await post(env.app, 'CapturarPagamentoService', ref(b), who.reception);
    expect(again.json()).toMatchObject({ status: 1, estado: 'paid' });
    expect(acq.counts).toMatchObject({ createSale: 1, capture: 1 });
    expect(await salesOf(b.codCab)).toEqual([{ status: 2, amount_cents: 30_000, captured_cents: 30_000 }]);
  });
  it('reserve -> cancel: voided, the invoice closed and copied to be charged again; a second cancel answers the same', async () => {
    const b = await setup(0);
    await reserve(b, 'reserve-cancel-1');
    const c = await post(env.app, 'CancelarFaturaService', ref(b), who.admin);
    const body = c.json() as Reply;
    expect(body).toMatchObject({
      status: 1,
      success: true,
      estado: 'voided',
      message: 'Cancelamento da reserva de pagamento realizado com sucesso.',
    });
    expect(body.novoCodCabDuplicado).toEqual(expect.any(Number));
    const old = await invoiceState(b.booking, b.codCab);
    expect(old).toMatchObject({ estado: 'cancelled', novoCodCabDuplicado: body.novoCodCabDuplicado });
    const copy = await invoiceState(b.booking, body.novoCodCabDuplicado!);
    expect(copy).toMatchObject({ estado: 'open', vlrTotal: 300, descricao: 'Diárias', eveUltStatus: null });
    expect(copy.itensCobranca).toHaveLength(1);
    const listed = (await post(env.app, 'ListFaturaService', { codRes: b.booking }, who.admin)).json() as ListFaturaReply;
    expect(listed.faturas.map((f) => f.codCab)).toEqual([body.novoCodCabDuplicado]);
    expect((await post(env.app, 'CancelarFaturaService', ref(b), who.admin)).json()).toMatchObject({ status: 1, estado: 'voided' });
    expect(acq.counts.void).toBe(1);
    expect((await salesOf(b.codCab))[0]!.status).toBe(10);
    const pay = await charge({ ...b, codCab: body.novoCodCabDuplicado! }, 'after-cancel-charge');
    expect(pay.json()).toMatchObject({ estado: 'paid' });
  });
  it('capture and cancel refuse an invoice with no reservation, bad input, another hotel and no permission', async () => {
    const b = await setup(0);
    for (const service of ['CapturarPagamentoService', 'CancelarFaturaService']) {
      await expectRefused(env.db, 422, () => post(env.app, service, ref(b), who.admin), 'billing.not_reserved');
      await expectRefused(env.db, 400, () => post(env.app, service, { codRes: b.booking }, who.admin));
      await expectRefused(env.db, 404, () => post(env.app, service, ref(b), who.other));
      await expectRefused(env.db, 403, () => post(env.app, service, ref(b), who.none));
    }
    await charge(b, 'paid-then-capture');
    await expectRefused(env.db, 422, () => post(env.app, 'CapturarPagamentoService', ref(b), who.admin), 'billing.invoice_paid');
    const fresh = await setup(0);
    await expectRefused(env.db, 404, () => charge(fresh, 'reserve-other-hotel', {}, 'CriarFaturaReservarPagamentoService', who.other));
    await expectRefused(env.db, 403, () => charge(fresh, 'reserve-no-perm-1', {}, 'CriarFaturaReservarPagamentoService', who.none));
    await expectRefused(env.db, 400, () => charge(fresh, 'reserve-bad-1', { codCab: 'x' }, 'CriarFaturaReservarPagamentoService'));
  });
  it('a capture whose answer is lost is completed by the reconciler from the recorded intent', async () => {
    const b = await setup(0);
    await reserve(b, 'capture-lost-1');
    env.deps.ports!.acquirer = { ...acq.port, capture: async () => Promise.reject(new AcquirerUnavailableError('timeout')) };
    try {
      expect((await post(env.app, 'CapturarPagamentoService', ref(b), who.admin)).json()).toMatchObject({ estado: 'processing' });
    } finally {
      env.deps.ports!.acquirer = acq.port;
    }
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'authorised', pending_op: 'capture' })]);
    expect((await invoiceState(b.booking, b.codCab)).acoes.capture).toBe(false);
    await runBillingJobs(env);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ estado: 'paid', eveUltStatus: 'paid' });
    expect(await attemptsOf(b.codCab)).toEqual([expect.objectContaining({ state: 'paid', pending_op: null })]);
  });
  it('an abandoned reservation is voided by its scheduled job before the capture deadline', async () => {
    const b = await setup(0);
    await reserve(b, 'abandoned-1');
    const { rows } = await env.db.query<{ days: number }>(
      `SELECT extract(epoch FROM start_after - now()) / 86400 AS days FROM pgboss.job WHERE name = 'billing.reservation-expiry' AND state = 'created'
        AND data->'payload'->>'attemptId' = (SELECT id::text FROM payment_attempts WHERE invoice_id = $1)`,
      [b.codCab],
    );
    expect(Number(rows[0]!.days)).toBeGreaterThan(13.9);
    expect(Number(rows[0]!.days)).toBeLessThan(14.1);
    await runBillingJobs(env, ['billing.reservation-expiry']);
    const old = await invoiceState(b.booking, b.codCab);
    expect(old).toMatchObject({ estado: 'cancelled' });
    expect(old.novoCodCabDuplicado).toEqual(expect.any(Number));
    expect((await salesOf(b.codCab))[0]!.status).toBe(10);
    const { rows: ev } = await env.db.query(`SELECT details FROM payment_events WHERE invoice_id = $1 AND kind = 'reservation.voided'`, [
      b.codCab,
    ]);
    expect(ev[0]!.details).toMatchObject({ reason: 'expired' });
  });
  it('a captured reservation is not voided by its expiry job', async () => {
    const b = await setup(0);
    await reserve(b, 'captured-not-expired');
    await post(env.app, 'CapturarPagamentoService', ref(b), who.admin);
    await runBillingJobs(env, ['billing.reservation-expiry']);
    expect(await invoiceState(b.booking, b.codCab)).toMatchObject({ estado: 'paid' });
    expect(acq.counts.void).toBe(0);
  });
});
