import type { InvoiceWire, ListFaturaReply } from '@gm/contracts/billing';
import { describe, expect, it } from 'vitest';
import {
  actors,
  bookingToken,
  cardForm,
  createBooking,
  expectRefused,
  installSandbox,
  invoiceWithItems,
  PAY,
  post,
  saveCard,
} from './billing-fixtures';
import { call, createTestEnv } from './harness';

/** Invoices, items and saved cards: every service with good input, bad input, another hotel and no permission. */
const env = await createTestEnv({ ports: {} });
const acq = installSandbox(env);
const who = await actors(env);
const booking = await createBooking(env.db, env.demo.hotel);
const otherBooking = await createBooking(env.db, who.otherHotel, 'Outro Hóspede');
const hospitalBooking = await createBooking(env.db, env.demo.hospital, 'Paciente');

async function list(bookingId = booking, token = who.admin, extra: Record<string, unknown> = {}): Promise<ListFaturaReply> {
  const r = await post(env.app, 'ListFaturaService', { codRes: bookingId, ...extra }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ListFaturaReply;
}

describe('ListFaturaService', () => {
  it('lists a booking with no invoices, the invoice info and the installment setting', async () => {
    const r = await list();
    expect(r).toMatchObject({ status: 1, faturas: [], maxParcelas: 6, mostrarParcelas: true });
    // The main guest's document comes masked (issue 9 §5).
    expect(r.info).toMatchObject({ guestName: 'Maria Hóspede', doc: '***.982.247-**', timeZone: 'America/Sao_Paulo' });
    expect(r.info.checkIn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
  it('answers on both pay paths and through the envelope', async () => {
    const plain = await call(env.app, '/brokerJson/pay/ListFaturaService', { codRes: booking }, who.reception);
    expect(plain.statusCode).toBe(200);
    const envelope = await call(env.app, PAY, { serviceName: 'ListFaturaService', params: { codRes: booking } }, who.reception);
    expect(envelope.json()).toMatchObject({ status: 1 });
  });
  it('refuses bad input, another hotel, no permission and anonymous callers', async () => {
    await expectRefused(env.db, 400, () => post(env.app, 'ListFaturaService', { codRes: 'abc' }, who.admin), 'platform.validation');
    await expectRefused(env.db, 400, () => post(env.app, 'ListFaturaService', {}, who.admin));
    const other = await expectRefused(
      env.db,
      404,
      () => post(env.app, 'ListFaturaService', { codRes: booking }, who.other),
      'billing.booking_not_found',
    );
    expect(other.message).toBe('Reserva não encontrada.');
    await expectRefused(env.db, 403, () => post(env.app, 'ListFaturaService', { codRes: booking }, who.none));
    await expectRefused(env.db, 401, () => post(env.app, 'ListFaturaService', { codRes: booking }, null));
    // The admin of Hotel Demo cannot read another hotel's booking either.
    await expectRefused(env.db, 404, () => post(env.app, 'ListFaturaService', { codRes: otherBooking }, who.admin));
  });
  it('uses the hospital wording for a hospital', async () => {
    const { token } = await (await import('./harness')).signIn(env.app, 'admin@demo.test');
    const r = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.hospital } }, token);
    const hospitalToken = (r.json() as { token: string }).token;
    const missing = await post(env.app, 'ListFaturaService', { codRes: booking }, hospitalToken);
    expect(missing.json()).toMatchObject({ status: 0, code: 'billing.appointment_not_found', message: 'Atendimento não encontrado.' });
    const ok = await post(env.app, 'ListFaturaService', { codRes: hospitalBooking }, hospitalToken);
    expect(ok.json()).toMatchObject({ status: 1, maxParcelas: 1, mostrarParcelas: false });
  });
});

describe('HandleFaturaService', () => {
  it('creates an invoice with a description', async () => {
    const r = await post(env.app, 'HandleFaturaService', { codRes: booking, descricao: '  Frigobar ' }, who.reception);
    expect(r.statusCode).toBe(200);
    const body = r.json() as { codCab: number; fatura: InvoiceWire; message: string };
    expect(body.message).toBe('Fatura criada com sucesso.');
    expect(body.fatura).toMatchObject({
      descricao: 'Frigobar',
      vlrTotal: 0,
      estado: 'open',
      itensCobranca: [],
      eveUltStatus: null,
      carimbo: null,
    });
    expect(body.fatura.acoes).toMatchObject({ editItems: true, charge: false, remove: true });
    expect((await list()).faturas.map((f) => f.codCab)).toContain(body.codCab);
  });
  it("tells open screens: an 'invoice.changed' live event for the hotel", async () => {
    const seen: { type: string; id?: number | string }[] = [];
    const stop = env.deps.events.subscribe(env.demo.hotel, (e) => seen.push(e));
    try {
      const r = await post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'Evento' }, who.admin);
      const codCab = (r.json() as { codCab: number }).codCab;
      for (let i = 0; i < 50 && !seen.some((e) => e.id === codCab); i++) await new Promise((res) => setTimeout(res, 20));
      expect(seen).toContainEqual(expect.objectContaining({ type: 'invoice.changed', id: codCab }));
    } finally {
      stop();
    }
  });
  it('refuses an empty description, bad ids, another hotel and no permission, changing nothing', async () => {
    await expectRefused(env.db, 400, () => post(env.app, 'HandleFaturaService', { codRes: booking, descricao: '   ' }, who.admin));
    await expectRefused(env.db, 400, () => post(env.app, 'HandleFaturaService', { codRes: booking }, who.admin));
    await expectRefused(env.db, 400, () =>
      post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'x'.repeat(201) }, who.admin),
    );
    await expectRefused(env.db, 400, () => post(env.app, 'HandleFaturaService', { codRes: -1, descricao: 'x' }, who.admin));
    await expectRefused(env.db, 404, () => post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'x' }, who.other));
    await expectRefused(env.db, 403, () => post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'x' }, who.none));
    await expectRefused(env.db, 404, () => post(env.app, 'HandleFaturaService', { codRes: 999_999, descricao: 'x' }, who.admin));
  });
  it('cancels an invoice with no payment status: hidden from the list, still readable by id', async () => {
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const bad = { codRes: booking, codCab, dhCancelamento: '2026-02-30', codTop: 1 };
    await expectRefused(env.db, 400, () => post(env.app, 'HandleFaturaService', bad, who.admin));
    await expectRefused(env.db, 400, () => post(env.app, 'HandleFaturaService', { codRes: booking, codCab }, who.admin));
    await expectRefused(env.db, 404, () =>
      post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-03-01' }, who.other),
    );
    await expectRefused(env.db, 403, () =>
      post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-03-01' }, who.none),
    );
    // Right invoice, wrong booking of the same hotel.
    const second = await createBooking(env.db, env.demo.hotel, 'Segundo');
    await expectRefused(env.db, 404, () =>
      post(env.app, 'HandleFaturaService', { codRes: second, codCab, dhCancelamento: '2026-03-01' }, who.admin),
    );
    const r = await post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-03-01', codTop: 1 }, who.admin);
    expect(r.json()).toMatchObject({ status: 1, codCab, message: 'Fatura removida com sucesso.' });
    expect((await list()).faturas.map((f) => f.codCab)).not.toContain(codCab);
    const byId = await list(booking, who.admin, { invoiceId: codCab });
    expect(byId.fatura).toMatchObject({ codCab, estado: 'cancelled', somenteLeitura: true, codTop: 1 });
    expect(byId.fatura!.dhCancelamento).not.toBeNull();
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-03-01' }, who.admin),
      'billing.invoice_cancelled',
    );
  });
  it('refuses to cancel an invoice with a last status (a failed payment)', async () => {
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const tag = await saveCard(env, who.admin, booking, 2);
    const declined = await post(
      env.app,
      'ChargeBookingService',
      { codRes: booking, codCab, tagJwt: tag, totalMonths: 1, idempotencyKey: 'decline-then-cancel' },
      who.admin,
    );
    expect(declined.json()).toMatchObject({ status: 0, LR: '05' });
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-03-01' }, who.admin),
      'billing.invoice_has_status',
    );
  });
});

describe('HandleItemFaturaService', () => {
  it('adds, updates and removes items; replies vlrTotal (decimal reais) and itensCobranca', async () => {
    const created = await post(env.app, 'HandleFaturaService', { codRes: booking, descricao: 'Consumo' }, who.admin);
    const codCab = (created.json() as { codCab: number }).codCab;
    const add = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, qtd: 2, vlrUnit: 150.5, descricao: 'Diária', dhInclusao: '2026-01-10' },
      who.reception,
    );
    expect(add.statusCode, add.body).toBe(200);
    const a = add.json() as { codIte: number; vlrTotal: number; itensCobranca: InvoiceWire['itensCobranca'] };
    expect(a.vlrTotal).toBe(301);
    expect(a.itensCobranca).toEqual([
      expect.objectContaining({
        codIte: a.codIte,
        numero: '01',
        qtd: 2,
        vlrUnit: 150.5,
        vlrTotal: 301,
        descricao: 'Diária',
        dhRemocao: null,
      }),
    ]);
    const text = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, qtd: '3', vlrUnit: '1.234,56', descricao: 'Frigobar' },
      who.reception,
    );
    expect((text.json() as { vlrTotal: number }).vlrTotal).toBe(4004.68);
    const discount = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, qtd: 1, vlrUnit: -4.68, descricao: 'Desconto' },
      who.reception,
    );
    expect((discount.json() as { vlrTotal: number; itensCobranca: unknown[] }).vlrTotal).toBe(4000);
    const upd = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, codIte: a.codIte, qtd: 1, vlrUnit: 100, descricao: 'Diária ajustada' },
      who.reception,
    );
    expect(upd.json()).toMatchObject({ vlrTotal: 4000 - 201, codIte: a.codIte });
    const rm = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, codIte: a.codIte, dhRemocao: '2026-01-11' },
      who.reception,
    );
    const removed = rm.json() as { vlrTotal: number; itensCobranca: { codIte: number; numero: string }[] };
    expect(removed.vlrTotal).toBe(3699);
    expect(removed.itensCobranca.map((i) => i.numero)).toEqual(['01', '02']);
    expect(removed.itensCobranca.some((i) => i.codIte === a.codIte)).toBe(false);
    await expectRefused(
      env.db,
      404,
      () => post(env.app, 'HandleItemFaturaService', { codRes: booking, codCab, codIte: a.codIte, dhRemocao: '2026-01-11' }, who.reception),
      'billing.item_not_found',
    );
  });
  it('saves an item only with a description, a quantity of 1 to 4 digits and a value not 0', async () => {
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const base = { codRes: booking, codCab, qtd: 1, vlrUnit: 10, descricao: 'Item' };
    for (const bad of [
      { qtd: 0 },
      { qtd: 10000 },
      { qtd: 1.5 },
      { qtd: 'dois' },
      { vlrUnit: 0 },
      { vlrUnit: 12.345 },
      { vlrUnit: 'abc' },
      { descricao: '' },
      { descricao: undefined },
      { vlrUnit: undefined },
      { codCab: 'x' },
    ]) {
      await expectRefused(env.db, 400, () => post(env.app, 'HandleItemFaturaService', { ...base, ...bad }, who.admin));
    }
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleItemFaturaService', { ...base, vlrUnit: -1000 }, who.admin),
      'billing.total_negative',
    );
    await expectRefused(env.db, 404, () => post(env.app, 'HandleItemFaturaService', base, who.other));
    await expectRefused(env.db, 403, () => post(env.app, 'HandleItemFaturaService', base, who.none));
    await expectRefused(
      env.db,
      404,
      () => post(env.app, 'HandleItemFaturaService', { ...base, codCab: 987_654 }, who.admin),
      'billing.invoice_not_found',
    );
    await expectRefused(
      env.db,
      404,
      () => post(env.app, 'HandleItemFaturaService', { ...base, codIte: 987_654 }, who.admin),
      'billing.item_not_found',
    );
  });
  it('a paid invoice is read-only', async () => {
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const tag = await saveCard(env, who.admin, booking, 0);
    const paid = await post(
      env.app,
      'ChargeBookingService',
      { codRes: booking, codCab, tagJwt: tag, idempotencyKey: 'read-only-check' },
      who.admin,
    );
    expect(paid.json()).toMatchObject({ status: 1, success: true });
    const f = (await list(booking, who.admin, { invoiceId: codCab })).fatura!;
    expect(f).toMatchObject({
      estado: 'paid',
      somenteLeitura: true,
      carimbo: 'paid',
      eveUltStatus: 'paid',
      isCobrancaDireta: 'S',
      vlrPago: 300,
      vlrEmAberto: 0,
    });
    expect(f.dhCobranca).not.toBeNull();
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleItemFaturaService', { codRes: booking, codCab, qtd: 1, vlrUnit: 5, descricao: 'Extra' }, who.admin),
      'billing.invoice_read_only',
    );
    const itemId = f.itensCobranca[0]!.codIte;
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleItemFaturaService', { codRes: booking, codCab, codIte: itemId, dhRemocao: '2026-01-01' }, who.admin),
      'billing.invoice_read_only',
    );
    await expectRefused(
      env.db,
      422,
      () => post(env.app, 'HandleFaturaService', { codRes: booking, codCab, dhCancelamento: '2026-01-01' }, who.admin),
      'billing.invoice_has_status',
    );
  });
  it('translates refusals to en and es', async () => {
    const codCab = await invoiceWithItems(env, who.admin, booking);
    const en = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, qtd: 1, vlrUnit: -1000, descricao: 'x' },
      who.admin,
      PAY,
      'en',
    );
    expect((en.json() as { message: string }).message).toBe('The invoice total cannot be negative.');
    const es = await post(
      env.app,
      'HandleItemFaturaService',
      { codRes: booking, codCab, qtd: 1, vlrUnit: -1000, descricao: 'x' },
      who.admin,
      PAY,
      'es',
    );
    expect((es.json() as { message: string }).message).toBe('El total de la factura no puede ser negativo.');
  });
});

describe('saved cards', () => {
  it('CreatePaymentMethodService tokenises and keeps only brand, masked and display numbers', async () => {
    acq.reset();
    const r = await post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0, 'Amex') }, who.reception);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as { tagJwt: string; data: Record<string, string>; message: string };
    expect(body.message).toBe('Cartão salvo com sucesso.');
    expect(body.data).toEqual({
      brand: 'Amex',
      masked_number: expect.stringMatching(/^\*{11}\d{4}$/),
      display_number: expect.stringMatching(/^\*{4} \*{6} \*\d{4}$/),
    });
    expect(acq.counts.tokenizeCard).toBe(1);
    const listed = await post(env.app, 'ListPaymentMethodsService', { codRes: booking }, who.reception);
    expect((listed.json() as { paymentMethods: { tagJwt: string }[] }).paymentMethods[0]).toMatchObject({
      tagJwt: body.tagJwt,
      data: body.data,
    });
    const others = await post(env.app, 'ListPaymentMethodsService', { codRes: otherBooking }, who.other);
    expect((others.json() as { paymentMethods: unknown[] }).paymentMethods).toEqual([]);
  });
  it('refuses invalid cards with field errors, before any acquirer call', async () => {
    acq.reset();
    const bad = async (patch: Record<string, unknown>, path: string, message: string) => {
      const body = await expectRefused(env.db, 400, () =>
        post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0), ...patch }, who.admin),
      );
      expect((body as unknown as { errors: { path: string; message: string }[] }).errors).toContainEqual({ path, message });
    };
    await bad({ cardNumber: '4024 0071 5376 3191' }, 'cardNumber', 'number_invalid'); // fails Luhn
    await bad({ cardNumber: '' }, 'cardNumber', 'number_required');
    await bad({ cardNumber: '6011 1111 1111 1117' }, 'cardNumber', 'number_invalid'); // brand not accepted
    await bad({ cardCvv: '12' }, 'cardCvv', 'cvv_invalid');
    await bad({ cardCvv: '' }, 'cardCvv', 'cvv_required');
    await bad({ cardExpiryMonth: '01', cardExpiryYear: '2020' }, 'cardExpiryMonth', 'expiry_invalid');
    await bad({ cardExpiryMonth: '13' }, 'cardExpiryMonth', 'expiry_invalid');
    await bad({ cardFirstName: ' ' }, 'cardFirstName', 'name_required');
    await bad({ cpf: '111.111.111-11' }, 'cpf', 'cpf_invalid');
    expect(acq.counts.tokenizeCard).toBe(0);
    await expectRefused(env.db, 404, () => post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0) }, who.other));
    await expectRefused(env.db, 403, () => post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0) }, who.none));
    await expectRefused(env.db, 403, () => post(env.app, 'ListPaymentMethodsService', { codRes: booking }, who.none));
    await expectRefused(env.db, 404, () => post(env.app, 'ListPaymentMethodsService', { codRes: booking }, who.other));
    await expectRefused(env.db, 400, () => post(env.app, 'ListPaymentMethodsService', { codRes: 'x' }, who.admin));
    expect(acq.counts.tokenizeCard).toBe(0);
  });
  it("the acquirer's refusal and unavailability are clear messages, nothing saved", async () => {
    const { AcquirerUnavailableError } = await import('../src/adapters/acquirer/port');
    const original = env.deps.ports!.acquirer;
    env.deps.ports!.acquirer = { ...acq.port, tokenizeCard: async () => Promise.reject(new AcquirerUnavailableError('timeout')) };
    try {
      await expectRefused(
        env.db,
        422,
        () => post(env.app, 'CreatePaymentMethodService', { codRes: booking, ...cardForm(0) }, who.admin),
        'billing.acquirer_unavailable',
      );
    } finally {
      env.deps.ports!.acquirer = original;
    }
  });
});

describe('CreateStandalonePaymentMethodService (the guest payment link)', () => {
  const personal = { cpf: '529.982.247-25', email: 'maria@guest.test' };
  it('saves a card for the booking named by the link token, with the notes', async () => {
    const token = await bookingToken(env, env.demo.hotel, booking);
    const r = await post(
      env.app,
      'CreateStandalonePaymentMethodService',
      {
        token,
        codRes: booking,
        observacao: 'Pagar diárias',
        standaloneEmail: 'maria@guest.test',
        nomeTitular: 'Maria da Silva',
        documento: '529.982.247-25',
        ...cardForm(1),
      },
      null,
      '/brokerJson/pay',
    );
    expect(r.statusCode, r.body).toBe(200);
    const tag = (r.json() as { tagJwt: string }).tagJwt;
    const listed = await post(env.app, 'ListPaymentMethodsService', { codRes: booking }, who.admin);
    expect((listed.json() as { paymentMethods: { tagJwt: string }[] }).paymentMethods.map((p) => p.tagJwt)).toContain(tag);
    const { rows } = await env.db.query(`SELECT details FROM payment_events WHERE kind = 'card.saved' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]!.details).toMatchObject({ source: 'standalone', observacao: 'Pagar diárias', nomeTitular: 'Maria da Silva' });
    expect(JSON.stringify(rows[0]!.details)).not.toContain('52998224725');
  });
  it('accepts the booking token as the bearer too', async () => {
    const token = await bookingToken(env, env.demo.hotel, booking);
    const r = await post(env.app, 'CreateStandalonePaymentMethodService', { codRes: booking, ...personal, ...cardForm(4) }, token);
    expect(r.statusCode, r.body).toBe(200);
  });
  it('refuses a missing, forged or other booking token, and missing personal data', async () => {
    const token = await bookingToken(env, env.demo.hotel, booking);
    const other = await bookingToken(env, who.otherHotel, otherBooking);
    await expectRefused(
      env.db,
      403,
      () => post(env.app, 'CreateStandalonePaymentMethodService', { codRes: booking, ...personal, ...cardForm(1) }, null),
      'billing.link_invalid',
    );
    await expectRefused(env.db, 403, () =>
      post(env.app, 'CreateStandalonePaymentMethodService', { token: `${token}x`, codRes: booking, ...personal, ...cardForm(1) }, null),
    );
    await expectRefused(env.db, 403, () =>
      post(env.app, 'CreateStandalonePaymentMethodService', { token: other, codRes: booking, ...personal, ...cardForm(1) }, null),
    );
    await expectRefused(env.db, 403, () =>
      post(env.app, 'CreateStandalonePaymentMethodService', { token, codRes: otherBooking, ...personal, ...cardForm(1) }, null),
    );
    const missing = await expectRefused(env.db, 400, () =>
      post(env.app, 'CreateStandalonePaymentMethodService', { token, codRes: booking, ...cardForm(1) }, null),
    );
    expect((missing as unknown as { errors: { path: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'email_required' },
        { path: 'cpf', message: 'cpf_required' },
      ]),
    );
    // A staff user is not the booking's guest: without the link token it is refused too.
    await expectRefused(env.db, 403, () =>
      post(env.app, 'CreateStandalonePaymentMethodService', { codRes: booking, ...personal, ...cardForm(1) }, who.admin),
    );
  });
});
