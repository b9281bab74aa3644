import { todayIn } from '@gm/domain/dates';
import { describe, expect, it } from 'vitest';
import { upsertPmsBooking } from '../src/modules/bookings/import';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv } from './harness';

/**
 * VinculaReservaFicticiaService (docs/decisions/0067-fictitious-bookings-and-invitations.md): a website visitor starts
 * the web check-in on a placeholder booking; the PMS import links the real booking to it by voucher, or by dates and
 * the guest's name, and what the visitor filled stays theirs.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const LINK = '/jwt/brokerJson/widget/VinculaReservaFicticiaService';
await env.db.query(`UPDATE institutions SET flags = flags || '{"PMSIMPORTBOOKINGS":"S"}' WHERE id = $1`, [hotel]);
const today = todayIn('America/Sao_Paulo');
const plus = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const visitor = (extra: Record<string, unknown> = {}) => ({
  h: 'hotel-demo',
  voucher: `SITE-${Date.now().toString(36)}-${++seq}`,
  nome: 'Vera Visitante',
  email: 'Vera@Example.test',
  dtEntrada: plus(3),
  dtSaida: plus(5),
  ...extra,
});

const persons = async (bookingId: number) =>
  (
    await env.db.query<{ id: string; name: string; webcheckin_status: string }>(
      'SELECT id, name, webcheckin_status FROM booking_persons WHERE booking_id = $1 ORDER BY position, id',
      [bookingId],
    )
  ).rows;

async function startOnPlaceholder(body = visitor()) {
  const r = await call(env.app, LINK, body);
  expect(r.statusCode, r.body).toBe(200);
  const reply = r.json();
  expect(reply).toMatchObject({ status: 1, ficticia: 'S', codIns: hotel });
  // The visitor goes on like any guest of a booking: preferences, and a web check-in done.
  const prefs = await call(env.app, '/jwt/broker/core/alterarPreferenciasReserva', { preferencias: { dieta: 'Sem glúten' } }, reply.token);
  expect(prefs.statusCode, prefs.body).toBe(200);
  await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D' WHERE id = $1`, [reply.CODPESRES]);
  return { body, reply };
}

describe('fictitious (placeholder) bookings', () => {
  it('opens a placeholder with a booking token; the same visitor again gets the same one', async () => {
    const { body, reply } = await startOnPlaceholder();
    const seen = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', {}, reply.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().reserva).toMatchObject({ VOUCHER: body.voucher });
    const again = await call(env.app, LINK, { ...body, nome: 'vera visitante' });
    expect(again.json()).toMatchObject({ CODRES: reply.CODRES, CODPESRES: reply.CODPESRES });
    // Another e-mail with the same voucher is refused on the voucher: it never takes over the visitor's placeholder.
    const other = await call(env.app, LINK, { ...body, email: 'someone@else.test' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([
      { path: 'voucher', message: 'Esta reserva já está no sistema: localize-a pelo voucher e pelo nome de um hóspede.' },
    ]);
  });

  it('links by voucher on import: the PMS dates and guests, the visitor keeps their row, check-in and preferences', async () => {
    const { body, reply } = await startOnPlaceholder();
    const r = await upsertPmsBooking(env.db, hotel, {
      voucher: body.voucher,
      checkIn: plus(3),
      checkOut: plus(6),
      persons: [{ name: 'Paulo Titular' }, { name: 'Vera Visitante', email: 'vera@example.test' }],
    });
    expect(r).toMatchObject({ id: reply.CODRES, created: false });
    const after = await persons(reply.CODRES);
    expect(after.map((p) => p.name)).toEqual(['Paulo Titular', 'Vera Visitante']);
    expect(after.find((p) => Number(p.id) === reply.CODPESRES)).toMatchObject({ name: 'Vera Visitante', webcheckin_status: 'D' });
    const link = await env.db.query('SELECT linked_by, linked_at FROM placeholder_bookings WHERE booking_id = $1', [reply.CODRES]);
    expect(link.rows[0]).toMatchObject({ linked_by: 'voucher' });
    const prefs = await call(env.app, '/jwt/broker/core/DetalhesPreferenciasReservaService', {}, reply.token);
    expect(prefs.json().preferencias.dieta).toBe('Sem glúten');
    const b = await env.db.query('SELECT check_out::text AS o, synced FROM bookings WHERE id = $1', [reply.CODRES]);
    expect(b.rows[0]).toMatchObject({ o: plus(6), synced: true });
  });

  it('links by dates and name when the PMS has another voucher, which the booking takes', async () => {
    const { reply } = await startOnPlaceholder(visitor({ dtEntrada: plus(20), dtSaida: plus(22) }));
    const r = await upsertPmsBooking(env.db, hotel, {
      voucher: `PMS-${Date.now().toString(36)}`,
      checkIn: plus(20),
      checkOut: plus(22),
      persons: [{ name: 'Vera Maria Visitante' }],
    });
    expect(r).toMatchObject({ id: reply.CODRES, created: false });
    const link = await env.db.query(
      'SELECT p.linked_by, p.pms_voucher, b.voucher FROM placeholder_bookings p JOIN bookings b ON b.id = p.booking_id WHERE p.booking_id = $1',
      [reply.CODRES],
    );
    expect(link.rows[0].linked_by).toBe('name_dates');
    expect(link.rows[0].voucher).toBe(link.rows[0].pms_voucher);
    expect((await persons(reply.CODRES))[0]).toMatchObject({ webcheckin_status: 'D' });
    // Other dates or another name: a booking of its own.
    const { reply: lone } = await startOnPlaceholder(visitor({ dtEntrada: plus(10), dtSaida: plus(12) }));
    const elsewhere = await upsertPmsBooking(env.db, hotel, {
      voucher: `PMS-X-${Date.now().toString(36)}`,
      checkIn: plus(10),
      checkOut: plus(12),
      persons: [{ name: 'Outra Pessoa' }],
    });
    expect(elsewhere.created).toBe(true);
    expect(elsewhere.id).not.toBe(lone.CODRES);
    // Two visitors' placeholders of the same name and dates: no guess, the PMS booking stands alone.
    await startOnPlaceholder(visitor({ dtEntrada: plus(30), dtSaida: plus(31) }));
    await startOnPlaceholder(visitor({ dtEntrada: plus(30), dtSaida: plus(31) }));
    const twin = await upsertPmsBooking(env.db, hotel, {
      voucher: `PMS-T-${Date.now().toString(36)}`,
      checkIn: plus(30),
      checkOut: plus(31),
      persons: [{ name: 'Vera Visitante' }],
    });
    expect(twin.created).toBe(true);
  });

  it('refuses bad input, dates out of range, a booking already here, and hotels not fed by a PMS', async () => {
    for (const bad of [
      { voucher: 'a b c' },
      { voucher: 'x' },
      { nome: 'Vera' },
      { email: 'not-an-email' },
      { dtEntrada: '2026-02-30' },
      { dtSaida: 'amanhã' },
      { h: '' },
    ]) {
      const r = await call(env.app, LINK, visitor(bad));
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const past = await call(env.app, LINK, visitor({ dtEntrada: plus(-1) }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([{ path: 'dtEntrada', message: 'A data de entrada deve ser de hoje até um ano à frente.' }]);
    const long = await call(env.app, LINK, visitor({ dtSaida: plus(90) }));
    expect(long.json().errors).toEqual([{ path: 'dtSaida', message: 'A data de saída deve ser depois da entrada, em até 60 noites.' }]);
    const backwards = await call(env.app, LINK, visitor({ dtSaida: plus(2) }));
    expect(backwards.statusCode).toBe(422);
    const real = await createBooking(env.db, hotel, { persons: [{ name: 'Rita Real' }] });
    const taken = await call(env.app, LINK, visitor({ voucher: real.voucher, nome: 'Rita Real' }));
    expect(taken.statusCode).toBe(422);
    expect((await call(env.app, LINK, visitor({ h: 'no-such-link' }))).statusCode).toBe(422);
    const count = async () => (await env.db.query('SELECT count(*)::int AS n FROM placeholder_bookings')).rows[0].n;
    const before = await count();
    await env.db.query(`UPDATE institutions SET flags = flags || '{"PMSIMPORTBOOKINGS":"N"}' WHERE id = $1`, [hotel]);
    try {
      const off = await call(env.app, LINK, visitor());
      expect(off.statusCode).toBe(422);
      expect(off.json().message).toContain('ainda não permite iniciar o check-in');
    } finally {
      await env.db.query(`UPDATE institutions SET flags = flags || '{"PMSIMPORTBOOKINGS":"S"}' WHERE id = $1`, [hotel]);
    }
    expect(await count()).toBe(before);
  });
});
