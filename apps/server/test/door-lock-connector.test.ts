import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConnectorJob, type Driver, runConnector, TokenRefused } from '../../../tools/door-lock-connector/connector.mjs';
import { createDriver as simulatedLock } from '../../../tools/door-lock-connector/drivers/simulated.mjs';
import { createInstitution, createUser } from '../src/seed/factories';
import { adminAt } from './bookings-helpers';
import { createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * The on-site connector's protocol (docs/door-lock-connector.md), with the shipped program (tools/door-lock-connector)
 * against the product listening on a port: the connector dials out, takes the hotel's jobs, reports results; tokens
 * are per hotel; a silent connector loses its job after the lease; nobody taking a job fails it as could not complete.
 */
const env = await createTestEnv({
  config: {
    doorLock: {
      mode: 'connector',
      sandboxLatencyMs: 0,
      sandboxMaxRecordings: 4,
      timeoutMs: 1000,
      attempts: 2,
      leaseMs: 400,
      pendingTimeoutMs: 1500,
    },
  },
});
await env.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
const hotel = env.demo.hotel;
const BASE = '/jwt/brokerJson/checkin';
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const desk = (await signIn(env.app, 'recepcao@demo.test')).token;
const controllers: AbortController[] = [];
afterAll(() => {
  for (const c of controllers) c.abort();
  // fetch keeps its sockets alive: close them so the server can stop.
  env.app.server.closeAllConnections();
});

async function connectorToken(token: string, nome: string): Promise<string> {
  const r = await call(env.app, `${BASE}/GerarTokenConectorFechaduraService`, { nome }, token);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().token).toMatch(/^gmdl_[A-Za-z0-9_-]{43}$/);
  return r.json().token;
}
const hotelToken = await connectorToken(admin, 'Recepção');

function start(driver: Driver, token = hotelToken) {
  const controller = new AbortController();
  controllers.push(controller);
  const running = runConnector({ url, token, driver, waitSeconds: 1, signal: controller.signal });
  return { stop: () => controller.abort(), running };
}

async function request(bookingId: number, room: string, cards = 1): Promise<number> {
  const r = await call(env.app, `${BASE}/RequisitarEncodeService`, { CODRES: bookingId, numUH: room, qtdCartoes: cards }, desk);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().seqEncode;
}

async function settled(seq: number) {
  let encode: { situacao: string } & Record<string, unknown> = { situacao: 'pending' };
  await expect
    .poll(
      async () => {
        encode = (await call(env.app, `${BASE}/ConsultaEncodeService`, { seqEncode: seq }, desk)).json().encode;
        return encode.situacao === 'done' || encode.situacao === 'failed';
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return encode;
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${url}/door-lock/connector/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('the door-lock connector', () => {
  it("takes the hotel's jobs over HTTP, encodes through its driver and reports; refused past the lock's maximum", async () => {
    const seen: ConnectorJob[] = [];
    const lock = simulatedLock({ latencyMs: 50, maxRecordings: 2 });
    const c = start({ encode: (job) => (seen.push(job), lock.encode(job)) });
    const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2 });
    const first = await settled(await request(b.id, '1201', 2));
    expect(first).toMatchObject({ situacao: 'done', gravacoes: 2, numUH: '1201', tentativas: 1 });
    expect(seen[0]).toMatchObject({ booking: b.id, room: '1201', cards: 2, attempt: 1, leaseMs: 400 });
    expect(seen[0]!.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const over = await settled(await request(b.id, '1201'));
    expect(over).toMatchObject({ situacao: 'failed', motivo: 'max_recordings', gravacoes: 2 });
    const { rows } = await env.db.query(
      `SELECT result, device, duration_ms FROM door_lock_operations WHERE booking_id = $1 AND operation = 'encode' ORDER BY id`,
      [b.id],
    );
    expect(rows.map((r) => [r.result, r.device])).toEqual([
      ['done', 'connector:Recepção'],
      ['failed', 'connector:Recepção'],
    ]);
    expect(rows[0].duration_ms).toBeGreaterThanOrEqual(40);
    c.stop();
    await c.running;
  });

  it('reports an unreachable lock server, which is tried again, and a driver that throws the same way', async () => {
    let calls = 0;
    const c = start({
      async encode() {
        calls++;
        if (calls === 1) throw new Error('serial port busy');
        return { ok: true, recordings: 1 };
      },
    });
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    expect(await settled(await request(b.id, '88'))).toMatchObject({ situacao: 'done', tentativas: 2 });
    c.stop();
    await c.running;
  });

  it("keeps each hotel's jobs to its own connector, and refuses bad tokens and bodies", async () => {
    const hospitalAdmin = await adminAt(env, env.demo.hospital);
    const hospitalToken = await connectorToken(hospitalAdmin, 'Portaria');
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    const seq = await request(b.id, '77');
    // The hospital's connector finds nothing: the job is the hotel's.
    expect((await post('/jobs/next', { waitSeconds: 0 }, hospitalToken)).status).toBe(204);
    // Nor may it report on the hotel's job.
    expect((await post(`/jobs/${seq}/result`, { ok: true, recordings: 1 }, hospitalToken)).status).toBe(409);
    expect((await post('/jobs/next', { waitSeconds: 0 })).status).toBe(401);
    expect((await post('/jobs/next', { waitSeconds: 0 }, 'gmdl_not-a-token')).status).toBe(401);
    expect((await post('/jobs/next', { waitSeconds: 0 }, admin)).status).toBe(401);
    expect((await post('/jobs/next', { waitSeconds: 99 }, hotelToken)).status).toBe(400);
    expect((await post('/jobs/next', { waitSeconds: 0, extra: 1 }, hotelToken)).status).toBe(400);
    const taken = await post('/jobs/next', { waitSeconds: 0 }, hotelToken);
    expect(taken.status).toBe(200);
    const { job } = await taken.json();
    expect(job.seqEncode).toBe(seq);
    expect((await post(`/jobs/${seq}/result`, { ok: true }, hotelToken)).status).toBe(400);
    expect((await post(`/jobs/${seq}/result`, { ok: false, reason: 'fire' }, hotelToken)).status).toBe(400);
    expect((await post('/jobs/abc/result', { ok: true, recordings: 1 }, hotelToken)).status).toBe(404);
    const ok = await post(`/jobs/${seq}/result`, { ok: true, recordings: 1, durationMs: 900 }, hotelToken);
    expect(await ok.json()).toEqual({ state: 'done' });
    // A second report of the same job is refused (it is no longer held).
    expect((await post(`/jobs/${seq}/result`, { ok: true, recordings: 1 }, hotelToken)).status).toBe(409);
    // The shipped program stops on a refused token instead of hammering the product.
    const controller = new AbortController();
    controllers.push(controller);
    await expect(
      runConnector({
        url,
        token: 'gmdl_revoked',
        driver: { encode: async () => ({ ok: true, recordings: 1 }) },
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(TokenRefused);
    // The token is kept only as its hash.
    const stored = await env.db.query('SELECT token_hash FROM door_lock_connectors');
    expect(JSON.stringify(stored.rows)).not.toContain(hotelToken.slice(5));
  });

  it('gives a job a silent connector took to the next one after the lease, and fails it after the last attempt', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    const seq = await request(b.id, '55');
    // A connector takes the job and dies.
    expect((await post('/jobs/next', { waitSeconds: 0 }, hotelToken)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const c = start(simulatedLock({ latencyMs: 10, maxRecordings: 4 }));
    expect(await settled(seq)).toMatchObject({ situacao: 'done', tentativas: 2 });
    c.stop();
    await c.running;
    // Taken and silent on every attempt: could not complete.
    const again = await createBooking(env.db, hotel, { checkIn: 0 });
    const lost = await request(again.id, '56');
    for (let i = 0; i < 2; i++) {
      expect((await post('/jobs/next', { waitSeconds: 2 }, hotelToken)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await settled(lost)).toMatchObject({
      situacao: 'failed',
      motivo: 'timeout',
      mensagem: 'Não foi possível concluir a gravação da chave. Procure a recepção.',
    });
  });

  it('hands the revocations of ended stays only to a connector that takes them, and marks the keys revoked', async () => {
    const encodeOnly = start({ encode: async () => ({ ok: true, recordings: 1 }) });
    const b = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I' });
    expect(await settled(await request(b.id, '1301'))).toMatchObject({ situacao: 'done' });
    encodeOnly.stop();
    await encodeOnly.running;
    const out = await call(env.app, '/jwt/brokerJson/trial/RealizarCheckoutService', { CODRES: b.id, saldoDevedor: 0 }, desk);
    expect(out.statusCode, out.body).toBe(200);
    // A connector that does not say it revokes (v1 as first published) is never handed a revocation.
    expect((await post('/jobs/next', { waitSeconds: 0 }, hotelToken)).status).toBe(204);
    expect((await post('/jobs/next', { waitSeconds: 0, kinds: ['fire'] }, hotelToken)).status).toBe(400);
    const taken = await post('/jobs/next', { waitSeconds: 0, kinds: ['encode', 'revoke'] }, hotelToken);
    expect(taken.status).toBe(200);
    const { job } = await taken.json();
    expect(job).toMatchObject({ kind: 'revoke', booking: b.id, room: '1301', attempt: 1 });
    const done = await post(`/jobs/${job.seqEncode}/result`, { ok: true, durationMs: 12 }, hotelToken);
    expect(await done.json()).toEqual({ state: 'done' });
    const keys = (await call(env.app, `${BASE}/ListarChavesReservaService`, { CODRES: b.id }, desk)).json();
    expect(keys.encodes[0].revogadaEm).not.toBeNull();
    expect(keys.revogacoes).toEqual([expect.objectContaining({ situacao: 'done', numUH: '1301' })]);

    // The shipped program with the simulated lock (which revokes) takes both kinds.
    const seen: ConnectorJob[] = [];
    const lock = simulatedLock({ latencyMs: 20 });
    const c = start({ encode: (j) => (seen.push(j), lock.encode(j)), revoke: (j) => (seen.push(j), lock.revoke!(j)) });
    const other = await createBooking(env.db, hotel, { checkIn: 0, checkOut: 2, status: 'I' });
    expect(await settled(await request(other.id, '1302'))).toMatchObject({ situacao: 'done' });
    await call(env.app, '/jwt/brokerJson/trial/RealizarCheckoutService', { CODRES: other.id, saldoDevedor: 0 }, desk);
    await expect
      .poll(
        async () => (await call(env.app, `${BASE}/ListarChavesReservaService`, { CODRES: other.id }, desk)).json().revogacoes[0]?.situacao,
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe('done');
    expect(seen.map((j) => j.kind)).toEqual(['encode', 'revoke']);
    c.stop();
    await c.running;
  });

  it('fails a job no connector takes in time (the hotel has none running)', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0 });
    const seq = await request(b.id, '57');
    const first = (await call(env.app, `${BASE}/ConsultaEncodeService`, { seqEncode: seq }, desk)).json().encode;
    expect(first.situacao).toBe('pending');
    await new Promise((r) => setTimeout(r, 1600));
    expect(await settled(seq)).toMatchObject({ situacao: 'failed', motivo: 'timeout', tentativas: 0 });
  });
});

describe("the hotel's connectors in its settings", () => {
  it('lists them without tokens, revokes one (its next poll is refused), and keeps them to their hotel and role', async () => {
    const token = await connectorToken(admin, 'Portaria');
    expect((await post('/jobs/next', { waitSeconds: 0 }, token)).status).not.toBe(401);
    const list = await call(env.app, `${BASE}/ListarConectoresFechaduraService`, {}, admin);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().data.find((c: { nome: string }) => c.nome === 'Portaria');
    expect(mine).toMatchObject({ revogadoEm: null, ultimoContato: expect.any(String) });
    expect(list.body).not.toContain(token);
    // Another hotel's caller and a caller without the settings permission get nothing of it.
    const other = await createInstitution(env.db, { name: 'Hotel Fechadura' });
    await createUser(env.db, {
      email: 'chaves@other.test',
      name: 'Outro',
      password: 'demo1234',
      institutions: [other],
      permissions: [`CHANGEINS:${other}:basic`],
    });
    const outsider = (await signIn(env.app, 'chaves@other.test')).token;
    expect((await call(env.app, `${BASE}/ListarConectoresFechaduraService`, {}, outsider)).json().data).toEqual([]);
    const theirs = await call(env.app, `${BASE}/RevogarConectorFechaduraService`, { id: mine.id }, outsider);
    expect(theirs.statusCode).toBe(404);
    expect((await call(env.app, `${BASE}/ListarConectoresFechaduraService`, {}, desk)).statusCode).toBe(403);
    expect((await call(env.app, `${BASE}/RevogarConectorFechaduraService`, { id: 'x' }, admin)).statusCode).toBe(400);
    // Revoked: listed as such, and refused at its next poll.
    const revoked = await call(env.app, `${BASE}/RevogarConectorFechaduraService`, { id: mine.id }, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.find((c: { id: number }) => c.id === mine.id).revogadoEm).not.toBeNull();
    expect((await post('/jobs/next', { waitSeconds: 0 }, token)).status).toBe(401);
  });
});
