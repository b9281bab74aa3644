import { describe, expect, it } from 'vitest';
import { publishEvent } from '../src/platform/events';
import {
  adminAt,
  bookingBody,
  createBooking,
  day,
  demoUserWith,
  guest,
  listen,
  newHotelUser,
  snapshot,
  TRIAL,
  uniqueVoucher,
} from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';
import { HOTEL_TODAY } from './hotel-day';

/** InserirAlterarReservaService and ListReservasService(Jwt): rules, refusals, tenancy, permissions, live events. */
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const hospitalAdmin = await adminAt(env, env.demo.hospital);
const ADD = `${TRIAL}/InserirAlterarReservaService`;
const LIST = `${TRIAL}/ListReservasService`;

type Item = {
  CODRES: number;
  VOUCHER: string;
  STATUS: string;
  DTRESERVA: string;
  DHSAIDAPREV: string;
  DHINCLUSAO: string;
  sincronizacaoConcluida: string;
  pessoasReserva: { CODPESRES: number; NOME: string; EMAIL: string | null }[];
};
type List = { metadata: { totalCount: number }; data: Item[] };

async function list(body: Record<string, unknown>, token = reception): Promise<List> {
  const r = await call(env.app, LIST, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as List;
}

describe('InserirAlterarReservaService: create', () => {
  it('creates a booking with STATUS R, its guests, the hotel wording and a live event', async () => {
    const live = listen(env, env.demo.hotel);
    const body = bookingBody({ DTRESERVA: day(3), DHSAIDAPREV: day(5) });
    const r = await call(env.app, ADD, body, reception);
    expect(r.statusCode, r.body).toBe(200);
    const reply = r.json() as { status: number; message: string; CODRES: number; reserva: Item & { TIPOCRIACAO: string; ORIGEM: string } };
    expect(reply).toMatchObject({ status: 1, message: 'Reserva criada com sucesso!' });
    expect(reply.reserva).toMatchObject({
      CODRES: reply.CODRES,
      STATUS: 'R',
      VOUCHER: body.VOUCHER,
      DTRESERVA: day(3),
      DHSAIDAPREV: day(5),
      DHINCLUSAO: day(0),
      ORIGEM: 'Balcão',
      TIPOCRIACAO: 'M',
      sincronizacaoConcluida: 'N',
    });
    expect(reply.reserva.pessoasReserva.map((p) => [p.NOME, p.EMAIL])).toEqual([
      ['Maria Souza', 'maria.souza@example.test'],
      ['José Conceição', 'jose.conceicao@example.test'],
    ]);
    await live.waitFor((e) => e.type === 'booking.changed' && e.id === reply.CODRES);
    live.stop();
    const { rows } = await env.db.query('SELECT kind, actor_user_id FROM booking_events WHERE booking_id = $1', [reply.CODRES]);
    expect(rows).toEqual([{ kind: 'created', actor_user_id: env.demo.reception }]);
  });

  it('answers in the hospital wording and in en/es', async () => {
    const r = await call(env.app, ADD, bookingBody(), hospitalAdmin);
    expect(r.json()).toMatchObject({ status: 1, message: 'Atendimento criado com sucesso!' });
    const en = await call(env.app, `${ADD}?locale=en`, bookingBody(), reception);
    expect(en.json()).toMatchObject({ message: 'Booking created successfully!' });
    const es = await call(env.app, `${ADD}?locale=es`, bookingBody(), hospitalAdmin);
    expect(es.json()).toMatchObject({ message: '¡Atención creada con éxito!' });
  });

  it('refuses a voucher already used at the hotel (status 0, the modal stays open), allows it at another hotel', async () => {
    const first = await createBooking(env, reception);
    const voucher = first.reserva.VOUCHER;
    const before = await snapshot(env);
    const again = await call(env.app, ADD, bookingBody({ VOUCHER: voucher }), reception);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: 0,
      message: `Já existe uma reserva com o voucher ${voucher} neste hotel.`,
      code: 'bookings.voucher_taken',
      // The voucher field of the input is named, so the booking form shows the message on it (0027-form-kit.md).
      errors: [{ path: 'VOUCHER', message: `Já existe uma reserva com o voucher ${voucher} neste hotel.` }],
    });
    expect(await snapshot(env)).toBe(before);
    const hosp = await call(env.app, ADD, bookingBody({ VOUCHER: voucher }), hospitalAdmin);
    expect(hosp.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous saves of the same voucher win', async () => {
    const voucher = uniqueVoucher('RACE');
    const results = await Promise.all([1, 2, 3].map(() => call(env.app, ADD, bookingBody({ VOUCHER: voucher }), reception)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    const { rows } = await env.db.query('SELECT count(*)::int AS n FROM bookings WHERE voucher = $1', [voucher]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 400 with field paths to bad input and writes nothing', async () => {
    const before = await snapshot(env);
    const cases: [Record<string, unknown>, string][] = [
      [{ DTRESERVA: '31/02/2026' }, 'DTRESERVA'],
      [{ DHSAIDAPREV: 'amanhã' }, 'DHSAIDAPREV'],
      [{ DTRESERVA: day(5), DHSAIDAPREV: day(3) }, 'DHSAIDAPREV'],
      [{ VOUCHER: '   ' }, 'VOUCHER'],
      [{ pessoasReserva: [] }, 'pessoasReserva'],
      [{ pessoasReserva: [guest('')] }, 'pessoasReserva.0.NOME'],
      [{ pessoasReserva: [guest('Ana', { EMAIL: 'ana@' })] }, 'pessoasReserva.0.EMAIL'],
      [{ pessoasReserva: [guest('Ana', { TELEFONE: 'abc' })] }, 'pessoasReserva.0.TELEFONE'],
      [{ STATUS: 'I' }, 'STATUS'],
      [{ CODRES: 'abc' }, 'CODRES'],
    ];
    for (const [extra, path] of cases) {
      const r = await call(env.app, ADD, bookingBody(extra), reception);
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(
        (r.json() as { errors: { path: string }[] }).errors.map((e) => e.path),
        JSON.stringify(extra),
      ).toContain(path);
    }
    expect(await snapshot(env)).toBe(before);
  });

  it('accepts DD/MM/YY and empty optional contact fields', async () => {
    const [d, m, y] = day(1).split('/');
    const r = await call(
      env.app,
      ADD,
      bookingBody({
        DTRESERVA: `${d}/${m}/${y!.slice(2)}`,
        DHSAIDAPREV: day(1),
        pessoasReserva: [{ NOME: 'Sem Contato', EMAIL: '', TELEFONE: '', DOC: '' }],
      }),
      reception,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { reserva: Item }).reserva).toMatchObject({
      DTRESERVA: day(1),
      pessoasReserva: [{ NOME: 'Sem Contato', EMAIL: null }],
    });
  });
});

describe('InserirAlterarReservaService: edit', () => {
  it('edits fields and guests in place, keeps guest ids, resets sync and records what changed', async () => {
    const saved = await createBooking(env, reception);
    await env.db.query('UPDATE bookings SET synced = true WHERE id = $1', [saved.CODRES]);
    const [maria, jose] = saved.reserva.pessoasReserva;
    const r = await call(
      env.app,
      ADD,
      bookingBody({
        CODRES: saved.CODRES,
        VOUCHER: saved.reserva.VOUCHER,
        DHSAIDAPREV: day(4),
        ORIGEM: 'Telefone',
        pessoasReserva: [{ ...guest('Maria Souza Lima'), CODPESRES: maria!.CODPESRES }, guest('Novo Hóspede')],
      }),
      reception,
    );
    expect(r.statusCode, r.body).toBe(200);
    const reply = r.json() as { message: string; reserva: Item & { ORIGEM: string } };
    expect(reply.message).toBe('Reserva alterada com sucesso!');
    expect(reply.reserva).toMatchObject({ DHSAIDAPREV: day(4), ORIGEM: 'Telefone', sincronizacaoConcluida: 'N' });
    expect(reply.reserva.pessoasReserva.map((p) => p.NOME)).toEqual(['Maria Souza Lima', 'Novo Hóspede']);
    expect(reply.reserva.pessoasReserva[0]!.CODPESRES).toBe(maria!.CODPESRES);
    const { rows } = await env.db.query('SELECT count(*)::int AS n FROM booking_persons WHERE id = $1', [jose!.CODPESRES]);
    expect(rows[0].n).toBe(0);
    const ev = await env.db.query(`SELECT details FROM booking_events WHERE booking_id = $1 AND kind = 'updated'`, [saved.CODRES]);
    expect(ev.rows[0].details.campos).toEqual(['DHSAIDAPREV', 'ORIGEM', 'pessoasReserva']);
    // The new name is searchable, the removed guest no longer.
    expect((await list({ search: 'souza lima' })).data.map((b) => b.CODRES)).toContain(saved.CODRES);
    expect((await list({ search: `${saved.reserva.VOUCHER} conceicao` })).data).toHaveLength(0);
  });

  it('answers an identical save without writing (double submit)', async () => {
    const saved = await createBooking(env, reception);
    const body = { ...bookingBody(), ...pick(saved) };
    const before = await snapshot(env);
    const r = await call(env.app, ADD, body, reception);
    expect(r.json()).toMatchObject({ status: 1, alterado: 'N' });
    expect(await snapshot(env)).toBe(before);
  });

  it('refuses removing a guest who already checked in online, and a guest of another booking', async () => {
    const saved = await createBooking(env, reception);
    const other = await createBooking(env, reception);
    const [maria, jose] = saved.reserva.pessoasReserva;
    await env.db.query(`UPDATE booking_persons SET webcheckin_status = 'D', webcheckin_at = now() WHERE id = $1`, [jose!.CODPESRES]);
    const before = await snapshot(env);
    const drop = await call(
      env.app,
      ADD,
      { ...pick(saved), pessoasReserva: [{ ...guest('Maria Souza'), CODPESRES: maria!.CODPESRES }] },
      reception,
    );
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toMatchObject({ status: 0, message: 'Não é possível remover José Conceição: o hóspede já fez o check-in online.' });
    const foreign = await call(
      env.app,
      ADD,
      { ...pick(saved), pessoasReserva: [{ ...guest('Intruso'), CODPESRES: other.reserva.pessoasReserva[0]!.CODPESRES }] },
      reception,
    );
    expect(foreign.json()).toMatchObject({ status: 0, code: 'bookings.person_not_in_booking' });
    expect(await snapshot(env)).toBe(before);
  });

  it("refuses editing a checked-in, checked-out or cancelled booking, and an unknown CODRES, with the hospital's words there", async () => {
    for (const [status, code] of [
      ['I', 'bookings.edit_in_house'],
      ['O', 'bookings.already_checked_out'],
      ['C', 'bookings.cancelled'],
    ] as const) {
      const saved = await createBooking(env, reception);
      await env.db.query('UPDATE bookings SET status = $2 WHERE id = $1', [saved.CODRES, status]);
      const r = await call(env.app, ADD, { ...pick(saved), DHSAIDAPREV: day(9) }, reception);
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({ status: 0, code });
    }
    const missing = await call(env.app, ADD, bookingBody({ CODRES: 999999999 }), reception);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0, message: 'Reserva não encontrada.' });
    const hosp = await call(env.app, ADD, bookingBody({ CODRES: 999999999 }), hospitalAdmin);
    expect(hosp.json()).toMatchObject({ status: 0, message: 'Atendimento não encontrado.' });
  });
});

/** The booking as the form would send it back. */
function pick(saved: { CODRES: number; reserva: Record<string, unknown> }) {
  const r = saved.reserva as unknown as Item & { ORIGEM: string };
  return {
    CODRES: saved.CODRES,
    STATUS: 'R',
    VOUCHER: r.VOUCHER,
    ORIGEM: r.ORIGEM,
    DTRESERVA: r.DTRESERVA,
    DHSAIDAPREV: r.DHSAIDAPREV,
    pessoasReserva: (r.pessoasReserva as unknown as Record<string, unknown>[]).map((p) => ({
      CODPESRES: p.CODPESRES,
      NOME: p.NOME,
      EMAIL: p.EMAIL,
      TELEFONE: p.TELEFONE,
      DOC: p.DOC,
    })),
  };
}

describe('ListReservasService / ListReservasJwtService', () => {
  const { hotel } = env.demo;
  const tag = uniqueVoucher('LST').toLowerCase();
  const ids: number[] = [];

  it('seeds a known set', async () => {
    const specs = [
      { DTRESERVA: day(-30), DHSAIDAPREV: day(-28), ORIGEM: 'Site', pessoasReserva: [guest('Beatriz Almeida', { DOC: '123.456.789-09' })] },
      { DTRESERVA: day(-10), DHSAIDAPREV: day(-8), ORIGEM: 'Booking.com', pessoasReserva: [guest('Carlos Pereira')] },
      { DTRESERVA: day(1), DHSAIDAPREV: day(3), ORIGEM: 'Site', pessoasReserva: [guest('Beatriz Souza'), guest('Davi Ramos')] },
      {
        DTRESERVA: day(1),
        DHSAIDAPREV: day(6),
        ORIGEM: 'Telefone',
        pessoasReserva: [guest('Eva Müller', { EMAIL: 'eva.m@hotelmail.test' })],
      },
    ];
    for (const [i, s] of specs.entries()) ids.push((await createBooking(env, reception, { VOUCHER: `${tag}-${i}`, ...s })).CODRES);
    await env.db.query(`UPDATE bookings SET synced = true WHERE id = $1`, [ids[0]]);
    await env.db.query(`UPDATE bookings SET status = 'O' WHERE id = $1`, [ids[1]]);
  });

  it('searches voucher, names (accents folded), documents with or without punctuation and e-mails; every word must match', async () => {
    expect((await list({ search: `${tag}-2` })).data.map((b) => b.CODRES)).toEqual([ids[2]]);
    expect((await list({ search: `${tag} beatriz` })).data.map((b) => b.CODRES)).toEqual([ids[2], ids[0]]);
    expect((await list({ search: `${tag} MULLER` })).data.map((b) => b.CODRES)).toEqual([ids[3]]);
    expect((await list({ search: '12345678909' })).data.map((b) => b.CODRES)).toEqual([ids[0]]);
    expect((await list({ search: '456.789' })).data.map((b) => b.CODRES)).toEqual([ids[0]]);
    expect((await list({ search: 'eva.m@hotelmail' })).data.map((b) => b.CODRES)).toEqual([ids[3]]);
    expect((await list({ search: `${tag} davi beatriz` })).data.map((b) => b.CODRES)).toEqual([ids[2]]);
    expect((await list({ search: `${tag} zz` })).metadata.totalCount).toBe(0);
    expect((await list({ search: '100%_\\' })).metadata.totalCount).toBe(0);
  });

  it('finds words of any script and length: non-ASCII trigrams, short words, a page past the end of a search', async () => {
    const saved = await createBooking(env, reception, {
      VOUCHER: `${tag}-x`,
      pessoasReserva: [guest('Jürgen Straße'), guest('王 北京 Li')],
    });
    expect((await list({ search: 'straße' })).data.map((b) => b.CODRES)).toEqual([saved.CODRES]);
    expect((await list({ search: '北京' })).data.map((b) => b.CODRES)).toEqual([saved.CODRES]);
    expect((await list({ search: `${tag} li` })).data.map((b) => b.CODRES)).toEqual([saved.CODRES]);
    const past = await list({ search: tag, offset: 50 });
    expect(past.data).toEqual([]);
    expect(past.metadata.totalCount).toBe(5);
    await env.db.query('UPDATE bookings SET status = $2 WHERE id = $1', [saved.CODRES, 'C']);
  });

  it('filters by dates (check-in, check-out, creation), status, origin and sync state', async () => {
    const mine = (l: List) => l.data.map((b) => b.CODRES).filter((id) => ids.includes(id));
    expect(mine(await list({ search: tag, dateFrom: day(-11), dateTo: day(1) }))).toEqual([ids[3], ids[2], ids[1]]);
    expect(mine(await list({ search: tag, dateField: 'DHSAIDAPREV', dateFrom: day(4) }))).toEqual([ids[3]]);
    expect(mine(await list({ search: tag, dateField: 'DHINCLUSAO', dateFrom: day(0), dateTo: day(0) }))).toHaveLength(4);
    expect(mine(await list({ search: tag, dateField: 'DHINCLUSAO', dateTo: day(-1) }))).toHaveLength(0);
    expect(mine(await list({ search: tag, STATUS: 'O' }))).toEqual([ids[1]]);
    expect(mine(await list({ search: tag, STATUS: ['R', 'O'] }))).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(mine(await list({ search: tag, ORIGEM: 'Site' }))).toEqual([ids[2], ids[0]]);
    expect(mine(await list({ search: tag, sincronizacaoConcluida: 'S' }))).toEqual([ids[0]]);
    expect(mine(await list({ search: tag, sincronizacaoConcluida: 'N', TIPOCRIACAO: 'M' }))).toHaveLength(3);
  });

  it('orders newest first by the chosen date then CODRES, and pages without gaps or repeats', async () => {
    const all = await list({ limit: 100 });
    const keys = all.data.map((b) => [b.DTRESERVA.split('/').reverse().join(''), b.CODRES] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    const pages: number[] = [];
    for (let offset = 0; offset < all.metadata.totalCount; offset += 3)
      pages.push(...(await list({ offset, limit: 3 })).data.map((b) => b.CODRES));
    expect(pages).toEqual(all.data.map((b) => b.CODRES));
    expect(all.metadata.totalCount).toBe(all.data.length);
    const beyond = await list({ offset: 10_000, limit: 5 });
    expect(beyond).toMatchObject({ metadata: { totalCount: all.metadata.totalCount }, data: [] });
  });

  it('counts match a direct count for every filter shape (the counter table stays right)', async () => {
    const { rows } = await env.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM bookings WHERE institution_id = $1 GROUP BY 1`,
      [hotel],
    );
    const total = rows.reduce((s, r) => s + r.n, 0);
    expect((await list({})).metadata.totalCount).toBe(total);
    expect((await list({ STATUS: 'O' })).metadata.totalCount).toBe(rows.find((r) => r.status === 'O')?.n ?? 0);
    const viaJwt = await call(env.app, `${TRIAL}/ListReservasJwtService`, {}, reception);
    expect((viaJwt.json() as List).metadata.totalCount).toBe(total);
  });

  it('formats DHINCLUSAO in the hotel time zone', async () => {
    await env.db.query(`UPDATE bookings SET created_at = '2026-03-05T02:30:00Z' WHERE id = $1`, [ids[0]]);
    const item = (await list({ search: `${tag}-0` })).data[0]!;
    expect(item.DHINCLUSAO).toBe('04/03/2026');
  });

  it('answers 400 to bad filters', async () => {
    for (const bad of [
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
      { dateFrom: '32/01/2026' },
      { STATUS: 'X' },
      { dateField: 'FOO' },
      { dateFrom: day(2), dateTo: day(1) },
      { sincronizacaoConcluida: 'Y' },
    ]) {
      const r = await call(env.app, LIST, bad, reception);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('list cache', () => {
  it('answers repeated lists from memory until any server process publishes a change of the hotel', async () => {
    const tag = uniqueVoucher('CACHE').toLowerCase();
    await createBooking(env, reception, { VOUCHER: `${tag}-1` });
    expect((await list({ search: tag })).metadata.totalCount).toBe(1);
    // Another process writes a booking of the same hotel: until its event arrives, the cached answer stands.
    await env.db.query(
      `INSERT INTO bookings (institution_id, voucher, check_in, check_out, search_text) VALUES ($1, $2, ${HOTEL_TODAY}, ${HOTEL_TODAY} + 1, $2)`,
      [env.demo.hotel, `${tag}-2`],
    );
    expect((await list({ search: tag })).metadata.totalCount).toBe(1);
    const live = listen(env, env.demo.hotel);
    await publishEvent(env.db, { institutionId: env.demo.hotel, type: 'booking.changed', id: 0 });
    await live.waitFor((e) => e.id === 0);
    live.stop();
    expect((await list({ search: tag })).metadata.totalCount).toBe(2);
    // This process's own writes are visible at once, before any event.
    await createBooking(env, reception, { VOUCHER: `${tag}-3` });
    expect((await list({ search: tag })).metadata.totalCount).toBe(3);
    // BOOKINGS_LIST_CACHE_MS=0 turns the cache off.
    const ttl = env.deps.config.bookingsListCacheMs;
    env.deps.config.bookingsListCacheMs = 0;
    try {
      await env.db.query(`DELETE FROM bookings WHERE voucher = $1`, [`${tag}-2`]);
      expect((await list({ search: tag })).metadata.totalCount).toBe(2);
    } finally {
      env.deps.config.bookingsListCacheMs = ttl;
    }
  });
});

describe('tenancy and permissions', () => {
  it("another hotel's bookings are invisible and unchangeable (Hospital Demo admin vs Hotel Demo reception)", async () => {
    const saved = await createBooking(env, reception, { pessoasReserva: [guest('Segredo Do Hotel')] });
    const voucher = saved.reserva.VOUCHER;
    const seen = await call(env.app, LIST, { search: voucher }, hospitalAdmin);
    expect((seen.json() as List).metadata.totalCount).toBe(0);
    expect(seen.body).not.toContain('Segredo');
    const before = await snapshot(env);
    const edit = await call(env.app, ADD, { ...pick(saved), DHSAIDAPREV: day(9) }, hospitalAdmin);
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('Segredo');
    expect(await snapshot(env)).toBe(before);
  });

  it('a user of a new hotel (factories) sees only its own bookings', async () => {
    const { token, hotel } = await newHotelUser(env, ['reservas']);
    const own = await createBooking(env, token, { pessoasReserva: [guest('Hóspede Da Fábrica')] });
    const l = (await call(env.app, LIST, { limit: 100 }, token)).json() as List;
    expect(l.metadata.totalCount).toBe(1);
    expect(l.data[0]!.CODRES).toBe(own.CODRES);
    const { rows } = await env.db.query('SELECT institution_id FROM bookings WHERE id = $1', [own.CODRES]);
    expect(rows[0].institution_id).toBe(hotel);
    const theirs = await createBooking(env, reception);
    const before = await snapshot(env);
    expect((await call(env.app, ADD, { ...pick(theirs), ORIGEM: 'Hack' }, token)).statusCode).toBe(404);
    expect(await snapshot(env)).toBe(before);
  });

  it('needs TRIAL reservas: checkinouts or pessoas alone are refused, anonymous is 401', async () => {
    const onlyCheckin = await demoUserWith(env, ['checkinouts', 'pessoas', 'mapa-reservas']);
    const before = await snapshot(env);
    expect((await call(env.app, LIST, {}, onlyCheckin)).statusCode).toBe(403);
    expect((await call(env.app, ADD, bookingBody(), onlyCheckin)).statusCode).toBe(403);
    expect((await call(env.app, ADD, bookingBody())).statusCode).toBe(401);
    const guestUser = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await call(env.app, ADD, bookingBody(), guestUser)).statusCode).toBe(403);
    expect(await snapshot(env)).toBe(before);
    const onlyReservas = await demoUserWith(env, ['reservas']);
    expect((await call(env.app, LIST, {}, onlyReservas)).statusCode).toBe(200);
  });

  it('the envelope and the non-JWT base path serve the same services', async () => {
    const r = await call(env.app, '/brokerJson/trial', { serviceName: 'ListReservasService', params: { limit: 1 } }, reception);
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    expect((r.json() as List).data).toHaveLength(1);
  });
});
