import { describe, expect, it } from 'vitest';
import { AcquirerRejectedError } from '../src/adapters/acquirer/port';
import { actors, bookingToken, CHECKIN, cardForm, createBooking, installSandbox, invoiceWithItems, PAY, post } from './billing-fixtures';
import { createTestEnv } from './harness';

/**
 * Issue 9 §2: card testing through the guest payment. The review ran 40 different declined cards through one
 * booking token in 46 s: 40 acquirer authorisations, never slowed. Each test uses its own client address.
 * A velocity refusal answers 429 with Retry-After (the request was fine, its rate was not; 422 stays the card's own
 * decline, which the web's payment run reads from the invoice).
 */
const env = await createTestEnv({ ports: {} });
const acq = installSandbox(env);
const who = await actors(env, 'v');
const personal = { cpf: '529.982.247-25', email: 'maria@guest.test' };

/** A Luhn-valid Visa number ending in `last` (2: declined "Não Autorizada" in the sandbox), different each call. */
let serial = 0;
function card(last: number): string {
  const body = `40240071${String(++serial % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  for (let x = 0; x <= 9; x++) {
    const n = `${body}${x}${last}`;
    let sum = 0;
    for (let i = 0; i < n.length; i++) {
      let d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return n;
  }
  throw new Error('unreachable');
}

async function guest() {
  const booking = await createBooking(env.db, env.demo.hotel);
  await invoiceWithItems(env, who.admin, booking, [[1, 100]]);
  return { booking, token: await bookingToken(env, env.demo.hotel, booking) };
}

function payFrom(ip: string, token: string, number: string, locale = 'pt') {
  return env.app.inject({
    method: 'POST',
    url: `${CHECKIN}/ProcessaPaymentService?locale=${locale}`,
    payload: { ...cardForm(0), cardNumber: number, ...personal, totalMonths: 1 },
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
  });
}

describe('velocity limits on the guest payment (before the acquirer)', () => {
  it('40 declined cards on one booking: after 3 declines the booking pauses, the acquirer is not called again', async () => {
    const g = await guest();
    acq.reset();
    const answers: { status: number; code?: string; success?: boolean }[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await payFrom('198.51.100.1', g.token, card(2));
      answers.push({ status: r.statusCode, code: r.json().code, success: r.json().success });
    }
    // A decline is a refusal (422) carrying success false, as before.
    expect(answers.slice(0, 3).every((a) => a.status === 422 && a.success === false)).toBe(true);
    expect(answers.slice(3).every((a) => a.status === 429 && a.code === 'billing.payments_paused')).toBe(true);
    // Before: 40 authorisations; now 3.
    expect(acq.counts.createSale).toBe(3);
    expect(acq.counts.tokenizeCard).toBe(3);
    // Even a good card, from another address, waits for the cool-down (the pause is the booking's).
    const en = await payFrom('198.51.100.3', g.token, card(4), 'en');
    expect(en.statusCode).toBe(429);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(25 * 60);
    expect(en.json().message).toBe(
      'For your security, online payment for this booking was paused after several declines. Try again in 30 min or pay at the front desk.',
    );
    const pt = await payFrom('198.51.100.3', g.token, card(4));
    expect(pt.json()).toMatchObject({
      status: 0,
      message:
        'Por segurança, o pagamento online desta reserva foi pausado depois de várias recusas. Tente novamente em 30 min ou pague na recepção.',
    });
    expect(acq.counts.tokenizeCard).toBe(3);
  });

  it('staff see the pause on the billing tab and lift it (audited); then the guest pays', async () => {
    const g = await guest();
    for (let i = 0; i < 3; i++) await payFrom('198.51.100.2', g.token, card(2));
    const list = await post(env.app, 'ListFaturaService', { codRes: g.booking }, who.reception);
    const pause = list.json().pagamentoOnlinePausado;
    // Since when, until when (30 min later) and why: 3 declines of 3 different cards.
    expect(pause).toMatchObject({ recusas: 3, cartoes: 3 });
    expect(Date.now() - Date.parse(pause.desde)).toBeLessThan(60_000);
    expect(Date.parse(pause.ate) - Date.parse(pause.desde)).toBe(30 * 60_000);
    // Another hotel's staff neither see it nor lift it; staff without billing cannot lift it; nothing changes.
    const foreign = await post(env.app, 'ListFaturaService', { codRes: g.booking }, who.other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('pagamentoOnlinePausado');
    expect((await post(env.app, 'LiberarPagamentoOnlineService', { codRes: g.booking }, who.other)).statusCode).toBe(404);
    expect((await post(env.app, 'LiberarPagamentoOnlineService', { codRes: g.booking }, who.none)).statusCode).toBe(403);
    expect((await post(env.app, 'LiberarPagamentoOnlineService', { codRes: 'x' }, who.reception)).statusCode).toBe(400);
    expect((await payFrom('198.51.100.2', g.token, card(4))).statusCode).toBe(429);
    expect((await post(env.app, 'ListFaturaService', { codRes: g.booking }, who.reception)).json().pagamentoOnlinePausado).toEqual(pause);
    const lifted = await post(env.app, 'LiberarPagamentoOnlineService', { codRes: g.booking }, who.reception);
    expect(lifted.json()).toMatchObject({ status: 1, message: 'Pagamento online liberado.' });
    const audit = await env.db.query(
      `SELECT kind, actor_user_id, details FROM payment_events WHERE booking_id = $1 AND kind LIKE 'guest_payment.%' ORDER BY id`,
      [g.booking],
    );
    expect(audit.rows.map((r) => r.kind)).toEqual(['guest_payment.paused', 'guest_payment.unpaused']);
    expect(audit.rows[0].details).toMatchObject({ declines: 3, cards: 3, minutes: 30 });
    const { rows: staff } = await env.db.query(`SELECT id FROM users WHERE email = 'recepcao@demo.test'`);
    expect(audit.rows[1]).toMatchObject({ actor_user_id: staff[0].id, details: { wasPaused: true, declines: 3 } });
    expect((await post(env.app, 'ListFaturaService', { codRes: g.booking }, who.reception)).json().pagamentoOnlinePausado).toBeNull();
    const paid = await payFrom('198.51.100.2', g.token, card(4));
    expect(paid.json()).toMatchObject({ status: 1, success: true });
  });

  it('one card tried on many bookings is stopped by its fingerprint (the number is never stored)', async () => {
    const number = card(2);
    const before = acq.counts.tokenizeCard;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const g = await guest();
      codes.push((await payFrom(`198.51.100.${10 + i}`, g.token, number)).statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 429]);
    expect(acq.counts.tokenizeCard).toBe(before + 4);
    const { rows } = await env.db.query(`SELECT key_hash FROM attempt_limits WHERE scope = 'pay.attempt.card'`);
    expect(JSON.stringify(rows)).not.toContain(number);
    expect(JSON.stringify(rows)).not.toContain(number.slice(-4));
  });

  it('one address declining across many bookings pauses that address only', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const g = await guest();
      codes.push((await payFrom('198.51.100.50', g.token, card(2))).statusCode);
    }
    expect(codes.slice(0, 6)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(codes[6]).toBe(429);
    const other = await guest();
    expect((await payFrom('198.51.100.51', other.token, card(4))).json()).toMatchObject({ success: true });
  });

  it('20 concurrent guest payments on one booking tokenise one card and charge once', async () => {
    const g = await guest();
    acq.reset();
    const replies = await Promise.all(Array.from({ length: 20 }, () => payFrom('198.51.100.60', g.token, card(4))));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'billing.invoice_processing')).toBe(true);
    expect(acq.counts.tokenizeCard).toBe(1);
    expect(acq.counts.createSale).toBe(1);
  });

  it('the same card declined three times: the pause says one card', async () => {
    const g = await guest();
    const number = card(2);
    for (let i = 0; i < 3; i++) expect((await payFrom('198.51.100.70', g.token, number)).statusCode).toBe(422);
    const list = await post(env.app, 'ListFaturaService', { codRes: g.booking }, who.reception);
    expect(list.json().pagamentoOnlinePausado).toMatchObject({ recusas: 3, cartoes: 1 });
  });

  it('a payment still waiting for the acquirer: the next one is refused before a card is tokenised', async () => {
    const g = await guest();
    acq.reset();
    // Card digit 6: the sale is made but its answer never arrives (unknown outcome, reconciled later).
    const first = await payFrom('198.51.100.80', g.token, card(6));
    expect(first.json()).toMatchObject({ status: 1, estado: 'processing' });
    const second = await payFrom('198.51.100.80', g.token, card(4));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('billing.invoice_processing');
    expect(acq.counts.tokenizeCard).toBe(1);
    expect(acq.counts.createSale).toBe(1);
  });

  it("the payment link's card (tokenisation only) has the same limits; a patient reads the hospital wording", async () => {
    const booking = await createBooking(env.db, env.demo.hospital);
    const token = await bookingToken(env, env.demo.hospital, booking);
    const saved = env.deps.ports!.acquirer;
    let tokenised = 0;
    env.deps.ports!.acquirer = {
      ...acq.port,
      tokenizeCard: async () => {
        tokenised++;
        throw new AcquirerRejectedError(400, [{ code: '213', message: 'Credit Card Number is invalid' }]);
      },
    };
    try {
      const leave = (ip: string) =>
        env.app.inject({
          method: 'POST',
          url: `${PAY}/CreateStandalonePaymentMethodService`,
          payload: { token, codRes: booking, ...personal, ...cardForm(0), cardNumber: card(1) },
          remoteAddress: ip,
        });
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) codes.push((await leave(`198.51.100.${90 + i}`)).json().code);
      expect(codes).toEqual([
        'billing.card_rejected',
        'billing.card_rejected',
        'billing.card_rejected',
        'billing.payments_paused_hospital',
      ]);
      expect(tokenised).toBe(3);
      const last = await leave('198.51.100.95');
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toBe(
        'Por segurança, o pagamento online deste atendimento foi pausado depois de várias recusas. Tente novamente em 30 min ou pague na recepção.',
      );
      expect(tokenised).toBe(3);
    } finally {
      env.deps.ports!.acquirer = saved;
    }
  });
});
