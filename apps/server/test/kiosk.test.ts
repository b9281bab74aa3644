import { describe, expect, it } from 'vitest';
import { actors, bookingToken, CHECKIN, contextToken, createBooking, expectRefused, invoiceWithItems, post } from './billing-fixtures';
import { createTestEnv } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/**
 * The lobby kiosk (docs/decisions/0064-kiosk.md): devices staff enable, the kiosk's start, what stops a walk-up
 * check-in, and payment on the PIN pad through the card-terminal sandbox (outcome by the amount's cents).
 */
const LATENCY = 300;
const env = await createTestEnv({
  config: { cardTerminal: { url: null, key: null, timeoutMs: 1000, sandboxLatencyMs: LATENCY } },
});
const who = await actors(env, 'k');
const TRIAL = '/jwt/brokerJson/trial';

async function kiosk(token = who.admin, terminal: string | null = 'PINPAD-01') {
  const r = await post(env.app, 'CriarTotemService', { nome: 'Totem do saguão', terminal: terminal ?? '' }, token, TRIAL);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { token: string; url: string; totem: { id: number; terminal: string | null } };
}

async function guest(institutionId = env.demo.hotel) {
  const booking = await createBooking(env.db, institutionId);
  return { booking, token: await bookingToken(env, institutionId, booking) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function payUntilDone(token: string, device: string, codCab?: number) {
  const start = await post(
    env.app,
    'IniciarPagamentoTerminalService',
    { dispositivo: device, ...(codCab ? { codCab } : {}) },
    token,
    CHECKIN,
  );
  expect(start.statusCode, start.body).toBe(200);
  const first = start.json().pagamento as { id: number; estado: string };
  expect(first.estado).toBe('pending');
  for (let i = 0; i < 40; i++) {
    await sleep(100);
    const r = await post(env.app, 'ConsultaPagamentoTerminalService', { dispositivo: device, id: first.id }, token, CHECKIN);
    expect(r.statusCode, r.body).toBe(200);
    const p = r.json().pagamento as { estado: string };
    if (p.estado !== 'pending') return r.json().pagamento;
  }
  throw new Error('the terminal never answered');
}

describe('kiosk devices', () => {
  it('staff create a kiosk: its URL carries a token shown once; the kiosk opens the hotel with it', async () => {
    const k = await kiosk();
    expect(k.url).toMatch(/\/checkin-totem\?d=[A-Za-z0-9_-]{43}$/);
    const { rows } = await env.db.query('SELECT token_hash FROM kiosk_devices WHERE id = $1', [k.totem.id]);
    expect(rows[0].token_hash).not.toContain(k.token);
    const open = await post(env.app, 'AbrirTotemService', { dispositivo: k.token }, null, CHECKIN);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ status: 1, h: expect.any(String), nome: 'Totem do saguão', terminal: true });
    const list = await post(env.app, 'ListTotensService', {}, who.admin, TRIAL);
    expect(JSON.stringify(list.json())).not.toContain(k.token);
  });
  it('a revoked or unknown token opens nothing; another hotel cannot see or revoke it', async () => {
    const k = await kiosk();
    const other = await post(env.app, 'RevogarTotemService', { id: k.totem.id }, who.other, TRIAL);
    expect(other.statusCode).toBe(404);
    const list = await post(env.app, 'ListTotensService', {}, who.other, TRIAL);
    expect(list.json().data.map((d: { id: number }) => d.id)).not.toContain(k.totem.id);
    expect((await post(env.app, 'CriarTotemService', { nome: 'x' }, who.none, TRIAL)).statusCode).toBe(403);
    expect((await post(env.app, 'RevogarTotemService', { id: k.totem.id }, who.admin, TRIAL)).statusCode).toBe(200);
    const open = await post(env.app, 'AbrirTotemService', { dispositivo: k.token }, null, CHECKIN);
    expect(open.statusCode).toBe(403);
    expect(open.json().code).toBe('kiosk.device_invalid');
    expect((await post(env.app, 'AbrirTotemService', { dispositivo: 'x' }, null, CHECKIN)).statusCode).toBe(400);
    expect((await post(env.app, 'CriarTotemService', { nome: '', terminal: 'a b' }, who.admin, TRIAL)).statusCode).toBe(400);
  });
});

describe('VerificaCheckinTotemService', () => {
  it("answers null for today's adult booking with nothing due, unpaid once an invoice is open", async () => {
    const k = await kiosk();
    const g = await guest();
    const check = () => post(env.app, 'VerificaCheckinTotemService', { dispositivo: k.token }, g.token, CHECKIN);
    expect((await check()).json()).toMatchObject({ impedimento: null, vlrEmAberto: 0 });
    await invoiceWithItems(env, who.admin, g.booking, [[1, 120]]);
    expect((await check()).json()).toMatchObject({ impedimento: 'unpaid', vlrEmAberto: 120 });
  });
  it('not today, in-house bookings and minors are refused', async () => {
    const k = await kiosk();
    const g = await guest();
    const check = () => post(env.app, 'VerificaCheckinTotemService', { dispositivo: k.token }, g.token, CHECKIN);
    const { rows } = await env.db.query(
      `INSERT INTO guests (institution_id, full_name, birth_date) VALUES ($1, 'Criança', ${HOTEL_TODAY} - interval '8 years') RETURNING id`,
      [env.demo.hotel],
    );
    await env.db.query(
      `INSERT INTO booking_persons (booking_id, institution_id, position, name, guest_id) VALUES ($1, $2, 1, 'Criança', $3)`,
      [g.booking, env.demo.hotel, rows[0].id],
    );
    expect((await check()).json().impedimento).toBe('children');
    await env.db.query(`UPDATE bookings SET check_in = ${HOTEL_TODAY} + 1, check_out = ${HOTEL_TODAY} + 3 WHERE id = $1`, [g.booking]);
    expect((await check()).json().impedimento).toBe('not_today');
    await env.db.query("UPDATE bookings SET status = 'I' WHERE id = $1", [g.booking]);
    expect((await check()).json().impedimento).toBe('stage');
  });
  it("refuses a context token, another hotel's kiosk and anonymous callers", async () => {
    const k = await kiosk();
    const g = await guest();
    const ctx = await contextToken(env, env.demo.hotel);
    expect((await post(env.app, 'VerificaCheckinTotemService', { dispositivo: k.token }, ctx, CHECKIN)).statusCode).toBe(403);
    expect((await post(env.app, 'VerificaCheckinTotemService', { dispositivo: k.token }, null, CHECKIN)).statusCode).toBe(401);
    const foreign = await guest(who.otherHotel);
    const r = await post(env.app, 'VerificaCheckinTotemService', { dispositivo: k.token }, foreign.token, CHECKIN);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('kiosk.device_invalid');
    expect(g.booking).toBeGreaterThan(0);
  });
});

describe('payment on the PIN pad', () => {
  it('an approval after the terminal latency pays the invoice once; no card data is kept', async () => {
    const k = await kiosk();
    const g = await guest();
    const codCab = await invoiceWithItems(env, who.admin, g.booking, [[2, 150]]);
    const began = Date.now();
    const done = await payUntilDone(g.token, k.token);
    expect(Date.now() - began).toBeGreaterThanOrEqual(LATENCY - 50);
    expect(done).toMatchObject({ estado: 'approved', codCab, valor: 300, codigoAutorizacao: expect.any(String), mensagem: null });
    const due = await post(env.app, 'ConsultaPaymentService', {}, g.token, CHECKIN);
    expect(due.json()).toMatchObject({ pago: true, vlrEmAberto: 0 });
    // Asked again, the stored outcome stands (the invoice is not paid twice).
    const again = await post(env.app, 'ConsultaPagamentoTerminalService', { dispositivo: k.token, id: done.id }, g.token, CHECKIN);
    expect(again.json().pagamento.estado).toBe('approved');
    const { rows } = await env.db.query('SELECT paid_cents FROM invoices WHERE id = $1', [codCab]);
    expect(Number(rows[0].paid_cents)).toBe(30000);
    const events = await env.db.query("SELECT kind, details::text FROM payment_events WHERE invoice_id = $1 AND kind LIKE 'terminal.%'", [
      codCab,
    ]);
    expect(events.rows.map((e) => e.kind)).toEqual(['terminal.approved']);
    await expectRefused(env.db, 422, () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, g.token, CHECKIN));
  });
  it('a decline (cents ,51) and a timeout (,98) leave the invoice open with the guest-facing text', async () => {
    const k = await kiosk();
    const g = await guest();
    await invoiceWithItems(env, who.admin, g.booking, [[1, 100.51]]);
    const declined = await payUntilDone(g.token, k.token);
    expect(declined).toMatchObject({ estado: 'declined', motivo: '51', mensagem: expect.stringContaining('recusado') });
    const g2 = await guest();
    await invoiceWithItems(env, who.admin, g2.booking, [[1, 80.98]]);
    const timeout = await payUntilDone(g2.token, k.token);
    expect(timeout).toMatchObject({ estado: 'timeout', motivo: 'no_card' });
    expect((await post(env.app, 'ConsultaPaymentService', {}, g.token, CHECKIN)).json()).toMatchObject({
      pago: false,
      vlrEmAberto: 100.51,
    });
  });
  it('cancel before the outcome ends it cancelled; one payment in flight per invoice', async () => {
    const k = await kiosk();
    const g = await guest();
    await invoiceWithItems(env, who.admin, g.booking, [[1, 90]]);
    const start = await post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, g.token, CHECKIN);
    const id = start.json().pagamento.id;
    const twice = await post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, g.token, CHECKIN);
    expect(twice.statusCode).toBe(409);
    const cancel = await post(env.app, 'CancelarPagamentoTerminalService', { dispositivo: k.token, id }, g.token, CHECKIN);
    expect(cancel.json().pagamento).toMatchObject({ estado: 'cancelled', mensagem: 'Pagamento cancelado.' });
    await sleep(LATENCY + 100);
    const later = await post(env.app, 'ConsultaPagamentoTerminalService', { dispositivo: k.token, id }, g.token, CHECKIN);
    expect(later.json().pagamento.estado).toBe('cancelled');
    expect((await post(env.app, 'ConsultaPaymentService', {}, g.token, CHECKIN)).json().pago).toBe(false);
  });
  it('refuses bad input, a kiosk without a PIN pad, another booking and another hotel', async () => {
    const k = await kiosk();
    const bare = await kiosk(who.admin, null);
    const g = await guest();
    await invoiceWithItems(env, who.admin, g.booking, [[1, 50]]);
    await expectRefused(env.db, 400, () =>
      post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token, codCab: 'x' }, g.token, CHECKIN),
    );
    await expectRefused(env.db, 400, () => post(env.app, 'IniciarPagamentoTerminalService', {}, g.token, CHECKIN));
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: bare.token }, g.token, CHECKIN),
      'kiosk.no_terminal',
    );
    const ctx = await contextToken(env, env.demo.hotel);
    await expectRefused(env.db, 403, () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, ctx, CHECKIN));
    await expectRefused(env.db, 401, () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, null, CHECKIN));
    // A guest of another hotel with this hotel's kiosk token.
    const foreign = await guest(who.otherHotel);
    await expectRefused(
      env.db,
      403,
      () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, foreign.token, CHECKIN),
      'kiosk.device_invalid',
    );
    // Another booking's guest cannot read or cancel this booking's payment.
    const start = await post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token }, g.token, CHECKIN);
    const id = start.json().pagamento.id;
    const other = await guest();
    const peek = await post(env.app, 'ConsultaPagamentoTerminalService', { dispositivo: k.token, id }, other.token, CHECKIN);
    expect(peek.statusCode).toBe(404);
    const stop = await post(env.app, 'CancelarPagamentoTerminalService', { dispositivo: k.token, id }, other.token, CHECKIN);
    expect(stop.statusCode).toBe(404);
    // Another hotel's invoice named by codCab is not this booking's.
    const foreignCab = await invoiceWithItems(env, who.other, foreign.booking, [[1, 10]]);
    await sleep(LATENCY + 100);
    await expectRefused(
      env.db,
      404,
      () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: k.token, codCab: foreignCab }, g.token, CHECKIN),
      'billing.invoice_not_found',
    );
  });
});
