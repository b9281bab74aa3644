import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { smtpMail } from '../src/adapters/mail/mail';
import { createTestEnv, form } from './harness';

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let open = 0;
let mostOpen = 0;
const smtp = new SMTPServer({
  authOptional: true,
  onConnect(_session, done) {
    mostOpen = Math.max(mostOpen, ++open);
    done();
  },
  onClose() {
    open--;
  },
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const port = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const env = await createTestEnv({
  mail: (db) => smtpMail(db, `smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Hotel <no-reply@test.local>'),
});

describe('mail through a real SMTP peer', () => {
  it('delivers the recovery mail with its single-use link and marks the outbox row sent', async () => {
    expect((await form(env.app, '/passwordRecovery', { accountEmail: 'recepcao@demo.test' })).body).toBe('1');
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]!.to).toEqual(['recepcao@demo.test']);
    const raw = received[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/reset-password\?token=3D|reset-password\?token=/);
    const { rows } = await env.db.query(`SELECT status, sent_at FROM mail_outbox WHERE kind = 'recovery'`);
    expect(rows[0]).toMatchObject({ status: 'sent' });
    expect(rows[0]!.sent_at).not.toBeNull();
  });

  it('sends many mails at once over at most the pooled connections, each outbox row marked sent', async () => {
    const before = received.length;
    const idle = open; // the first test's transport keeps its pooled connection
    mostOpen = open;
    const pooled = smtpMail(env.db, `smtp://127.0.0.1:${port}?ignoreTLS=true&maxConnections=3`, 'Hotel <no-reply@test.local>');
    const to = Array.from({ length: 40 }, (_, i) => `guest${i}@demo.test`);
    await Promise.all(to.map((address) => pooled.send({ to: address, kind: 'feedback', subject: 'Obrigado', text: `Olá ${address}` })));
    await pooled.close();
    expect(
      received
        .slice(before)
        .flatMap((r) => r.to)
        .sort(),
    ).toEqual([...to].sort());
    expect(mostOpen - idle).toBeGreaterThan(0);
    expect(mostOpen - idle).toBeLessThanOrEqual(3);
    const { rows } = await env.db.query(`SELECT status, count(*)::int AS n FROM mail_outbox WHERE kind = 'feedback' GROUP BY status`);
    expect(rows).toEqual([{ status: 'sent', n: 40 }]);
  });
});
