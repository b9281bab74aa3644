import { describe, expect, it } from 'vitest';
import { actors, bookingToken, CHECKIN, contextToken, createBooking, expectRefused, invoiceWithItems, post } from './billing-fixtures';
import { createTestEnv } from './harness';

/** ItensCheckoutService: the /checkout page's bill, for the booking of the guest's own token only (issue 13). */
const env = await createTestEnv({ ports: {} });
const who = await actors(env, 'k');

async function guestBooking(institutionId = env.demo.hotel) {
  const booking = await createBooking(env.db, institutionId);
  const token = await bookingToken(env, institutionId, booking);
  return { booking, token };
}

const bill = (token: string | null, body: Record<string, unknown> = {}) => post(env.app, 'ItensCheckoutService', body, token, CHECKIN);

describe('ItensCheckoutService', () => {
  it("lists every line of the booking's live invoices with total, paid and balance", async () => {
    const g = await guestBooking();
    const empty = await bill(g.token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ status: 1, codRes: g.booking, itens: [], vlrTotal: 0, vlrPago: 0, vlrEmAberto: 0 });

    const first = await invoiceWithItems(env, who.admin, g.booking, [
      [2, 45],
      [1, 120.5],
    ]);
    const second = await invoiceWithItems(env, who.admin, g.booking, [[3, 10]]);
    const r = await bill(g.token, { codRes: g.booking });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as {
      itens: { codCab: number; qtd: number; vlrUnit: number; vlrTotal: number; descricao: string; dhInclusao: string }[];
      vlrTotal: number;
      vlrPago: number;
      vlrEmAberto: number;
    };
    expect(body.itens.map((i) => [i.codCab, i.qtd, i.vlrUnit, i.vlrTotal])).toEqual([
      [first, 2, 45, 90],
      [first, 1, 120.5, 120.5],
      [second, 3, 10, 30],
    ]);
    for (const i of body.itens) {
      expect(i.descricao).not.toBe('');
      expect(Number.isNaN(Date.parse(i.dhInclusao))).toBe(false);
    }
    expect(body).toMatchObject({ vlrTotal: 240.5, vlrPago: 0, vlrEmAberto: 240.5 });

    // A cancelled invoice leaves the bill (staff cancel it through the billing service).
    const cancel = await post(
      env.app,
      'HandleFaturaService',
      { codRes: g.booking, codCab: second, dhCancelamento: new Date().toISOString().slice(0, 10) },
      who.admin,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bill(g.token)).json()).toMatchObject({
      vlrTotal: 210.5,
      vlrEmAberto: 210.5,
      itens: [{ codCab: first }, { codCab: first }],
    });
  });

  it('refuses bad input', async () => {
    const g = await guestBooking();
    await expectRefused(env.db, 400, () => bill(g.token, { codRes: 'x' }));
    await expectRefused(env.db, 400, () => bill(g.token, { codRes: -4 }));
  });

  it("refuses another booking's guest, a context token, staff users and anonymous callers", async () => {
    const g = await guestBooking();
    const other = await guestBooking();
    await invoiceWithItems(env, who.admin, other.booking, [[1, 99]]);
    // The guest of one booking asking for another booking's bill.
    await expectRefused(env.db, 403, () => bill(g.token, { codRes: other.booking }), 'billing.link_invalid');
    await expectRefused(env.db, 403, async () => bill(await contextToken(env, env.demo.hotel)), 'billing.link_invalid');
    await expectRefused(env.db, 403, () => bill(who.admin, { codRes: g.booking }));
    await expectRefused(env.db, 401, () => bill(null, { codRes: g.booking }));
    // A booking token of another hotel names a booking that hotel does not have.
    const foreign = await bookingToken(env, who.otherHotel, g.booking);
    await expectRefused(env.db, 404, () => bill(foreign), 'billing.booking_not_found');
  });
});
