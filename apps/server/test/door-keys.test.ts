import { describe, expect, it } from 'vitest';
import { SANDBOX_ROOMS } from '../src/adapters/door-lock/door-lock';
import { runDueJobs } from '../src/platform/jobs';
import { createUser } from '../src/seed/factories';
import { adminAt } from './bookings-helpers';
import { bookingToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * Door keys (docs/decisions/0066-door-keys.md): RequisitarEncodeService and ConsultaEncodeService through the sandbox
 * lock server at test latency (20 ms; 300 ms timeout, two attempts): the check-in rules, the room, another hotel's
 * caller and a guest of another booking, the lock server's refusals, retries and timeouts, the maximum of
 * recordings, and the operations log.
 */
const env = await createTestEnv({
  config: {
    doorLock: {
      mode: 'sandbox',
      sandboxLatencyMs: 20,
      sandboxMaxRecordings: 3,
      timeoutMs: 300,
      attempts: 2,
      leaseMs: 2000,
      pendingTimeoutMs: 60_000,
    },
  },
});
const hotel = env.demo.hotel;
const BASE = '/jwt/brokerJson/checkin';
const REQUEST = `${BASE}/RequisitarEncodeService`;
const CONSULT = `${BASE}/ConsultaEncodeService`;
const KEYS = `${BASE}/ListarChavesReservaService`;
const desk = (await signIn(env.app, 'recepcao@demo.test')).token;

/** Runs the encode jobs until none is due (retries included), as the job runner would. */
async function drain() {
  for (let i = 0; i < 40; i++) {
    const n = await runDueJobs(env.deps, 10, ['doorLock.encode']);
    if (n === 0) {
      const { rows } = await env.db.query(`SELECT 1 FROM door_encode_jobs WHERE state IN ('pending', 'working')`);
      if (rows.length === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function encodeAndWait(body: Record<string, unknown>, token: string) {
  const r = await call(env.app, REQUEST, body, token);
  expect(r.statusCode, r.body).toBe(200);
  const seq = r.json().seqEncode as number;
  await drain();
  const c = await call(env.app, CONSULT, { seqEncode: seq }, token);
  expect(c.statusCode, c.body).toBe(200);
  return c.json().encode;
}

const ops = async (bookingId: number) =>
  (
    await env.db.query<{
      operation: string;
      result: string;
      reason: string | null;
      room: string | null;
      device: string;
      user_id: number | null;
    }>('SELECT operation, result, reason, room, device, user_id FROM door_lock_operations WHERE booking_id = $1 ORDER BY id', [bookingId])
  ).rows;

describe('door keys from the desk', () => {
  it('queues a key, answers seqEncode at once, encodes it and counts the recordings; logs who, device and timing', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2 });
    const r = await call(env.app, REQUEST, { CODRES: b.id, numUH: '204' }, desk);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, situacao: 'pending' });
    const seq = r.json().seqEncode;
    // A second tap while it is on its way answers the same job.
    expect((await call(env.app, REQUEST, { CODRES: b.id }, desk)).json().seqEncode).toBe(seq);
    const pending = await call(env.app, CONSULT, { seqEncode: seq }, desk);
    expect(pending.json().encode).toMatchObject({ situacao: 'pending', motivo: null, gravacoes: null, numUH: '204' });
    await drain();
    const done = (await call(env.app, CONSULT, { seqEncode: seq }, desk)).json().encode;
    expect(done).toMatchObject({ situacao: 'done', motivo: null, mensagem: null, gravacoes: 1, tentativas: 1, CODRES: b.id });
    expect(done.dhConclusao).not.toBeNull();
    // The room is remembered: the next key needs none.
    expect(await encodeAndWait({ CODRES: b.id, qtdCartoes: 2 }, desk)).toMatchObject({ situacao: 'done', gravacoes: 3, numUH: '204' });
    const keys = (await call(env.app, KEYS, { CODRES: b.id }, desk)).json();
    expect(keys.numUH).toBe('204');
    expect(keys.encodes.map((e: { situacao: string }) => e.situacao)).toEqual(['done', 'done']);
    const log = await ops(b.id);
    expect(log.filter((o) => o.operation === 'encode_request').every((o) => o.device === 'desk' && o.user_id !== null)).toBe(true);
    expect(log.filter((o) => o.operation === 'encode')).toEqual([
      expect.objectContaining({ result: 'done', room: '204', device: 'sandbox' }),
      expect.objectContaining({ result: 'done', room: '204', device: 'sandbox' }),
    ]);
    const timed = await env.db.query(`SELECT duration_ms FROM door_lock_operations WHERE booking_id = $1 AND operation = 'encode'`, [b.id]);
    expect(timed.rows.every((row) => row.duration_ms >= 15)).toBe(true);
  });

  it('refuses past the maximum of recordings with the spec text, in pt, en and es', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2 });
    expect(await encodeAndWait({ CODRES: b.id, numUH: '301', qtdCartoes: 3 }, desk)).toMatchObject({ situacao: 'done', gravacoes: 3 });
    const over = await encodeAndWait({ CODRES: b.id }, desk);
    expect(over).toMatchObject({
      situacao: 'failed',
      motivo: 'max_recordings',
      gravacoes: 3,
      mensagem: 'Número máximo de gravações de chave atingido. Procure a recepção.',
    });
    const en = await call(env.app, CONSULT, { seqEncode: over.seqEncode }, desk, { 'accept-language': 'en' });
    expect(en.json().encode.mensagem).toBe('Maximum number of key recordings reached. Please see the reception.');
    const es = await call(env.app, CONSULT, { seqEncode: over.seqEncode }, desk, { 'accept-language': 'es' });
    expect(es.json().encode.mensagem).toBe('Se alcanzó el número máximo de grabaciones de llave. Diríjase a la recepción.');
  });

  it("takes the lock server's refusals, retries an unreachable one, and fails a silent one as could not complete", async () => {
    const lockError = await createBooking(env.db, hotel, { checkIn: 0 });
    expect(await encodeAndWait({ CODRES: lockError.id, numUH: SANDBOX_ROOMS.lockError }, desk)).toMatchObject({
      situacao: 'failed',
      motivo: 'lock_error',
      tentativas: 1,
      mensagem: 'Erro ao processar a gravação da chave. Procure a recepção.',
    });
    const unknown = await createBooking(env.db, hotel, { checkIn: 0 });
    expect(await encodeAndWait({ CODRES: unknown.id, numUH: SANDBOX_ROOMS.unknown }, desk)).toMatchObject({
      situacao: 'failed',
      motivo: 'room_unknown',
    });
    const flaky = await createBooking(env.db, hotel, { checkIn: 0 });
    expect(await encodeAndWait({ CODRES: flaky.id, numUH: SANDBOX_ROOMS.flaky }, desk)).toMatchObject({
      situacao: 'done',
      tentativas: 2,
      gravacoes: 1,
    });
    expect((await ops(flaky.id)).filter((o) => o.operation === 'encode').map((o) => [o.result, o.reason])).toEqual([
      ['retry', 'unreachable'],
      ['done', null],
    ]);
    const silent = await createBooking(env.db, hotel, { checkIn: 0 });
    const started = Date.now();
    expect(await encodeAndWait({ CODRES: silent.id, numUH: SANDBOX_ROOMS.silent }, desk)).toMatchObject({
      situacao: 'failed',
      motivo: 'timeout',
      tentativas: 2,
      mensagem: 'Não foi possível concluir a gravação da chave. Procure a recepção.',
    });
    // Two attempts of 300 ms, not the lock server's forever.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses bad input on its field, a cancelled, ended or future stay, and a booking with no room', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    for (const body of [
      { CODRES: b.id, numUH: '' },
      { CODRES: b.id, numUH: '12 3' },
      { CODRES: b.id, numUH: '1', qtdCartoes: 9 },
      { CODRES: 'x' },
    ]) {
      const r = await call(env.app, REQUEST, body, desk);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(env.app, REQUEST, {}, desk)).statusCode).toBe(400);
    expect((await call(env.app, CONSULT, { seqEncode: 'abc' }, desk)).statusCode).toBe(400);
    expect((await call(env.app, CONSULT, {}, desk)).statusCode).toBe(400);
    const noRoom = await call(env.app, REQUEST, { CODRES: b.id }, desk);
    expect(noRoom.statusCode).toBe(422);
    expect(noRoom.json().errors).toEqual([
      { path: 'numUH', message: 'O quarto ainda não foi definido para gravar a chave. Procure a recepção.' },
    ]);
    const cancelled = await createBooking(env.db, hotel, { checkIn: 0, status: 'C', cancelled: true });
    const future = await createBooking(env.db, hotel, { checkIn: 2, checkOut: 4 });
    const ended = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1 });
    const out = await createBooking(env.db, hotel, { checkIn: 0, status: 'O' });
    for (const [bk, message] of [
      [cancelled, 'Não é possível gravar a chave: a reserva está cancelada ou encerrada. Procure a recepção.'],
      [ended, 'Não é possível gravar a chave: a reserva está cancelada ou encerrada. Procure a recepção.'],
      [out, 'Não é possível gravar a chave: a reserva está cancelada ou encerrada. Procure a recepção.'],
      [future, 'A chave só pode ser gravada a partir do dia da entrada. Procure a recepção.'],
    ] as const) {
      const r = await call(env.app, REQUEST, { CODRES: bk.id, numUH: '101' }, desk);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(message);
      expect(await ops(bk.id)).toEqual([expect.objectContaining({ operation: 'encode_request', result: 'refused' })]);
    }
    const none = await env.db.query('SELECT count(*)::int AS n FROM door_encode_jobs WHERE booking_id = ANY($1)', [
      [cancelled.id, future.id, ended.id, out.id],
    ]);
    expect(none.rows[0].n).toBe(0);
    expect((await call(env.app, CONSULT, { seqEncode: 99_999_999 }, desk)).statusCode).toBe(404);
  });

  it("refuses another hotel's caller and staff without the reception's permission, changing nothing", async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    const done = await encodeAndWait({ CODRES: b.id, numUH: '410' }, desk);
    // The admin works at the hospital too: with the hospital as context hotel the booking and key are not found.
    const atHospital = await adminAt(env, env.demo.hospital);
    expect((await call(env.app, REQUEST, { CODRES: b.id, numUH: '410' }, atHospital)).statusCode).toBe(404);
    expect((await call(env.app, CONSULT, { seqEncode: done.seqEncode }, atHospital)).statusCode).toBe(404);
    expect((await call(env.app, KEYS, { CODRES: b.id }, atHospital)).statusCode).toBe(404);
    // Staff without the reception's permission (bookings only).
    await createUser(env.db, {
      email: 'so-reservas.chaves@demo.test',
      name: 'Só Reservas',
      password: 'demo1234',
      institutions: [hotel],
      permissions: [`TRIAL:${hotel}:reservas`],
    });
    const bookingsOnly = (await signIn(env.app, 'so-reservas.chaves@demo.test')).token;
    expect((await call(env.app, REQUEST, { CODRES: b.id, numUH: '410' }, bookingsOnly)).statusCode).toBe(403);
    expect((await call(env.app, CONSULT, { seqEncode: done.seqEncode }, bookingsOnly)).statusCode).toBe(403);
    const count = async () =>
      (await env.db.query('SELECT count(*)::int AS n FROM door_encode_jobs WHERE booking_id = $1', [b.id])).rows[0].n;
    expect(await count()).toBe(1);
  });
});

describe('door keys for the guest (kiosk, web)', () => {
  it("encodes the guest's key once checked in and paid, with the room the desk set; never another booking's", async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0, persons: [{ name: 'Gina Chave' }] });
    const guest = (await bookingToken(env.app, b.voucher, 'Gina Chave')).token;
    // Not checked in yet.
    const early = await call(env.app, REQUEST, { dispositivo: 'kiosk' }, guest);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('A chave só pode ser gravada depois do check-in. Procure a recepção.');
    await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D' WHERE booking_id = $1`, [b.id]);
    // No room yet: the desk assigns it.
    const noRoom = await call(env.app, REQUEST, { dispositivo: 'kiosk' }, guest);
    expect(noRoom.json().message).toBe('O quarto ainda não foi definido para gravar a chave. Procure a recepção.');
    // A guest never picks the room.
    expect((await call(env.app, REQUEST, { numUH: '101' }, guest)).statusCode).toBe(403);
    await env.db.query(`INSERT INTO door_booking_rooms (booking_id, institution_id, room) VALUES ($1, $2, '512')`, [b.id, hotel]);
    // Payment is part of the demo hotel's check-in: an open invoice blocks the key.
    const inv = await env.db.query<{ id: number }>(
      `INSERT INTO invoices (institution_id, booking_id, description, total_cents) VALUES ($1, $2, 'Diárias', 50000) RETURNING id`,
      [hotel, b.id],
    );
    const unpaid = await call(env.app, REQUEST, { dispositivo: 'kiosk' }, guest);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().message).toBe('A reserva tem pagamento pendente: a chave será gravada após o pagamento. Procure a recepção.');
    await env.db.query(
      `UPDATE invoices SET paid_cents = total_cents, charged_at = now(), direct_charge = true, last_status = 'paid' WHERE id = $1`,
      [inv.rows[0]!.id],
    );
    const key = await encodeAndWait({ dispositivo: 'kiosk' }, guest);
    expect(key).toMatchObject({ situacao: 'done', numUH: '512', CODRES: b.id, gravacoes: 1 });
    expect((await ops(b.id)).filter((o) => o.operation === 'encode_request' && o.result === 'accepted')).toEqual([
      expect.objectContaining({ device: 'kiosk', user_id: null }),
    ]);
    // A guest of another booking may neither consult this key nor ask one for this booking.
    const other = await createBooking(env.db, hotel, { checkIn: 0, persons: [{ name: 'Otto Outro' }] });
    const otherGuest = (await bookingToken(env.app, other.voucher, 'Otto Outro')).token;
    expect((await call(env.app, CONSULT, { seqEncode: key.seqEncode }, otherGuest)).statusCode).toBe(403);
    expect((await call(env.app, REQUEST, { CODRES: b.id }, otherGuest)).statusCode).toBe(403);
    // The guest's own consult works with the body { seqEncode } only.
    expect((await call(env.app, CONSULT, { seqEncode: key.seqEncode }, guest)).json().encode.situacao).toBe('done');
    // Staff-only listing is refused to guests.
    expect((await call(env.app, KEYS, { CODRES: b.id }, guest)).statusCode).toBe(403);
  });

  it('words the refusals for a hospital', async () => {
    const hospital = env.demo.hospital;
    const b = await createBooking(env.db, hospital, { checkIn: 2, checkOut: 4, persons: [{ name: 'Paula Paciente' }] });
    const admin = await adminAt(env, hospital);
    const r = await call(env.app, REQUEST, { CODRES: b.id, numUH: '7' }, admin);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe('A chave só pode ser gravada a partir do dia da internação. Procure a recepção.');
  });
});
