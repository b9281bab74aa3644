import { describe, expect, it } from 'vitest';
import { call, createTestEnv, form, signIn } from './harness';

const env = await createTestEnv();

function tokenFromMail(text: string): string {
  const m = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no token in mail');
  return m[1]!;
}

describe('POST /login', () => {
  it('signs in with the demo password and sets an HttpOnly session cookie', async () => {
    const r = await form(env.app, '/login', { username: 'admin@demo.test', password: 'demo1234' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('1;Login com sucesso!');
    expect(String(r.headers['set-cookie'])).toMatch(/gm_session=.+HttpOnly/);
  });
  it('answers status 2 with a translated message on a wrong password', async () => {
    const pt = await form(env.app, '/login', { username: 'admin@demo.test', password: 'nope' });
    expect(pt.body).toBe('2;E-mail ou senha inválidos.');
    expect(pt.headers['set-cookie']).toBeUndefined();
    const en = await form(env.app, '/login?locale=en', { username: 'admin@demo.test', password: 'nope' });
    expect(en.body).toBe('2;Invalid e-mail or password.');
    const es = await form(env.app, '/login', { username: 'nobody@demo.test', password: 'x' }, { 'accept-language': 'es-ES' });
    expect(es.body).toBe('2;Correo electrónico o contraseña inválidos.');
  });
  it('rejects bad input with a 400 and the legacy text form', async () => {
    const r = await form(env.app, '/login', { username: 'not-an-email' });
    expect(r.statusCode).toBe(400);
    expect(r.body.startsWith('2;')).toBe(true);
  });
});

describe('tokens, sign-out and permissions', () => {
  it('exchanges the cookie for an access token with user, permissions and hotel context', async () => {
    const { reply } = await signIn(env.app, 'recepcao@demo.test');
    expect(reply.user).toMatchObject({ email: 'recepcao@demo.test', guest: false });
    expect(reply.contextIns).toMatchObject({ codIns: env.demo.hotel, nomeIns: 'Hotel Demo', HASMAPARESERVAS: 'S' });
  });
  it('refuses the token exchange without a session cookie', async () => {
    const r = await call(env.app, '/user/token/authenticated');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ status: 0 });
  });
  it('VerifyAuthzService lists permissions from index 4 and reports 2 without a sign-in', async () => {
    const { token } = await signIn(env.app, 'hospede@demo.test');
    const r = await call(env.app, '/broker/auth/VerifyAuthzService', { serviceName: 'ListMailOutboxService' }, token);
    const parts = (r.json() as { auth: { text: string } }).auth.text.split(';');
    expect(parts[0]).toBe('3');
    expect(parts[3]).toBe('hospede@demo.test');
    expect(parts.slice(4)).toEqual([`SUJEITO:${env.demo.guest}:*`]);
    const anon = await call(env.app, '/broker/auth/VerifyAuthzService', {});
    expect((anon.json() as { auth: { text: string } }).auth.text.startsWith('2;')).toBe(true);
  });
  it('sign-out revokes the session: its token stops working at once', async () => {
    const { token, cookie } = await signIn(env.app, 'admin@demo.test');
    expect((await call(env.app, '/broker/auth/AvailableInsPerSujeitoService', {}, token)).statusCode).toBe(200);
    const out = await env.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(out.body).toBe('1;Logout com sucesso!');
    expect((await call(env.app, '/broker/auth/AvailableInsPerSujeitoService', {}, token)).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'POST', url: '/user/token/authenticated', headers: { cookie } })).statusCode).toBe(401);
  });
  it('refuses a forged or tampered token', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const tampered = token.slice(0, -3) + (token.endsWith('A') ? 'BBB' : 'AAA');
    expect((await call(env.app, '/broker/auth/AvailableInsPerSujeitoService', {}, tampered)).statusCode).toBe(401);
  });
});

describe('hotels', () => {
  it('lists the hotels sorted by name with the current one marked, and changes hotel', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const list = (await call(env.app, '/broker/auth/AvailableInsPerSujeitoService', {}, token)).json() as {
      availableInsForUser: { availableIns: { nome: string; codIns: number; isCurrent: string }[] };
    };
    const names = list.availableInsForUser.availableIns.map((i) => i.nome);
    expect(names).toEqual(['Hospital Demo', 'Hotel Demo', 'Pousada Parceira']);
    expect(list.availableInsForUser.availableIns.find((i) => i.isCurrent === 'S')?.nome).toBe('Hotel Demo');
    const changed = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.hospital } }, token);
    expect(changed.statusCode).toBe(200);
    const body = changed.json() as { contextIns: { ISHOSPITAL: string }; token: string };
    expect(body.contextIns.ISHOSPITAL).toBe('S');
    const ctx = (await call(env.app, '/broker/auth/ParamsContextInstituicaoService', {}, body.token)).json() as {
      contextIns: { nomeIns: string };
    };
    expect(ctx.contextIns.nomeIns).toBe('Hospital Demo');
  });
  it("refuses a change to a hotel the user doesn't work in, and bad input", async () => {
    const { token } = await signIn(env.app, 'recepcao@demo.test');
    const r = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: env.demo.hospital } }, token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ status: 0, message: 'Você não tem acesso a este hotel.' });
    const bad = await call(env.app, '/broker/auth/ChangeContextIns', { _attributes: { codIns: 'abc' } }, token);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors[0]!.path).toBe('_attributes.codIns');
  });
});

describe('hotel links (ContextoService)', () => {
  it('turns an h code into a guest context token that opens only that hotel', async () => {
    const r = await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h: 'hotel-demo' } } });
    const body = r.json() as { contextIns: { codIns: number; jwtContexto: string }; h: string; r: string };
    expect(body.contextIns.codIns).toBe(env.demo.hotel);
    expect(body.r).toBe('rede-demo');
    const params = await call(env.app, '/jwt/broker/core/ParamsContextInstituicaoService', {}, body.contextIns.jwtContexto);
    expect((params.json() as { contextIns: { nomeIns: string } }).contextIns.nomeIns).toBe('Hotel Demo');
    const exchange = await call(env.app, '/jwt/brokerJson/core/ContextoService', {}, body.contextIns.jwtContexto);
    expect(exchange.json()).toMatchObject({ h: 'hotel-demo', r: 'rede-demo' });
    // A guest token does not open staff services.
    expect((await call(env.app, '/broker/auth/AvailableInsPerSujeitoService', {}, body.contextIns.jwtContexto)).statusCode).toBe(403);
  });
  it('lists a network for an r code and refuses unknown or missing codes', async () => {
    const r = await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { r: 'rede-demo' } } });
    expect((r.json() as { hotels: { nome: string }[] }).hotels.map((h) => h.nome)).toEqual(['Hotel Demo', 'Pousada Parceira']);
    const bad = await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h: 'nope' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 0, message: 'Link de Hotel Inválido' });
    const none = await call(env.app, '/jwt/brokerJson/core/ContextoService', {});
    expect(none.json()).toMatchObject({ status: 0, message: 'Link de Hotel Inválido' });
    const multi = await call(env.app, '/jwt/brokerJson/core/AvailableInsMultiplosHoteis', { r: 'rede-demo' });
    expect((multi.json() as { availableIns: unknown[] }).availableIns).toHaveLength(2);
  });
});

describe('recovery and activation', () => {
  it('answers 1 whether or not the e-mail exists, mailing only real accounts', async () => {
    const before = env.mails.length;
    expect((await form(env.app, '/passwordRecovery', { accountEmail: 'nobody@demo.test' })).body).toBe('1');
    expect(env.mails.length).toBe(before);
    expect((await form(env.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' })).body).toBe('1');
    expect(env.mails.length).toBe(before + 1);
    const bad = await form(env.app, '/passwordRecovery', { accountEmail: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.split(';')[1]).toBeTruthy();
  });
  it('resets the password with the mailed link once; a second use and a forged token fail', async () => {
    await form(env.app, '/passwordRecovery', { accountEmail: 'hospede@demo.test' });
    const token = tokenFromMail(env.mails.at(-1)!.text);
    const path = '/jwt/broker/auth/resetPasswordService?requestContext=resetpassword';
    const mismatch = await call(
      env.app,
      path,
      { serviceName: 'resetPasswordService', params: { newPw: 'novaSenha1', newPwVerification: 'other1234' } },
      token,
    );
    expect(mismatch.json()).toMatchObject({ status: 0, message: 'A confirmação não confere com a nova senha.' });
    const ok = await call(
      env.app,
      path,
      { serviceName: 'resetPasswordService', params: { newPw: 'novaSenha1', newPwVerification: 'novaSenha1' } },
      token,
    );
    expect(ok.json()).toMatchObject({ status: 1 });
    await signIn(env.app, 'hospede@demo.test', 'novaSenha1');
    const again = await call(env.app, path, { newPw: 'outraSenha2', newPwVerification: 'outraSenha2' }, token);
    expect(again.json()).toMatchObject({ status: 0, message: expect.stringContaining('inválido') });
    const forged = await call(env.app, path, { newPw: 'outraSenha2', newPwVerification: 'outraSenha2' }, 'forged-token');
    expect(forged.statusCode).toBe(422);
  });
  it('refuses an expired link', async () => {
    await form(env.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' });
    const token = tokenFromMail(env.mails.at(-1)!.text);
    await env.db.query(`UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const r = await call(env.app, '/jwt/broker/auth/resetPasswordService', { newPw: 'novaSenha1', newPwVerification: 'novaSenha1' }, token);
    expect(r.json()).toMatchObject({ status: 0 });
  });
  it('activates an inactive account with the mailed link', async () => {
    await env.db.query(`INSERT INTO users (email, name, active) VALUES ('novo@demo.test', 'Novo', false)`);
    expect((await form(env.app, '/login', { username: 'novo@demo.test', password: 'whatever1' })).body.startsWith('2;')).toBe(true);
    expect((await form(env.app, '/sendActivateAccount', { emailReenv: 'novo@demo.test' })).body).toBe('1');
    const token = tokenFromMail(env.mails.at(-1)!.text);
    expect(env.mails.at(-1)!.text).toContain('/activate?token=');
    const r = await call(
      env.app,
      '/jwt/broker/auth/activateAccountService?requestContext=activate',
      { newPw: 'ativada123', newPwVerification: 'ativada123' },
      token,
    );
    expect(r.json()).toMatchObject({ status: 1, message: 'Conta ativada com sucesso! Faça o login.' });
    await signIn(env.app, 'novo@demo.test', 'ativada123');
  });
  it('stores link tokens hashed, never in clear', async () => {
    await form(env.app, '/passwordRecovery', { accountEmail: 'admin@demo.test' });
    const token = tokenFromMail(env.mails.at(-1)!.text);
    const { rows } = await env.db.query('SELECT token_hash FROM link_tokens');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('change password and release code', () => {
  it('changes the password with the current one and refuses a wrong current password', async () => {
    await env.db.query(
      `INSERT INTO users (email, name, active, password_hash) SELECT 'troca@demo.test', 'Troca', true, password_hash FROM users WHERE email = 'admin@demo.test'`,
    );
    const { token } = await signIn(env.app, 'troca@demo.test');
    const wrong = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'bad', newPw: 'trocada123', newPwVerification: 'trocada123' },
      { authorization: `Bearer ${token}` },
    );
    expect(wrong.body).toBe('0;A senha atual está incorreta.');
    const weak = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'demo1234', newPw: 'abcdefgh', newPwVerification: 'abcdefgh' },
      { authorization: `Bearer ${token}` },
    );
    expect(weak.body.startsWith('0;')).toBe(true);
    const ok = await form(
      env.app,
      '/changePassword',
      { updatingPassword: 'true', currentPw: 'demo1234', newPw: 'trocada123', newPwVerification: 'trocada123' },
      { authorization: `Bearer ${token}` },
    );
    expect(ok.body).toBe('1;Senha alterada com sucesso!');
    await signIn(env.app, 'troca@demo.test', 'trocada123');
    const code = await form(
      env.app,
      '/changePassword',
      { isUpdatingGrantPw: 'true', newGrantPw: '4321', currentPw: 'trocada123' },
      { authorization: `Bearer ${token}` },
    );
    expect(code.body).toBe('1;Código de liberação alterado com sucesso!');
    const anon = await form(env.app, '/changePassword', { isUpdatingGrantPw: 'true', newGrantPw: '4321', currentPw: 'x' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('feedback and outbox', () => {
  it('sends feedback, keeps the mail in the outbox and lets an admin read it', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const bad = await call(
      env.app,
      '/jwt/broker/core/EnviarFeedbackService',
      { parametros: { NOME: '', EMAIL: 'x', FEEDBACK: '' } },
      token,
    );
    expect(bad.statusCode).toBe(400);
    const ok = await call(
      env.app,
      '/jwt/broker/core/EnviarFeedbackService',
      { serviceName: 'EnviarFeedbackService', params: { parametros: { NOME: 'Ana', EMAIL: 'ana@x.com', FEEDBACK: 'Ótimo' } } },
      token,
    );
    expect(ok.json()).toMatchObject({ status: 1, message: 'Feedback enviado com sucesso!' });
    const outbox = (await call(env.app, '/jwt/broker/core/ListMailOutboxService', {}, token)).json() as { data: { kind: string }[] };
    expect(outbox.data.some((m) => m.kind === 'feedback')).toBe(true);
    const reception = await signIn(env.app, 'recepcao@demo.test');
    expect((await call(env.app, '/jwt/broker/core/ListMailOutboxService', {}, reception.token)).statusCode).toBe(403);
  });
  it("hides other people's sign-in link tokens from the administrator reading the outbox", async () => {
    await form(env.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' });
    await form(env.app, '/passwordRecovery', { accountEmail: 'admin@demo.test' });
    const { token } = await signIn(env.app, 'admin@demo.test');
    const outbox = (await call(env.app, '/jwt/broker/core/ListMailOutboxService', { limit: 100 }, token)).json() as {
      data: { recipient: string; kind: string; textBody: string }[];
    };
    const theirs = outbox.data.find((m) => m.kind === 'recovery' && m.recipient === 'recepcao@demo.test')!;
    expect(theirs.textBody).toContain('token=[oculto]');
    const mine = outbox.data.find((m) => m.kind === 'recovery' && m.recipient === 'admin@demo.test')!;
    expect(mine.textBody).toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });
});

describe('transports and platform', () => {
  it('serves the JSON envelope and the legacy XML envelope over the same registry', async () => {
    const { token } = await signIn(env.app, 'admin@demo.test');
    const env1 = await call(env.app, '/broker/auth', { serviceName: 'AvailableInsPerSujeitoService', params: {} }, token);
    expect(env1.statusCode).toBe(200);
    const unknown = await call(env.app, '/broker/auth', { serviceName: 'Nope', params: {} }, token);
    expect(unknown.statusCode).toBe(404);
  });
  it('answers health and the OpenAPI document from the registry', async () => {
    expect((await env.app.inject('/health')).json()).toEqual({ status: 'ok', database: 'ok' });
    const doc = (await env.app.inject('/openapi.json')).json() as { paths: Record<string, { post: { 'x-permission': string | null } }> };
    expect(doc.paths['/login']).toBeDefined();
    expect(doc.paths['/jwt/broker/core/ListMailOutboxService']!.post['x-permission']).toContain('ADM:{codIns}:outbox');
    // Routes outside the registry are described by their modules.
    const plain = doc.paths as unknown as Record<
      string,
      Record<string, { parameters: { name: string; in: string }[]; 'x-access': string[] }>
    >;
    expect(plain['/documentosUploader']!.post!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['validate', 'tipo', 'CODRES']),
    );
    expect(plain['/faceUploader']!.post!.parameters.map((p) => p.name)).toContain('tryToIndexFaces');
    expect(plain['/image/{kind}/{file}']!.get!['x-access']).toEqual(['signed link']);
    expect(plain['/ViewTermoJuridico/{id}']!.get).toBeDefined();
    expect(plain['/jwt/location/countries/{code}/regions/{isoCode}/cities']!.get!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['code', 'isoCode', 'languageCode', 'offset', 'limit']),
    );
    expect(plain['/viacep/{code}']!.post).toBeDefined();
    expect(plain['/jwt/events']!.get).toBeDefined();
    expect(plain['/health']!.get).toBeDefined();
    const page = await env.app.inject('/api/docs');
    expect(page.body).toContain('VerifyAuthzService');
    expect(page.body).toContain('GET /image/{kind}/{file}');
    expect(page.body.match(/GET \/health/g)).toHaveLength(1);
  });
  it('sets security headers and a CSP', async () => {
    const r = await env.app.inject('/health');
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
  it('refuses an oversized body with a translated 413', async () => {
    const big = 'x'.repeat(env.deps.config.bodyLimitBytes + 10);
    const r = await call(env.app, '/broker/auth/VerifyAuthzService', { serviceName: big });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ status: 0, message: 'O conteúdo enviado é grande demais.' });
  });
  it('refuses malformed JSON with a 400, no stack trace', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/broker/auth/VerifyAuthzService',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).not.toMatch(/at .*\.ts|stack/i);
  });
});
