import { describe, expect, it } from 'vitest';
import {
  actors,
  bookingToken,
  CHECKIN,
  cardForm,
  contextToken,
  createBooking,
  expectRefused,
  installSandbox,
  invoiceWithItems,
  post,
} from './billing-fixtures';
import { createTestEnv } from './harness';

/** The guest's check-in payment: ProcessaPaymentService and ConsultaPaymentService with a booking token. */
const env = await createTestEnv({ ports: {} });
const acq = installSandbox(env);
const who = await actors(env, 'c');
const personal = { cpf: '529.982.247-25', email: 'maria@guest.test' };

async function guestBooking(institutionId = env.demo.hotel) {
  const booking = await createBooking(env.db, institutionId);
  const token = await bookingToken(env, institutionId, booking);
  return { booking, token };
}

const pay = (token: string | null, body: Record<string, unknown>) => post(env.app, 'ProcessaPaymentService', body, token, CHECKIN);
const consult = (token: string | null, body: Record<string, unknown> = {}) => post(env.app, 'ConsultaPaymentService', body, token, CHECKIN);

describe('ConsultaPaymentService', () => {
  it("shows the guest's invoices, what is due and the payment settings", async () => {
    const g = await guestBooking();
    const empty = await consult(g.token);
    expect(empty.json()).toMatchObject({
      status: 1,
      codRes: g.booking,
      pagamentoHabilitado: 'S',
      permiteDuasEtapas: 'S',
      vlrEmAberto: 0,
      pago: false,
      faturas: [],
    });
    await invoiceWithItems(env, who.admin, g.booking, [[2, 100]]);
    const due = await consult(g.token, { codRes: g.booking });
    expect(due.json()).toMatchObject({ vlrEmAberto: 200, pago: false, processando: false, maxParcelas: 6 });
  });
  it('refuses a context token, another booking, staff users and anonymous callers', async () => {
    const g = await guestBooking();
    const other = await guestBooking();
    await expectRefused(env.db, 403, () => consult(g.token, { codRes: other.booking }), 'billing.link_invalid');
    await expectRefused(env.db, 403, async () => consult(await contextToken(env, env.demo.hotel)), 'billing.link_invalid');
    await expectRefused(env.db, 403, () => consult(who.admin, { codRes: g.booking }));
    await expectRefused(env.db, 401, () => consult(null, { codRes: g.booking }));
    await expectRefused(env.db, 400, () => consult(g.token, { codRes: 'x' }));
    // A booking token of another hotel names a booking that hotel does not have.
    const foreign = await bookingToken(env, who.otherHotel, g.booking);
    await expectRefused(env.db, 404, () => consult(foreign), 'billing.booking_not_found');
  });
});

describe('ProcessaPaymentService', () => {
  it('pays the open invoice with the card typed (CVV sent with the sale, never stored); a replay does nothing new', async () => {
    const g = await guestBooking();
    const codCab = await invoiceWithItems(env, who.admin, g.booking, [[3, 100]]);
    acq.reset();
    const body = { ...cardForm(0), ...personal, totalMonths: 2, idempotencyKey: 'guest-pay-0001' };
    const r = await pay(g.token, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, success: true, estado: 'paid', codCab, LR: '6' });
    expect(acq.counts).toMatchObject({ tokenizeCard: 1, createSale: 1 });
    const again = await pay(g.token, body);
    expect(again.json()).toMatchObject({ status: 1, success: true, estado: 'paid', codCab });
    expect(acq.counts).toMatchObject({ tokenizeCard: 1, createSale: 1 });
    expect((await consult(g.token)).json()).toMatchObject({ pago: true, vlrEmAberto: 0 });
    await expectRefused(env.db, 422, () => pay(g.token, { ...body, idempotencyKey: 'guest-pay-0002' }), 'billing.nothing_due_booking');
  });
  it('a declined card answers status 0 with the return code message', async () => {
    const g = await guestBooking();
    await invoiceWithItems(env, who.admin, g.booking);
    const r = await pay(g.token, { ...cardForm(3), ...personal, idempotencyKey: 'guest-decline-3' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ status: 0, success: false, LR: '57', failure: { failureLrCode: '57' } });
  });
  it('reserves (two-step payment) when the hotel allows it', async () => {
    const g = await guestBooking();
    await invoiceWithItems(env, who.admin, g.booking);
    const r = await pay(g.token, { ...cardForm(1), ...personal, reservar: true, idempotencyKey: 'guest-reserve-1' });
    expect(r.json()).toMatchObject({ status: 1, estado: 'reserved' });
    expect((await consult(g.token)).json()).toMatchObject({ pago: true });
  });
  it('refuses when payment is not part of check-in, or two steps are not allowed', async () => {
    await env.db.query(`UPDATE institutions SET flags = flags || '{"TSYCFGHASPAYMENT":"S","ALLOWPGTODUASETAPAS":"N"}' WHERE id = $1`, [
      who.otherHotel,
    ]);
    const off = await guestBooking(env.demo.pousada);
    await invoiceWithItems(env, who.admin, await createBooking(env.db, env.demo.hotel));
    await expectRefused(env.db, 422, () => pay(off.token, { ...cardForm(0), ...personal }), 'billing.checkin_payment_disabled');
    const noTwoStep = await guestBooking(who.otherHotel);
    await expectRefused(
      env.db,
      422,
      () => pay(noTwoStep.token, { ...cardForm(0), ...personal, reservar: true }),
      'billing.two_step_not_allowed',
    );
    await expectRefused(env.db, 422, () => pay(noTwoStep.token, { ...cardForm(0), ...personal }), 'billing.nothing_due_booking');
  });
  it('refuses bad input (personal mode needs e-mail and CPF), other bookings, staff and anonymous callers', async () => {
    const g = await guestBooking();
    const other = await guestBooking();
    await invoiceWithItems(env, who.admin, g.booking);
    acq.reset();
    const missing = await expectRefused(env.db, 400, () => pay(g.token, cardForm(0)));
    expect((missing as unknown as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual(['cpf', 'email']);
    await expectRefused(env.db, 400, () => pay(g.token, { ...cardForm(0), ...personal, cardNumber: '1234' }));
    await expectRefused(env.db, 400, () => pay(g.token, { ...cardForm(0), ...personal, totalMonths: 100 }));
    await expectRefused(env.db, 403, () => pay(g.token, { ...cardForm(0), ...personal, codRes: other.booking }), 'billing.link_invalid');
    await expectRefused(env.db, 403, async () => pay(await contextToken(env, env.demo.hotel), { ...cardForm(0), ...personal }));
    await expectRefused(env.db, 403, () => pay(who.admin, { ...cardForm(0), ...personal }));
    await expectRefused(env.db, 401, () => pay(null, { ...cardForm(0), ...personal }));
    // Another booking's invoice, by codCab.
    const foreignInvoice = await invoiceWithItems(env, who.admin, other.booking);
    acq.reset();
    await expectRefused(
      env.db,
      404,
      () => pay(g.token, { ...cardForm(0), ...personal, codCab: foreignInvoice, idempotencyKey: 'guest-foreign-1' }),
      'billing.invoice_not_found',
    );
    expect(acq.counts.tokenizeCard + acq.counts.createSale).toBe(0);
  });
});
