import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxPms } from '../src/adapters/pms/sandbox';
import { PMS_JOB } from '../src/modules/bookings/registrations';
import { type DomainEvent, registerReactions } from '../src/platform/domain-events';
import { runDueJobs } from '../src/platform/jobs';
import { adminAt, CHECKIN, demoUserWith, TRIAL } from './bookings-helpers';
import { bookingToken, createBooking, newCpf, noiseJpeg, upload } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';
import { jobsOf, makeJobsDue } from './jobs-helpers';

/**
 * The PMS registration loop end to end: a completed web check-in (or a staff check-in) queues each guest's
 * registration; the job releases it (LiberaCheckinService) and consults it (ConsultaCheckinService) until registered
 * or error, with bounded attempts; the pending page lists it; staff finish it or mark it synced, audited.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gm-pms-loop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let clock = Date.parse('2026-03-05T12:00:00Z');
const env = await createTestEnv({
  config: { dataDir },
  ports: { pms: createSandboxPms({ latencyMs: 0, resolveAfterMs: 5000, errorDigit: '0', now: () => clock }) },
});
const hotel = env.demo.hotel;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, env.demo.hospital);
const FINALIZAR = `${CHECKIN}/FinalizarWebCheckinService`;
const PENDING = `${TRIAL}/ListarWebCheckinsService`;
const SYNC = `${TRIAL}/MarcarProcessamentoService`;
const CONSULT = `${CHECKIN}/ConsultaCheckinService`;
const RELEASE = `${CHECKIN}/LiberaCheckinService`;
const ACT = `${TRIAL}/RealizarAtividadeReservaService`;
const photo = await noiseJpeg(800, 600);

const domainEvents: DomainEvent[] = [];
registerReactions('pms-loop-test', {
  'booking.registration_error': async (_tx, e) => {
    domainEvents.push(e);
  },
});

/** A CPF the sandbox PMS accepts (it refuses documents ending in 0). */
function acceptedCpf(): string {
  for (;;) {
    const cpf = newCpf();
    if (!cpf.endsWith('0')) return cpf;
  }
}

/** The guest `index` of a booking finishes the web check-in through the services, as the wizard does. */
async function finishOnline(b: { voucher: string; persons: number[] }, name: string, index = 0) {
  const t = await bookingToken(env.app, b.voucher, name);
  const created = await call(
    env.app,
    '/jwt/broker/core/CriarUsuarioService',
    {
      criarUsu: {
        CODPESRES: b.persons[index],
        nomeCompleto: name,
        cpf: acceptedCpf(),
        email: `${newCpf()}@loop.test`,
        celular: '(21) 99876-5432',
        nacionalidade: 'BR',
        dataNasc: '12/08/1979',
        pais: 'BR',
        estado: 'RJ',
        cidadeId: '3304557',
        cep: '22021-001',
        endereco: 'Avenida Atlântica',
        nroEndereco: '1702',
        bairro: 'Copacabana',
      },
    },
    t.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const key = async (tipo: string) => (await upload(env.app, `/documentosUploader?tipo=${tipo}`, t.token, photo)).json().chave;
  const r = await call(
    env.app,
    FINALIZAR,
    {
      CODPESRES: b.persons[index],
      documentos: { chaveImgDocumento: await key('persondoc') },
      termos: { aceite: 'S', chaveImgAssinatura: await key('personsign') },
    },
    t.token,
  );
  expect(r.statusCode, r.body).toBe(200);
}

async function registrationsOf(bookingId: number) {
  const { rows } = await env.db.query<{ id: number; person: number; state: string; error_details: string | null; synced: boolean }>(
    `SELECT r.id, bp.id AS person, r.state, r.error_details, r.synced
       FROM pms_registrations r JOIN booking_persons bp ON bp.id = r.booking_person_id WHERE bp.booking_id = $1 ORDER BY bp.position`,
    [bookingId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), person: Number(r.person) }));
}

async function runPmsJobs(): Promise<number> {
  await makeJobsDue(env.db, [PMS_JOB]);
  return runDueJobs(env.deps, 50, [PMS_JOB]);
}

async function jobOf(registrationId: number) {
  return (await jobsOf(env.db, PMS_JOB)).filter((j) => Number(j.payload.registrationId) === registrationId);
}

type Item = { codLib: number; CODRES: number; NOME: string; statusPms: string; errorDetails: string | null };
async function pendingList(search: string, token = reception): Promise<Item[]> {
  const r = await call(env.app, PENDING, { search, limit: 100 }, token);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Item[] }).data;
}

async function auditOf(action: string, id: number) {
  const { rows } = await env.db.query<{ actor_name: string; before: unknown; after: unknown }>(
    `SELECT actor_name, before, after FROM audit_log WHERE action = $1 AND target_type = 'pms_registration' AND target_id = $2`,
    [action, String(id)],
  );
  return rows;
}

describe('a completed web check-in queues the guest registration', () => {
  it('queues exactly one registration for the guest; the job releases, then consults until registered; staff mark it synced', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Lia Moreira' }, { name: 'Caio Moreira' }] });
    const events: { type: string; id?: number | string }[] = [];
    const stop = env.deps.events.subscribe(hotel, (e) => events.push(e));
    await finishOnline(b, 'Lia Moreira');
    const [reg, ...others] = await registrationsOf(b.id);
    expect(others).toEqual([]);
    expect(reg).toMatchObject({ person: b.persons[0], state: 'pending', error_details: null, synced: false });
    const queued = await jobOf(reg!.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ done: false, attempts: 0 });
    const released = await env.db.query(`SELECT kind FROM booking_events WHERE booking_id = $1 AND kind LIKE 'registration_%'`, [b.id]);
    expect(released.rows.map((x) => x.kind)).toEqual(['registration_released']);
    expect((await pendingList(b.voucher)).map((x) => [x.NOME, x.statusPms])).toEqual([['Lia Moreira', 'pending']]);

    expect(await runPmsJobs()).toBe(1); // released: the PMS answers pending
    expect((await registrationsOf(b.id))[0]!.state).toBe('pending');
    expect(await runPmsJobs()).toBe(1); // consulted too early: still pending
    expect((await registrationsOf(b.id))[0]!.state).toBe('pending');
    clock += 5000;
    events.length = 0;
    expect(await runPmsJobs()).toBe(1); // consulted: registered
    expect(await runPmsJobs()).toBe(0);
    expect((await registrationsOf(b.id))[0]!.state).toBe('registered');
    expect((await jobOf(reg!.id)).at(-1)).toMatchObject({ done: true });
    // Each call is in the PMS log (the tagsync dashboards): the fields sent by name, never the guest's values.
    const log = await env.db.query(
      'SELECT operation, outcome, fields, details, duration_ms FROM pms_sync_log WHERE registration_id = $1 ORDER BY id',
      [reg!.id],
    );
    expect(log.rows.map((r) => [r.operation, r.outcome])).toEqual([
      ['release', 'pending'],
      ['consult', 'pending'],
      ['consult', 'registered'],
    ]);
    expect(log.rows[0].fields).toEqual(expect.arrayContaining(['name', 'checkIn', 'checkOut']));
    expect(JSON.stringify(log.rows)).not.toContain('Lia Moreira');
    expect(log.rows.every((r) => r.duration_ms >= 0 && r.details === null)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(events).toContainEqual(expect.objectContaining({ type: 'booking.changed', id: b.id }));
    expect((await pendingList(b.voucher)).map((x) => [x.NOME, x.statusPms])).toEqual([['Lia Moreira', 'registered']]);

    const synced = await call(env.app, SYNC, { tipo: 'P', codLib: reg!.id }, reception);
    expect(synced.json()).toMatchObject({ status: 1, sincronizado: 'S' });
    expect(await pendingList(b.voucher)).toEqual([]);
    expect(await auditOf('booking.registration_synced', reg!.id)).toEqual([
      expect.objectContaining({ actor_name: 'Recepção Demo', before: { synced: false, state: 'registered' } }),
    ]);

    // The companion finishing later queues their own registration only.
    await finishOnline(b, 'Caio Moreira', 1);
    const regs = await registrationsOf(b.id);
    expect(regs.map((r) => [r.person, r.state])).toEqual([
      [b.persons[0], 'registered'],
      [b.persons[1], 'pending'],
    ]);
    expect(await jobOf(regs[1]!.id)).toHaveLength(1);
  });

  it('ends in error with the details, emits booking.registration_error, and staff finish it again (audited)', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Rita ERRO Campos' }] });
    await finishOnline(b, 'Rita ERRO Campos');
    domainEvents.length = 0;
    await runPmsJobs();
    clock += 5000;
    await runPmsJobs();
    const [reg] = await registrationsOf(b.id);
    expect(reg).toMatchObject({ state: 'error', error_details: expect.stringContaining('PMS recusou o cadastro') });
    expect(domainEvents).toEqual([
      expect.objectContaining({ type: 'booking.registration_error', institutionId: hotel, bookingId: b.id, personId: b.persons[0] }),
    ]);
    const [item] = await pendingList(b.voucher);
    expect(item).toMatchObject({ statusPms: 'error', errorDetails: expect.stringContaining('ERRO') });

    const again = await call(env.app, RELEASE, { CODRES: b.id, CODPESRES: b.persons[0] }, reception);
    expect(again.statusCode, again.body).toBe(200);
    expect((await registrationsOf(b.id))[0]).toMatchObject({ id: reg!.id, state: 'pending', error_details: null });
    expect(await auditOf('booking.registration_release', reg!.id)).toEqual([
      expect.objectContaining({ actor_name: 'Recepção Demo', before: { state: 'error' } }),
    ]);
  });
});

describe('a staff check-in queues the guests not sent yet', () => {
  it('queues every guest without a registration, once; the web-checked-in guest keeps theirs', async () => {
    const b = await createBooking(env.db, hotel, { checkIn: 0, persons: [{ name: 'Nina Web' }, { name: 'Otto Balcão' }] });
    await finishOnline(b, 'Nina Web');
    const [mine] = await registrationsOf(b.id);
    const details = (await call(env.app, '/jwt/broker/core/DetalhesReservaService', { CODRES: b.id }, reception)).json() as {
      reserva: { ORIGEM: string | null; DTRESERVA: string; DHSAIDAPREV: string };
    };
    const r = await call(
      env.app,
      ACT,
      { CODRES: b.id, STATUS: 'I', DTRESERVA: details.reserva.DTRESERVA, DHSAIDAPREV: details.reserva.DHSAIDAPREV },
      reception,
    );
    expect(r.statusCode, r.body).toBe(200);
    const regs = await registrationsOf(b.id);
    expect(regs.map((x) => [x.person, x.state])).toEqual([
      [b.persons[0], 'pending'],
      [b.persons[1], 'pending'],
    ]);
    expect(regs[0]!.id).toBe(mine!.id);
    expect(await jobOf(regs[0]!.id)).toHaveLength(1);
    expect(await jobOf(regs[1]!.id)).toHaveLength(1);
    const released = await env.db.query(
      `SELECT count(*)::int AS n FROM booking_events WHERE booking_id = $1 AND kind = 'registration_released'`,
      [b.id],
    );
    expect(released.rows[0].n).toBe(2);
    await runPmsJobs();
    clock += 5000;
    await runPmsJobs();
    expect((await registrationsOf(b.id)).map((x) => x.state)).toEqual(['registered', 'registered']);
  });
});

describe('bounded attempts', () => {
  async function exhaust(registrationId: number): Promise<number> {
    let runs = 0;
    for (let i = 0; i < 80 && (await jobOf(registrationId)).some((j) => !j.done && !j.failed); i++) runs += await runPmsJobs();
    return runs;
  }

  it('a PMS that never answers ends the registration in error after the last attempt, with the details', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Tito Espera' }] });
    await finishOnline(b, 'Tito Espera');
    const [reg] = await registrationsOf(b.id);
    domainEvents.length = 0;
    const runs = await exhaust(reg!.id); // the sandbox's clock stands still: always pending
    expect(runs).toBe(60);
    const [after] = await registrationsOf(b.id);
    expect(after).toMatchObject({ state: 'error', error_details: 'O PMS não confirmou o cadastro após 60 consultas.' });
    expect(domainEvents).toHaveLength(1);
    expect(await runPmsJobs()).toBe(0);
  });

  it('an unreachable PMS is retried, then ends in error with why', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Vera OFFLINE' }] });
    await finishOnline(b, 'Vera OFFLINE');
    const [reg] = await registrationsOf(b.id);
    await runPmsJobs();
    expect((await registrationsOf(b.id))[0]!.state).toBe('pending');
    expect((await jobOf(reg!.id)).at(-1)!.last_error).toMatch(/unreachable/);
    const failed = await env.db.query('SELECT operation, outcome, details FROM pms_sync_log WHERE registration_id = $1', [reg!.id]);
    expect(failed.rows).toEqual([{ operation: 'release', outcome: 'failed', details: expect.stringMatching(/unreachable/) }]);
    expect(await exhaust(reg!.id)).toBe(59);
    expect((await registrationsOf(b.id))[0]).toMatchObject({
      state: 'error',
      error_details: expect.stringMatching(/^PMS inacessível após 60 tentativas: .*unreachable/),
    });
  });
});

describe('who may see and act on a queued registration', () => {
  it("another hotel's caller cannot see or act on it; a caller without pessoas cannot", async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Zeca Reservado' }] });
    await finishOnline(b, 'Zeca Reservado');
    const [reg] = await registrationsOf(b.id);
    expect(await pendingList('Zeca Reservado', hospitalAdmin)).toEqual([]);
    expect((await call(env.app, SYNC, { tipo: 'P', codLib: reg!.id }, hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, CONSULT, { codLib: reg!.id }, hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, RELEASE, { CODRES: b.id, CODPESRES: b.persons[0] }, hospitalAdmin)).statusCode).toBe(404);
    const noPessoas = await demoUserWith(env, ['reservas', 'checkinouts']);
    expect((await call(env.app, PENDING, {}, noPessoas)).statusCode).toBe(403);
    expect((await call(env.app, SYNC, { tipo: 'P', codLib: reg!.id }, noPessoas)).statusCode).toBe(403);
    expect((await registrationsOf(b.id))[0]).toMatchObject({ state: 'pending', synced: false });
    expect(await auditOf('booking.registration_synced', reg!.id)).toEqual([]);
  });
});
