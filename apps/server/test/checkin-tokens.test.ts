import { describe, expect, it } from 'vitest';
import { bookingToken, contextToken, createBooking } from './checkin-fixtures';
import { call, createTestEnv, signIn } from './harness';

const env = await createTestEnv();
const hotel = env.demo.hotel;

describe('POST /booking/token (booking search by voucher and name)', () => {
  it('gives a booking token for the voucher and a guest name (accents, case and middle names aside)', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'José da Silva' }, { name: 'Maria Silva' }] });
    const ctx = await contextToken(env.app);
    const r = await call(
      env.app,
      `/booking/token?voucher=${encodeURIComponent(b.voucher.toLowerCase())}&nome=${encodeURIComponent('jose pereira SILVA')}`,
      {},
      ctx,
    );
    expect(r.statusCode).toBe(200);
    const reply = r.json();
    expect(reply).toMatchObject({ status: 1, CODRES: b.id, CODPESRES: b.persons[0], codPes: null, codIns: hotel });
    // The token opens this booking (bookings module's guest view) ...
    const view = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', { CODRES: b.id }, reply.token);
    expect(view.statusCode).toBe(200);
    // ... and no other.
    const other = await createBooking(env.db, hotel);
    const refused = await call(env.app, '/jwt/broker/core/DetalhesReservaWebCheckinService', { CODRES: other.id }, reply.token);
    expect(refused.statusCode).toBe(403);
  });

  it('answers not found alike for a wrong voucher and a wrong name, in pt, en and es', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Carla Mendes' }] });
    const wrongVoucher = await call(env.app, '/booking/token', { h: 'hotel-demo', voucher: 'NOPE-123', nome: 'Carla Mendes' });
    const wrongName = await call(env.app, '/booking/token', { h: 'hotel-demo', voucher: b.voucher, nome: 'Carla Souza' });
    expect(wrongVoucher.statusCode).toBe(404);
    expect(wrongName.json()).toEqual(wrongVoucher.json());
    expect(wrongName.json().message).toBe('Reserva não encontrada. Confira o voucher e o nome ou procure a recepção.');
    const en = await call(env.app, '/booking/token?locale=en', { h: 'hotel-demo', voucher: b.voucher, nome: 'X Y' });
    expect(en.json().message).toBe('Booking not found. Check the voucher and the name or contact the reception.');
    const es = await call(env.app, '/booking/token?locale=es', { h: 'hotel-demo', voucher: b.voucher, nome: 'X Y' });
    expect(es.json().message).toMatch(/^Reserva no encontrada/);
  });

  it('uses the hospital wording for a hospital', async () => {
    const r = await call(env.app, '/booking/token', { h: 'hospital-demo', voucher: 'NONE', nome: 'Ana Souza' });
    expect(r.json().message).toBe('Atendimento não encontrado. Confira o código e o nome ou procure a recepção.');
  });

  it.each([
    ['already checked in', { status: 'I' as const }, 'checkin.invalid_stage'],
    ['checked out', { status: 'O' as const }, 'checkin.invalid_stage'],
    ['cancelled', { status: 'C' as const, cancelled: true }, 'checkin.cancelled'],
    ['past the online check-in deadline', { deadlineHoursFromNow: -1 }, 'checkin.expired'],
    ['a stay that has ended', { checkIn: -4, checkOut: -2 }, 'checkin.expired'],
    ['without guests', { persons: [] }, 'checkin.no_guest'],
  ])('refuses a booking %s, advising to contact the reception', async (_t, spec, code) => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Paulo Reis' }], ...spec });
    const r = await call(env.app, '/booking/token', { h: 'hotel-demo', voucher: b.voucher, nome: 'Paulo Reis' });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.json().code).toBe(code);
    expect(r.json().message).toMatch(/recepção/);
    const en = await call(env.app, '/booking/token?locale=en', { h: 'hotel-demo', voucher: b.voucher, nome: 'Paulo Reis' });
    expect(en.json().message).toMatch(/contact the reception/);
    const es = await call(env.app, '/booking/token?locale=es', { h: 'hotel-demo', voucher: b.voucher, nome: 'Paulo Reis' });
    expect(es.json().message).toMatch(/recepción/);
  });

  it('a context token limits the search to its hotel; without one, the h link code is needed', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Rita Lima' }] });
    const pousadaCtx = await contextToken(env.app, 'pousada-parceira');
    expect((await call(env.app, '/booking/token', { voucher: b.voucher, nome: 'Rita Lima' }, pousadaCtx)).statusCode).toBe(404);
    const noHotel = await call(env.app, '/booking/token', { voucher: b.voucher, nome: 'Rita Lima' });
    expect(noHotel.json().message).toBe('Link de Hotel Inválido');
    expect((await call(env.app, '/booking/token', { h: 'nope', voucher: b.voucher, nome: 'Rita Lima' })).json().code).toBe(
      'institutions.invalid_link',
    );
  });

  it('refuses bad input with 400', async () => {
    const r = await call(env.app, '/booking/token', { h: 'hotel-demo', voucher: '', nome: 'A' });
    expect(r.statusCode).toBe(400);
    expect(
      r
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['nome', 'voucher']);
  });

  it('checkout purpose: only a stay in house', async () => {
    const inHouse = await createBooking(env.db, hotel, { status: 'I', checkIn: -1, persons: [{ name: 'Beto Alves' }] });
    const ok = await call(env.app, '/booking/token', {
      h: 'hotel-demo',
      voucher: inHouse.voucher,
      nome: 'Beto Alves',
      finalidade: 'checkout',
    });
    expect(ok.statusCode).toBe(200);
    const reserved = await createBooking(env.db, hotel, { persons: [{ name: 'Beto Alves' }] });
    const r = await call(env.app, '/booking/token', {
      h: 'hotel-demo',
      voucher: reserved.voucher,
      nome: 'Beto Alves',
      finalidade: 'checkout',
    });
    expect(r.json().code).toBe('checkin.not_checked_in');
  });
});

describe('POST /person/token, /person/token/authenticated, /legacy/token', () => {
  it('narrows a booking token to one person; a person token cannot reach the others', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Lia Prado' }, { name: 'Rui Prado' }] });
    const { token } = await bookingToken(env.app, b.voucher, 'Lia Prado');
    const p = await call(env.app, `/person/token?CODPESRES=${b.persons[1]}`, {}, token);
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject({ CODRES: b.id, CODPESRES: b.persons[1] });
    const back = await call(env.app, '/person/token', { CODPESRES: b.persons[0] }, p.json().token);
    expect(back.statusCode).toBe(403);
    const foreign = await call(env.app, '/person/token', { CODPESRES: b.persons[1]! + 100000 }, token);
    expect(foreign.statusCode).toBe(404);
  });

  it('staff of the hotel may issue a person token; another hotel and a user without the permission may not', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Eva Nunes' }] });
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const ok = await call(env.app, '/person/token', { CODRES: b.id, CODPESRES: b.persons[0] }, reception);
    expect(ok.statusCode).toBe(200);
    const guestUser = (await signIn(env.app, 'hospede@demo.test')).token;
    expect((await call(env.app, '/person/token', { CODRES: b.id, CODPESRES: b.persons[0] }, guestUser)).statusCode).toBe(403);
    const admin = (await signIn(env.app, 'admin@demo.test')).token;
    const changed = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.pousada } }, admin);
    const adminPousada = changed.json().token as string;
    const r = await call(env.app, '/person/token', { CODRES: b.id, CODPESRES: b.persons[0] }, adminPousada);
    expect(r.statusCode).toBe(404);
  });

  it('a signed-in guest (SUJEITO) opens their own booking by its e-mail; others are refused', async () => {
    const b = await createBooking(env.db, hotel, { persons: [{ name: 'Hóspede Demo', email: 'hospede@demo.test' }] });
    const guestUser = (await signIn(env.app, 'hospede@demo.test')).token;
    const r = await call(env.app, `/person/token/authenticated?CODRES=${b.id}`, {}, guestUser);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ CODRES: b.id, CODPESRES: b.persons[0] });
    const notMine = await createBooking(env.db, hotel, { persons: [{ name: 'Outra Pessoa', email: 'x@y.test' }] });
    expect((await call(env.app, '/person/token/authenticated', { CODRES: notMine.id }, guestUser)).statusCode).toBe(404);
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    expect((await call(env.app, '/person/token/authenticated', {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, '/person/token/authenticated', {})).statusCode).toBe(401);
  });

  it('the legacy token exchanges a hotel link for a context token', async () => {
    const r = await call(env.app, '/legacy/token?h=hotel-demo');
    expect(r.statusCode).toBe(200);
    expect(r.json().contextIns).toMatchObject({ codIns: hotel, nomeIns: 'Hotel Demo' });
    const ctx = await call(env.app, '/jwt/broker/core/ParamsContextInstituicaoService', {}, r.json().token);
    expect(ctx.json().contextIns.codIns).toBe(hotel);
    expect((await call(env.app, '/legacy/token', { h: 'nope' })).json().message).toBe('Link de Hotel Inválido');
    expect((await call(env.app, '/legacy/token', {})).statusCode).toBe(400);
  });
});
