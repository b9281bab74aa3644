import { describe, expect, it } from 'vitest';
import { SANDBOX_ROOMS } from '../src/adapters/door-lock/door-lock';
import { runDueJobs } from '../src/platform/jobs';
import { day, demoUserWith, TRIAL } from './bookings-helpers';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * Revoking a booking's keys when the stay ends (docs/decisions/0078-kiosk-keys-revocation-face-retention.md): the
 * check-out queues one revocation per room with keys, in its own transaction; the sandbox lock server revokes it
 * (retried when unreachable, failed when it refuses); the keys and the booking's Keys tab say so; the operations log
 * and the audit trail record it; the desk can ask again. Sandbox at test latency (20 ms; 300 ms timeout, two attempts).
 */
const env = await createTestEnv({
  config: {
    doorLock: {
      mode: 'sandbox',
      sandboxLatencyMs: 20,
      sandboxMaxRecordings: 4,
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
const KEYS = `${BASE}/ListarChavesReservaService`;
const REVOKE = `${BASE}/RevogarChavesReservaService`;
const OUT = `${TRIAL}/RealizarCheckoutService`;
const ACT = `${TRIAL}/RealizarAtividadeReservaService`;
const desk = (await signIn(env.app, 'recepcao@demo.test')).token;

/** Runs the door-lock jobs until none is due or on its way (retries included), as the job runner would. */
async function drain() {
  for (let i = 0; i < 60; i++) {
    const n = await runDueJobs(env.deps, 10, ['doorLock.encode']);
    if (n === 0) {
      const { rows } = await env.db.query(`SELECT 1 FROM door_encode_jobs WHERE state IN ('pending', 'working')`);
      if (rows.length === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A guest in house today with a key encoded by the desk in `room`. */
async function inHouseWithKey(room: string, cards = 1) {
  const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I' });
  const r = await call(env.app, REQUEST, { CODRES: b.id, numUH: room, qtdCartoes: cards }, desk);
  expect(r.statusCode, r.body).toBe(200);
  await drain();
  return b;
}

async function checkOut(bookingId: number) {
  const r = await call(env.app, OUT, { CODRES: bookingId, saldoDevedor: 0 }, desk);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json()).toMatchObject({ status: 1, STATUS: 'O' });
}

const keysOf = async (bookingId: number, token = desk) => {
  const r = await call(env.app, KEYS, { CODRES: bookingId }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    encodes: { situacao: string; revogadaEm: string | null }[];
    revogacoes: { situacao: string; motivo: string | null; mensagem: string | null; tentativas: number; numUH: string }[];
  };
};

const revokeJobs = async (bookingId: number) =>
  (
    await env.db.query<{ state: string; device: string; attempts: number }>(
      `SELECT state, device, attempts FROM door_encode_jobs WHERE booking_id = $1 AND kind = 'revoke' ORDER BY id`,
      [bookingId],
    )
  ).rows;

const ops = async (bookingId: number) =>
  (
    await env.db.query<{ operation: string; result: string; reason: string | null; device: string }>(
      `SELECT operation, result, reason, device FROM door_lock_operations WHERE booking_id = $1 AND operation LIKE 'revoke%' ORDER BY id`,
      [bookingId],
    )
  ).rows;

const audit = async (bookingId: number) =>
  (
    await env.db.query<{ action: string; actor_name: string | null }>(
      `SELECT action, actor_name FROM audit_log WHERE target_type = 'booking' AND target_id = $1 AND action LIKE 'doorlock.%' ORDER BY id`,
      [String(bookingId)],
    )
  ).rows;

describe('key revocation at check-out', () => {
  it("the check-out revokes the booking's keys through the lock port; the Keys tab, the log and the audit say so", async () => {
    const b = await inHouseWithKey('204', 2);
    expect((await keysOf(b.id)).encodes).toEqual([expect.objectContaining({ situacao: 'done', revogadaEm: null })]);
    expect((await keysOf(b.id)).revogacoes).toEqual([]);
    await checkOut(b.id);
    // Queued in the check-out's transaction, before any job ran.
    expect(await revokeJobs(b.id)).toEqual([{ state: 'pending', device: 'checkout', attempts: 0 }]);
    await drain();
    const keys = await keysOf(b.id);
    expect(keys.encodes[0]!.revogadaEm).not.toBeNull();
    expect(keys.revogacoes).toEqual([
      expect.objectContaining({ numUH: '204', situacao: 'done', motivo: null, mensagem: null, tentativas: 1 }),
    ]);
    expect(await ops(b.id)).toEqual([
      expect.objectContaining({ operation: 'revoke_request', result: 'accepted', device: 'checkout' }),
      expect.objectContaining({ operation: 'revoke', result: 'done', device: 'sandbox' }),
    ]);
    expect(await audit(b.id)).toEqual([
      { action: 'doorlock.revoke_requested', actor_name: 'checkout' },
      { action: 'doorlock.keys_revoked', actor_name: 'sandbox' },
    ]);
    // Idempotent: nothing is left to revoke, so asking again queues nothing and answers the same revocation.
    const again = await call(env.app, REVOKE, { CODRES: b.id }, desk);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().revogacoes).toEqual([expect.objectContaining({ situacao: 'done' })]);
    expect(await revokeJobs(b.id)).toHaveLength(1);
    // A checked-out stay takes no new key.
    const late = await call(env.app, REQUEST, { CODRES: b.id }, desk);
    expect(late.statusCode).toBe(422);
  });

  it('the check-out from the booking modal (RealizarAtividadeReservaService) revokes too; a stay without keys queues nothing', async () => {
    const b = await inHouseWithKey('205');
    const modal = await call(env.app, ACT, { CODRES: b.id, STATUS: 'O', DHSAIDAPREV: day(0) }, desk);
    expect(modal.statusCode, modal.body).toBe(200);
    expect(modal.json()).toMatchObject({ status: 1 });
    await drain();
    expect((await keysOf(b.id)).revogacoes).toEqual([expect.objectContaining({ situacao: 'done' })]);

    const keyless = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I' });
    await checkOut(keyless.id);
    expect(await revokeJobs(keyless.id)).toEqual([]);
  });

  it('a key still encoding at the check-out is revoked as soon as it is encoded', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I' });
    const r = await call(env.app, REQUEST, { CODRES: b.id, numUH: '512', qtdCartoes: 1 }, desk);
    expect(r.statusCode, r.body).toBe(200);
    await checkOut(b.id); // the encode is still on its way: nothing to revoke yet
    expect(await revokeJobs(b.id)).toEqual([]);
    await drain(); // the encode finishes after the check-out: its key is revoked at once
    expect(await revokeJobs(b.id)).toEqual([expect.objectContaining({ state: 'done', device: 'checkout' })]);
    expect((await keysOf(b.id)).encodes[0]!.revogadaEm).not.toBeNull();
  });

  it('an unreachable lock server is retried by the jobs; a refusal fails, is worded for the desk, and the desk asks again', async () => {
    const flaky = await inHouseWithKey(SANDBOX_ROOMS.flaky);
    await checkOut(flaky.id);
    await drain();
    expect((await keysOf(flaky.id)).revogacoes).toEqual([expect.objectContaining({ situacao: 'done', tentativas: 2 })]);
    expect((await ops(flaky.id)).map((o) => `${o.operation}:${o.result}`)).toEqual([
      'revoke_request:accepted',
      'revoke:retry',
      'revoke:done',
    ]);

    const refused = await inHouseWithKey(SANDBOX_ROOMS.revokeError);
    await checkOut(refused.id);
    await drain();
    const keys = await keysOf(refused.id);
    expect(keys.encodes[0]!.revogadaEm).toBeNull();
    expect(keys.revogacoes).toEqual([
      expect.objectContaining({
        situacao: 'failed',
        motivo: 'lock_error',
        mensagem: 'O sistema de fechaduras recusou a revogação das chaves. Revogue de novo ou revogue no sistema de fechaduras.',
      }),
    ]);
    const en = await call(env.app, KEYS, { CODRES: refused.id }, desk, { 'accept-language': 'en' });
    expect(en.json().revogacoes[0].mensagem).toBe(
      'The lock system refused to revoke the keys. Revoke again or revoke them in the lock system.',
    );
    expect((await audit(refused.id)).map((a) => a.action)).toEqual(['doorlock.revoke_requested', 'doorlock.revoke_failed']);
    // The desk asks again: a new revocation (the lock server refuses this room again).
    const again = await call(env.app, REVOKE, { CODRES: refused.id }, desk);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().revogacoes).toEqual([expect.objectContaining({ situacao: 'pending' })]);
    expect((await revokeJobs(refused.id)).map((j) => j.device)).toEqual(['checkout', 'desk']);
    // A second tap while it is on its way joins it.
    await call(env.app, REVOKE, { CODRES: refused.id }, desk);
    expect(await revokeJobs(refused.id)).toHaveLength(2);
    await drain();
    expect((await audit(refused.id)).map((a) => a.action)).toEqual([
      'doorlock.revoke_requested',
      'doorlock.revoke_failed',
      'doorlock.revoke_requested',
      'doorlock.revoke_failed',
    ]);
  });

  it("refuses bad input, another hotel's caller and staff without the reception's permission, changing nothing", async () => {
    const b = await inHouseWithKey('410');
    const bad = await call(env.app, REVOKE, { CODRES: 'abc' }, desk);
    expect(bad.statusCode).toBe(400);
    expect((await call(env.app, REVOKE, {}, desk)).statusCode).toBe(400);
    // The admin works at the hospital too: with the hospital as context hotel the booking is not found.
    const { token } = await signIn(env.app, 'admin@demo.test');
    const switched = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.hospital } }, token);
    const atHospital = (switched.json() as { token: string }).token;
    expect((await call(env.app, REVOKE, { CODRES: b.id }, atHospital)).statusCode).toBe(404);
    expect((await call(env.app, KEYS, { CODRES: b.id }, atHospital)).statusCode).toBe(404);
    const bookingsOnly = await demoUserWith(env, ['reservas']);
    expect((await call(env.app, REVOKE, { CODRES: b.id }, bookingsOnly)).statusCode).toBe(403);
    expect(await revokeJobs(b.id)).toEqual([]);
    expect((await keysOf(b.id)).encodes[0]!.revogadaEm).toBeNull();
  });
});
