import { describe, expect, it } from 'vitest';
import { createTestEnv, form } from './harness';

const env = await createTestEnv({ config: { rateLimitAuthMax: 3, rateLimitWindowMs: 60_000 } });

describe('rate limits on sign-in, recovery and activation', () => {
  it('refuses the fourth sign-in attempt in the window with a translated 429', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await form(env.app, '/login', { username: 'admin@demo.test', password: 'wrong' });
      expect(r.body.startsWith('2;')).toBe(true);
    }
    const limited = await form(env.app, '/login', { username: 'admin@demo.test', password: 'demo1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('2;Muitas tentativas. Aguarde um momento e tente novamente.');
    expect(limited.headers['set-cookie']).toBeUndefined();
  });
  it('limits recovery requests too, without sending more mail', async () => {
    for (let i = 0; i < 3; i++) await form(env.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' });
    const sent = env.mails.length;
    const limited = await form(env.app, '/passwordRecovery?locale=en', { accountEmail: 'recepcao@demo.test' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('0;Too many attempts. Please wait a moment and try again.');
    expect(env.mails.length).toBe(sent);
  });
});
