import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeExpiredMailSecrets, smtpMail } from '../src/adapters/mail/mail';
import { call, createTestEnv, form, signIn, type TestEnv } from './harness';

// Recovery and activation links are not kept at rest with the mail (docs/decisions/0022-crash-recovery-and-secrets.md).

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      received.push(raw.replace(/=\r?\n/g, '')); // quoted-printable soft line breaks
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const port = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const delivering = await createTestEnv({
  mail: (db) => smtpMail(db, `smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Hotel <no-reply@test.local>'),
});
const outbox = await createTestEnv(); // the default port: the in-app outbox is the demo's mailbox

const RESET = '/jwt/broker/auth/resetPasswordService?requestContext=resetpassword';
const tokenIn = (text: string) => /token=(?:3D)?([A-Za-z0-9_-]{40,})/.exec(text)?.[1] ?? null;

async function outboxRows(env: TestEnv, kind: string) {
  const { rows } = await env.db.query<{ json: string; text_body: string; secrets: string[] | null; status: string }>(
    `SELECT row_to_json(m)::text AS json, text_body, secrets, status FROM mail_outbox m WHERE kind = $1 ORDER BY id`,
    [kind],
  );
  return rows;
}

async function outboxAs(env: TestEnv, token: string, locale = 'pt') {
  const r = await call(env.app, `/jwt/broker/core/ListMailOutboxService?locale=${locale}`, { limit: 100 }, token);
  return (r.json() as { data: { recipient: string; kind: string; textBody: string }[] }).data;
}

describe('a delivering transport (SMTP)', () => {
  it('delivers a working link but never stores its token', async () => {
    expect((await form(delivering.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' })).body).toBe('1');
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const token = tokenIn(received[0]!)!;
    expect(token).toHaveLength(43);
    const [row] = await outboxRows(delivering, 'recovery');
    expect(row!.status).toBe('sent');
    expect(row!.json).not.toContain(token);
    expect(row!.secrets).toBeNull();
    expect(row!.text_body).toContain('/reset-password?token=[[secret:1]]&locale=pt');

    const reset = await call(delivering.app, RESET, { newPw: 'novaSenha1', newPwVerification: 'novaSenha1' }, token);
    expect(reset.json()).toMatchObject({ status: 1 });
    await signIn(delivering.app, 'recepcao@demo.test', 'novaSenha1');
  });
  it('does not store the token of a mail that failed to go either', async () => {
    const broken = smtpMail(delivering.db, 'smtp://127.0.0.1:1?ignoreTLS=true', 'x@test.local');
    const secret = 'S'.repeat(43);
    await expect(
      broken.send({
        to: 'a@demo.test',
        kind: 'activation',
        subject: 's',
        text: `go: /activate?token=${secret}`,
        html: `<a href="/activate?token=${secret}">go</a>`,
        secrets: { values: [secret], ttlSeconds: 60 },
      }),
    ).rejects.toThrow();
    await broken.close();
    const rows = await outboxRows(delivering, 'activation');
    expect(rows.at(-1)!.status).toBe('failed');
    expect(rows.at(-1)!.json).not.toContain(secret);
  });
});

describe('the in-app outbox (default, the demo)', () => {
  it('shows the recipient their live link, then forgets the token once it is used', async () => {
    await form(outbox.app, '/passwordRecovery', { accountEmail: 'admin@demo.test' });
    const token = tokenIn(outbox.mails.at(-1)!.text)!;
    const before = (await outboxRows(outbox, 'recovery')).at(-1)!;
    expect(before.text_body).not.toContain(token);
    expect(before.secrets).toEqual([token]);
    const admin = await signIn(outbox.app, 'admin@demo.test');
    expect(tokenIn((await outboxAs(outbox, admin.token)).find((m) => m.kind === 'recovery')!.textBody)).toBe(token);

    expect((await call(outbox.app, RESET, { newPw: 'novaSenha1', newPwVerification: 'novaSenha1' }, token)).json()).toMatchObject({
      status: 1,
    });
    const after = (await outboxRows(outbox, 'recovery')).at(-1)!;
    expect(after.json).not.toContain(token);
    expect(after.secrets).toBeNull();
    const again = await signIn(outbox.app, 'admin@demo.test', 'novaSenha1');
    const shown = (await outboxAs(outbox, again.token)).find((m) => m.kind === 'recovery')!.textBody;
    expect(shown).toContain('token=[oculto]');
    expect((await outboxAs(outbox, again.token, 'en')).find((m) => m.kind === 'recovery')!.textBody).toContain('token=[hidden]');
  });
  it('forgets a superseded link when a new one is sent, and an expired one', async () => {
    await form(outbox.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' });
    const first = tokenIn(outbox.mails.at(-1)!.text)!;
    await form(outbox.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' });
    const second = tokenIn(outbox.mails.at(-1)!.text)!;
    const rows = (await outboxRows(outbox, 'recovery')).slice(-2);
    expect(rows[0]!.json).not.toContain(first);
    expect(rows[1]!.secrets).toEqual([second]);

    await outbox.db.query(`UPDATE mail_outbox SET secrets_expire_at = now() - interval '1 second' WHERE secrets IS NOT NULL`);
    const admin = await signIn(outbox.app, 'admin@demo.test', 'novaSenha1');
    expect(await purgeExpiredMailSecrets(outbox.db)).toBe(1);
    expect((await outboxRows(outbox, 'recovery')).at(-1)!.json).not.toContain(second);
    expect(
      (await outboxAs(outbox, admin.token))
        .filter((m) => m.recipient === 'recepcao@demo.test')
        .every((m) => m.textBody.includes('token=[oculto]')),
    ).toBe(true);
  });
  it('keeps an activation link out of the bodies too, and the link works', async () => {
    await outbox.db.query(`INSERT INTO users (email, name, active) VALUES ('novo@demo.test', 'Novo', false)`);
    expect((await form(outbox.app, '/sendActivateAccount', { emailReenv: 'novo@demo.test' })).body).toBe('1');
    const token = tokenIn(outbox.mails.at(-1)!.text)!;
    expect((await outboxRows(outbox, 'activation')).at(-1)!.text_body).toContain('/activate?token=[[secret:1]]');
    const r = await call(
      outbox.app,
      '/jwt/broker/auth/activateAccountService?requestContext=activate',
      { newPw: 'ativada123', newPwVerification: 'ativada123' },
      token,
    );
    expect(r.json()).toMatchObject({ status: 1 });
    expect((await outboxRows(outbox, 'activation')).every((m) => !m.json.includes(token))).toBe(true);
  });
});
