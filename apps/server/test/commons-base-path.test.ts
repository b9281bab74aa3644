import { describe, expect, it } from 'vitest';
import { CORE, createBooking, demoUserWith, newHotelUser } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/**
 * The /jwt/broker/commons base path (spec section 7, decision 0080): the person, booking-detail and feedback services
 * answer there as they do under /jwt/broker/core (which keeps working), through the HTTP transport: by path and by
 * the service envelope. Services that are not commons are not there.
 */
const COMMONS = '/jwt/broker/commons';
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;

describe('/jwt/broker/commons', () => {
  it('answers the booking details as /jwt/broker/core does, by path and by envelope', async () => {
    const saved = await createBooking(env, reception);
    const core = await call(env.app, `${CORE}/DetalhesReservaService`, { CODRES: saved.CODRES }, reception);
    expect(core.statusCode, core.body).toBe(200);
    const byPath = await call(env.app, `${COMMONS}/DetalhesReservaService`, { CODRES: saved.CODRES }, reception);
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json()).toEqual(core.json());
    const byEnvelope = await call(
      env.app,
      COMMONS,
      { serviceName: 'DetalhesReservaWebCheckinService', params: { CODRES: saved.CODRES } },
      reception,
    );
    expect(byEnvelope.statusCode, byEnvelope.body).toBe(200);
    expect(byEnvelope.json()).toEqual(
      (await call(env.app, `${CORE}/DetalhesReservaWebCheckinService`, { CODRES: saved.CODRES }, reception)).json(),
    );
  });

  it('sends feedback through the commons path', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const ok = await call(
      env.app,
      COMMONS,
      { serviceName: 'EnviarFeedbackService', params: { parametros: { NOME: 'Ana', EMAIL: 'ana@x.com', FEEDBACK: 'Pelo commons' } } },
      token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 1, message: 'Feedback enviado com sucesso!' });
  });

  it('refuses bad input on the field with a 400, never a 500', async () => {
    const bad = await call(env.app, `${COMMONS}/DetalhesReservaService`, { CODRES: 'abc' }, reception);
    expect(bad.statusCode).toBe(400);
    const feedback = await call(
      env.app,
      `${COMMONS}/EnviarFeedbackService`,
      { parametros: { NOME: '', EMAIL: 'x', FEEDBACK: '' } },
      reception,
    );
    expect(feedback.statusCode).toBe(400);
  });

  it("does not show another hotel's booking, nor a booking to a caller without the permission", async () => {
    const saved = await createBooking(env, reception);
    const other = await newHotelUser(env, ['reservas']);
    const foreign = await call(env.app, `${COMMONS}/DetalhesReservaService`, { CODRES: saved.CODRES }, other.token);
    expect([403, 404]).toContain(foreign.statusCode);
    const none = await demoUserWith(env, []);
    expect((await call(env.app, `${COMMONS}/DetalhesReservaService`, { CODRES: saved.CODRES }, none)).statusCode).toBe(403);
    expect((await call(env.app, `${COMMONS}/DetalhesReservaService`, { CODRES: saved.CODRES })).statusCode).toBe(401);
  });

  it('serves only the commons services', async () => {
    const list = await call(env.app, COMMONS, { serviceName: 'ListMailOutboxService', params: {} }, reception);
    expect(list.statusCode).toBe(404);
    expect((await call(env.app, `${COMMONS}/ListMailOutboxService`, {}, reception)).statusCode).toBe(404);
  });
});
