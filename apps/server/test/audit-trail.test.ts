import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PURGE_JOB } from '../src/modules/administration/audit-jobs';
import { scheduleAuditPurge } from '../src/modules/administration/public';
import { purgeAuditTrail } from '../src/platform/audit';
import { enqueueJob, runDueJobs } from '../src/platform/jobs';
import { createInstitution, createUser } from '../src/seed/factories';
import { createBooking as createBillingBooking, installSandbox, invoiceWithItems, post, saveCard } from './billing-fixtures';
import { bookingBody, createBooking, day, TRIAL } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/**
 * The audit trail (issue 12): append-only, read by administrators with filters and an export, kept for the hotel's
 * retention, and written in the same transaction by every sensitive action of today (never with documents or cards).
 */
const env = await createTestEnv();
installSandbox(env);
const ADMIN = '/jwt/brokerJson/admin';
const LIST = `${ADMIN}/ListarAuditoriaService`;
const OPTIONS = `${ADMIN}/OpcoesAuditoriaService`;
const EXPORT = `${ADMIN}/ExportarAuditoriaService`;
const RETENTION = `${ADMIN}/SalvarRetencaoAuditoriaService`;
const CORE = '/jwt/broker/core';
const CPF = '52998224725';

let admin: string;
let reception: string;
let auditor: string;
let outsider: string;
let otherHotel: number;

interface Entry {
  id: number;
  at: string;
  action: string;
  actor: { idUser: number | null; name: string | null } | null;
  as: { idUser: number | null; name: string | null } | null;
  target: { type: string; id: string | null; label: string | null } | null;
  before: unknown;
  after: unknown;
}

async function entries(filters: Record<string, unknown> = {}, token = admin): Promise<{ total: number; data: Entry[] }> {
  const r = await call(env.app, LIST, { limit: 100, ...filters }, token);
  expect(r.statusCode, r.body).toBe(200);
  return { total: r.json().metadata.totalCount, data: r.json().data };
}

/** DD/MM/YYYY as the trail keeps dates (YYYY-MM-DD). */
const iso = (br: string) => br.split('/').reverse().join('-');

const rowCount = async () => (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;

beforeAll(async () => {
  admin = (await signIn(env.app, 'admin@demo.test')).token;
  reception = (await signIn(env.app, 'recepcao@demo.test')).token;
  await createUser(env.db, {
    email: 'auditor@demo.test',
    name: 'Auditora',
    password: 'demo1234',
    institutions: [env.demo.hotel],
    permissions: [`ADM:${env.demo.hotel}:audit`],
  });
  auditor = (await signIn(env.app, 'auditor@demo.test')).token;
  otherHotel = await createInstitution(env.db, { name: 'Hotel Alheio' });
  await createUser(env.db, {
    email: 'alheio@other.test',
    name: 'Alheio',
    password: 'demo1234',
    institutions: [otherHotel],
    permissions: [`ADM:${otherHotel}:*`, `TRIAL:${otherHotel}:*`],
  });
  outsider = (await signIn(env.app, 'alheio@other.test')).token;
});

describe('the table', () => {
  it('refuses UPDATE and DELETE; only the purge, in its own transaction, deletes', async () => {
    await createBooking(env, reception);
    expect(await rowCount()).toBeGreaterThan(0);
    await expect(env.db.query("UPDATE audit_log SET action = 'x.y'")).rejects.toThrow(/append-only/);
    await expect(env.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    // The setting is local to the purge's transaction: afterwards a delete is refused again.
    await purgeAuditTrail(env.db);
    await expect(env.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    expect(await rowCount()).toBeGreaterThan(0);
  });
});

describe('sensitive actions are recorded with the action, in its transaction, without documents or cards', () => {
  it('booking save, change, check-in and check-out', async () => {
    const saved = await createBooking(env, reception, { DTRESERVA: day(-1), DHSAIDAPREV: day(0) });
    const voucher = saved.reserva.VOUCHER;
    const r = saved.reserva as unknown as { ORIGEM: string; DTRESERVA: string; pessoasReserva: Record<string, unknown>[] };
    const persons = r.pessoasReserva.map((p) => ({
      CODPESRES: p.CODPESRES,
      NOME: p.NOME,
      EMAIL: p.EMAIL,
      TELEFONE: p.TELEFONE,
      DOC: p.DOC,
    }));
    const edit = await call(
      env.app,
      `${TRIAL}/InserirAlterarReservaService`,
      { ...bookingBody({ VOUCHER: voucher, DTRESERVA: r.DTRESERVA, DHSAIDAPREV: day(1) }), CODRES: saved.CODRES, pessoasReserva: persons },
      reception,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const act = (STATUS: 'I' | 'O', DHSAIDAPREV: string) =>
      call(
        env.app,
        `${TRIAL}/RealizarAtividadeReservaService`,
        { CODRES: saved.CODRES, STATUS, DHSAIDAPREV, pessoasReserva: persons },
        reception,
      );
    expect((await act('I', day(1))).statusCode).toBe(200);
    expect((await act('O', day(0))).statusCode).toBe(200);
    const { data } = await entries({ search: voucher });
    expect(data.map((e) => e.action)).toEqual(['booking.checkout', 'booking.checkin', 'booking.update', 'booking.create']);
    expect(data.every((e) => e.actor?.idUser === env.demo.reception && e.as === null && e.target?.label === voucher)).toBe(true);
    expect(data[2]).toMatchObject({ before: { DHSAIDAPREV: iso(day(0)) }, after: { DHSAIDAPREV: iso(day(1)), campos: ['DHSAIDAPREV'] } });
    expect(data[0]).toMatchObject({ before: { STATUS: 'I' }, after: { STATUS: 'O' } });
    expect(JSON.stringify(data)).not.toContain(CPF);
  });

  it('a full document reveal records whose document, never the document', async () => {
    const booking = await createBillingBooking(env.db, env.demo.hotel, 'Revelada Souza');
    const { rows } = await env.db.query<{ id: number }>('SELECT id FROM booking_persons WHERE booking_id = $1', [booking]);
    const r = await call(env.app, `${CORE}/RevelarDocumentoService`, { CODPESRES: rows[0]!.id }, reception);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().DOC).toBe(CPF);
    const [reveal] = (await entries({ action: 'document.reveal' })).data;
    expect(reveal).toMatchObject({ target: { type: 'booking_person', id: String(rows[0]!.id), label: 'Revelada Souza' } });
    expect(JSON.stringify(reveal)).not.toContain(CPF);
  });

  it('a profile merge records the profiles and the fields taken over, not their values', async () => {
    const { rows } = await env.db.query<{ id: number }>(
      `INSERT INTO guests (institution_id, full_name, cpf, profession) VALUES ($1, 'Mescla Prado', $2, NULL), ($1, 'Mescla Prado', $2, 'Arquiteta') RETURNING id`,
      [env.demo.hotel, CPF],
    );
    const [kept, gone] = rows.map((x) => Number(x.id));
    const r = await call(env.app, `${CORE}/MesclarPessoasService`, { manter: kept, mesclar: gone }, reception);
    expect(r.statusCode, r.body).toBe(200);
    const [merge] = (await entries({ action: 'guest' })).data;
    expect(merge).toMatchObject({
      action: 'guest.merge',
      target: { type: 'guest', id: String(kept), label: 'Mescla Prado' },
      before: { merged: gone },
      after: { kept, filled: ['profession'] },
    });
    expect(JSON.stringify(merge)).not.toContain('Arquiteta');
    expect(JSON.stringify(merge)).not.toContain(CPF);
  });

  it('invoice create and cancel, charge, reserve, capture and cancel of a payment', async () => {
    const booking = await createBillingBooking(env.db, env.demo.hotel);
    const codCab = await invoiceWithItems(env, admin, booking);
    const tagJwt = await saveCard(env, admin, booking, 0);
    const charged = await post(
      env.app,
      'ChargeBookingService',
      { codRes: booking, codCab, tagJwt, totalMonths: 1, idempotencyKey: 'audit-charge-1' },
      admin,
    );
    expect(charged.json()).toMatchObject({ status: 1, estado: 'paid' });
    const second = await invoiceWithItems(env, admin, booking);
    const reserved = await post(
      env.app,
      'CriarFaturaReservarPagamentoService',
      { codRes: booking, codCab: second, tagJwt, totalMonths: 1, idempotencyKey: 'audit-reserve-1' },
      admin,
    );
    expect(reserved.json()).toMatchObject({ status: 1, estado: 'reserved' });
    expect((await post(env.app, 'CapturarPagamentoService', { codRes: booking, codCab: second }, admin)).json()).toMatchObject({
      estado: 'paid',
    });
    const third = await invoiceWithItems(env, admin, booking);
    await post(
      env.app,
      'CriarFaturaReservarPagamentoService',
      { codRes: booking, codCab: third, tagJwt, totalMonths: 1, idempotencyKey: 'audit-reserve-2' },
      admin,
    );
    expect((await post(env.app, 'CancelarFaturaService', { codRes: booking, codCab: third }, admin)).json()).toMatchObject({
      estado: 'voided',
    });
    const empty = (await post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'Frigobar' }, admin)).json().codCab as number;
    expect(
      (await post(env.app, 'HandleFaturaService', { codRes: booking, codCab: empty, dhCancelamento: '2026-01-10' }, admin)).statusCode,
    ).toBe(200);

    const payments = (await entries({ action: 'payment' })).data.filter((e) =>
      [String(codCab), String(second), String(third)].includes(e.target!.id!),
    );
    expect(payments.map((e) => [e.action, Number(e.target!.id)])).toEqual([
      ['payment.cancel', third],
      ['payment.reserve', third],
      ['payment.capture', second],
      ['payment.reserve', second],
      ['payment.charge', codCab],
    ]);
    expect(payments[4]).toMatchObject({ after: { amountCents: 30_000, installments: 1, booking } });
    const invoices = (await entries({ action: 'invoice' })).data.filter((e) => e.target!.id === String(empty));
    expect(invoices.map((e) => e.action)).toEqual(['invoice.cancel', 'invoice.create']);
    const text = JSON.stringify((await entries({ actorId: env.demo.admin })).data);
    expect(text).not.toMatch(/\d{4} ?\d{4} ?\d{4} ?\d{4}/);
    expect(text).not.toContain('tagJwt');
  });
});

describe('ListarAuditoriaService and OpcoesAuditoriaService', () => {
  it('filters by date range, action family, person and target text; pages newest first', async () => {
    const all = await entries();
    expect(all.total).toBeGreaterThan(5);
    const ats = all.data.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const page = (await call(env.app, LIST, { limit: 2, offset: 1 }, admin)).json();
    expect(page.metadata.totalCount).toBe(all.total);
    expect(page.data.map((e: Entry) => e.id)).toEqual(all.data.slice(1, 3).map((e) => e.id));
    expect((await entries({ action: 'booking.checkin' })).data.every((e) => e.action === 'booking.checkin')).toBe(true);
    expect((await entries({ action: 'booking' })).data.every((e) => e.action.startsWith('booking.'))).toBe(true);
    expect((await entries({ actorId: env.demo.reception })).data.every((e) => e.actor?.idUser === env.demo.reception)).toBe(true);
    // Today in the hotel's time zone holds them all; a range in the past holds none.
    expect((await entries({ from: day(0).split('/').reverse().join('-'), to: day(0).split('/').reverse().join('-') })).total).toBe(
      all.total,
    );
    expect((await entries({ from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
    expect((await entries({ search: 'revelada' })).data.map((e) => e.action)).toEqual(['document.reveal']);
    // LIKE wildcards are text.
    expect((await entries({ search: '%' })).total).toBe(0);
  });

  it('offers the actions and people of the trail and the retention', async () => {
    const r = await call(env.app, OPTIONS, {}, admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().actions).toEqual(expect.arrayContaining(['booking.create', 'document.reveal', 'guest.merge', 'payment.charge']));
    expect(r.json().actors).toEqual(expect.arrayContaining([{ idUser: env.demo.reception, name: 'Recepção Demo' }]));
    expect(r.json().retentionDays).toBe(730);
  });

  it('answers bad filters with 400 on their fields', async () => {
    const bad = await call(env.app, LIST, { from: '2026-02-10', to: '2026-02-01', action: 'Drop table', limit: 1000 }, admin);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['action', 'limit', 'to']);
    expect((await call(env.app, LIST, { from: '2026-02-31' }, admin)).statusCode).toBe(400);
  });

  it('shows a hotel only its own entries; ADM:{hotel}:audit suffices; others are refused', async () => {
    const booking = await call(env.app, `${TRIAL}/InserirAlterarReservaService`, bookingBody({ VOUCHER: 'ALHEIO-1' }), outsider);
    expect(booking.statusCode, booking.body).toBe(200);
    const theirs = await entries({}, outsider);
    expect(theirs.data.map((e) => e.target?.label)).toEqual(['ALHEIO-1']);
    expect((await entries({ search: 'ALHEIO' })).total).toBe(0);
    expect((await entries({}, auditor)).total).toBeGreaterThan(5);
    expect((await call(env.app, LIST, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, OPTIONS, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, EXPORT, {}, reception)).statusCode).toBe(403);
  });
});

describe('ExportarAuditoriaService', () => {
  it('exports the filtered entries as a workbook, newest first, titled in the caller language', async () => {
    const r = await call(env.app, `${EXPORT}?locale=en`, { action: 'booking' }, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(String(r.headers['content-disposition'])).toContain('.xlsx');
    const rows = (await readXlsxFile(r.rawPayload))[0]!.data;
    expect(rows[0]).toEqual(['Date and time', 'Action', 'Who', 'Viewing as', 'On', 'Before', 'After', 'IP']);
    const listed = await entries({ action: 'booking' });
    expect(rows.length - 1).toBe(listed.total);
    expect(rows[1]![1]).toBe('Check-out');
    expect(JSON.stringify(rows)).not.toContain(CPF);
    expect((await call(env.app, EXPORT, { to: 'yesterday' }, admin)).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('sets the days (audited), refuses out of range and changes only the caller hotel', async () => {
    const before = await rowCount();
    for (const retentionDays of [29, 3651, 'abc']) {
      const bad = await call(env.app, RETENTION, { retentionDays }, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('retentionDays');
    }
    expect(await rowCount()).toBe(before);
    const ok = await call(env.app, RETENTION, { retentionDays: 365 }, admin);
    expect(ok.json()).toEqual({ status: 1, message: 'O histórico de auditoria será mantido por 365 dias.', retentionDays: 365 });
    const [entry] = (await entries({ action: 'audit.retention' })).data;
    expect(entry).toMatchObject({ before: { retentionDays: 730 }, after: { retentionDays: 365 }, target: { label: 'Hotel Demo' } });
    expect((await call(env.app, OPTIONS, {}, auditor)).json().retentionDays).toBe(365);
    const days = await env.db.query('SELECT id, audit_retention_days AS d FROM institutions WHERE id = ANY($1) ORDER BY id', [
      [env.demo.hotel, otherHotel],
    ]);
    expect(days.rows).toEqual([
      { id: env.demo.hotel, d: 365 },
      { id: otherHotel, d: 730 },
    ]);
    expect((await call(env.app, RETENTION, { retentionDays: 100 }, reception)).statusCode).toBe(403);
    // Auditors read the trail; only administrators change how long it is kept.
    expect((await call(env.app, RETENTION, { retentionDays: 100 }, auditor)).statusCode).toBe(403);
    expect((await call(env.app, OPTIONS, {}, outsider)).json().retentionDays).toBe(730);
  });

  it("the daily job deletes each hotel's entries past its own retention, and nothing else", async () => {
    await scheduleAuditPurge(env.deps);
    const { rows: schedules } = await env.db.query('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [AUDIT_PURGE_JOB]);
    expect(schedules).toEqual([{ name: AUDIT_PURGE_JOB, cron: '17 3 * * *' }]);
    const old = (hotel: number, days: number, label: string) =>
      env.db.query(
        `INSERT INTO audit_log (institution_id, at, action, target_type, target_label) VALUES ($1, now() - make_interval(days => $2), 'test.old', 'x', $3)`,
        [hotel, days, label],
      );
    await old(env.demo.hotel, 400, 'velho-demo'); // past Hotel Demo's 365 days
    await old(env.demo.hotel, 300, 'recente-demo');
    await old(otherHotel, 400, 'velho-alheio'); // within the other hotel's 730
    await old(otherHotel, 800, 'antigo-alheio');
    const before = await rowCount();
    await enqueueJob(env.db, { kind: AUDIT_PURGE_JOB });
    expect(await runDueJobs(env.deps, 5, [AUDIT_PURGE_JOB])).toBe(1);
    const { rows } = await env.db.query<{ label: string }>(
      "SELECT target_label AS label FROM audit_log WHERE action = 'test.old' ORDER BY 1",
    );
    expect(rows.map((r) => r.label)).toEqual(['recente-demo', 'velho-alheio']);
    expect(await rowCount()).toBe(before - 2);
  });
});
