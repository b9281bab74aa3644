import { describe, expect, it } from 'vitest';
import { createInstitution } from '../src/seed/factories';
import { createBooking } from './checkin-fixtures';
import { call, createSecondApp, createTestEnv } from './harness';

/**
 * The review page's stay lookup (docs/decisions/0055-review-stay-lookup.md): a visitor from the website widget finds
 * their stay by the hotel's code, the voucher and a guest's name or the booking's e-mail, and gets that guest's survey
 * token once the stay has begun; the same refusal for a wrong voucher or name; never a cancelled booking; limited per
 * address like the booking search.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const RESP = '/jwt/brokerJson/resp';
const FIND = `${RESP}/LocalizarEstadiaService`;
const GET = `${RESP}/ListQuestionsService`;
await createInstitution(env.db, { name: 'Outro Hotel L', linkCode: 'outro-l' });

const inHouse = await createBooking(env.db, hotel, {
  checkIn: -1,
  checkOut: 2,
  status: 'I',
  persons: [{ name: 'Helena Duarte Avaliadora', email: 'helena@guest.test' }, { name: 'Igor Duarte' }],
});
const find = (input: Record<string, unknown>) => call(env.app, FIND, { chaveIns: 'hotel-demo', ...input });

describe('LocalizarEstadiaService', () => {
  it('answers the survey token of the guest found by name, which opens the questionnaire', async () => {
    const r = await find({ voucher: inHouse.voucher.toLowerCase(), nome: 'helena avaliadora' });
    expect(r.statusCode, r.body).toBe(200);
    const { token, expiresIn } = r.json() as { token: string; expiresIn: number };
    expect(expiresIn).toBe(45 * 24 * 3600);
    const q = await call(env.app, GET, { chaveIns: 'hotel-demo' }, token);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ enviado: 'N', estadiaIniciada: 'S' });
  });

  it('finds the guest by the e-mail on the booking, and a companion by name', async () => {
    expect((await find({ voucher: inHouse.voucher, nome: 'HELENA@guest.test' })).statusCode).toBe(200);
    expect((await find({ voucher: inHouse.voucher, nome: 'Igor Duarte' })).statusCode).toBe(200);
  });

  it('gives the same refusal for a wrong name, a wrong e-mail or a wrong voucher', async () => {
    const wrongName = await find({ voucher: inHouse.voucher, nome: 'Helena Souza' });
    const wrongMail = await find({ voucher: inHouse.voucher, nome: 'outra@guest.test' });
    const wrongVoucher = await find({ voucher: 'NAO-EXISTE-1', nome: 'Helena Avaliadora' });
    for (const r of [wrongName, wrongMail, wrongVoucher]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ status: 0, code: 'surveys.stay_not_found' });
    }
    expect(wrongName.body).toBe(wrongVoucher.body);
    expect(wrongName.json().message).toBe(
      'Estadia não encontrada. Confira o voucher e o nome (ou o e-mail da reserva) ou procure a recepção.',
    );
    const en = await call(env.app, FIND, { chaveIns: 'hotel-demo', voucher: 'X-1', nome: 'Ana Lima' }, null, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Stay not found. Check the voucher and the name (or the booking e-mail) or contact the reception.');
  });

  it('never opens a cancelled booking, nor a stay that has not begun', async () => {
    const cancelled = await createBooking(env.db, hotel, {
      checkIn: -4,
      checkOut: -1,
      cancelled: true,
      persons: [{ name: 'Fabio Cancelou' }],
    });
    const c = await find({ voucher: cancelled.voucher, nome: 'Fabio Cancelou' });
    expect(c.statusCode).toBe(422);
    expect(c.json()).toMatchObject({ code: 'surveys.stay_cancelled', message: 'Esta reserva foi cancelada: não há estadia para avaliar.' });
    expect(c.json().token).toBeUndefined();
    const future = await createBooking(env.db, hotel, { checkIn: 5, checkOut: 7, persons: [{ name: 'Caio Futuro' }] });
    const f = await find({ voucher: future.voucher, nome: 'Caio Futuro' });
    expect(f.statusCode).toBe(422);
    expect(f.json()).toMatchObject({ code: 'surveys.stay_not_begun' });
    // Not checked in, but the check-out day has passed: the stay has ended.
    const ended = await createBooking(env.db, hotel, { checkIn: -3, checkOut: -1, persons: [{ name: 'Eva Saindo' }] });
    expect((await find({ voucher: ended.voucher, nome: 'Eva Saindo' })).statusCode).toBe(200);
  });

  it("does not find Hotel Demo's booking through another hotel's code; an unknown code is an invalid link", async () => {
    const other = await find({ chaveIns: 'outro-l', voucher: inHouse.voucher, nome: 'Helena Avaliadora' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'surveys.stay_not_found' });
    const unknown = await find({ chaveIns: 'nao-existe', voucher: inHouse.voucher, nome: 'Helena Avaliadora' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'institutions.invalid_link' });
  });

  it('refuses bad input on its field, and says a hospital’s wording', async () => {
    const r = await find({ voucher: '', nome: 'H' });
    expect(r.statusCode).toBe(400);
    expect((r.json().errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['nome', 'voucher']);
    const h = await find({ chaveIns: 'hospital-demo', voucher: 'NAO-EXISTE-2', nome: 'Ana Lima' });
    expect(h.json().message).toMatch(/^Atendimento não encontrado/);
  });

  it('is limited per address like the booking search', async () => {
    const limited = await createSecondApp(env, { config: { rateLimitAuthMax: 3, rateLimitWindowMs: 60_000 } });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: FIND,
        remoteAddress: '198.51.100.23',
        payload: { chaveIns: 'hotel-demo', voucher: inHouse.voucher, nome: 'Ninguem Aqui' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
  });
});
