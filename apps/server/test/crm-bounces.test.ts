import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { smtpBounceInbox } from '../src/adapters/bounce-inbox/smtp-listener';
import { processBounces, startBounceIntake } from '../src/modules/campaigns/public';
import { runDueJobs } from '../src/platform/jobs';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { insertCampaignEmails } from './campaign-email-fixtures';
import { call, createTestEnv, signIn } from './harness';

/**
 * Bounces (issue 15, decision 0060): a DSN sent by a real SMTP peer to the inbound listener marks the e-mail row
 * failed (DHFAIL, MSGSTATUS, bounce kind) and suppresses the address; Gmail and Exchange reports, an ARF complaint,
 * soft bounces counted to 3, unmatched and unrelated messages, and another hotel's rows left alone.
 */
const env = await createTestEnv();
const hotel = env.demo.hotel;
const BOUNCE = 'bounces@guest-platform.local';

const sample = (name: string, messageId: string, to: string) =>
  Buffer.from(
    readFileSync(path.join(__dirname, 'bounces', `${name}.eml`), 'utf8')
      .replaceAll('{{MESSAGE_ID}}', messageId.replace(/^<|>$/g, ''))
      .replaceAll('{{RECIPIENT}}', to),
  );

const rowOf = async (id: number) =>
  (
    await env.db.query<{ status: string; failed_at: Date | null; status_message: string; bounce_kind: string | null }>(
      'SELECT status, failed_at, status_message, bounce_kind FROM campaign_emails WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const suppression = async (institutionId: number, address: string) =>
  (
    await env.db.query<{ reason: string; detail: string }>(
      'SELECT reason, detail FROM email_suppressions WHERE institution_id = $1 AND address = $2',
      [institutionId, address],
    )
  ).rows[0] ?? null;
const outcomes = async () =>
  (await env.db.query<{ outcome: string; raw: Buffer | null }>('SELECT outcome, raw FROM bounce_inbox ORDER BY id')).rows;

describe('bounces', () => {
  it('takes a DSN from a real SMTP peer on the listener and marks the row failed (DHFAIL) and suppressed', async () => {
    const { emails } = await insertCampaignEmails(env.db, hotel, { emails: [{ to: 'Ana.Bounce@Example.org' }, { to: 'ok@example.org' }] });
    const inbox = smtpBounceInbox(env.db, BOUNCE, { port: 0, host: '127.0.0.1' });
    let arrivals = 0;
    await inbox.start(async () => {
      arrivals++;
    });
    try {
      const peer = nodemailer.createTransport({ host: '127.0.0.1', port: inbox.boundPort()!, secure: false, ignoreTLS: true });
      // Only the bounce address is served: never an open relay.
      await expect(
        peer.sendMail({ envelope: { from: 'mailer-daemon@mx.example.org', to: 'someone@elsewhere.example' }, raw: 'Subject: x\r\n\r\nx' }),
      ).rejects.toMatchObject({ responseCode: 550 });
      const sent = await peer.sendMail({
        envelope: { from: 'mailer-daemon@mx.example.org', to: BOUNCE },
        raw: sample('rfc3464-postfix', emails[0]!.messageId, 'Ana.Bounce@Example.org'),
      });
      expect(sent.accepted).toEqual([BOUNCE]);
      peer.close();
    } finally {
      await inbox.close();
    }
    expect(arrivals).toBe(1);
    expect(await processBounces({ db: env.db, ports: { ...env.deps.ports, bounceInbox: inbox } })).toBe(1);
    const failed = await rowOf(emails[0]!.id);
    expect(failed).toMatchObject({ status: 'failed', bounce_kind: 'hard' });
    expect(failed.failed_at).toBeInstanceOf(Date);
    expect(failed.status_message).toBe(
      '550 5.1.1 <Ana.Bounce@Example.org>: Recipient address rejected: User unknown in virtual mailbox table',
    );
    expect(await suppression(hotel, 'ana.bounce@example.org')).toMatchObject({ reason: 'hard_bounce' });
    expect(await rowOf(emails[1]!.id)).toMatchObject({ status: 'delivered', failed_at: null });
    expect(await suppression(hotel, 'ok@example.org')).toBeNull();
    // Matched: the raw text (a guest's returned mail) is not kept.
    expect((await outcomes()).at(-1)).toMatchObject({ outcome: `hard: email ${emails[0]!.id}`, raw: null });
  });

  it('reads Gmail and Exchange reports through the sandbox inbox and the queued job', async () => {
    const { emails } = await insertCampaignEmails(env.db, hotel, { emails: [{ to: 'gone@gmail.com' }, { to: 'gone@contoso.com' }] });
    await startBounceIntake(env.deps);
    await env.deps.ports.bounceInbox.deliver(sample('gmail', emails[0]!.messageId, 'gone@gmail.com'), { mailFrom: '', rcptTo: [BOUNCE] });
    await env.deps.ports.bounceInbox.deliver(sample('exchange', emails[1]!.messageId, 'gone@contoso.com'), {
      mailFrom: '',
      rcptTo: [BOUNCE],
    });
    await runDueJobs(env.deps, 10, ['campaigns.bounces']);
    expect(await rowOf(emails[0]!.id)).toMatchObject({ status: 'failed', bounce_kind: 'hard' });
    expect((await rowOf(emails[0]!.id)).status_message).toMatch(/^550-5\.1\.1 The email account that you tried to reach does not exist/);
    expect(await rowOf(emails[1]!.id)).toMatchObject({
      status: 'failed',
      bounce_kind: 'hard',
      status_message: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
    });
    expect(await suppression(hotel, 'gone@gmail.com')).toMatchObject({ reason: 'hard_bounce' });
    expect(await suppression(hotel, 'gone@contoso.com')).toMatchObject({ reason: 'hard_bounce' });
  });

  it('suppresses a complaint (ARF) at once and a soft-bouncing address only at the third soft bounce', async () => {
    const { emails } = await insertCampaignEmails(env.db, hotel, {
      emails: [{ to: 'angry@example.org' }, { to: 'full@example.net' }, { to: 'full@example.net' }, { to: 'full@example.net' }],
    });
    const inbox = env.deps.ports.bounceInbox;
    await inbox.deliver(sample('arf-complaint', emails[0]!.messageId, 'angry@example.org'), { mailFrom: '', rcptTo: [BOUNCE] });
    await processBounces(env.deps);
    expect(await suppression(hotel, 'angry@example.org')).toMatchObject({ reason: 'complaint', detail: 'feedback-type: abuse' });
    expect(await rowOf(emails[0]!.id)).toMatchObject({ status: 'delivered', failed_at: null });

    for (const [i, e] of emails.slice(1).entries()) {
      await inbox.deliver(sample('soft-mailbox-full', e.messageId, 'full@example.net'), { mailFrom: '', rcptTo: [BOUNCE] });
      await processBounces(env.deps);
      expect(await rowOf(e.id)).toMatchObject({ status: 'failed', bounce_kind: 'soft' });
      expect(Boolean(await suppression(hotel, 'full@example.net'))).toBe(i === 2);
    }
    expect(await suppression(hotel, 'full@example.net')).toMatchObject({
      reason: 'hard_bounce',
      detail: expect.stringMatching(/^3 soft bounces: 552 5\.2\.2/),
    });
  });

  it("keeps an unmatched bounce for support, ignores a delay warning, and never touches another hotel's rows", async () => {
    const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Bounces', linkCode: 'outro-bounces' });
    const mine = await insertCampaignEmails(env.db, hotel, { emails: [{ to: 'slow@example.net' }] });
    const theirs = await insertCampaignEmails(env.db, otherHotel, { emails: [{ to: 'theirs@example.org' }] });
    const inbox = env.deps.ports.bounceInbox;
    await inbox.deliver(sample('rfc3464-postfix', '<unknown.1@guest-platform.local>', 'x@example.org'), { mailFrom: '', rcptTo: [BOUNCE] });
    await inbox.deliver(sample('delayed', mine.emails[0]!.messageId, 'slow@example.net'), { mailFrom: '', rcptTo: [BOUNCE] });
    await inbox.deliver(sample('rfc3464-postfix', theirs.emails[0]!.messageId, 'theirs@example.org'), { mailFrom: '', rcptTo: [BOUNCE] });
    expect(await processBounces(env.deps)).toBe(3);
    const last = (await outcomes()).slice(-3);
    expect(last.map((o) => o.outcome)).toEqual(['unmatched', 'ignored: delayed', `hard: email ${theirs.emails[0]!.id}`]);
    expect(last[0]!.raw).toBeInstanceOf(Buffer);
    expect(await rowOf(mine.emails[0]!.id)).toMatchObject({ status: 'delivered', failed_at: null });
    // The other hotel's row is theirs: suppressed for that hotel only.
    expect(await suppression(otherHotel, 'theirs@example.org')).toMatchObject({ reason: 'hard_bounce' });
    expect(await suppression(hotel, 'theirs@example.org')).toBeNull();
    expect(await processBounces(env.deps)).toBe(0);
  });
});

describe('the suppression list (staff)', () => {
  it("lists the hotel's suppressed addresses and re-allows one with a reason, audited; refuses bad input, another hotel, no TAGPANEL", async () => {
    await createUser(env.db, {
      email: 'mkt@bounces.test',
      name: 'Mkt',
      password: 'demo1234',
      institutions: [hotel],
      permissions: [`TAGPANEL:${hotel}:*`],
    });
    const mkt = (await signIn(env.app, 'mkt@bounces.test')).token;
    const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
    const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Supressao', linkCode: 'outro-supressao' });
    await createUser(env.db, {
      email: 'outro@bounces.test',
      name: 'Outro',
      password: 'demo1234',
      institutions: [otherHotel],
      permissions: allPermissionsFor(otherHotel),
    });
    const other = (await signIn(env.app, 'outro@bounces.test')).token;
    const { emails } = await insertCampaignEmails(env.db, hotel, { emails: [{ to: 'volta@example.org' }] });
    await env.deps.ports.bounceInbox.deliver(sample('exchange', emails[0]!.messageId, 'volta@example.org'), {
      mailFrom: '',
      rcptTo: [BOUNCE],
    });
    await processBounces(env.deps);
    const CRM = '/jwt/brokerJson/tagpanel';
    const list = await call(env.app, `${CRM}/ListSupressoesService`, { search: 'volta@', reason: 'hard_bounce' }, mkt);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      metadata: { totalCount: 1 },
      data: [
        { address: 'volta@example.org', reason: 'hard_bounce', detail: expect.stringMatching(/^550 5\.1\.10/), at: expect.any(String) },
      ],
    });
    expect((await call(env.app, `${CRM}/ListSupressoesService`, { search: 'volta@' }, other)).json()).toMatchObject({
      metadata: { totalCount: 0 },
    });
    expect((await call(env.app, `${CRM}/ListSupressoesService`, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${CRM}/ListSupressoesService`, { reason: 'x' }, mkt)).statusCode).toBe(400);

    const bad = await call(env.app, `${CRM}/RemoverSupressaoService`, { address: 'not-an-address', note: 'ok, pediu' }, mkt);
    expect(bad.statusCode).toBe(400);
    expect((await call(env.app, `${CRM}/RemoverSupressaoService`, { address: 'volta@example.org', note: '' }, mkt)).statusCode).toBe(400);
    const theirs = await call(env.app, `${CRM}/RemoverSupressaoService`, { address: 'volta@example.org', note: 'pediu de volta' }, other);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(env.app, `${CRM}/RemoverSupressaoService`, { address: 'volta@example.org', note: 'pediu de volta' }, reception))
        .statusCode,
    ).toBe(403);
    expect(await suppression(hotel, 'volta@example.org')).not.toBeNull();

    const ok = await call(
      env.app,
      `${CRM}/RemoverSupressaoService`,
      { address: 'Volta@Example.org', note: 'Hóspede corrigiu a caixa' },
      mkt,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 1, message: 'O endereço volta@example.org volta a receber e-mails de marketing.' });
    expect(await suppression(hotel, 'volta@example.org')).toBeNull();
    const audit = await env.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'crm.suppression.remove' AND target_id = 'volta@example.org'`,
    );
    expect(audit.rows).toEqual([
      { before: { reason: 'hard_bounce', detail: expect.any(String) }, after: { note: 'Hóspede corrigiu a caixa' } },
    ]);
    const again = await call(env.app, `${CRM}/RemoverSupressaoService`, { address: 'volta@example.org', note: 'de novo' }, mkt);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual([{ path: 'address', message: 'Este endereço não está na lista de bloqueio.' }]);
  });
});
