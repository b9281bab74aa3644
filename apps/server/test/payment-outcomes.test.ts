import { describe, expect, it } from 'vitest';
import { httpPms } from '../src/adapters/pms/http';
import type { PmsBooking, PmsPort } from '../src/adapters/pms/pms';
import { sandboxPmsBookings } from '../src/adapters/pms/sandbox';
import { importPmsBookings } from '../src/modules/bookings/import';
import { forgetSettings } from '../src/modules/institutions/public';
import { createInstitution, createUser } from '../src/seed/factories';
import { actors, bookingToken, CHECKIN, cardForm, expectRefused, installSandbox, invoiceWithItems, post } from './billing-fixtures';
import { bookingBody, newHotelUser, snapshot, TRIAL } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/**
 * Payment outcomes (spec section 4; docs/decisions/0081-payment-outcomes.md): the booking's payment condition (staff
 * set it, the PMS sends it), what ConsultaPaymentService answers for the payment step (due, paid, courtesy, invoiced,
 * no defined value) and the refusal to charge a courtesy or invoiced booking, on the web and on the kiosk's terminal.
 */
let pmsBookings: PmsBooking[] = [];
const pms: PmsPort = {
  release: async () => ({ externalId: 'x', state: 'pending' }),
  consult: async () => ({ state: 'pending' }),
  listBookings: async () => ({ bookings: pmsBookings, cursor: 'c' }),
};
const env = await createTestEnv({
  ports: { pms },
  config: { cardTerminal: { url: null, key: null, timeoutMs: 1000, sandboxLatencyMs: 0 } },
});
installSandbox(env);
const who = await actors(env, 'po');
const ADD = `${TRIAL}/InserirAlterarReservaService`;
const personal = { cpf: '529.982.247-25', email: 'maria@guest.test' };

/** A booking staff create through the back office's service, with its condition, and the guest's token. */
async function staffBooking(condition?: 'guest' | 'courtesy' | 'invoiced', token = who.reception, codIns = env.demo.hotel) {
  const body = bookingBody(condition ? { CONDPAGTO: condition } : {});
  const r = await call(env.app, ADD, body, token);
  expect(r.statusCode, r.body).toBe(200);
  const reply = r.json() as { CODRES: number; reserva: { CONDPAGTO: string; pessoasReserva: { CODPESRES: number }[] } };
  expect(reply.reserva.CONDPAGTO).toBe(condition ?? 'guest');
  // The body of an edit of this booking: the same voucher, dates and guests.
  const same = {
    ...body,
    CODRES: reply.CODRES,
    pessoasReserva: body.pessoasReserva.map((p, i) => ({ ...p, CODPESRES: reply.reserva.pessoasReserva[i]!.CODPESRES })),
  };
  return { booking: reply.CODRES, token: await bookingToken(env, codIns, reply.CODRES), same };
}

const consult = (token: string, body: Record<string, unknown> = {}, locale?: string) =>
  post(env.app, 'ConsultaPaymentService', body, token, CHECKIN, locale);

async function kioskDevice(token = who.admin) {
  const r = await post(env.app, 'CriarTotemService', { nome: 'Totem', terminal: 'PINPAD-01' }, token, TRIAL);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { token: string }).token;
}

describe('ConsultaPaymentService: the payment step outcome', () => {
  it('answers due, then paid once the guest paid; no defined value without an invoice with a total', async () => {
    const g = await staffBooking();
    expect((await consult(g.token)).json()).toMatchObject({ condicaoPagamento: 'guest', resultado: 'no_value', vlrEmAberto: 0 });
    // An invoice without items has no total yet: still no defined value.
    const empty = await post(env.app, 'HandleFaturaService', { codRes: g.booking, descricao: 'Diárias' }, who.admin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect((await consult(g.token)).json()).toMatchObject({ resultado: 'no_value' });
    await invoiceWithItems(env, who.admin, g.booking, [[2, 100]]);
    expect((await consult(g.token)).json()).toMatchObject({ resultado: 'due', vlrEmAberto: 200, pago: false });
    const paid = await post(env.app, 'ProcessaPaymentService', { ...cardForm(0), ...personal, totalMonths: 1 }, g.token, CHECKIN);
    expect(paid.json(), paid.body).toMatchObject({ status: 1, success: true });
    expect((await consult(g.token)).json()).toMatchObject({ resultado: 'paid', pago: true, vlrEmAberto: 0 });
  });

  it('answers courtesy and invoiced whatever the invoices hold', async () => {
    const courtesy = await staffBooking('courtesy');
    await invoiceWithItems(env, who.admin, courtesy.booking, [[1, 300]]);
    expect((await consult(courtesy.token)).json()).toMatchObject({ condicaoPagamento: 'courtesy', resultado: 'courtesy' });
    const invoiced = await staffBooking('invoiced');
    expect((await consult(invoiced.token)).json()).toMatchObject({ condicaoPagamento: 'invoiced', resultado: 'invoiced' });
  });

  it("refuses a guest of another booking and another hotel's token; changes nothing", async () => {
    const g = await staffBooking('courtesy');
    const other = await staffBooking();
    await expectRefused(env.db, 403, () => consult(g.token, { codRes: other.booking }), 'billing.link_invalid');
    const foreign = await bookingToken(env, who.otherHotel, g.booking);
    await expectRefused(env.db, 404, () => consult(foreign), 'billing.booking_not_found');
  });
});

describe('courtesy and invoiced bookings are never charged', () => {
  it('refuses the web charge and the terminal payment with a translated message; nothing is written', async () => {
    const device = await kioskDevice();
    for (const [condition, code, pt] of [
      ['courtesy', 'billing.courtesy_not_charged', 'Esta reserva é uma cortesia: não há nada a cobrar.'],
      ['invoiced', 'billing.invoiced_not_charged', 'Esta reserva é faturada para a empresa ou agência: não há nada a cobrar do hóspede.'],
    ] as const) {
      const g = await staffBooking(condition);
      await invoiceWithItems(env, who.admin, g.booking, [[1, 250]]);
      const web = await expectRefused(
        env.db,
        422,
        () => post(env.app, 'ProcessaPaymentService', { ...cardForm(0), ...personal, totalMonths: 1 }, g.token, CHECKIN),
        code,
      );
      expect(web.message).toBe(pt);
      const kiosk = await expectRefused(
        env.db,
        422,
        () => post(env.app, 'IniciarPagamentoTerminalService', { dispositivo: device }, g.token, CHECKIN),
        code,
      );
      expect(kiosk.message).toBe(pt);
      const { rows } = await env.db.query('SELECT count(*)::int AS n FROM terminal_payments WHERE booking_id = $1', [g.booking]);
      expect(rows[0].n).toBe(0);
      // The kiosk does not send the guest to the desk for a balance that is not the guest's to pay.
      const check = await post(env.app, 'VerificaCheckinTotemService', { dispositivo: device }, g.token, CHECKIN);
      expect(check.json()).toMatchObject({ impedimento: null });
    }
    const en = await staffBooking('courtesy');
    const r = await post(env.app, 'ProcessaPaymentService', { ...cardForm(0), ...personal, totalMonths: 1 }, en.token, CHECKIN, 'en');
    expect(r.json()).toMatchObject({ message: 'This booking is complimentary: there is nothing to charge.' });
  });

  it('words the refusal for a hospital: the health plan (convênio) is the invoiced case', async () => {
    const hospital = await createInstitution(env.db, {
      name: 'Hospital Convênio',
      flags: { ISHOSPITAL: 'S', TSYCFGHASPAYMENT: 'S', HASMAPARESERVAS: 'S' },
    });
    await createUser(env.db, {
      email: 'recepcao@convenio.test',
      name: 'Recepção',
      password: 'demo1234',
      institutions: [hospital],
      permissions: [`TRIAL:${hospital}:*`, `PAY:${hospital}:*`],
    });
    const staff = (await signIn(env.app, 'recepcao@convenio.test')).token;
    const g = await staffBooking('invoiced', staff, hospital);
    const pt = await post(env.app, 'ProcessaPaymentService', { ...cardForm(0), ...personal, totalMonths: 1 }, g.token, CHECKIN);
    expect(pt.json()).toMatchObject({
      code: 'billing.invoiced_not_charged_hospital',
      message: 'Este atendimento é coberto pelo convênio: não há nada a cobrar do paciente.',
    });
    const es = await post(env.app, 'ProcessaPaymentService', { ...cardForm(0), ...personal, totalMonths: 1 }, g.token, CHECKIN, 'es');
    expect(es.json()).toMatchObject({ message: 'Esta atención está cubierta por el seguro médico: no hay nada que cobrar al paciente.' });
  });
});

describe('InserirAlterarReservaService: CONDPAGTO', () => {
  it('staff change the condition; left out it stays; the change is in the activity and the audit trail', async () => {
    const g = await staffBooking();
    const edit = await call(env.app, ADD, { ...g.same, CONDPAGTO: 'invoiced' }, who.reception);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ alterado: 'S', reserva: { CONDPAGTO: 'invoiced' } });
    const { rows } = await env.db.query(
      "SELECT details FROM booking_events WHERE booking_id = $1 AND kind = 'updated' ORDER BY id DESC LIMIT 1",
      [g.booking],
    );
    expect(rows[0].details.campos).toEqual(['CONDPAGTO']);
    const audit = await env.db.query("SELECT before, after FROM audit_log WHERE action = 'booking.update' AND target_id = $1", [
      String(g.booking),
    ]);
    expect(audit.rows[0]).toMatchObject({ before: { CONDPAGTO: 'guest' }, after: { CONDPAGTO: 'invoiced' } });
    // An edit that leaves CONDPAGTO out (another client) keeps it.
    const { CONDPAGTO: _left, ...without } = { ...g.same, ORIGEM: 'Telefone', CONDPAGTO: undefined };
    const kept = await call(env.app, ADD, without, who.reception);
    expect(kept.json(), kept.body).toMatchObject({ reserva: { ORIGEM: 'Telefone', CONDPAGTO: 'invoiced' } });
    expect((await consult(g.token)).json()).toMatchObject({ condicaoPagamento: 'invoiced', resultado: 'invoiced' });
  });

  it('answers 400 on the CONDPAGTO field to a value it does not know and changes nothing', async () => {
    const g = await staffBooking('courtesy');
    const before = await snapshot(env);
    for (const bad of ['free', '', 3, null]) {
      const r = await call(env.app, ADD, { ...g.same, CONDPAGTO: bad }, who.reception);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json()).toMatchObject({
        message: 'Dados inválidos. Verifique os campos informados.',
        errors: [{ path: 'CONDPAGTO', message: 'invalid_payment_condition' }],
      });
    }
    expect(await snapshot(env)).toBe(before);
  });

  it("a caller from another hotel cannot see or change the booking's condition", async () => {
    const g = await staffBooking('courtesy');
    const before = await snapshot(env);
    const r = await call(env.app, ADD, { ...g.same, CONDPAGTO: 'guest' }, who.other);
    expect([403, 404]).toContain(r.statusCode);
    expect(await snapshot(env)).toBe(before);
    expect((await consult(g.token)).json()).toMatchObject({ condicaoPagamento: 'courtesy' });
  });
});

describe('the PMS import of the condition', () => {
  it('creates bookings with the PMS condition; one sent without it keeps what staff set', async () => {
    const { hotel: codIns, token } = await newHotelUser(env, ['reservas'], { flags: { PMSIMPORTBOOKINGS: 'S' } });
    const base = { checkIn: '2026-03-05', checkOut: '2026-03-07', persons: [{ name: 'Ana Lima' }] };
    pmsBookings = [
      { ...base, voucher: 'C-1', paymentCondition: 'courtesy' },
      { ...base, voucher: 'F-1', paymentCondition: 'invoiced' },
      { ...base, voucher: 'G-1' },
    ];
    expect(await importPmsBookings(env.deps, codIns, null)).toMatchObject({ created: 3, skipped: 0 });
    const conditions = async () => {
      const r = await call(env.app, `${TRIAL}/ListReservasService`, { limit: 10, sort: 'VOUCHER' }, token);
      expect(r.statusCode, r.body).toBe(200);
      return Object.fromEntries((r.json().data as { VOUCHER: string; CONDPAGTO: string }[]).map((b) => [b.VOUCHER, b.CONDPAGTO]));
    };
    expect(await conditions()).toEqual({ 'C-1': 'courtesy', 'F-1': 'invoiced', 'G-1': 'guest' });
    // Staff mark G-1 invoiced; the PMS then changes its dates without sending a condition: the staff's stands.
    await env.db.query(`UPDATE bookings SET payment_condition = 'invoiced' WHERE institution_id = $1 AND voucher = 'G-1'`, [codIns]);
    pmsBookings = [
      { ...base, voucher: 'C-1', paymentCondition: 'guest' },
      { ...base, voucher: 'F-1', paymentCondition: 'invoiced' },
      { ...base, voucher: 'G-1', checkOut: '2026-03-08' },
    ];
    expect(await importPmsBookings(env.deps, codIns, 'c')).toMatchObject({ updated: 2 });
    expect(await conditions()).toEqual({ 'C-1': 'guest', 'F-1': 'invoiced', 'G-1': 'invoiced' });
  });

  it('the sandbox PMS holds a few percent courtesy and invoiced bookings', () => {
    const all = Array.from({ length: 60 }, (_, i) => sandboxPmsBookings(i + 1, Date.parse('2026-03-05T12:00:00Z'))).flat();
    const share = (c: string) => all.filter((b) => b.paymentCondition === c).length / all.length;
    expect(all.length).toBeGreaterThan(500);
    expect(share('courtesy')).toBeGreaterThan(0.01);
    expect(share('courtesy')).toBeLessThan(0.07);
    expect(share('invoiced')).toBeGreaterThan(0.03);
    expect(share('invoiced')).toBeLessThan(0.11);
    expect(share('guest')).toBeGreaterThan(0.85);
  });

  it('the HTTP client maps paymentCondition and drops a value it does not know', async () => {
    const b = { voucher: 'X1', checkIn: '2026-03-05', checkOut: '2026-03-07', persons: [{ name: 'Ana Lima' }] };
    const fetchImpl = (async () =>
      new Response(
        JSON.stringify({
          cursor: null,
          bookings: [
            { ...b, paymentCondition: 'invoiced' },
            { ...b, voucher: 'X2', paymentCondition: 'FATURADO' },
            { ...b, voucher: 'X3' },
          ],
        }),
        { status: 200 },
      )) as typeof fetch;
    const page = await httpPms({ baseUrl: 'http://pms.test', token: null, fetchImpl }).listBookings({ institutionId: 1, cursor: null });
    expect(page.bookings.map((x) => [x.voucher, x.paymentCondition])).toEqual([
      ['X1', 'invoiced'],
      ['X2', null],
      ['X3', null],
    ]);
  });
});

describe('the totem payment dashboard counts the payment step outcomes', () => {
  it("keeps what the kiosk's payment step showed (an approval stands) and counts each outcome, worded for a hospital", async () => {
    const hotel = await createInstitution(env.db, { name: 'Hotel Totem Resultados' });
    await createUser(env.db, {
      email: 'totem@resultados.test',
      name: 'Totem',
      password: 'demo1234',
      institutions: [hotel],
      permissions: [`DASH:${hotel}:webcheckins`, `CHANGEINS:${hotel}:basic`],
    });
    const staff = (await signIn(env.app, 'totem@resultados.test')).token;
    const device = await kioskDevice(staff);
    let n = 0;
    const report = (sessao: string, pagamento?: string) =>
      call(
        env.app,
        `${CHECKIN}/RegistrarSessaoTotemService`,
        { dispositivo: device, sessao, etapa: 'payment', ordem: 10, pagamento },
        null,
      );
    const outcomes = ['failed', 'approved', 'courtesy', 'courtesy', 'paid', 'invoiced', 'no_value'];
    for (const o of outcomes) {
      const key = `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
      expect((await report(key, o)).statusCode).toBe(200);
      if (o === 'approved') {
        // A failure reported after the approval (a late report) does not undo it.
        await report(key, 'failed');
        await report(key);
      }
    }
    const before = await env.db.query('SELECT count(*)::int AS n FROM kiosk_sessions');
    const bad = await report('00000000-0000-4000-9000-999999999999', 'free');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'pagamento' });
    expect((await env.db.query('SELECT count(*)::int AS n FROM kiosk_sessions')).rows[0].n).toBe(before.rows[0].n);

    // Around today (the hotel's local day may be UTC's yesterday or tomorrow).
    const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const period = { DHINCLUSAOINI: dayOf(-1), DHINCLUSAOFIN: dayOf(1) };
    const r = await call(env.app, '/dashboardQueries/executeQuery/totem-payment-step', period, staff);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json().rows as { resultado: string; sessoes: number }[]).map((x) => [x.resultado, x.sessoes])).toEqual([
      ['Aprovado', 1],
      ['Falhou', 1],
      ['Cortesia', 2],
      ['Já pago', 1],
      ['Faturado', 1],
      ['Sem valor definido', 1],
    ]);
    await env.db.query(`UPDATE institutions SET flags = flags || '{"ISHOSPITAL":"S"}' WHERE id = $1`, [hotel]);
    // The settings cache hears of the change by NOTIFY, a moment later; the test does not wait for it.
    forgetSettings(env.db, hotel);
    const es = await call(env.app, '/dashboardQueries/executeQuery/totem-payment-step?locale=es', period, staff);
    expect(es.json().rows.map((x: { resultado: string }) => x.resultado)).toContain('Seguro médico');
    // Another hotel's staff see none of it.
    const other = await call(env.app, '/dashboardQueries/executeQuery/totem-payment-step', period, who.admin);
    expect(other.json().rows?.every((x: { sessoes: number }) => x.sessoes === 0) ?? true).toBe(true);
  });
});
