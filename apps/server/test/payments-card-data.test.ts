import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sandboxTestCard } from '../src/adapters/acquirer/sandbox';
import type { Failpoint } from '../src/modules/billing/attempts';
import {
  actors,
  bookingToken,
  CHECKIN,
  cardForm,
  createBooking,
  installSandbox,
  invoiceWithItems,
  post,
  runBillingJobs,
} from './billing-fixtures';
import { createTestEnv } from './harness';

/**
 * Card data never lands anywhere but the acquirer: after a suite of card operations (saving cards,
 * charges, declines, timeouts, a crash, reservations, the guest's payment and refused input), no
 * table and no log line holds a test card number, its first digits or the CVV field.
 */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});
let crash = false;
const failpoint: Failpoint = (point) => {
  if (crash && point === 'after-acquirer-reply') {
    crash = false;
    throw new Error('simulated crash');
  }
};
const env = await createTestEnv({ logger: true, logStream, config: { logLevel: 'trace' }, failpoint });
env.deps.log = env.app.log;
installSandbox(env);
const who = await actors(env, 'd');
const personal = { cpf: '529.982.247-25', email: 'maria@guest.test' };

const used = [0, 1, 2, 6].map((d) => sandboxTestCard(d)).concat([sandboxTestCard(0, 'Amex'), sandboxTestCard(4, 'Master')]);

async function tableNames(): Promise<string[]> {
  const { rows } = await env.db.query<{ t: string }>(
    `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  return rows.map((r) => r.t);
}

/** Tables (whole rows as text: every text and json column) whose rows contain the needle. */
async function tablesContaining(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const t of await tableNames()) {
    const { rows } = await env.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t} x WHERE strpos(x::text, $1) > 0`, [needle]);
    if (rows[0]!.n > 0) hits.push(t);
  }
  return hits;
}

describe('card numbers and CVV are stored and logged nowhere', () => {
  it('runs a suite of card operations', async () => {
    const booking = await createBooking(env.db, env.demo.hotel);
    const save = async (digit: number, brand: 'Visa' | 'Amex' | 'Master' = 'Visa') => {
      const r = await post(
        env.app,
        'CreatePaymentMethodService',
        { codRes: booking, ...cardForm(digit, brand, { cardCvv: brand === 'Amex' ? '9317' : '931' }) },
        who.admin,
      );
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { tagJwt: string }).tagJwt;
    };
    // Approved, declined, timeout and crash-then-reconcile charges.
    for (const [digit, key] of [
      [0, 'cd-approved'],
      [2, 'cd-declined'],
      [6, 'cd-timeout'],
    ] as const) {
      const codCab = await invoiceWithItems(env, who.admin, booking);
      const tagJwt = await save(digit);
      await post(env.app, 'ChargeBookingService', { codRes: booking, codCab, tagJwt, idempotencyKey: `${key}-0001` }, who.admin);
    }
    const crashed = await invoiceWithItems(env, who.admin, booking);
    crash = true;
    const crashReply = await post(
      env.app,
      'ChargeBookingService',
      { codRes: booking, codCab: crashed, tagJwt: await save(1), idempotencyKey: 'cd-crash-0001' },
      who.admin,
    );
    expect(crashReply.statusCode).toBe(500);
    // Reserve, capture and cancel with Amex and Master cards.
    const reserved = await invoiceWithItems(env, who.admin, booking);
    await post(
      env.app,
      'CriarFaturaReservarPagamentoService',
      { codRes: booking, codCab: reserved, tagJwt: await save(0, 'Amex'), idempotencyKey: 'cd-reserve-01' },
      who.admin,
    );
    await post(env.app, 'CapturarPagamentoService', { codRes: booking, codCab: reserved }, who.admin);
    const voided = await invoiceWithItems(env, who.admin, booking);
    await post(
      env.app,
      'CriarFaturaReservarPagamentoService',
      { codRes: booking, codCab: voided, tagJwt: await save(4, 'Master'), idempotencyKey: 'cd-reserve-02' },
      who.admin,
    );
    await post(env.app, 'CancelarFaturaService', { codRes: booking, codCab: voided }, who.admin);
    // The guest's standalone link and check-in payment (the CVV goes with the sale).
    const token = await bookingToken(env, env.demo.hotel, booking);
    const standalone = await post(
      env.app,
      'CreateStandalonePaymentMethodService',
      { token, codRes: booking, ...personal, ...cardForm(1, 'Visa', { cardCvv: '931' }), observacao: 'link' },
      null,
    );
    expect(standalone.statusCode, standalone.body).toBe(200);
    await invoiceWithItems(env, who.admin, booking);
    const guest = await post(
      env.app,
      'ProcessaPaymentService',
      { ...cardForm(0, 'Visa', { cardCvv: '931' }), ...personal, idempotencyKey: 'cd-guest-0001' },
      token,
      CHECKIN,
    );
    expect(guest.json()).toMatchObject({ status: 1, estado: 'paid' });
    // Refused input that carries a card number.
    const refused = await post(
      env.app,
      'CreatePaymentMethodService',
      { codRes: booking, ...cardForm(0, 'Visa', { cardCvv: '93' }) },
      who.admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(used[0]!);
    const foreign = await post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0) }, who.other);
    expect(foreign.statusCode).toBe(404);
    await runBillingJobs(env);
    const { rows } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_cards WHERE booking_id = $1', [booking]);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(8);
  });

  it('no table holds a card number (whole or its first digits) or a CVV field', async () => {
    for (const number of used) {
      expect(await tablesContaining(number), number).toEqual([]);
      expect(await tablesContaining(number.slice(0, -4)), `${number} without its last four`).toEqual([]);
      expect(await tablesContaining(number.replace(/(\d{4})(?=\d)/g, '$1 ')), `${number} spaced`).toEqual([]);
    }
    for (const field of ['cardNumber', 'cardCvv', 'SecurityCode', 'CardNumber']) expect(await tablesContaining(field), field).toEqual([]);
  });

  it('no log line holds a card number, a CVV or a CPF', async () => {
    // The suite was logged (trace level): one entry per request (platform/request-log.ts) and what the services said.
    expect(logLines.filter((l) => l.includes('"msg":"request completed"')).length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(30);
    const all = logLines.join('\n');
    expect(all).toContain('simulated crash'); // the crash was logged, without request data
    for (const number of used) {
      expect(all.includes(number), number).toBe(false);
      expect(all.includes(number.slice(0, -4)), `${number} without its last four`).toBe(false);
      expect(all.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), `${number} spaced`).toBe(false);
    }
    for (const needle of ['"931"', '"9317"', '52998224725', '529.982.247-25', 'cardCvv']) expect(all.includes(needle), needle).toBe(false);
  });
});
