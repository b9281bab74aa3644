import { describe, expect, it } from 'vitest';
import { upsertPmsBooking } from '../src/modules/bookings/import';
import { adminAt, createBooking, day, demoUserWith, guest, listen, newHotelUser, snapshot, TRIAL, uniqueVoucher } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/**
 * RealizarAtividadeReservaService, MarcarProcessamentoService (R), the activity list, reception lists,
 * the reservations map, explore filters and a guest's own bookings.
 */
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, env.demo.hospital);
const ACT = `${TRIAL}/RealizarAtividadeReservaService`;
const SYNC = `${TRIAL}/MarcarProcessamentoService`;

type Reply = {
  status: number;
  message: string;
  STATUS: string;
  atividade: string;
  reserva: {
    STATUS: string;
    DHSAIDAPREV: string;
    DHCHECKIN: string;
    DHCHECKOUT: string;
    sincronizacaoConcluida: string;
    pessoasReserva: { CODPESRES: number; NOME: string }[];
  };
};

function form(saved: { CODRES: number; reserva: Record<string, unknown> }, status: 'I' | 'O', extra: Record<string, unknown> = {}) {
  const r = saved.reserva as { ORIGEM: string; DTRESERVA: string; DHSAIDAPREV: string; pessoasReserva: Record<string, unknown>[] };
  return {
    CODRES: saved.CODRES,
    STATUS: status,
    ORIGEM: r.ORIGEM,
    DTRESERVA: r.DTRESERVA,
    DHSAIDAPREV: r.DHSAIDAPREV,
    pessoasReserva: r.pessoasReserva.map(
      (p): Record<string, unknown> => ({ CODPESRES: p.CODPESRES, NOME: p.NOME, EMAIL: p.EMAIL, TELEFONE: p.TELEFONE, DOC: p.DOC }),
    ),
    ...extra,
  };
}

describe('RealizarAtividadeReservaService: check-in (STATUS I)', () => {
  it('checks in, lets the check-out date and guests change, publishes the change', async () => {
    const saved = await createBooking(env, reception);
    const live = listen(env, env.demo.hotel);
    const body = form(saved, 'I', { DHSAIDAPREV: day(4) });
    body.pessoasReserva.push(guest('Acompanhante Novo'));
    const r = await call(env.app, ACT, body, reception);
    expect(r.statusCode, r.body).toBe(200);
    const reply = r.json() as Reply;
    expect(reply).toMatchObject({ status: 1, message: 'Check-in realizado com sucesso!', STATUS: 'I', atividade: 'checked_in' });
    expect(reply.reserva).toMatchObject({ STATUS: 'I', DHSAIDAPREV: day(4), sincronizacaoConcluida: 'N' });
    expect(reply.reserva.DHCHECKIN).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(reply.reserva.pessoasReserva.map((p) => p.NOME)).toEqual(['Maria Souza', 'José Conceição', 'Acompanhante Novo']);
    await live.waitFor((e) => e.type === 'booking.changed' && e.id === saved.CODRES);
    live.stop();
  });

  it('refuses a second check-in, a checked-out and a cancelled booking with a warning; nothing changes', async () => {
    const saved = await createBooking(env, reception);
    expect((await call(env.app, ACT, form(saved, 'I'), reception)).statusCode).toBe(200);
    const before = await snapshot(env);
    const again = await call(env.app, ACT, form(saved, 'I'), reception);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 0, message: 'O check-in desta reserva já foi realizado.' });
    const out = await createBooking(env, reception);
    await env.db.query(`UPDATE bookings SET status = 'O' WHERE id = $1`, [out.CODRES]);
    const cancelled = await createBooking(env, reception);
    await env.db.query(`UPDATE bookings SET status = 'C' WHERE id = $1`, [cancelled.CODRES]);
    const mid = await snapshot(env);
    expect((await call(env.app, ACT, form(out, 'I'), reception)).json()).toMatchObject({ status: 0, code: 'bookings.already_checked_out' });
    expect((await call(env.app, ACT, form(cancelled, 'I'), reception)).json()).toMatchObject({ status: 0, code: 'bookings.cancelled' });
    expect(await snapshot(env)).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it('refuses changing the origin or the check-in date at check-in, and a check-out before the check-in', async () => {
    const saved = await createBooking(env, reception);
    const before = await snapshot(env);
    const origin = await call(env.app, ACT, form(saved, 'I', { ORIGEM: 'Telefone' }), reception);
    expect(origin.json()).toMatchObject({ status: 0, message: 'No check-in só a data de check-out e os hóspedes podem ser alterados.' });
    const date = await call(env.app, ACT, form(saved, 'I', { DTRESERVA: day(1) }), reception);
    expect(date.json()).toMatchObject({ status: 0, code: 'bookings.checkin_fields_locked' });
    const early = await call(env.app, ACT, form(saved, 'I', { DHSAIDAPREV: day(-1) }), reception);
    expect(early.json()).toMatchObject({ status: 0, code: 'bookings.checkout_before_checkin' });
    expect(await snapshot(env)).toBe(before);
  });

  it('speaks the hospital wording', async () => {
    const saved = await createBooking(env, hospitalAdmin);
    const r = await call(env.app, ACT, form(saved, 'I'), hospitalAdmin);
    expect(r.json()).toMatchObject({ message: 'Entrada do atendimento realizada com sucesso!' });
    const again = await call(env.app, ACT, form(saved, 'I'), hospitalAdmin);
    expect(again.json()).toMatchObject({ status: 0, message: 'A entrada deste atendimento já foi realizada.' });
    const postpone = await call(env.app, ACT, form(saved, 'O', { DHSAIDAPREV: day(7) }), hospitalAdmin);
    expect(postpone.json()).toMatchObject({ message: 'Fim do atendimento adiado com sucesso!' });
  });
});

describe('RealizarAtividadeReservaService: check-out change (STATUS O)', () => {
  it('postpones when the date is after today (still in house), checks out when it is today', async () => {
    const saved = await createBooking(env, reception, { DTRESERVA: day(-2), DHSAIDAPREV: day(0) });
    expect((await call(env.app, ACT, form(saved, 'I'), reception)).statusCode).toBe(200);
    const later = await call(env.app, ACT, form(saved, 'O', { DHSAIDAPREV: day(3) }), reception);
    expect(later.json()).toMatchObject({
      status: 1,
      message: 'Data de check-out alterada com sucesso!',
      STATUS: 'I',
      atividade: 'checkout_postponed',
      reserva: { DHSAIDAPREV: day(3) },
    });
    const out = await call(env.app, ACT, form(saved, 'O', { DHSAIDAPREV: day(0) }), reception);
    expect(out.json()).toMatchObject({
      status: 1,
      message: 'Check-out realizado com sucesso!',
      STATUS: 'O',
      atividade: 'checked_out',
      reserva: { STATUS: 'O', DHSAIDAPREV: day(0) },
    });
    expect((out.json() as Reply).reserva.DHCHECKOUT).not.toBe('-');
    const again = await call(env.app, ACT, form(saved, 'O', { DHSAIDAPREV: day(5) }), reception);
    expect(again.json()).toMatchObject({ status: 0, code: 'bookings.already_checked_out' });
  });

  it('refuses before check-in and when anything but the check-out date changes', async () => {
    const saved = await createBooking(env, reception);
    const before = await snapshot(env);
    expect((await call(env.app, ACT, form(saved, 'O', { DHSAIDAPREV: day(5) }), reception)).json()).toMatchObject({
      status: 0,
      message: 'O check-in desta reserva ainda não foi realizado.',
    });
    expect(await snapshot(env)).toBe(before);
    await call(env.app, ACT, form(saved, 'I'), reception);
    const mid = await snapshot(env);
    const guests = form(saved, 'O', { DHSAIDAPREV: day(5) });
    guests.pessoasReserva[0]!.NOME = 'Outro Nome';
    expect((await call(env.app, ACT, guests, reception)).json()).toMatchObject({
      status: 0,
      message: 'Só a data de check-out pode ser alterada.',
    });
    expect((await call(env.app, ACT, form(saved, 'O', { ORIGEM: 'Site', DHSAIDAPREV: day(5) }), reception)).json()).toMatchObject({
      status: 0,
      code: 'bookings.checkout_fields_locked',
    });
    expect(await snapshot(env)).toBe(mid);
  });

  it('answers 400 to bad input', async () => {
    const saved = await createBooking(env, reception);
    const before = await snapshot(env);
    for (const bad of [
      { STATUS: 'R' },
      { STATUS: 'X' },
      { DHSAIDAPREV: '' },
      { DHSAIDAPREV: '2026-13-01' },
      { CODRES: -1 },
      { pessoasReserva: [] },
    ]) {
      const r = await call(env.app, ACT, form(saved, 'I', bad), reception);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot(env)).toBe(before);
  });

  it('needs checkinouts: a user with only reservas cannot check in; other hotels cannot touch it', async () => {
    const saved = await createBooking(env, reception);
    const onlyReservas = await demoUserWith(env, ['reservas']);
    const { token: stranger } = await newHotelUser(env, ['reservas', 'checkinouts', 'pessoas']);
    const before = await snapshot(env);
    expect((await call(env.app, ACT, form(saved, 'I'), onlyReservas)).statusCode).toBe(403);
    expect((await call(env.app, ACT, form(saved, 'I'), stranger)).statusCode).toBe(404);
    expect((await call(env.app, ACT, form(saved, 'I'), hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, ACT, form(saved, 'I'))).statusCode).toBe(401);
    expect(await snapshot(env)).toBe(before);
    const onlyCheckin = await demoUserWith(env, ['checkinouts']);
    expect((await call(env.app, ACT, form(saved, 'I'), onlyCheckin)).statusCode).toBe(200);
  });
});

describe('MarcarProcessamentoService tipo R', () => {
  it("marks the booking synced ('Reserva sincronizada com sucesso!'), once, with a live event", async () => {
    const saved = await createBooking(env, reception);
    const live = listen(env, env.demo.hotel);
    const r = await call(env.app, SYNC, { tipo: 'R', CODRES: saved.CODRES }, reception);
    expect(r.json()).toMatchObject({ status: 1, message: 'Reserva sincronizada com sucesso!', sincronizacaoConcluida: 'S' });
    await live.waitFor((e) => e.id === saved.CODRES);
    live.stop();
    const before = await snapshot(env);
    expect((await call(env.app, SYNC, { tipo: 'R', CODRES: saved.CODRES }, reception)).json()).toMatchObject({ status: 1 });
    expect(await snapshot(env)).toBe(before);
    const h = await createBooking(env, hospitalAdmin);
    expect((await call(env.app, SYNC, { tipo: 'R', CODRES: h.CODRES }, hospitalAdmin)).json()).toMatchObject({
      message: 'Atendimento sincronizado com sucesso!',
    });
  });

  it('refuses bad input, another hotel and a user without reservas', async () => {
    const saved = await createBooking(env, reception);
    const onlyPessoas = await demoUserWith(env, ['pessoas']);
    const before = await snapshot(env);
    for (const bad of [{}, { tipo: 'X', CODRES: saved.CODRES }, { tipo: 'R' }, { tipo: 'P', CODRES: saved.CODRES }]) {
      expect((await call(env.app, SYNC, bad, reception)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(env.app, SYNC, { tipo: 'R', CODRES: saved.CODRES }, hospitalAdmin)).statusCode).toBe(404);
    expect((await call(env.app, SYNC, { tipo: 'R', CODRES: saved.CODRES }, onlyPessoas)).statusCode).toBe(403);
    expect((await call(env.app, SYNC, { tipo: 'R', CODRES: saved.CODRES }, await demoUserWith(env, ['checkinouts']))).statusCode).toBe(403);
    expect(await snapshot(env)).toBe(before);
  });
});

describe('ListAtividadesReservaService', () => {
  it("lists the hotel's booking events newest first with who did it, in the caller's language", async () => {
    const saved = await createBooking(env, reception);
    await call(env.app, ACT, form(saved, 'I'), reception);
    const r = await call(env.app, `${TRIAL}/ListAtividadesReservaService`, { CODRES: saved.CODRES }, reception);
    const body = r.json() as {
      metadata: { totalCount: number };
      data: { tipo: string; descricao: string; usuario: string; VOUCHER: string; dhEvento: string }[];
    };
    // The check-in sends each guest to the PMS (one entry per guest, after the check-in's own).
    expect(body.metadata.totalCount).toBe(4);
    expect(body.data.map((e) => [e.tipo, e.usuario])).toEqual([
      ['registration_released', 'Recepção Demo'],
      ['registration_released', 'Recepção Demo'],
      ['checked_in', 'Recepção Demo'],
      ['created', 'Recepção Demo'],
    ]);
    expect(body.data[0]!.descricao).toBe('Cadastro enviado ao PMS');
    expect(body.data[2]!.descricao).toBe('Check-in realizado');
    expect(body.data[3]!.descricao).toBe('Reserva criada');
    expect(body.data[0]!.dhEvento).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const en = (
      await call(env.app, `${TRIAL}/ListAtividadesReservaService?locale=en`, { CODRES: saved.CODRES }, reception)
    ).json() as typeof body;
    expect(en.data[3]!.descricao).toBe('Booking created');
    const all = (await call(env.app, `${TRIAL}/ListAtividadesReservaService`, { limit: 100 }, reception)).json() as typeof body;
    expect(all.data[0]!.VOUCHER).toBe(saved.reserva.VOUCHER);
    const hosp = (await call(env.app, `${TRIAL}/ListAtividadesReservaService`, { limit: 100 }, hospitalAdmin)).json() as typeof body;
    expect(hosp.data.some((e) => e.VOUCHER === saved.reserva.VOUCHER)).toBe(false);
    expect((await call(env.app, `${TRIAL}/ListAtividadesReservaService`, {}, await demoUserWith(env, ['checkinouts']))).statusCode).toBe(
      403,
    );
    expect((await call(env.app, `${TRIAL}/ListAtividadesReservaService`, { limit: 'x' }, reception)).statusCode).toBe(400);
  });
});

describe('reception and map', () => {
  it("lists today's arrivals, guests in house and departures", async () => {
    const { token } = await newHotelUser(env, ['reservas', 'checkinouts', 'pessoas', 'mapa-reservas']);
    const arriving = await createBooking(env, token, { DTRESERVA: day(0), DHSAIDAPREV: day(2) });
    const arrived = await createBooking(env, token, { DTRESERVA: day(0), DHSAIDAPREV: day(1) });
    const leaving = await createBooking(env, token, { DTRESERVA: day(-3), DHSAIDAPREV: day(0) });
    const overdue = await createBooking(env, token, { DTRESERVA: day(-5), DHSAIDAPREV: day(-1) });
    const left = await createBooking(env, token, { DTRESERVA: day(-2), DHSAIDAPREV: day(1) });
    const future = await createBooking(env, token, { DTRESERVA: day(1), DHSAIDAPREV: day(2) });
    for (const b of [arrived, leaving, overdue, left]) expect((await call(env.app, ACT, form(b, 'I'), token)).statusCode).toBe(200);
    expect((await call(env.app, ACT, form(left, 'O', { DHSAIDAPREV: day(0) }), token)).json()).toMatchObject({ STATUS: 'O' });
    const ids = async (tipo: string) =>
      ((await call(env.app, `${TRIAL}/ListRecepcaoService`, { tipo }, token)).json() as { data: { CODRES: number }[] }).data
        .map((b) => b.CODRES)
        .sort();
    expect(await ids('CHEGADAS')).toEqual([arriving.CODRES, arrived.CODRES].sort());
    expect(await ids('HOSPEDADOS')).toEqual([arrived.CODRES, leaving.CODRES, overdue.CODRES].sort());
    expect(await ids('SAIDAS')).toEqual([leaving.CODRES, overdue.CODRES, left.CODRES].sort());
    expect((await ids('CHEGADAS')).includes(future.CODRES)).toBe(false);
    // Reception needs checkinouts.
    expect(
      (await call(env.app, `${TRIAL}/ListRecepcaoService`, { tipo: 'CHEGADAS' }, await demoUserWith(env, ['reservas']))).statusCode,
    ).toBe(403);
    expect((await call(env.app, `${TRIAL}/ListRecepcaoService`, { tipo: 'ONTEM' }, token)).statusCode).toBe(400);
  });

  it('lays out bookings by day only with mapa-reservas and HASMAPARESERVAS = S', async () => {
    const saved = await createBooking(env, reception, { DTRESERVA: day(10), DHSAIDAPREV: day(12) });
    const map = (from: number, to: number, token = reception) =>
      call(env.app, `${TRIAL}/ListMapaReservasService`, { dataInicial: day(from), dataFinal: day(to) }, token);
    const r = await map(11, 20);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { data: { CODRES: number }[] }).data.map((b) => b.CODRES)).toContain(saved.CODRES);
    expect(((await map(13, 20)).json() as { data: { CODRES: number }[] }).data.map((b) => b.CODRES)).not.toContain(saved.CODRES);
    expect((await map(0, 80)).statusCode).toBe(400);
    expect((await map(5, 1)).statusCode).toBe(400);
    // Hospital Demo has HASMAPARESERVAS N: refused with a message even for its admin.
    const hosp = await map(0, 10, hospitalAdmin);
    expect(hosp.statusCode).toBe(403);
    expect(hosp.json()).toMatchObject({ status: 0, message: 'O mapa de reservas não está habilitado para este hotel.' });
    expect((await map(0, 10, await demoUserWith(env, ['reservas', 'checkinouts']))).statusCode).toBe(403);
  });
});

describe('GetAvailableExploreFiltersService', () => {
  it("offers the hotel's origins in the ORIGEM entry", async () => {
    await createBooking(env, reception, { ORIGEM: 'Parceiro Exclusivo' });
    const r = await call(env.app, `${TRIAL}/GetAvailableExploreFiltersService`, {}, reception);
    type Filters = { data: { avaiableFilters: { avaiableFilter: { queryColumn: string; options: { text: string }[] }[] } } };
    const filters = (r.json() as Filters).data.avaiableFilters.avaiableFilter;
    const origin = filters.find((f) => f.queryColumn === 'ORIGEM')!;
    expect(origin.options.map((o) => o.text)).toEqual(expect.arrayContaining(['Balcão', 'Parceiro Exclusivo', 'Booking.com']));
    const hosp = (await call(env.app, `${TRIAL}/GetAvailableExploreFiltersService`, {}, hospitalAdmin)).json() as Filters;
    const hospOrigins = hosp.data.avaiableFilters.avaiableFilter.find((f) => f.queryColumn === 'ORIGEM')!.options.map((o) => o.text);
    expect(hospOrigins).not.toContain('Parceiro Exclusivo');
    expect((await call(env.app, `${TRIAL}/GetAvailableExploreFiltersService`, {}, await demoUserWith(env, ['pessoas']))).statusCode).toBe(
      403,
    );
  });
});

describe('bookings created by the PMS', () => {
  it('come in with TIPOCRIACAO S already synced, update by voucher and may be cancelled by the PMS', async () => {
    const voucher = uniqueVoucher('PMS');
    const first = await upsertPmsBooking(env.db, env.demo.hotel, {
      voucher,
      checkIn: '2031-05-01',
      checkOut: '2031-05-03',
      origin: 'Expedia',
      persons: [{ name: 'Importado Silva' }],
    });
    expect(first.created).toBe(true);
    const l = (await call(env.app, `${TRIAL}/ListReservasService`, { search: voucher }, reception)).json() as {
      data: { TIPOCRIACAO: string; sincronizacaoConcluida: string; STATUS: string }[];
    };
    expect(l.data[0]).toMatchObject({ TIPOCRIACAO: 'S', sincronizacaoConcluida: 'S', STATUS: 'R' });
    const again = await upsertPmsBooking(env.db, env.demo.hotel, {
      voucher,
      checkIn: '2031-05-01',
      checkOut: '2031-05-04',
      cancelled: true,
      persons: [{ name: 'Importado Silva' }],
    });
    expect(again).toEqual({ id: first.id, created: false, changed: true });
    const { rows } = await env.db.query('SELECT status, check_out, creation_type FROM bookings WHERE id = $1', [first.id]);
    expect(rows[0]).toEqual({ status: 'C', check_out: '2031-05-04', creation_type: 'S' });
    const checkin = await call(env.app, ACT, { CODRES: first.id, STATUS: 'I', DHSAIDAPREV: '04/05/2031' }, reception);
    expect(checkin.json()).toMatchObject({ status: 0, message: 'Esta reserva está cancelada.' });
  });
});

describe("ListMinhasReservasService (a guest's own bookings)", () => {
  it('lists bookings whose guest e-mail is the signed-in guest, with only their own contact data', async () => {
    const saved = await createBooking(env, reception, {
      pessoasReserva: [
        guest('Companheiro De Viagem', { EMAIL: 'companheiro@example.test' }),
        guest('Hóspede Demo', { EMAIL: 'HOSPEDE@demo.test' }),
      ],
    });
    const token = (await signIn(env.app, 'hospede@demo.test')).token;
    const r = await call(env.app, '/jwt/broker/core/ListMinhasReservasService', {}, token);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as {
      metadata: { totalCount: number };
      data: { CODRES: number; nomeIns: string; pessoasReserva: { NOME: string; proprio: string; EMAIL?: string }[] }[];
    };
    const mine = body.data.find((b) => b.CODRES === saved.CODRES)!;
    expect(mine.nomeIns).toBe('Hotel Demo');
    expect(mine.pessoasReserva).toEqual([
      expect.objectContaining({ NOME: 'Companheiro De Viagem', proprio: 'N' }),
      expect.objectContaining({ NOME: 'Hóspede Demo', proprio: 'S', EMAIL: 'hospede@demo.test' }),
    ]);
    expect(r.body).not.toContain('companheiro@example.test');
    // Staff without SUJEITO are refused; others see nothing of it.
    expect((await call(env.app, '/jwt/broker/core/ListMinhasReservasService', {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, '/jwt/broker/core/ListMinhasReservasService', { limit: 1000 }, token)).statusCode).toBe(400);
  });
});
