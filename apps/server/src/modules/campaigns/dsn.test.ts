import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOfStatus, parseBounce } from './dsn';

const sample = (name: string, messageId = 'c42.r1.p7.abc@guest-platform.local', to = 'Joao.Silva@Example.org') =>
  Buffer.from(
    readFileSync(path.join(__dirname, '../../../test/bounces', `${name}.eml`), 'utf8')
      .replaceAll('{{MESSAGE_ID}}', messageId)
      .replaceAll('{{RECIPIENT}}', to),
  );

describe('parseBounce', () => {
  it('reads an RFC 3464 report (Postfix): hard, the returned message id, the recipient and the diagnostic', async () => {
    expect(await parseBounce(sample('rfc3464-postfix'))).toEqual({
      type: 'bounce',
      kind: 'hard',
      messageId: 'c42.r1.p7.abc@guest-platform.local',
      recipient: 'joao.silva@example.org',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <Joao.Silva@Example.org>: Recipient address rejected: User unknown in virtual mailbox table',
    });
  });

  it("reads Gmail's report (returned headers only) with its folded diagnostic unfolded", async () => {
    const r = await parseBounce(sample('gmail'));
    expect(r).toMatchObject({ type: 'bounce', kind: 'hard', messageId: 'c42.r1.p7.abc@guest-platform.local', status: '5.1.1' });
    expect(r.type === 'bounce' && r.diagnostic).toMatch(/^550-5\.1\.1 The email account that you tried to reach does not exist\..*gsmtp$/);
  });

  it("reads Exchange's report (5.1.10, the whole original returned)", async () => {
    expect(await parseBounce(sample('exchange'))).toMatchObject({
      type: 'bounce',
      kind: 'hard',
      messageId: 'c42.r1.p7.abc@guest-platform.local',
      recipient: 'joao.silva@example.org',
      status: '5.1.10',
      diagnostic: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
    });
  });

  it('counts a full mailbox (5.2.2) as soft and ignores a delay warning', async () => {
    expect(await parseBounce(sample('soft-mailbox-full'))).toMatchObject({ type: 'bounce', kind: 'soft', status: '5.2.2' });
    expect(await parseBounce(sample('delayed'))).toEqual({ type: 'other', reason: 'delayed' });
  });

  it('reads an ARF complaint (inline returned message)', async () => {
    expect(await parseBounce(sample('arf-complaint'))).toEqual({
      type: 'complaint',
      feedbackType: 'abuse',
      messageId: 'c42.r1.p7.abc@guest-platform.local',
      recipient: 'joao.silva@example.org',
    });
  });

  it('reads a plain-text bounce without a report part, and leaves an ordinary reply alone', async () => {
    const plain = Buffer.from(
      'From: MAILER-DAEMON@old.example.com\r\nTo: bounces@guest-platform.local\r\nSubject: failure notice\r\n\r\n' +
        "Sorry, I couldn't deliver your message.\r\n<ana@old.example.com>:\r\n550 5.1.1 mailbox unavailable\r\n\r\n" +
        '--- Below this line is a copy of the message.\r\n\r\nMessage-ID: <plain.1@guest-platform.local>\r\nSubject: Oferta\r\n',
    );
    expect(await parseBounce(plain)).toMatchObject({
      type: 'bounce',
      kind: 'hard',
      messageId: 'plain.1@guest-platform.local',
      status: '5.1.1',
    });
    const reply = Buffer.from(
      'From: guest@example.org\r\nTo: bounces@guest-platform.local\r\nSubject: Re: Oferta\r\n\r\nObrigado, 500 vezes!\r\n',
    );
    expect(await parseBounce(reply)).toEqual({ type: 'other', reason: 'not a bounce' });
    expect(await parseBounce(Buffer.from('\u0000\u0001garbage'))).toMatchObject({ type: 'other' });
  });

  it('classifies enhanced status codes', () => {
    expect(['5.1.1', '5.0.0', '5.4.4', '5.2.1'].map(kindOfStatus)).toEqual(['hard', 'hard', 'hard', 'hard']);
    expect(['5.2.2', '5.7.1', '4.2.2', '4.4.1', ''].map(kindOfStatus)).toEqual(['soft', 'soft', 'soft', 'soft', 'soft']);
  });
});
