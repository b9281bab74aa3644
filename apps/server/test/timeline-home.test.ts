import { addDays, formatStayDate, todayIn } from '@gm/domain/bookings';
import { describe, expect, it } from 'vitest';
import { upsertPmsBooking } from '../src/modules/bookings/import';
import { createInstitution, createUser } from '../src/seed/factories';
import { invoiceWithItems } from './billing-fixtures';
import { CHECKIN, createBooking, day, demoUserWith, guest, newHotelUser, snapshot, TRIAL, uniqueVoucher } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/** ListMapaReservasService (the timeline) and PainelHojeService (Home's lists of the hotel's today). */
const env = await createTestEnv();
const MAP = `${TRIAL}/ListMapaReservasService`;
const TODAY = `${TRIAL}/PainelHojeService`;
const ACT = `${TRIAL}/RealizarAtividadeReservaService`;

type Item = { CODRES: number; NOME: string; qtdPessoas: number; qtdWebCheckinRealizados: number; saldoDevedor: number | null };
type Section<T = Item> = { total: number; data: T[] } | null;
type Today = {
  dataReferencia: string;
  chegadas: Section;
  hospedados: Section;
  saidas: Section;
  cadastrosPendentes: Section<{ codLib: number; CODRES: number; NOME: string; statusPms: string }>;
  webCheckinsRecentes: Section<{ CODRES: number; CODPESRES: number; NOME: string; dhWebCheckin: string }>;
};
type MapReply = { truncado: string; data: { CODRES: number; NOME: string; qtdPessoas: number; tipoUHEstadia: string | null }[] };

/** A hotel of its own (with payments) and a user holding the given grants there (AREA:action). */
async function hotelWith(grants: string[], opts: { timeZone?: string } = {}) {
  const hotel = await createInstitution(env.db, {
    name: `Hotel ${uniqueVoucher('H')}`,
    timeZone: opts.timeZone,
    flags: { HASMAPARESERVAS: 'S', TSYCFGHASPAYMENT: 'S', QTDMAXPARCELASPGTO: 3 },
  });
  const email = `${uniqueVoucher('u').toLowerCase()}@factory.test`;
  await createUser(env.db, {
    email,
    name: 'Factory User',
    password: 'demo1234',
    institutions: [hotel],
    permissions: grants.map((g) => `${g.split(':')[0]}:${hotel}:${g.split(':')[1]}`),
  });
  return { hotel, token: (await signIn(env.app, email)).token };
}

function stayBody(b: { CODRES: number; reserva: Record<string, unknown> }, STATUS: 'I' | 'O', DHSAIDAPREV?: string) {
  return { CODRES: b.CODRES, STATUS, DHSAIDAPREV: DHSAIDAPREV ?? (b.reserva.DHSAIDAPREV as string) };
}

const ids = (s: Section<{ CODRES: number }>) => s?.data.map((b) => b.CODRES) ?? [];

describe('PainelHojeService', () => {
  const staff = ['TRIAL:reservas', 'TRIAL:checkinouts', 'TRIAL:pessoas', 'PAY:listfaturas'];

  it("lists the hotel's today: arrivals with progress, in house, departures with balances, registrations, web check-ins", async () => {
    const { token } = await hotelWith(staff);
    const arriving = await createBooking(env, token, {
      DTRESERVA: day(0),
      DHSAIDAPREV: day(2),
      pessoasReserva: [guest('Clara Chegando'), guest('Caio Chegando'), guest('Cora Chegando')],
    });
    const arrived = await createBooking(env, token, { DTRESERVA: day(0), DHSAIDAPREV: day(1) });
    const leaving = await createBooking(env, token, { DTRESERVA: day(-3), DHSAIDAPREV: day(0) });
    const left = await createBooking(env, token, { DTRESERVA: day(-2), DHSAIDAPREV: day(1) });
    const future = await createBooking(env, token, { DTRESERVA: day(1), DHSAIDAPREV: day(3) });
    for (const b of [arrived, leaving, left]) expect((await call(env.app, ACT, stayBody(b, 'I'), token)).statusCode).toBe(200);
    expect((await call(env.app, ACT, stayBody(left, 'O', day(0)), token)).statusCode).toBe(200);
    // Two of the three arriving guests finished the web check-in; one of them is sent to the PMS.
    const [clara, caio] = arriving.reserva.pessoasReserva;
    await env.db.query(
      `UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now(), webcheck_name = name || ' Online' WHERE id = ANY($1::bigint[])`,
      [[clara!.CODPESRES, caio!.CODPESRES]],
    );
    const released = await call(
      env.app,
      `${CHECKIN}/LiberaCheckinService`,
      { CODRES: arriving.CODRES, CODPESRES: clara!.CODPESRES },
      token,
    );
    expect(released.statusCode, released.body).toBe(200);
    await invoiceWithItems(env, token, leaving.CODRES, [[2, 150]]);
    await invoiceWithItems(env, token, arrived.CODRES, [[1, 80.5]]);

    const r = await call(env.app, TODAY, {}, token);
    expect(r.statusCode, r.body).toBe(200);
    const t = r.json() as Today;
    expect(t.dataReferencia).toBe(day(0));
    // Awaiting arrivals first, then those already in.
    expect(ids(t.chegadas)).toEqual([arriving.CODRES, arrived.CODRES]);
    expect(t.chegadas!.data[0]).toMatchObject({
      NOME: 'Clara Chegando Online',
      qtdPessoas: 3,
      qtdWebCheckinRealizados: 2,
      saldoDevedor: 0,
    });
    expect(t.chegadas!.data[1]).toMatchObject({ saldoDevedor: 80.5 });
    expect(ids(t.hospedados).sort()).toEqual([arrived.CODRES, leaving.CODRES].sort());
    expect(ids(t.saidas)).toEqual([leaving.CODRES, left.CODRES]);
    expect(t.saidas!.data[0]).toMatchObject({ saldoDevedor: 300 });
    expect([...ids(t.chegadas), ...ids(t.hospedados), ...ids(t.saidas)]).not.toContain(future.CODRES);
    // Each staff check-in queued its two guests' registrations (3 x 2), plus Clara's release.
    expect(t.cadastrosPendentes!.total).toBe(7);
    expect(t.cadastrosPendentes!.data.filter((p) => p.CODRES === arriving.CODRES)).toEqual([
      expect.objectContaining({ CODRES: arriving.CODRES, NOME: 'Clara Chegando Online', statusPms: 'pending' }),
    ]);
    expect(new Set(t.cadastrosPendentes!.data.map((p) => p.CODRES))).toEqual(
      new Set([arriving.CODRES, arrived.CODRES, leaving.CODRES, left.CODRES]),
    );
    expect(t.webCheckinsRecentes!.total).toBe(2);
    expect(t.webCheckinsRecentes!.data.map((w) => w.CODPESRES).sort()).toEqual([clara!.CODPESRES, caio!.CODPESRES].sort());
    expect(t.webCheckinsRecentes!.data[0]!.dhWebCheckin).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // limite caps each list; the totals still count every item.
    const one = (await call(env.app, TODAY, { limite: 1 }, token)).json() as Today;
    expect(one.chegadas).toMatchObject({ total: 2 });
    expect(one.chegadas!.data).toHaveLength(1);
    expect(one.webCheckinsRecentes).toMatchObject({ total: 2 });
    expect(one.webCheckinsRecentes!.data).toHaveLength(1);
  });

  it('gives each list only to callers whose permissions cover its data', async () => {
    const { hotel, token } = await hotelWith(staff);
    await createBooking(env, token, { DTRESERVA: day(0), DHSAIDAPREV: day(1) });
    const as = async (grants: string[]) => {
      const email = `${uniqueVoucher('p').toLowerCase()}@factory.test`;
      await createUser(env.db, {
        email,
        name: 'Partial',
        password: 'demo1234',
        institutions: [hotel],
        permissions: grants.map((g) => `${g.split(':')[0]}:${hotel}:${g.split(':')[1]}`),
      });
      return call(env.app, TODAY, {}, (await signIn(env.app, email)).token);
    };
    const pessoas = (await as(['TRIAL:pessoas'])).json() as Today;
    expect(pessoas).toMatchObject({ chegadas: null, hospedados: null, saidas: null, cadastrosPendentes: { total: 0 } });
    expect(pessoas.webCheckinsRecentes).not.toBeNull();
    // Without PAY listfaturas the stays come without balances; without pessoas, no registrations.
    const desk = (await as(['TRIAL:checkinouts'])).json() as Today;
    expect(desk.chegadas!.total).toBe(1);
    expect(desk.chegadas!.data[0]!.saldoDevedor).toBeNull();
    expect(desk.cadastrosPendentes).toBeNull();
    // A caller without any TRIAL read action (the map only, or Home only) is refused; so is an anonymous one.
    expect((await as(['TRIAL:mapa-reservas', 'HOTEL:*'])).statusCode).toBe(403);
    expect((await call(env.app, TODAY, {}, null)).statusCode).toBe(401);
  });

  it('refuses bad input with the field path and changes nothing', async () => {
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const before = await snapshot(env);
    for (const limite of [0, 51, 'muitos', 2.5]) {
      const r = await call(env.app, TODAY, { limite }, reception);
      expect(r.statusCode, String(limite)).toBe(400);
      expect((r.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['limite']);
    }
    expect(await snapshot(env)).toBe(before);
  });

  it("shows another hotel's caller nothing of this hotel", async () => {
    const mine = await hotelWith(staff);
    const b = await createBooking(env, mine.token, { DTRESERVA: day(0), DHSAIDAPREV: day(1) });
    const other = await hotelWith(staff);
    const t = (await call(env.app, TODAY, {}, other.token)).json() as Today;
    expect([...ids(t.chegadas), ...ids(t.hospedados), ...ids(t.saidas), ...ids(t.webCheckinsRecentes)]).not.toContain(b.CODRES);
    expect(t).toMatchObject({ chegadas: { total: 0 }, hospedados: { total: 0 }, saidas: { total: 0 }, cadastrosPendentes: { total: 0 } });
  });

  it("takes today in the hotel's time zone", async () => {
    // UTC+14 and UTC-11: 25 hours apart, so their calendar days always differ.
    const east = await hotelWith(staff, { timeZone: 'Pacific/Kiritimati' });
    const west = await hotelWith(staff, { timeZone: 'Pacific/Pago_Pago' });
    const eastToday = todayIn('Pacific/Kiritimati');
    const westToday = todayIn('Pacific/Pago_Pago');
    expect(eastToday).not.toBe(westToday);
    const arrive = async (hotel: number, checkIn: string) =>
      (
        await upsertPmsBooking(env.db, hotel, {
          voucher: uniqueVoucher('TZ'),
          checkIn,
          checkOut: addDays(checkIn, 2),
          persons: [{ name: 'Fuso' }],
        })
      ).id;
    const eastNow = await arrive(east.hotel, eastToday);
    const eastOnWestDay = await arrive(east.hotel, westToday);
    const westNow = await arrive(west.hotel, westToday);
    const e = (await call(env.app, TODAY, {}, east.token)).json() as Today;
    const w = (await call(env.app, TODAY, {}, west.token)).json() as Today;
    expect(e.dataReferencia).toBe(formatStayDate(eastToday));
    expect(w.dataReferencia).toBe(formatStayDate(westToday));
    expect(ids(e.chegadas)).toEqual([eastNow]);
    expect(ids(e.chegadas)).not.toContain(eastOnWestDay);
    expect(ids(w.chegadas)).toEqual([westNow]);
  });
});

describe('ListMapaReservasService (the timeline)', () => {
  it('lays out the bookings overlapping the window, one line each with the room type', async () => {
    const { hotel, token } = await newHotelUser(env, ['reservas', 'checkinouts', 'mapa-reservas']);
    const inside = await createBooking(env, token, { DTRESERVA: day(2), DHSAIDAPREV: day(5) });
    const across = await upsertPmsBooking(env.db, hotel, {
      voucher: uniqueVoucher('UH'),
      checkIn: addDays(todayIn('America/Sao_Paulo'), -3),
      checkOut: addDays(todayIn('America/Sao_Paulo'), 1),
      roomType: 'Suíte Luxo',
      persons: [{ name: 'Hóspede Suíte' }, { name: 'Acompanhante' }],
    });
    const cancelled = await upsertPmsBooking(env.db, hotel, {
      voucher: uniqueVoucher('C'),
      checkIn: addDays(todayIn('America/Sao_Paulo'), 1),
      checkOut: addDays(todayIn('America/Sao_Paulo'), 2),
      cancelled: true,
      persons: [{ name: 'Cancelado' }],
    });
    const outside = await createBooking(env, token, { DTRESERVA: day(40), DHSAIDAPREV: day(42) });
    const r = await call(env.app, MAP, { dataInicial: day(0), dataFinal: day(30) }, token);
    expect(r.statusCode, r.body).toBe(200);
    const m = r.json() as MapReply;
    expect(m.truncado).toBe('N');
    expect(m.data.map((b) => b.CODRES)).toEqual([across.id, inside.CODRES]);
    expect(m.data[0]).toMatchObject({ NOME: 'Hóspede Suíte', qtdPessoas: 2, tipoUHEstadia: 'Suíte Luxo', DTRESERVA: day(-3) });
    expect(m.data[1]).toMatchObject({ NOME: 'Maria Souza', qtdPessoas: 2, qtdWebCheckinRealizados: 0, tipoUHEstadia: null });
    expect(m.data.map((b) => b.CODRES)).not.toContain(cancelled.id);
    expect(m.data.map((b) => b.CODRES)).not.toContain(outside.CODRES);
  });

  it('refuses a window longer than 31 days, reversed or impossible, on its field; changes nothing', async () => {
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const before = await snapshot(env);
    const errors = async (input: Record<string, unknown>) => {
      const r = await call(env.app, MAP, input, reception);
      expect(r.statusCode).toBe(400);
      return (r.json() as { errors: { path: string; message: string }[] }).errors;
    };
    expect(await errors({ dataInicial: day(0), dataFinal: day(31) })).toEqual([{ path: 'dataFinal', message: 'range_too_long' }]);
    expect(await errors({ dataInicial: day(5), dataFinal: day(1) })).toEqual([{ path: 'dataFinal', message: 'range_reversed' }]);
    expect((await errors({ dataInicial: '31/02/2026', dataFinal: day(1) })).map((e) => e.path)).toEqual(['dataInicial']);
    expect((await errors({ dataFinal: day(1) })).map((e) => e.path)).toEqual(['dataInicial']);
    expect(await snapshot(env)).toBe(before);
    // 31 days is the longest window.
    expect((await call(env.app, MAP, { dataInicial: day(0), dataFinal: day(30) }, reception)).statusCode).toBe(200);
  });

  it("shows another hotel's caller none of these bookings, and needs mapa-reservas", async () => {
    const mine = await newHotelUser(env, ['reservas', 'mapa-reservas']);
    const b = await createBooking(env, mine.token, { DTRESERVA: day(1), DHSAIDAPREV: day(2) });
    const other = await newHotelUser(env, ['reservas', 'mapa-reservas']);
    const m = (await call(env.app, MAP, { dataInicial: day(0), dataFinal: day(13) }, other.token)).json() as MapReply;
    expect(m.data.map((x) => x.CODRES)).not.toContain(b.CODRES);
    expect((await call(env.app, MAP, { dataInicial: day(0), dataFinal: day(13) }, await demoUserWith(env, ['reservas']))).statusCode).toBe(
      403,
    );
  });
});
