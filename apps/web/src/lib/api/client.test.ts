import * as auth from '@gm/contracts/auth/services';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionState, onSessionExpired, type Session, setSignedIn } from '../session/session-store';
import { call, callForm, callService, fileNameOf, postForm } from './client';
import { ApiError, parseStatusText } from './http';

interface Seen {
  url: string;
  auth: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenReply = (token: string) =>
  json(200, {
    status: 1,
    token,
    expiresIn: 900,
    user: { idUser: 1, name: 'A', email: 'a@demo.test', guest: false, permissions: {} },
    contextIns: null,
  });

let seen: Seen[];
let replies: ((url: string, auth: string | null) => Response)[];

function signedIn(token = 'old'): void {
  const session: Session = {
    token,
    refreshAt: Date.now() + 60_000,
    user: { idUser: 1, name: 'A', email: 'a@demo.test', guest: false, permissions: {} },
    contextIns: null,
    emulation: null,
  };
  setSignedIn(session);
}

beforeEach(() => {
  seen = [];
  replies = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).authorization ?? null;
    seen.push({ url, auth });
    const next = replies.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next(url, auth);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('sends the bearer and resolves a JSON reply', async () => {
    signedIn('t1');
    replies.push(() => json(200, { status: 1, value: 42 }));
    await expect(callService('/broker/auth', 'X', {})).resolves.toEqual({ status: 1, value: 42 });
    expect(seen).toEqual([{ url: '/broker/auth/X', auth: 'Bearer t1' }]);
  });

  it('rejects { status: 0, message } with the readable message (any HTTP status)', async () => {
    signedIn();
    replies.push(() => json(422, { status: 0, message: 'Não é seu hotel', code: 'institutions.not_yours' }));
    const error = await callService('/broker/auth', 'X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Não é seu hotel', readable: true, code: 'institutions.not_yours', silent: false });
  });

  it('does not present a 500 as a readable message', async () => {
    signedIn();
    replies.push(() => json(500, { status: 0, message: 'Erro interno (id abc)', code: 'platform.internal', requestId: 'abc' }));
    await expect(callService('/b', 'X')).rejects.toMatchObject({ readable: false, requestId: 'abc' });
  });

  it('on a 401 refreshes the token once from the session cookie and retries', async () => {
    signedIn('old');
    replies.push(
      () => json(401, { status: 0, message: 'no', code: 'platform.unauthenticated' }),
      (url) => (url === '/user/token/authenticated' ? tokenReply('new') : json(500, {})),
      () => json(200, { status: 1 }),
    );
    await expect(callService('/b', 'X')).resolves.toEqual({ status: 1 });
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['/b/X', 'Bearer old'],
      ['/user/token/authenticated', null],
      ['/b/X', 'Bearer new'],
    ]);
    const s = getSessionState();
    expect(s.status === 'signed-in' && s.session.token).toBe('new');
  });

  it('signs out with the session-expired notice when the refresh fails', async () => {
    signedIn('old');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    replies.push(
      () => json(401, { status: 0, message: 'no' }),
      () => json(401, { status: 0, message: 'no' }),
    );
    await expect(callService('/b', 'X')).rejects.toMatchObject({ silent: true, code: 'session.expired' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getSessionState()).toEqual({ status: 'signed-out', reason: 'expired' });
    off();
  });

  it('signs out on a 403 (spec section 8)', async () => {
    signedIn('old');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    replies.push(() => json(403, { status: 0, message: 'Acesso negado.' }));
    await expect(callService('/b', 'X')).rejects.toMatchObject({ silent: true });
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('leaves an explicit (guest or link) token alone on a 401', async () => {
    signedIn('user');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    replies.push(() => json(401, { status: 0, message: 'Link inválido' }));
    await expect(callService('/jwt/x', 'Y', {}, { auth: { bearer: 'link' } })).rejects.toMatchObject({
      message: 'Link inválido',
      http: 401,
    });
    expect(seen).toEqual([{ url: '/jwt/x/Y', auth: 'Bearer link' }]);
    expect(expired).not.toHaveBeenCalled();
    off();
  });

  it('reads legacy semicolon text replies, including refusals answered with 200', async () => {
    replies.push(
      () => new Response('2;E-mail ou senha inválidos.', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
    const text = await postForm('/login', { username: 'a@demo.test', password: 'x' }, { auth: 'none' });
    expect(parseStatusText(text)).toEqual({ status: '2', message: 'E-mail ou senha inválidos.' });
    expect(parseStatusText('1')).toEqual({ status: '1', message: '' });
    expect(parseStatusText('1;a;b')).toEqual({ status: '1', message: 'a;b' });
  });

  it('calls a form service by its contract ref form-encoded, and a JSON one at its base path and name', async () => {
    const bodies: { url: string; type: string | undefined; body: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      bodies.push({ url, type: (init.headers as Record<string, string>)['content-type'], body: String(init.body) });
      return url === '/login'
        ? new Response('1;Login com sucesso!', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        : json(200, { auth: { text: '2;Não autenticado' } });
    });
    await expect(callForm(auth.login, { username: 'a@demo.test', password: 'x y' }, { auth: 'none' })).resolves.toBe(
      '1;Login com sucesso!',
    );
    await expect(call(auth.verifyAuthz, {}, { auth: 'none' })).resolves.toEqual({ auth: { text: '2;Não autenticado' } });
    expect(bodies).toEqual([
      { url: '/login', type: 'application/x-www-form-urlencoded', body: 'username=a%40demo.test&password=x+y' },
      { url: '/broker/auth/VerifyAuthzService', type: 'application/json', body: '{}' },
    ]);
  });

  it('turns a JSON refusal of a form endpoint (rate limit) into a readable error', async () => {
    replies.push(() => json(429, { status: 0, message: 'Muitas tentativas.', code: 'platform.rate_limited' }));
    await expect(postForm('/login', { username: 'a', password: 'b' }, { auth: 'none' })).rejects.toMatchObject({
      message: 'Muitas tentativas.',
      readable: true,
    });
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the ASCII one', () => {
    expect(fileNameOf(`attachment; filename="Auditoria Hotel_.xlsx"; filename*=UTF-8''Auditoria%20Hotel%C3%A9.xlsx`)).toBe(
      'Auditoria Hotelé.xlsx',
    );
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
