import { describe, expect, it } from 'vitest';
import { createSandboxPms } from '../src/adapters/pms/sandbox';
import { PMS_JOB } from '../src/modules/bookings/registrations';
import { runDueJobs } from '../src/platform/jobs';
import { adminAt, bookingToken, CHECKIN, CORE, createBooking, demoUserWith, guest, listen, snapshot, TRIAL } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';
import { jobsOf, makeJobsDue, pendingJobs } from './jobs-helpers';

/**
 * The PMS port's sandbox, LiberaCheckinService / ConsultaCheckinService, the polling job, the pending
 * registrations list (ListarWebCheckinsService) and MarcarProcessamentoService tipo P.
 */
let clock = Date.parse('2026-03-05T12:00:00Z');
const sandbox = createSandboxPms({ latencyMs: 0, resolveAfterMs: 5000, errorDigit: '0', now: () => clock });
const env = await createTestEnv({ ports: { pms: sandbox } });
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, env.demo.hospital);
const RELEASE = `${CHECKIN}/LiberaCheckinService`;
const CONSULT = `${CHECKIN}/ConsultaCheckinService`;
const PENDING = `${TRIAL}/ListarWebCheckinsService`;
const SYNC = `${TRIAL}/MarcarProcessamentoService`;

type Reg = {
  CODPESRES: number;
  NOME: string;
  codLib: number | null;
  statusPms: string;
  dhLiberacao: string;
  dhConsulta: string;
  errorDetails: string | null;
  sincronizado: string;
};

async function doneOnline(personIds: number[]) {
  await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now() WHERE id = ANY($1::bigint[])`, [personIds]);
}

/** Runs the PMS jobs that are due, making every pending one due first (the test does not wait for backoff). */
async function runPmsJobs() {
  await makeJobsDue(env.db, [PMS_JOB]);
  return runDueJobs(env.deps, 50, [PMS_JOB]);
}

async function registrations(codRes: number, token = reception): Promise<Reg[]> {
  const r = await call(env.app, CONSULT, { CODRES: codRes }, token);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { registros: Reg[] }).registros;
}

describe('sandbox PMS', () => {
  const guestOf = (name: string, doc: string | null) => ({
    institutionId: 1,
    bookingId: 1,
    voucher: 'V',
    personId: 7,
    name,
    email: null,
    phone: null,
    doc,
    checkIn: '2026-03-05',
    checkOut: '2026-03-06',
  });
  it('answers pending, then registered after its delay; errors for ERRO markers and the error digit', async () => {
    let now = 1_000_000;
    const pms = createSandboxPms({ latencyMs: 0, resolveAfterMs: 3000, errorDigit: '0', now: () => now });
    const ok = await pms.release(guestOf('Ana Lima', '52998224725'));
    expect(ok.state).toBe('pending');
    expect(await pms.consult({ institutionId: 1, externalId: ok.externalId })).toEqual({ state: 'pending' });
    now += 3000;
    expect(await pms.consult({ institutionId: 1, externalId: ok.externalId })).toEqual({ state: 'registered' });
    const marked = await pms.release(guestOf('ERRO Teste', '52998224725'));
    const digit = await pms.release(guestOf('Ana Lima', '123.456.789-10'));
    now += 3000;
    expect(await pms.consult({ institutionId: 1, externalId: marked.externalId })).toMatchObject({
      state: 'error',
      errorDetails: expect.stringContaining('ERRO'),
    });
    expect(await pms.consult({ institutionId: 1, externalId: digit.externalId })).toMatchObject({
      state: 'error',
      errorDetails: expect.stringContaining('documento'),
    });
    expect(await pms.consult({ institutionId: 1, externalId: 'garbage' })).toMatchObject({ state: 'error' });
  });
  it('is unreachable for OFFLINE and slow for LENTO', async () => {
    const pms = createSandboxPms({ latencyMs: 0, slowMs: 120 });
    await expect(pms.release(guestOf('Hóspede OFFLINE', null))).rejects.toThrow(/unreachable/);
    const t0 = Date.now();
    await pms.release(guestOf('Hóspede Lento', null));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
  });
  it('the injected port replaces the configured one', () => {
    expect(env.deps.ports.pms).toBe(sandbox);
  });
});

describe('LiberaCheckinService, the polling job and ConsultaCheckinService', () => {
  it('releases web-checked-in guests as pending, then the job resolves registered and error; screens hear it', async () => {
    const saved = await createBooking(env, reception, {
      pessoasReserva: [guest('Ana Registrada'), guest('ERRO Rejeitado'), guest('Sem Checkin Online')],
    });
    const [ana, erro] = saved.reserva.pessoasReserva;
    await doneOnline([ana!.CODPESRES, erro!.CODPESRES]);
    const r = await call(env.app, RELEASE, { CODRES: saved.CODRES }, reception);
    expect(r.statusCode, r.body).toBe(200);
    const reply = r.json() as { message: string; registros: Reg[] };
    expect(reply.message).toBe('Cadastro enviado ao PMS. Aguardando confirmação.');
    expect(reply.registros.map((x) => [x.NOME, x.statusPms, x.dhConsulta])).toEqual([
      ['Ana Registrada', 'pending', '-'],
      ['ERRO Rejeitado', 'pending', '-'],
    ]);
    expect(reply.registros[0]!.dhLiberacao).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const live = listen(env, env.demo.hotel);
    expect(await runPmsJobs()).toBe(2); // released to the PMS: still pending there
    expect((await registrations(saved.CODRES)).map((x) => x.statusPms)).toEqual(['pending', 'pending', 'pending']);
    clock += 5000;
    await runPmsJobs();
    const states = await registrations(saved.CODRES);
    expect(states.map((x) => [x.NOME, x.statusPms])).toEqual([
      ['Ana Registrada', 'registered'],
      ['ERRO Rejeitado', 'error'],
      ['Sem Checkin Online', 'pending'],
    ]);
    expect(states[1]!.errorDetails).toContain('ERRO');
    expect(states[2]!.codLib).toBeNull();
    await live.waitFor((e) => e.type === 'booking.changed' && e.id === saved.CODRES);
    live.stop();
    expect(await pendingJobs(env.db, [PMS_JOB])).toBe(0);
    const acts = await env.db.query(`SELECT kind FROM booking_events WHERE booking_id = $1 ORDER BY id`, [saved.CODRES]);
    expect(acts.rows.map((x) => x.kind)).toEqual([
      'created',
      'registration_released',
      'registration_released',
      'registration_registered',
      'registration_error',
    ]);
    // The details show the same icon states.
    const details = (await call(env.app, `${CORE}/DetalhesReservaService`, { CODRES: saved.CODRES }, reception)).json() as {
      reserva: { pessoasReserva: Reg[] };
    };
    expect(details.reserva.pessoasReserva.map((p) => p.statusPms)).toEqual(['registered', 'error', 'pending']);

    // Releasing a registered guest again is refused; an errored one goes back to pending with a fresh release.
    const again = await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: ana!.CODPESRES }, reception);
    expect(again.json()).toMatchObject({ status: 0, message: 'O cadastro de Ana Registrada já está registrado no PMS.' });
    const retry = await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: erro!.CODPESRES }, reception);
    expect((retry.json() as { registros: Reg[] }).registros[0]).toMatchObject({
      statusPms: 'pending',
      errorDetails: null,
      dhConsulta: '-',
    });
  });

  it('lets staff release a guest without web check-in at the desk; consulting resolves it without waiting for the job', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Balcão Direto')] });
    const person = saved.reserva.pessoasReserva[0]!.CODPESRES;
    const none = await call(env.app, RELEASE, { CODRES: saved.CODRES }, reception);
    expect(none.json()).toMatchObject({ status: 0, code: 'bookings.no_guest_to_release' });
    expect((await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: person }, reception)).statusCode).toBe(200);
    await runPmsJobs();
    clock += 5000;
    const byPerson = await call(env.app, CONSULT, { CODPESRES: person }, reception);
    expect((byPerson.json() as { registros: Reg[] }).registros).toEqual([
      expect.objectContaining({ CODPESRES: person, statusPms: 'registered' }),
    ]);
  });

  it('keeps a registration pending and retries with backoff while the PMS is unreachable', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Hotel OFFLINE')] });
    const person = saved.reserva.pessoasReserva[0]!.CODPESRES;
    await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: person }, reception);
    await runPmsJobs();
    const rows = await jobsOf(env.db, PMS_JOB);
    expect(rows.at(-1)).toMatchObject({ later: true, done: false });
    expect(rows.at(-1)!.last_error).toMatch(/unreachable/);
    expect((await registrations(saved.CODRES))[0]).toMatchObject({ statusPms: 'pending', dhConsulta: '-' });
  });

  it('lets the booking-token guest release their own booking only, after their web check-in', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Hóspede Do Link'), guest('Acompanhante')] });
    const other = await createBooking(env, reception);
    const [me, companion] = saved.reserva.pessoasReserva;
    const token = await bookingToken(env, env.demo.hotel, saved.CODRES);
    const before = await snapshot(env);
    expect((await call(env.app, RELEASE, {}, token)).json()).toMatchObject({ status: 0, code: 'bookings.no_guest_to_release' });
    expect((await call(env.app, RELEASE, { CODPESRES: companion!.CODPESRES }, token)).json()).toMatchObject({ status: 0 });
    expect((await call(env.app, RELEASE, { CODRES: other.CODRES }, token)).statusCode).toBe(403);
    expect((await call(env.app, RELEASE, { CODPESRES: other.reserva.pessoasReserva[0]!.CODPESRES }, token)).json()).toMatchObject({
      status: 0,
      code: 'bookings.person_not_in_booking',
    });
    expect(await snapshot(env)).toBe(before);
    await doneOnline([me!.CODPESRES]);
    const r = await call(env.app, RELEASE, {}, token);
    expect((r.json() as { registros: Reg[] }).registros.map((x) => x.NOME)).toEqual(['Hóspede Do Link']);
    const consult = await call(env.app, CONSULT, {}, token);
    expect((consult.json() as { registros: Reg[] }).registros).toHaveLength(2);
    expect((await call(env.app, CONSULT, { CODRES: other.CODRES }, token)).statusCode).toBe(403);
  });

  it('refuses bad input, other hotels, cancelled bookings and users without checkinouts or pessoas', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Guarda Tenancy')] });
    const person = saved.reserva.pessoasReserva[0]!.CODPESRES;
    const cancelled = await createBooking(env, reception);
    await env.db.query(`UPDATE bookings SET status = 'C' WHERE id = $1`, [cancelled.CODRES]);
    const before = await snapshot(env);
    expect((await call(env.app, RELEASE, { CODRES: 'x' }, reception)).statusCode).toBe(400);
    expect((await call(env.app, RELEASE, {}, reception)).statusCode).toBe(400);
    expect((await call(env.app, CONSULT, {}, reception)).statusCode).toBe(400);
    expect((await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: person }, hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, CONSULT, { CODRES: saved.CODRES }, hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, RELEASE, { CODRES: cancelled.CODRES }, reception)).json()).toMatchObject({
      status: 0,
      code: 'bookings.cancelled',
    });
    expect(
      (await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: person }, await demoUserWith(env, ['reservas']))).statusCode,
    ).toBe(403);
    expect((await call(env.app, RELEASE, { CODRES: saved.CODRES, CODPESRES: person })).statusCode).toBe(401);
    expect(await snapshot(env)).toBe(before);
  });
});

describe('ListarWebCheckinsService and MarcarProcessamentoService tipo P', () => {
  it("lists registrations not yet synced; marking one synced ('Marcado como sincronizado!') takes it off the list", async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Pendente Um'), guest('Pendente ERRO')] });
    const ids = saved.reserva.pessoasReserva.map((p) => p.CODPESRES);
    await doneOnline(ids);
    await call(env.app, RELEASE, { CODRES: saved.CODRES }, reception);
    await runPmsJobs();
    clock += 5000;
    await runPmsJobs();
    const page = await call(env.app, PENDING, { search: 'pendente' }, reception);
    expect(page.statusCode, page.body).toBe(200);
    const list = page.json() as { metadata: { totalCount: number }; data: (Reg & { CODRES: number; VOUCHER: string })[] };
    expect(list.metadata.totalCount).toBe(2);
    expect(list.data.map((x) => [x.NOME, x.statusPms, x.CODRES])).toEqual([
      ['Pendente ERRO', 'error', saved.CODRES],
      ['Pendente Um', 'registered', saved.CODRES],
    ]);
    const codLib = list.data[1]!.codLib!;
    const live = listen(env, env.demo.hotel);
    const r = await call(env.app, SYNC, { tipo: 'P', codLib }, reception);
    expect(r.json()).toMatchObject({ status: 1, message: 'Marcado como sincronizado!', sincronizado: 'S' });
    await live.waitFor((e) => e.id === saved.CODRES);
    live.stop();
    const after = (await call(env.app, PENDING, { search: 'pendente' }, reception)).json() as typeof list;
    expect(after.data.map((x) => x.NOME)).toEqual(['Pendente ERRO']);
    const en = await call(env.app, `${SYNC}?locale=en`, { tipo: 'P', codLib }, reception);
    expect(en.json()).toMatchObject({ message: 'Marked as synced!' });
  });

  it('refuses tipo P without pessoas, for another hotel and for unknown codes; the list needs pessoas', async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Outro Pendente')] });
    await doneOnline([saved.reserva.pessoasReserva[0]!.CODPESRES]);
    const reply = (await call(env.app, RELEASE, { CODRES: saved.CODRES }, reception)).json() as { registros: Reg[] };
    const codLib = reply.registros[0]!.codLib!;
    const before = await snapshot(env);
    expect((await call(env.app, SYNC, { tipo: 'P', codLib }, await demoUserWith(env, ['reservas']))).statusCode).toBe(403);
    expect((await call(env.app, SYNC, { tipo: 'P', codLib }, hospitalAdmin)).statusCode).toBe(404);
    const unknown = await call(env.app, SYNC, { tipo: 'P', codLib: 987654321 }, reception);
    expect(unknown.json()).toMatchObject({ status: 0, message: 'Cadastro pendente não encontrado.' });
    expect((await call(env.app, SYNC, { tipo: 'P', codLib: 'x' }, reception)).statusCode).toBe(400);
    expect(await snapshot(env)).toBe(before);
    expect((await call(env.app, PENDING, {}, await demoUserWith(env, ['reservas', 'checkinouts']))).statusCode).toBe(403);
    const hosp = (await call(env.app, PENDING, { limit: 100 }, hospitalAdmin)).json() as { data: unknown[] };
    expect(JSON.stringify(hosp.data)).not.toContain('Outro Pendente');
    expect((await call(env.app, PENDING, { offset: -5 }, reception)).statusCode).toBe(400);
  });
});
