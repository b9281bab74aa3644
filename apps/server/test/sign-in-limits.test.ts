import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/platform/config-env';
import { createUser } from '../src/seed/factories';
import { createBooking } from './checkin-fixtures';
import { call, createSecondApp, createTestEnv, form } from './harness';

/**
 * Issue §3: sign-in limits were per address only, in process memory, and with TRUST_PROXY=true any client chose
 * its address with X-Forwarded-For. Now: the address comes from forwarded headers only through a configured proxy;
 * limits live in PostgreSQL (every process shares them); each account also has growing delays, which an attacker
 * cannot turn into a lock-out of its owner (docs/decisions/0019-edge-input-and-sign-in-limits.md).
 */
const env = await createTestEnv();
const LIMITED = '2;Muitas tentativas. Aguarde um momento e tente novamente.';

let n = 0;
async function account(): Promise<string> {
  const email = `conta${++n}@limits.test`;
  await createUser(env.db, { email, name: `Conta ${n}`, password: 'certa1234', institutions: [env.demo.hotel] });
  return email;
}

function signIn(app: FastifyInstance, username: string, password: string, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress,
  });
}

/** A pool of addresses handed out in turn: spread so that no single address reaches its own limit. */
function addresses(prefix: string, size: number): { next(): string } {
  let i = 0;
  return { next: () => `${prefix}.${(i++ % size) + 1}` };
}

/** Ends the holds of a scope now: the test's clock jump past a delay. */
async function elapse(scope: string): Promise<void> {
  await env.db.query(`UPDATE attempt_limits SET blocked_until = now() WHERE scope = $1 AND blocked_until > now()`, [scope]);
}

describe('the client address and X-Forwarded-For', () => {
  it('reproduces the attack: trusting every peer (what TRUST_PROXY=true did) gives a rotating X-Forwarded-For unlimited attempts', async () => {
    const everyone = await createSecondApp(env, { config: { rateLimitAuthMax: 3, trustProxy: ['0.0.0.0/1', '128.0.0.0/1'] } });
    for (let i = 1; i <= 12; i++) {
      const r = await signIn(everyone.app, 'ninguem1@limits.test', 'errada', '198.51.100.7', `203.0.113.${i}`);
      expect(r.statusCode, `attempt ${i}`).toBe(200);
      expect(r.body).toBe('2;E-mail ou senha inválidos.');
    }
  });
  it('refuses TRUST_PROXY=true and hop counts at start-up with what to set instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=10\.0\.0\.1,192\.168\.0\.0\/16/);
    expect(() => parseTrustProxy('2')).toThrow(/not a proxy address/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not a proxy address/);
    expect(() => parseTrustProxy('0.0.0.0/0')).toThrow(/not a proxy address/);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback,fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8']);
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy('false')).toEqual([]);
  });
  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const behindProxy = await createSecondApp(env, { config: { rateLimitAuthMax: 3, trustProxy: ['10.0.0.1', '192.168.0.0/16'] } });
    for (let i = 1; i <= 3; i++) {
      const r = await signIn(behindProxy.app, 'ninguem2@limits.test', 'errada', '198.51.100.8', `203.0.113.${i}`);
      expect(r.body).toBe('2;E-mail ou senha inválidos.');
    }
    const limited = await signIn(behindProxy.app, 'ninguem2@limits.test', 'errada', '198.51.100.8', '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
  it("takes the forwarded address from a trusted proxy: for limits and for the guest's recorded acceptance", async () => {
    const behindProxy = await createSecondApp(env, { config: { rateLimitAuthMax: 3, trustProxy: ['10.0.0.1', '192.168.0.0/16'] } });
    // Each client behind the proxy has its own count...
    for (let i = 1; i <= 6; i++) {
      expect((await signIn(behindProxy.app, 'ninguem3@limits.test', 'errada', '10.0.0.1', `203.0.114.${i}`)).statusCode).toBe(200);
    }
    // ... and one client is limited, even when it prepends a forged address of its own (the proxy appends the real one).
    for (let i = 1; i <= 3; i++) await signIn(behindProxy.app, 'ninguem4@limits.test', 'errada', '10.0.0.1', `6.6.6.${i}, 203.0.114.50`);
    expect((await signIn(behindProxy.app, 'ninguem5@limits.test', 'errada', '10.0.0.1', '6.6.6.9, 203.0.114.50')).body).toBe(LIMITED);
    // The guest's confirmation records the client's address, not the proxies'.
    const b = await createBooking(env.db, env.demo.hotel, { status: 'I', checkIn: -2, checkOut: 1, persons: [{ name: 'Wagner Paz' }] });
    const t = (
      await call(behindProxy.app, '/booking/token', { h: 'hotel-demo', voucher: b.voucher, nome: 'Wagner Paz', finalidade: 'checkout' })
    ).json().token;
    const confirmed = await behindProxy.app.inject({
      method: 'POST',
      url: '/jwt/brokerJson/checkin/ConfirmarCheckoutService',
      payload: {},
      headers: { authorization: `Bearer ${t}`, 'x-forwarded-for': '6.6.6.6, 192.168.7.7' },
      remoteAddress: '10.0.0.1',
    });
    expect(confirmed.json()).toMatchObject({ status: 1 });
    const { rows } = await env.db.query('SELECT ip FROM checkout_confirmations WHERE booking_id = $1', [b.id]);
    // 192.168.7.7 is itself a trusted proxy (192.168.0.0/16): the client is the next address to the left.
    expect(rows[0]!.ip).toBe('6.6.6.6');
  });
});

describe('per-account limits with growing delays', () => {
  it('one address: 5 attempts free, then 1 s, 2 s... between attempts; a success clears it', async () => {
    const email = await account();
    for (let i = 1; i <= 6; i++)
      expect((await signIn(env.app, email, 'errada', '198.18.1.1')).body, `attempt ${i}`).toBe('2;E-mail ou senha inválidos.');
    for (const seconds of ['1', '2', '4']) {
      const held = await signIn(env.app, email, 'certa1234', '198.18.1.1');
      expect(held.statusCode).toBe(429);
      expect(held.body).toBe(LIMITED);
      expect(held.headers['retry-after']).toBe(seconds);
      await elapse('auth.signin.address');
      expect((await signIn(env.app, email, 'errada', '198.18.1.1')).body).toBe('2;E-mail ou senha inválidos.');
    }
    await elapse('auth.signin.address');
    expect((await signIn(env.app, email, 'certa1234', '198.18.1.1')).body).toBe('1;Login com sucesso!');
    expect((await signIn(env.app, email, 'errada', '198.18.1.1')).body).toBe('2;E-mail ou senha inválidos.');
  });
  it('an account tried from many addresses: after 20 attempts, growing delays for the addresses that already tried it', async () => {
    const email = await account();
    // 16 addresses, none of them tries the account more than twice: only the account-wide limit can hold them.
    const attacker = addresses('198.18.2', 16);
    for (let i = 0; i < 21; i++) {
      expect((await signIn(env.app, email, `errada${i}`, attacker.next())).body, `attempt ${i + 1}`).toBe('2;E-mail ou senha inválidos.');
    }
    for (const seconds of ['1', '2', '4', '8']) {
      const held = await signIn(env.app, email, 'certa1234', attacker.next());
      expect(held.statusCode).toBe(429);
      expect(held.body).toBe(LIMITED);
      expect(held.headers['retry-after']).toBe(seconds);
      await elapse('auth.signin.account');
      expect((await signIn(env.app, email, 'errada', attacker.next())).body).toBe('2;E-mail ou senha inválidos.');
    }
  });
  it('the owner still signs in while the account is held: from an address they signed in from, or a fresh one', async () => {
    const email = await account();
    expect((await signIn(env.app, email, 'certa1234', '198.18.3.100')).body).toBe('1;Login com sucesso!');
    const attacker = addresses('198.18.3', 16);
    const hammer = async () => {
      for (let i = 0; i < 22; i++) await signIn(env.app, email, `errada${i}`, attacker.next());
      expect((await signIn(env.app, email, 'errada', attacker.next())).statusCode).toBe(429);
    };
    await hammer();
    // Home: a typo there, then the right password, during the hold.
    expect((await signIn(env.app, email, 'typo', '198.18.3.100')).body).toBe('2;E-mail ou senha inválidos.');
    expect((await signIn(env.app, email, 'certa1234', '198.18.3.100')).body).toBe('1;Login com sucesso!');
    // The attack goes on; a hotel's front desk the owner never used: its first attempt is checked.
    await hammer();
    expect((await signIn(env.app, email, 'certa1234', '2001:db8:1:2::10')).body).toBe('1;Login com sucesso!');
    // The trade-off: an attacker's fresh address also gets that one attempt, and then waits like the others.
    await hammer();
    expect((await signIn(env.app, email, 'errada', '198.18.3.200')).body).toBe('2;E-mail ou senha inválidos.');
    expect((await signIn(env.app, email, 'errada', '198.18.3.200')).statusCode).toBe(429);
    // An IPv6 subscriber is one address: its whole /64.
    expect((await signIn(env.app, email, 'errada', '2001:db8:9:9::1')).body).toBe('2;E-mail ou senha inválidos.');
    expect((await signIn(env.app, email, 'errada', '2001:db8:9:9::2')).statusCode).toBe(429);
  });
  it('password recovery: at most 3 mails per account and hour, whoever asks, with the same answer', async () => {
    const email = await account();
    const sent = () => env.mails.filter((m) => m.to === email && m.kind === 'recovery').length;
    for (let i = 1; i <= 5; i++) {
      const r = await env.app.inject({
        method: 'POST',
        url: '/passwordRecovery',
        payload: `accountEmail=${encodeURIComponent(email.toUpperCase())}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: `198.18.4.${i}`,
      });
      expect(r.body).toBe('1');
    }
    expect(sent()).toBe(3);
  });
});

describe('two server processes over one database', () => {
  it('share the per-address and the per-account counters', async () => {
    const a = await createSecondApp(env, { config: { rateLimitAuthMax: 3 } });
    const b = await createSecondApp(env, { config: { rateLimitAuthMax: 3 } });
    // Per address (the 'auth' class): 3 in the window, wherever they land.
    const recover = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/passwordRecovery',
        payload: 'accountEmail=ninguem%40limits.test',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '198.18.5.1',
      });
    expect((await recover(a.app)).body).toBe('1');
    expect((await recover(b.app)).body).toBe('1');
    expect((await recover(a.app)).body).toBe('1');
    const limited = await recover(b.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('0;Muitas tentativas. Aguarde um momento e tente novamente.');
    // Per account: attempts alternate between the processes; the hold one installs, the other enforces.
    const email = await account();
    const app1 = await createSecondApp(env);
    const app2 = await createSecondApp(env);
    for (let i = 0; i < 6; i++) await signIn(i % 2 ? app2.app : app1.app, email, 'errada', '198.18.5.2');
    expect((await signIn(app2.app, email, 'certa1234', '198.18.5.2')).statusCode).toBe(429);
    expect((await signIn(app1.app, email, 'certa1234', '198.18.5.2')).statusCode).toBe(429);
    // Parallel attempts when a hold ends: one is checked, the others wait (the count is taken in one transaction).
    await elapse('auth.signin.address');
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? app2.app : app1.app, email, 'errada', '198.18.5.2')),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});

describe('form bodies through the legacy text reply', () => {
  it('keeps the 429 text of the legacy form endpoints', async () => {
    const email = await account();
    for (let i = 0; i < 6; i++) await form(env.app, '/login', { username: email, password: 'errada' });
    const held = await form(env.app, '/login?locale=es', { username: email, password: 'certa1234' });
    expect(held.body).toBe('2;Demasiados intentos. Espere un momento e intente nuevamente.');
  });
});
