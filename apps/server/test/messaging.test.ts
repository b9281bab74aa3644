import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { cloudApiClient, linkCodeOf, parseWebhook, topicOf, validSignature } from '../src/adapters/messaging/cloud-api';
import { type MessagingEvent, MessagingRefused } from '../src/adapters/messaging/port';
import { createSandboxMessaging, SANDBOX_HISTORY_DAYS, sandboxDay } from '../src/adapters/messaging/sandbox';
import { ingestAccount } from '../src/modules/messaging/ingest';
import { ingestEvents } from '../src/modules/messaging/public';
import { messagingQueries } from '../src/modules/messaging/queries';
import { runDueJobs } from '../src/platform/jobs';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

/**
 * The hotel's WhatsApp guest messaging (issue 17's outside sources; decision 0074): the sandbox's stable history,
 * the Cloud API client against a local server speaking the Graph API's shapes and its signed webhook, the number's
 * services, the ingestion (idempotent, cursor in PostgreSQL, failures kept), and the taglaura and auto-wpp named
 * queries: their numbers on a known day of traffic, tenancy, permissions, bad parameters and the workbook.
 */
const env = await createTestEnv();
const B = '/jwt/brokerJson/config';
const DAY = 86_400_000;
const hotel = await createInstitution(env.db, { name: 'Hotel Mensagens', network: 'Rede Mensagens' });
const other = await createInstitution(env.db, { name: 'Hotel Vizinho', network: 'Rede Mensagens' });
const user = (email: string, institutions: number[], permissions: string[]) =>
  createUser(env.db, { email, name: email, password: 'demo1234', institutions, permissions });
await user('laura@msg.test', [hotel, other], [`DASH:${hotel}:taglaura`]);
await user('wpp@msg.test', [hotel], [`DASH:${hotel}:auto-wpp`]);
await user('checkin@msg.test', [hotel], [`DASH:${hotel}:webcheckins`]);
await user('config@msg.test', [hotel], [`CHANGEINS:${hotel}:basic`]);
const laura = (await signIn(env.app, 'laura@msg.test')).token;
const wpp = (await signIn(env.app, 'wpp@msg.test')).token;
const checkin = (await signIn(env.app, 'checkin@msg.test')).token;
const config = (await signIn(env.app, 'config@msg.test')).token;
const admin = (await signIn(env.app, 'admin@demo.test')).token;
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;

const count = async (table: string, institutionId: number) =>
  Number((await env.db.query(`SELECT count(*) FROM ${table} WHERE institution_id = $1`, [institutionId])).rows[0].count);
/** Every row of the hotel's three tables, as one digest (a repeated ingestion must leave it as it was). */
async function digest(institutionId: number): Promise<string> {
  const { rows } = await env.db.query(
    `SELECT (SELECT md5(coalesce(string_agg(row(m.external_id, m.direction, m.kind, m.topic, m.phone, m.booking_id, m.profile_id, m.sent_at,
                                                 m.delivered_at, m.read_at, m.failed_at, m.status, m.answered_at, m.link_code)::text, ',' ORDER BY m.external_id), ''))
               FROM messaging_messages m WHERE m.institution_id = $1) ||
            (SELECT md5(coalesce(string_agg(row(l.code, l.channel, l.booking_id, l.phone, l.sent_at, l.first_click_at, l.used_at)::text, ',' ORDER BY l.code), ''))
               FROM whatsapp_links l WHERE l.institution_id = $1) ||
            (SELECT count(*) FROM whatsapp_link_clicks c WHERE c.institution_id = $1)::text AS d`,
    [institutionId],
  );
  return rows[0].d;
}

describe('the messaging sandbox', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const port = createSandboxMessaging({ now: () => now });
  const signal = () => AbortSignal.timeout(10_000);
  it('gives each number its own history, the same on every call, in the shapes WhatsApp reports', async () => {
    const a = await port.fetch('hotel-a', null, signal());
    const b = await port.fetch('hotel-a', null, signal());
    expect(a.events).toEqual(b.events);
    expect(a.cursor).toBe(now.toISOString());
    const messages = a.events.filter((e) => e.type === 'message');
    // A mid-size hotel: tens of messages a day, for the provider's 550 days, never in the future.
    expect(messages.length).toBeGreaterThan(SANDBOX_HISTORY_DAYS * 15);
    expect(messages.length).toBeLessThan(SANDBOX_HISTORY_DAYS * 80);
    expect(a.events.every((e) => e.at <= now && e.at.getTime() > now.getTime() - SANDBOX_HISTORY_DAYS * DAY)).toBe(true);
    const other = await port.fetch('hotel-b', null, signal());
    expect(other.events.length).not.toBe(a.events.length);
    // Every notification topic, failures around 3 %, most delivered, most questions answered.
    const out = messages.filter((m) => m.type === 'message' && m.kind === 'notification');
    expect(new Set(out.map((m) => m.type === 'message' && m.topic))).toEqual(new Set(['checkin-link', 'pre-arrival', 'key', 'survey']));
    const statuses = a.events.filter((e) => e.type === 'status');
    const failed = statuses.filter((s) => s.type === 'status' && s.status === 'failed').length;
    const sent = statuses.filter((s) => s.type === 'status' && s.status === 'sent').length;
    expect(failed / sent).toBeGreaterThan(0.01);
    expect(failed / sent).toBeLessThan(0.06);
    expect(a.events.some((e) => e.type === 'click')).toBe(true);
    expect(messages.some((m) => m.type === 'message' && m.linkCode)).toBe(true);
    // Phones are WhatsApp ids (digits with the country code); no event carries a text.
    expect(messages.every((m) => m.type === 'message' && /^55[0-9]{11}$/.test(m.phone ?? ''))).toBe(true);
    expect(JSON.stringify(a.events.slice(0, 200))).not.toMatch(/"(text|body)"/);
  });
  it('a fetch from a cursor gives exactly what happened after it', async () => {
    const earlier = createSandboxMessaging({ now: () => new Date(now.getTime() - 10 * DAY) });
    const first = await earlier.fetch('hotel-a', null, signal());
    const rest = await port.fetch('hotel-a', first.cursor, signal());
    const whole = await port.fetch('hotel-a', null, signal());
    const cut = Date.parse(first.cursor);
    expect(rest.events).toEqual(whole.events.filter((e) => e.at.getTime() > cut));
    // The earlier fetch reached 550 days before its own now: the overlap is the same traffic.
    expect(first.events.filter((e) => e.at.getTime() > whole.events[0]!.at.getTime() - 1)).toEqual(
      whole.events.filter((e) => e.at.getTime() <= cut),
    );
    // A day is always the same, whoever asks.
    expect(sandboxDay('hotel-a', Date.parse('2026-06-01'))).toEqual(sandboxDay('hotel-a', Date.parse('2026-06-01')));
  });
  it('fails on demand: an outage and an unknown number', async () => {
    await expect(port.fetch('fail-1', null, signal())).rejects.toThrow(/503/);
    await expect(port.describe('unknown-1', signal())).rejects.toBeInstanceOf(MessagingRefused);
    expect((await port.describe('hotel-a', signal())).displayPhone).toMatch(/^\+55[0-9]{11}$/);
  });
});

// A known day of traffic at the hotel: three notifications, two guests' messages, one answer, three links.
const { rows: bookingRows } = await env.db.query<{ id: number }>(
  `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status) VALUES ($1, 'WPP-100', '2026-03-05', '2026-03-07', 'R') RETURNING id`,
  [hotel],
);
await env.db.query(`INSERT INTO booking_persons (booking_id, institution_id, position, name) VALUES ($1, $2, 0, 'Bruno Reserva')`, [
  bookingRows[0]!.id,
  hotel,
]);
await env.db.query(
  `INSERT INTO guest_profiles (institution_id, name, first_name, phones) VALUES ($1, 'Ana Mensagem', 'ana', ARRAY['5511987654321'])`,
  [hotel],
);
const at = (iso: string) => new Date(iso);
const msg = (e: Partial<Extract<MessagingEvent, { type: 'message' }>> & { id: string; at: Date }): MessagingEvent => ({
  type: 'message',
  direction: 'out',
  kind: 'notification',
  topic: 'other',
  template: null,
  phone: null,
  voucher: null,
  replyTo: null,
  linkCode: null,
  ...e,
});
const KNOWN: MessagingEvent[] = [
  {
    type: 'link',
    code: 'ABC123',
    channel: 'confirmation-mail',
    voucher: 'WPP-100',
    phone: '5511987654321',
    at: at('2026-03-01T12:00:00Z'),
  },
  { type: 'link', code: 'DEF456', channel: 'website', voucher: null, phone: null, at: at('2026-03-02T12:00:00Z') },
  msg({
    id: 'n1',
    topic: 'checkin-link',
    template: 'checkin_link_v2',
    phone: '5511987654321',
    voucher: 'WPP-100',
    at: at('2026-03-02T12:00:00Z'),
  }),
  { type: 'status', id: 'n1', status: 'sent', at: at('2026-03-02T12:00:01Z'), error: null },
  { type: 'status', id: 'n1', status: 'delivered', at: at('2026-03-02T12:00:05Z'), error: null },
  { type: 'status', id: 'n1', status: 'read', at: at('2026-03-02T13:00:00Z'), error: null },
  msg({
    id: 'q1',
    direction: 'in',
    kind: 'conversation',
    topic: 'booking',
    phone: '5511987654321',
    replyTo: 'n1',
    at: at('2026-03-02T14:00:00Z'),
  }),
  msg({ id: 'a1', kind: 'conversation', topic: 'booking', phone: '5511987654321', replyTo: 'q1', at: at('2026-03-02T14:04:00Z') }),
  { type: 'status', id: 'a1', status: 'delivered', at: at('2026-03-02T14:04:02Z'), error: null },
  msg({ id: 'n2', topic: 'key', template: 'digital_key_ready', phone: '5511987654322', at: at('2026-03-03T15:00:00Z') }),
  { type: 'status', id: 'n2', status: 'delivered', at: at('2026-03-03T15:00:03Z'), error: null },
  msg({ id: 'n3', topic: 'survey', template: 'post_stay_survey', phone: '5511987654323', at: at('2026-03-03T16:00:00Z') }),
  { type: 'status', id: 'n3', status: 'failed', at: at('2026-03-03T16:00:02Z'), error: '131026 Message undeliverable' },
  { type: 'click', code: 'ABC123', at: at('2026-03-03T17:58:00Z') },
  msg({
    id: 'q2',
    direction: 'in',
    kind: 'conversation',
    topic: 'services',
    phone: '5511987654329',
    linkCode: 'ABC123',
    at: at('2026-03-03T18:00:00Z'),
  }),
  { type: 'click', code: 'ABC123', at: at('2026-03-04T10:00:00Z') },
  { type: 'click', code: 'GHI789', at: at('2026-03-05T12:00:00Z') },
];
await ingestEvents(env.db, hotel, KNOWN);
// The neighbour's traffic (the sandbox's), which the hotel's staff must never see.
const neighbour = await createSandboxMessaging({ now: () => new Date('2026-04-01T00:00:00Z') }).fetch(
  'vizinho',
  null,
  AbortSignal.timeout(10_000),
);
await ingestEvents(env.db, other, neighbour.events);

const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '31/03/2026' };
const q = (name: string, body: object, token: string) => call(env.app, `/dashboardQueries/executeQuery/${name}`, body, token);

describe('ingestion', () => {
  it('links bookings by voucher and profiles by phone, keeps phones in E.164, marks answers and link uses', async () => {
    const { rows } = await env.db.query(
      'SELECT external_id, phone, booking_id, profile_id, status, answered_at FROM messaging_messages WHERE institution_id = $1 ORDER BY external_id',
      [hotel],
    );
    const by = Object.fromEntries(rows.map((r) => [r.external_id, r]));
    expect(by.n1).toMatchObject({ phone: '+5511987654321', booking_id: bookingRows[0]!.id, status: 'read' });
    expect(by.n1.profile_id).not.toBeNull();
    expect(by.n1.answered_at).toEqual(at('2026-03-02T14:00:00Z'));
    expect(by.q1.answered_at).toEqual(at('2026-03-02T14:04:00Z'));
    expect(by.q2.answered_at).toBeNull();
    expect(by.n3.status).toBe('failed');
    const links = (
      await env.db.query('SELECT code, channel, first_click_at, used_at FROM whatsapp_links WHERE institution_id = $1 ORDER BY code', [
        hotel,
      ])
    ).rows;
    expect(links).toEqual([
      { code: 'ABC123', channel: 'confirmation-mail', first_click_at: at('2026-03-03T17:58:00Z'), used_at: at('2026-03-03T18:00:00Z') },
      { code: 'DEF456', channel: 'website', first_click_at: null, used_at: null },
      { code: 'GHI789', channel: 'unknown', first_click_at: at('2026-03-05T12:00:00Z'), used_at: null },
    ]);
  });
  it('is idempotent: the same events again, or in two halves, change nothing', { timeout: 120_000 }, async () => {
    const before = await digest(hotel);
    await ingestEvents(env.db, hotel, KNOWN);
    await ingestEvents(env.db, hotel, KNOWN.slice(0, 9));
    await ingestEvents(env.db, hotel, KNOWN.slice(9));
    expect(await digest(hotel)).toBe(before);
    const neighbourBefore = await digest(other);
    await ingestEvents(env.db, other, neighbour.events);
    expect(await digest(other)).toBe(neighbourBefore);
    expect(await count('messaging_messages', other)).toBe(neighbour.events.filter((e) => e.type === 'message').length);
  });
  it('a status that arrives later moves a message forward, never back', async () => {
    await ingestEvents(env.db, hotel, [{ type: 'status', id: 'n2', status: 'read', at: at('2026-03-03T20:00:00Z'), error: null }]);
    await ingestEvents(env.db, hotel, [{ type: 'status', id: 'n2', status: 'delivered', at: at('2026-03-03T15:00:03Z'), error: null }]);
    const { rows } = await env.db.query(`SELECT status, read_at FROM messaging_messages WHERE institution_id = $1 AND external_id = 'n2'`, [
      hotel,
    ]);
    expect(rows[0]).toEqual({ status: 'read', read_at: at('2026-03-03T20:00:00Z') });
    // Back to the known day for the queries below.
    await env.db.query(
      `UPDATE messaging_messages SET read_at = NULL, status = 'delivered' WHERE institution_id = $1 AND external_id = 'n2'`,
      [hotel],
    );
  });
});

describe('the WhatsApp number (services and the scheduled ingestion)', () => {
  const demo = env.demo.hotel;
  it('adds the number, ingests its history once, then only what is new; the cursor is kept in PostgreSQL', {
    timeout: 180_000,
  }, async () => {
    const saved = await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: 'demo-wa' }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'sandbox', account: { externalRef: 'demo-wa', enabled: true, messages: 0 } });
    expect(saved.json().account.displayPhone).toMatch(/^\+55/);
    await runDueJobs(env.deps);
    const held = await count('messaging_messages', demo);
    expect(held).toBeGreaterThan(SANDBOX_HISTORY_DAYS * 15);
    const { rows } = await env.db.query('SELECT cursor, last_synced_at FROM messaging_accounts WHERE institution_id = $1', [demo]);
    expect(Date.parse(rows[0].cursor)).toBeGreaterThan(Date.now() - 60_000);
    const before = await digest(demo);
    const again = await call(env.app, `${B}/SincronizarWhatsappService`, {}, admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().account.lastError).toBeNull();
    // Only what happened in the seconds since: the history is not written twice.
    expect(again.json().account.messages).toBeLessThan(held + 5);
    // Reading the whole history again from the start (a lost cursor) writes nothing twice either.
    await env.db.query('UPDATE messaging_accounts SET cursor = NULL WHERE institution_id = $1', [demo]);
    await ingestAccount(env.db, env.deps.ports.messaging, demo);
    expect(await count('messaging_messages', demo)).toBe(again.json().account.messages);
    expect(before.length).toBeGreaterThan(0);
  });
  it('a failure is kept on the account and the cursor stays; the next run resumes', { timeout: 60_000 }, async () => {
    const { rows } = await env.db.query('SELECT cursor FROM messaging_accounts WHERE institution_id = $1', [demo]);
    await env.db.query(`UPDATE messaging_accounts SET external_ref = 'fail-demo' WHERE institution_id = $1`, [demo]);
    const r = await call(env.app, `${B}/SincronizarWhatsappService`, {}, admin);
    expect(r.json().account.lastError).toMatch(/503/);
    expect((await env.db.query('SELECT cursor FROM messaging_accounts WHERE institution_id = $1', [demo])).rows[0].cursor).toBe(
      rows[0].cursor,
    );
    await env.db.query(`UPDATE messaging_accounts SET external_ref = 'demo-wa' WHERE institution_id = $1`, [demo]);
    const fixed = await call(env.app, `${B}/SincronizarWhatsappService`, {}, admin);
    expect(fixed.json().account.lastError).toBeNull();
  });
  it('refuses bad input on its field and changes nothing; another hotel and other roles cannot touch it', async () => {
    const before = await env.db.query('SELECT * FROM messaging_accounts ORDER BY institution_id');
    const bad = await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: "1'; DROP" }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('externalRef');
    const unknown = await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: 'unknown-9' }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ path: 'externalRef' });
    // The same number at a second hotel.
    const taken = await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: 'demo-wa' }, config);
    expect(taken.statusCode).toBe(409);
    expect((await env.db.query('SELECT * FROM messaging_accounts ORDER BY institution_id')).rows).toEqual(before.rows);
    // The reception has no CHANGEINS:basic; the other hotel's manager sees its own (none).
    expect((await call(env.app, `${B}/ConsultarContaWhatsappService`, {}, reception)).statusCode).toBe(403);
    expect((await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: 'x1' }, reception)).statusCode).toBe(403);
    const mine = await call(env.app, `${B}/ConsultarContaWhatsappService`, {}, config);
    expect(mine.json().account).toBeNull();
    expect((await call(env.app, `${B}/SincronizarWhatsappService`, {}, config)).statusCode).toBe(404);
  });
});

describe('the Cloud API client (a local server speaking the Graph API and a signed webhook)', () => {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer tok-1') {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }));
    } else if (url.pathname === '/v21.0/106540352242922' && url.searchParams.get('fields') === 'display_phone_number,verified_name') {
      res.end(JSON.stringify({ display_phone_number: '+55 48 3333-4444', verified_name: 'Hotel Nuvem', id: '106540352242922' }));
    } else if (url.pathname === '/v21.0/500') {
      res.statusCode = 500;
      res.end('{}');
    } else {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } }));
    }
  });
  server.listen(0, '127.0.0.1');
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const settings = () => ({
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    token: 'tok-1',
    appSecret: 'app-secret-1',
    verifyToken: 'verify-1',
  });
  const sign = (body: string, secret = 'app-secret-1') => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const webhook = (phoneNumberId: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '554833334444', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Carla' }, wa_id: '5511912345678' }],
              messages: [
                {
                  from: '5511912345678',
                  id: 'wamid.IN1',
                  timestamp: '1772463600',
                  type: 'text',
                  text: { body: 'Olá! Qual o endereço do hotel? ref ZX9K2P' },
                },
              ],
              statuses: [
                {
                  id: 'wamid.OUT1',
                  status: 'delivered',
                  timestamp: '1772460005',
                  recipient_id: '5511912345678',
                  biz_opaque_callback_data: 'gm=1&topic=pre-arrival&template=pre_arrival_info&voucher=CLOUD-1',
                  conversation: { id: 'c1', origin: { type: 'utility' } },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                },
                {
                  id: 'wamid.OUT2',
                  status: 'failed',
                  timestamp: '1772460010',
                  recipient_id: '5511900000000',
                  errors: [{ code: 131026, title: 'Message undeliverable' }],
                },
                {
                  id: 'wamid.OUT3',
                  status: 'read',
                  timestamp: '1772463700',
                  recipient_id: '5511912345678',
                  biz_opaque_callback_data: 'gm=1&topic=booking&reply=wamid.IN1',
                },
              ],
            },
          },
        ],
      },
    ],
  });

  it('describes a number with the token; refusals and outages are told apart', async () => {
    const port = cloudApiClient(env.db, settings());
    expect(await port.describe('106540352242922', AbortSignal.timeout(5000))).toEqual({
      displayPhone: '+554833334444',
      verifiedName: 'Hotel Nuvem',
    });
    expect(seen.at(-1)).toContain('Bearer tok-1');
    await expect(port.describe('999', AbortSignal.timeout(5000))).rejects.toBeInstanceOf(MessagingRefused);
    await expect(port.describe('500', AbortSignal.timeout(5000))).rejects.toThrow(/500/);
    await expect(port.describe('12a', AbortSignal.timeout(5000))).rejects.toBeInstanceOf(MessagingRefused);
    const badToken = cloudApiClient(env.db, { ...settings(), token: 'wrong' });
    await expect(badToken.describe('106540352242922', AbortSignal.timeout(5000))).rejects.toThrow(/code 190/);
  });

  it('maps the webhook: topic and link code from the text, which is dropped; the callback data says what was sent', () => {
    const events = parseWebhook(webhook('106540352242922')).get('106540352242922')!;
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'message',
        id: 'wamid.IN1',
        direction: 'in',
        topic: 'directions',
        linkCode: 'ZX9K2P',
        phone: '5511912345678',
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'message',
        id: 'wamid.OUT1',
        direction: 'out',
        kind: 'notification',
        topic: 'pre-arrival',
        voucher: 'CLOUD-1',
      }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'message', id: 'wamid.OUT2', kind: 'conversation', topic: 'other' }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'status', id: 'wamid.OUT2', status: 'failed', error: '131026 Message undeliverable' }),
    );
    expect(JSON.stringify(events)).not.toContain('endereço');
    expect(topicOf('Que horas é o check-out?')).toBe('times');
    expect(topicOf('Tem café da manhã?')).toBe('services');
    expect(topicOf('Quero cancelar minha reserva')).toBe('booking');
    expect(topicOf('Oi')).toBe('other');
    expect(linkCodeOf('Olá (ref: abc123)')).toBe('ABC123');
    expect(parseWebhook({ object: 'page' }).size).toBe(0);
    expect(validSignature(Buffer.from('{}'), sign('{}'), 'app-secret-1')).toBe(true);
    expect(validSignature(Buffer.from('{}'), sign('{}', 'other'), 'app-secret-1')).toBe(false);
    expect(validSignature(Buffer.from('{}'), undefined, 'app-secret-1')).toBe(false);
  });

  it('the webhook route: subscription check, signed deliveries kept without text, ingested for the hotel of the number', async () => {
    const saved = env.deps.ports.messaging;
    const cloudHotel = await createInstitution(env.db, { name: 'Hotel Nuvem' });
    await user('nuvem@msg.test', [cloudHotel], [`CHANGEINS:${cloudHotel}:basic`]);
    const nuvem = (await signIn(env.app, 'nuvem@msg.test')).token;
    env.deps.ports.messaging = cloudApiClient(env.db, settings());
    try {
      const add = await call(env.app, `${B}/SalvarContaWhatsappService`, { externalRef: '106540352242922' }, nuvem);
      expect(add.statusCode, add.body).toBe(200);
      expect(add.json()).toMatchObject({ source: 'whatsapp-cloud-api', account: { displayPhone: '+554833334444' } });
      const check = await env.app.inject({
        method: 'GET',
        url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-1&hub.challenge=8822',
      });
      expect(check.statusCode).toBe(200);
      expect(check.body).toBe('8822');
      const wrong = await env.app.inject({
        method: 'GET',
        url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
      });
      expect(wrong.statusCode).toBe(403);
      const body = JSON.stringify(webhook('106540352242922'));
      const post = (signature: string) =>
        env.app.inject({
          method: 'POST',
          url: '/webhooks/whatsapp',
          payload: body,
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        });
      expect((await post(sign(body, 'forged'))).statusCode).toBe(401);
      expect((await post(sign(body))).statusCode).toBe(200);
      // The same delivery again (Meta retries): nothing twice.
      expect((await post(sign(body))).statusCode).toBe(200);
      const inbox = await env.db.query(`SELECT events::text AS e FROM whatsapp_inbox WHERE phone_number_id = '106540352242922'`);
      expect(inbox.rows).toHaveLength(2);
      expect(inbox.rows[0].e).not.toContain('endereço');
      await runDueJobs(env.deps);
      const { rows } = await env.db.query(
        'SELECT external_id, direction, topic, status, phone, answered_at IS NOT NULL AS answered, link_code FROM messaging_messages WHERE institution_id = $1 ORDER BY external_id',
        [cloudHotel],
      );
      expect(rows).toEqual([
        {
          external_id: 'wamid.IN1',
          direction: 'in',
          topic: 'directions',
          status: 'received',
          phone: '+5511912345678',
          answered: true,
          link_code: 'ZX9K2P',
        },
        {
          external_id: 'wamid.OUT1',
          direction: 'out',
          topic: 'pre-arrival',
          status: 'delivered',
          phone: '+5511912345678',
          answered: false,
          link_code: null,
        },
        {
          external_id: 'wamid.OUT2',
          direction: 'out',
          topic: 'other',
          status: 'failed',
          phone: '+5511900000000',
          answered: false,
          link_code: null,
        },
        {
          external_id: 'wamid.OUT3',
          direction: 'out',
          topic: 'booking',
          status: 'read',
          phone: '+5511912345678',
          answered: false,
          link_code: null,
        },
      ]);
      const links = await env.db.query('SELECT code, channel, used_at FROM whatsapp_links WHERE institution_id = $1', [cloudHotel]);
      expect(links.rows).toEqual([{ code: 'ZX9K2P', channel: 'unknown', used_at: new Date(1772463600 * 1000) }]);
      expect((await env.db.query('SELECT cursor FROM messaging_accounts WHERE institution_id = $1', [cloudHotel])).rows[0].cursor).toMatch(
        /^[0-9]+$/,
      );
    } finally {
      env.deps.ports.messaging = saved;
    }
    // With the sandbox the webhook is closed.
    expect(
      (await env.app.inject({ method: 'POST', url: '/webhooks/whatsapp', payload: '{}', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('taglaura: the messaging assistant', () => {
  it('summary, series, topics: the known day', async () => {
    const summary = await q('taglaura-summary', march, laura);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().rows).toEqual([
      {
        enviadas: 4,
        recebidas: 2,
        respondidas: 1,
        taxaResposta: 0.5,
        tempoRespostaMin: 4,
        notificacoes: 3,
        entregues: 0.666667,
        lidas: 0.333333,
      },
    ]);
    expect((await q('taglaura-messages', march, laura)).json().rows).toEqual([
      { periodo: '2026-03-02', enviadas: 2, recebidas: 1, respondidas: 1, taxaResposta: 1 },
      { periodo: '2026-03-03', enviadas: 2, recebidas: 1, respondidas: 0, taxaResposta: 0 },
    ]);
    expect((await q('taglaura-messages', { ...march, TIPOPERIODO: 'M' }, laura)).json().rows).toEqual([
      { periodo: '2026-03-01', enviadas: 4, recebidas: 2, respondidas: 1, taxaResposta: 0.5 },
    ]);
    const topics = (await call(env.app, '/dashboardQueries/executeQuery/taglaura-topics?locale=en', march, laura)).json().rows;
    expect(topics).toEqual([
      { assunto: 'Booking', recebidas: 1, respondidas: 1, taxaResposta: 1, tempoRespostaMin: 4 },
      { assunto: 'Services', recebidas: 1, respondidas: 0, taxaResposta: 0, tempoRespostaMin: null },
      { assunto: 'Times', recebidas: 0, respondidas: 0, taxaResposta: 0, tempoRespostaMin: null },
      { assunto: 'Directions', recebidas: 0, respondidas: 0, taxaResposta: 0, tempoRespostaMin: null },
      { assunto: 'Other', recebidas: 0, respondidas: 0, taxaResposta: 0, tempoRespostaMin: null },
    ]);
    // A hospital's rows speak of appointments.
    const clinic = await createInstitution(env.db, { name: 'Hospital Laura', flags: { ISHOSPITAL: 'S' } });
    await user('laura.hospital@msg.test', [clinic], [`DASH:${clinic}:taglaura`]);
    const nurse = (await signIn(env.app, 'laura.hospital@msg.test')).token;
    const words = (await call(env.app, '/dashboardQueries/executeQuery/taglaura-topics?locale=en', march, nurse)).json().rows;
    expect(words.map((r: { assunto: string }) => r.assunto)).toEqual(['Appointment', 'Services', 'Times', 'Directions', 'Other']);
  });
  it('the messages received and the notifications, with masked phones and the guest when known', async () => {
    expect((await q('taglaura-conversations', march, laura)).json()).toMatchObject({
      totalRows: 2,
      rows: [
        {
          recebidaEm: '2026-03-03T18:00:00.000Z',
          assunto: 'Serviços',
          telefone: '+5511*****4329',
          hospede: null,
          respondida: 'Não',
          tempoRespostaMin: null,
        },
        {
          recebidaEm: '2026-03-02T14:00:00.000Z',
          assunto: 'Reserva',
          telefone: '+5511*****4321',
          hospede: 'Ana Mensagem',
          respondida: 'Sim',
          tempoRespostaMin: 4,
        },
      ],
    });
    expect((await q('taglaura-notifications', march, laura)).json().rows).toEqual([
      { notificacao: 'Link de check-in', enviadas: 1, entregues: 1, lidas: 1, falhas: 0, respondidas: 1, taxaLeitura: 1 },
      { notificacao: 'Pré-chegada', enviadas: 0, entregues: 0, lidas: 0, falhas: 0, respondidas: 0, taxaLeitura: 0 },
      { notificacao: 'Chave digital', enviadas: 1, entregues: 1, lidas: 0, falhas: 0, respondidas: 0, taxaLeitura: 0 },
      { notificacao: 'Pesquisa', enviadas: 1, entregues: 0, lidas: 0, falhas: 1, respondidas: 0, taxaLeitura: 0 },
    ]);
    expect((await q('taglaura-notification-days', march, laura)).json().rows).toEqual([
      { periodo: '2026-03-02', enviadas: 1, entregues: 1, lidas: 1, falhas: 0 },
      { periodo: '2026-03-03', enviadas: 2, entregues: 1, lidas: 0, falhas: 1 },
    ]);
    const list = (await q('taglaura-notification-list', { ...march, limit: 2 }, laura)).json();
    expect(list.totalRows).toBe(3);
    expect(list.rows.map((r: { situacao: string }) => r.situacao)).toEqual(['Falhou', 'Entregue']);
    const last = (await q('taglaura-notification-list', { ...march, offset: 2 }, laura)).json().rows;
    expect(last).toEqual([
      {
        enviadaEm: '2026-03-02T12:00:00.000Z',
        notificacao: 'Link de check-in',
        telefone: '+5511*****4321',
        hospede: 'Ana Mensagem',
        voucher: 'WPP-100',
        situacao: 'Lida',
        lidaEm: '2026-03-02T13:00:00.000Z',
      },
    ]);
    // A day without traffic.
    expect((await q('taglaura-summary', { DHINCLUSAOINI: '10/03/2026', DHINCLUSAOFIN: '10/03/2026' }, laura)).json().rows[0]).toMatchObject(
      {
        enviadas: 0,
        taxaResposta: 0,
        tempoRespostaMin: null,
      },
    );
  });
});

describe('auto-wpp: WhatsApp links', () => {
  it('sent, clicked, used, by period and by channel', async () => {
    const r = await q('wpp-links-summary', march, wpp);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows).toEqual([{ enviados: 3, clicados: 2, cliques: 3, usados: 1, taxaClique: 0.666667, taxaUso: 0.333333 }]);
    expect((await q('wpp-links', { ...march, TIPOPERIODO: 'M' }, wpp)).json().rows).toEqual([
      { periodo: '2026-03-01', enviados: 3, clicados: 2, usados: 1, taxaClique: 0.666667 },
    ]);
    expect((await q('wpp-links-channels', march, wpp)).json().rows).toEqual([
      { canal: 'E-mail de confirmação', enviados: 1, clicados: 1, cliques: 2, usados: 1, taxaClique: 1 },
      { canal: 'E-mail de check-in', enviados: 0, clicados: 0, cliques: 0, usados: 0, taxaClique: 0 },
      { canal: 'E-mail de pesquisa', enviados: 0, clicados: 0, cliques: 0, usados: 0, taxaClique: 0 },
      { canal: 'Site', enviados: 1, clicados: 0, cliques: 0, usados: 0, taxaClique: 0 },
      { canal: 'Assinatura de e-mail', enviados: 0, clicados: 0, cliques: 0, usados: 0, taxaClique: 0 },
      { canal: 'Sem registro de envio', enviados: 1, clicados: 1, cliques: 1, usados: 0, taxaClique: 1 },
    ]);
  });
});

describe('every named query of the two families', () => {
  const names = messagingQueries.map((x) => x.name);
  const tokenFor = (name: string) => (name.startsWith('wpp-') ? wpp : laura);
  const wrongFor = (name: string) => (name.startsWith('wpp-') ? laura : wpp);
  it.each(names)('%s: another hotel id in the parameters is ignored', async (name) => {
    const plain = await q(name, march, tokenFor(name));
    expect(plain.statusCode, plain.body).toBe(200);
    const sneaky = await q(name, { ...march, codIns: other, institutionId: other, CODINS: [other] }, tokenFor(name));
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json().rows).toEqual(plain.json().rows);
    expect(sneaky.json().hotels).toBeUndefined();
  });
  it.each(names)('%s: the other family and a caller without DASH are refused (403); bad parameters are 400', async (name) => {
    expect((await q(name, march, wrongFor(name))).statusCode).toBe(403);
    expect((await q(name, march, checkin)).statusCode).toBe(403);
    expect((await call(env.app, `/dashboardQueries/metadataQuery/${name}`, {}, checkin)).statusCode).toBe(403);
    const bad = await q(name, { DHINCLUSAOINI: '31/02/2026', TIPOPERIODO: 'X', COMPARACAO: 'Z' }, tokenFor(name));
    expect(bad.statusCode).toBe(400);
    const long = await q(name, { DHINCLUSAOINI: '01/01/2024', DHINCLUSAOFIN: '31/03/2026' }, tokenFor(name));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ path: 'DHINCLUSAOFIN', message: 'period_too_long' });
  });
  it.each(names)('%s: metadata has translated columns, a chart hint, the help and the filters', async (name) => {
    const r = await call(env.app, `/dashboardQueries/metadataQuery/${name}?locale=es`, {}, tokenFor(name));
    expect(r.statusCode, r.body).toBe(200);
    const m = r.json();
    expect(m.help.length).toBeGreaterThan(40);
    expect(m.filters).toEqual(expect.arrayContaining(['period', 'comparison', 'hotels']));
    for (const c of m.columns) expect(c.label).not.toMatch(/^[a-z]+\.[a-z.]+$/i);
  });
  it('the neighbour sees its own traffic only, with its own permission', async () => {
    await user('vizinho@msg.test', [other], [`DASH:${other}:taglaura`]);
    const token = (await signIn(env.app, 'vizinho@msg.test')).token;
    const theirs = (await q('taglaura-summary', march, token)).json().rows[0];
    expect(theirs.enviadas).toBeGreaterThan(100);
    expect((await q('taglaura-summary', { ...march, CODINS: [hotel] }, token)).json().rows[0]).toEqual(theirs);
  });
  it('a comparison with the same period a year before', async () => {
    const r = await q('taglaura-summary', { ...march, COMPARACAO: 'A' }, laura);
    expect(r.json().comparison).toMatchObject({ start: '2025-03-01', end: '2025-03-31', rows: [{ enviadas: 0 }] });
  });
});

describe('the workbooks', () => {
  it('taglaura notifications: a sheet per card, parsed back, numbers equal to the JSON answer', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/taglaura-notifications?locale=en',
      payload: march,
      headers: { authorization: `Bearer ${laura}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain('Messaging');
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Automatic notifications', 'Notifications over time', 'Notifications sent']);
    const byType = (await call(env.app, '/dashboardQueries/executeQuery/taglaura-notifications?locale=en', march, laura)).json().rows;
    expect(sheets[0]!.data[0]).toEqual(['Notification', 'Sent', 'Delivered', 'Read', 'Failed', 'Answered', 'Read rate']);
    expect(sheets[0]!.data.slice(1)).toEqual(byType.map((x: Record<string, unknown>) => Object.values(x)));
    const days = (await q('taglaura-notification-days', march, laura)).json().rows;
    expect(sheets[1]!.data.slice(1).map((row) => [(row[0] as unknown as Date).toISOString().slice(0, 10), ...row.slice(1)])).toEqual(
      days.map((x: Record<string, unknown>) => Object.values(x)),
    );
    const list = (await call(env.app, '/dashboardQueries/executeQuery/taglaura-notification-list?locale=en', march, laura)).json().rows;
    expect(sheets[2]!.data.slice(1).map((row) => [(row[0] as unknown as Date).toISOString(), ...row.slice(1, 6)])).toEqual(
      list.map((x: Record<string, unknown>) => Object.values(x).slice(0, 6)),
    );
  });
  it('WhatsApp links: the dashboard workbook, and the other family cannot export it', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/auto-wpp-link-wpp',
      payload: march,
      headers: { authorization: `Bearer ${wpp}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const sheets = await readXlsxFile(r.rawPayload);
    expect(sheets).toHaveLength(3);
    const kpi = (await q('wpp-links-summary', march, wpp)).json().rows[0];
    expect(sheets[0]!.data[1]).toEqual(Object.values(kpi));
    const channels = (await q('wpp-links-channels', march, wpp)).json().rows;
    expect(sheets[2]!.data.slice(1)).toEqual(channels.map((x: Record<string, unknown>) => Object.values(x)));
    const refused = await call(env.app, '/dashboardQueries/executeQueryXls/auto-wpp-link-wpp', march, laura);
    expect(refused.statusCode).toBe(403);
  });
});
