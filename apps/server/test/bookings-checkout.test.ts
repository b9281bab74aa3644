import { describe, expect, it } from 'vitest';
import { invoiceWithItems } from './billing-fixtures';
import { adminAt, createBooking, day, demoUserWith, newHotelUser, snapshot, TRIAL } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/** RealizarCheckoutService (decision 0040) and the balance due the booking details carry for it. */
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const OUT = `${TRIAL}/RealizarCheckoutService`;
const ACT = `${TRIAL}/RealizarAtividadeReservaService`;
const DETAILS = '/jwt/broker/core/DetalhesReservaService';

/** A booking of Hotel Demo checked in through the service. */
async function inHouse(token = reception) {
  const saved = await createBooking(env, token);
  const r = saved.reserva as Record<string, unknown>;
  const checkin = await call(
    env.app,
    ACT,
    { CODRES: saved.CODRES, STATUS: 'I', ORIGEM: r.ORIGEM, DTRESERVA: r.DTRESERVA, DHSAIDAPREV: day(3) },
    token,
  );
  expect(checkin.statusCode, checkin.body).toBe(200);
  return saved.CODRES;
}

const balanceOf = async (codRes: number, token = reception) =>
  ((await call(env.app, DETAILS, { CODRES: codRes }, token)).json() as { saldoDevedor: number | null }).saldoDevedor;

describe('RealizarCheckoutService', () => {
  it('checks a guest out today with the balance the desk confirmed, records the event and the audit', async () => {
    const codRes = await inHouse();
    await invoiceWithItems(env, admin, codRes, [[2, 150]]);
    expect(await balanceOf(codRes)).toBe(300);
    const r = await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 300 }, reception);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, message: 'Check-out realizado com sucesso!', STATUS: 'O', saldoDevedor: 300 });
    expect((r.json() as { reserva: { STATUS: string; DHSAIDAPREV: string } }).reserva).toMatchObject({ STATUS: 'O', DHSAIDAPREV: day(0) });
    const { rows: events } = await env.db.query<{ kind: string; details: Record<string, unknown> }>(
      'SELECT kind, details FROM booking_events WHERE booking_id = $1 ORDER BY id DESC LIMIT 1',
      [codRes],
    );
    expect(events[0]).toMatchObject({ kind: 'checked_out', details: { saldoDevedor: 300, DHSAIDAPREVANTERIOR: expect.any(String) } });
    const { rows: audit } = await env.db.query<{ action: string; after: Record<string, unknown> }>(
      "SELECT action, after FROM audit_log WHERE target_type = 'booking' AND target_id = $1 ORDER BY id DESC LIMIT 1",
      [String(codRes)],
    );
    expect(audit[0]).toMatchObject({ action: 'booking.checkout', after: { STATUS: 'O', saldoDevedor: 300 } });
    // Out is out: a second check-out is refused.
    const again = await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 300 }, reception);
    expect(again.json()).toMatchObject({ status: 0, code: 'bookings.already_checked_out' });
  });

  it('refuses a check-out on a balance the desk was not shown, naming the new amount; nothing changes', async () => {
    const codRes = await inHouse();
    expect(await balanceOf(codRes)).toBe(0);
    await invoiceWithItems(env, admin, codRes, [[1, 80.5]]);
    const before = await snapshot(env);
    const r = await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 0 }, reception);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ status: 0, code: 'bookings.checkout_balance_changed' });
    expect((r.json() as { message: string }).message).toContain('R$ 80,50');
    expect(await snapshot(env)).toBe(before);
    expect((await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 80.5 }, reception)).statusCode).toBe(200);
  });

  it('refuses bad input (400) and a booking not in house (422), changing nothing; speaks the hospital wording', async () => {
    const codRes = await inHouse();
    const reserved = await createBooking(env, reception);
    const before = await snapshot(env);
    const bad = [
      {},
      { CODRES: codRes },
      { CODRES: 'x', saldoDevedor: 0 },
      { CODRES: codRes, saldoDevedor: -1 },
      { CODRES: codRes, saldoDevedor: 'x' },
    ];
    for (const body of [...bad, { CODRES: codRes, saldoDevedor: 0.001 }]) {
      expect((await call(env.app, OUT, body, reception)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const early = await call(env.app, OUT, { CODRES: reserved.CODRES, saldoDevedor: 0 }, reception);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ status: 0, code: 'bookings.not_checked_in' });
    expect(await snapshot(env)).toBe(before);

    const hospitalAdmin = await adminAt(env, env.demo.hospital);
    const patient = await inHouse(hospitalAdmin);
    const r = await call(env.app, OUT, { CODRES: patient, saldoDevedor: 0 }, hospitalAdmin);
    expect(r.json()).toMatchObject({ status: 1, message: 'Atendimento finalizado com sucesso!', STATUS: 'O' });
  });

  it("is refused without checkinouts (403) and for another hotel's caller (404); nothing changes", async () => {
    const codRes = await inHouse();
    const onlyReservas = await demoUserWith(env, ['reservas']);
    const { token: stranger } = await newHotelUser(env, ['reservas', 'checkinouts', 'pessoas']);
    const before = await snapshot(env);
    expect((await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 0 }, onlyReservas)).statusCode).toBe(403);
    expect((await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 0 }, stranger)).statusCode).toBe(404);
    expect((await call(env.app, DETAILS, { CODRES: codRes }, stranger)).statusCode).toBe(404);
    expect(await snapshot(env)).toBe(before);
    // The balance is for those who bill or check out: a reservations-only desk reads the booking without it.
    expect(await balanceOf(codRes, onlyReservas)).toBeNull();
    const onlyCheckout = await demoUserWith(env, ['checkinouts']);
    expect(await balanceOf(codRes, onlyCheckout)).toBe(0);
    expect((await call(env.app, OUT, { CODRES: codRes, saldoDevedor: 0 }, onlyCheckout)).statusCode).toBe(200);
  });
});
