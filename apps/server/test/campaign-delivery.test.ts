import { afterAll, describe, expect, it } from 'vitest';
import { smtpMarketingMail } from '../src/adapters/marketing-mail/marketing-mail';
import { FLUSH_MS, TrackingHits } from '../src/modules/campaigns/delivery/hits';
import { setPace } from '../src/modules/campaigns/delivery/pace';
import { DUE_JOB, kickCampaign, RUN_JOB, runCampaign, SEND_JOB } from '../src/modules/campaigns/delivery/run';
import { deliverCampaign } from '../src/modules/campaigns/delivery/send';
import { signRow } from '../src/modules/campaigns/delivery/signing';
import { recordConsent } from '../src/modules/profiles/public';
import { enqueueJob, runDueJobs } from '../src/platform/jobs';
import { createInstitution } from '../src/seed/factories';
import { makeCampaign, makeGuests, makeSegment, makeTemplate, parseMail, startPeer } from './campaign-delivery-fixtures';
import { call, createTestEnv } from './harness';

/**
 * Campaign delivery (issue 15; docs/decisions/0058-campaign-delivery.md) through a real SMTP peer: one mail per
 * recipient with its merge fields and unsubscribe headers, opted-out and suppressed addresses skipped, consent read
 * at send time, a hard bounce, flow rows, pause and resume, recurring runs, the per-hotel pace across concurrent
 * workers, the open pixel and the signed redirect, and the guest's unsubscribe.
 */
const peer = await startPeer({ reject: (to) => to.startsWith('bounce') });
afterAll(() => peer.close());
const FROM = 'Hotel Demo <news@hotel.test>';
const marketingMail = smtpMarketingMail(peer.url, FROM);
afterAll(() => marketingMail.close());
const env = await createTestEnv({ ports: { marketingMail }, config: { marketingMailFrom: FROM } });
const hotel = env.demo.hotel;
const secret = env.deps.config.jwtSecret;
await setPace(env.db, hotel, 1000);

const to = (address: string) => peer.received.filter((m) => m.to.includes(address));
const rowsOf = async (campaignId: number) =>
  (
    await env.db.query(
      `SELECT id, destination, status, status_message, delivered_at, failed_at, bounce_kind, message_id, run_no, views, clicks,
              first_viewed_at, last_viewed_at, visited_at, unsubscribed_at
         FROM campaign_emails WHERE campaign_id = $1 ORDER BY destination`,
      [campaignId],
    )
  ).rows;
const statusOf = async (campaignId: number) =>
  (await env.db.query(`SELECT status, status_message, runs, next_run_at FROM campaigns WHERE id = $1`, [campaignId])).rows[0];

async function drain() {
  while ((await runDueJobs(env.deps, 20, [RUN_JOB, SEND_JOB])) > 0) {}
}

describe('a campaign to a segment', () => {
  const origin = 'DelivA';
  let campaign = 0;
  let segment = 0;
  let template = 0;

  it('arrives once per recipient with its merge fields and unsubscribe headers; opted-out and suppressed get nothing', async () => {
    await makeGuests(env.db, hotel, origin, [
      { name: 'Ana Delivtest', email: 'ana@deliv.test', consent: true, checkIn: 12 },
      { name: 'Bruno Delivtest', email: 'bruno@deliv.test', consent: true },
      { name: 'Carla Delivtest', email: 'carla@deliv.test', consent: false },
      { name: 'Davi Delivtest', email: 'davi@deliv.test', consent: null },
      { name: 'Eva Delivtest', email: 'eva@deliv.test', consent: true },
    ]);
    await env.db.query(`INSERT INTO email_suppressions (institution_id, address, reason) VALUES ($1, 'eva@deliv.test', 'complaint')`, [
      hotel,
    ]);
    segment = await makeSegment(env.db, hotel, origin);
    template = await makeTemplate(env.db, hotel);
    campaign = await makeCampaign(env.db, hotel, segment, template);
    await kickCampaign(env.db, campaign);
    await drain();

    expect(to('ana@deliv.test')).toHaveLength(1);
    expect(to('bruno@deliv.test')).toHaveLength(1);
    for (const a of ['carla@deliv.test', 'davi@deliv.test', 'eva@deliv.test']) expect(to(a)).toHaveLength(0);

    const mail = parseMail(to('ana@deliv.test')[0]!.raw);
    expect(mail.headers.from).toBe('Hotel Demo Ofertas <news@hotel.test>');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/app\.test\/unsubscribe\/one-click\?t=[0-9a-z]+\.[0-9a-z]+\.[\w-]{22}>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.precedence).toBe('bulk');
    expect(mail.headers['list-id']).toContain(`campaigns.h${hotel}.hotel.test`);
    expect(mail.headers.subject).toBe('Oferta para Ana');
    const stay = await env.db.query<{ ci: string; co: string }>(
      `SELECT to_char(b.check_in, 'DD/MM/YYYY') AS ci, to_char(b.check_out, 'DD/MM/YYYY') AS co FROM bookings b
         JOIN booking_persons bp ON bp.booking_id = b.id WHERE bp.email = 'ana@deliv.test'`,
    );
    expect(mail.html).toContain(`Olá Ana Delivtest (Ana), Hotel Demo espera você de ${stay.rows[0]!.ci} a ${stay.rows[0]!.co}.`);
    // Links become signed redirects; the unsubscribe link stays direct; the pixel is there.
    expect(mail.html).toMatch(
      /href="http:\/\/app\.test\/t\/c\/[^"]+\?u=http%3A%2F%2Fapp\.test%2Fcheckin%3Fh%3Dhotel-demo%26locale%3Dpt&amp;s=[\w-]{22}"/,
    );
    expect(mail.html).toMatch(/href="http:\/\/app\.test\/unsubscribe\?t=[^"]+"/);
    expect(mail.html).toMatch(/<img src="http:\/\/app\.test\/t\/o\/[^"]+\.gif" width="1" height="1"/);
    expect(mail.text).toContain('http://app.test/unsubscribe?t=');

    const rows = await rowsOf(campaign);
    expect(rows.map((r) => [r.destination, r.status])).toEqual([
      ['ana@deliv.test', 'delivered'],
      ['bruno@deliv.test', 'delivered'],
      ['eva@deliv.test', 'skipped'],
    ]);
    expect(rows[2]!.status_message).toBe('suppressed: complaint');
    expect(rows[0]!.delivered_at).not.toBeNull();
    expect(rows[0]!.status_message).toMatch(/^250/);
    expect(mail.headers['message-id']).toBe(`<${rows[0]!.message_id}>`);
    expect(await statusOf(campaign)).toMatchObject({ status: 'finished', runs: 1 });
  });

  it('counts the pixel and the signed redirect; refuses a tampered, unsigned or foreign link and never redirects', async () => {
    const mail = parseMail(to('bruno@deliv.test')[0]!.raw);
    const pixel = /<img src="http:\/\/app\.test(\/t\/o\/[^"]+)"/.exec(mail.html)![1]!;
    const offer = /href="http:\/\/app\.test(\/t\/c\/[^"]+)"/g;
    const links = [...mail.html.matchAll(offer)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const offerLink = links.find((l) => l.includes('example.com'))!;
    expect((await env.app.inject({ url: pixel })).headers['content-type']).toBe('image/gif');
    await env.app.inject({ url: pixel });
    const click = await env.app.inject({ url: offerLink });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.com/offer?a=1&b=2');
    // Counted behind the answer (at most FLUSH_MS later).
    const brunoRow = async () => (await rowsOf(campaign)).find((r) => r.destination === 'bruno@deliv.test')!;
    await expect.poll(brunoRow, { timeout: 5000 }).toMatchObject({ views: 2, clicks: 1 });
    const bruno = await brunoRow();
    expect(bruno.first_viewed_at).not.toBeNull();
    expect(bruno.last_viewed_at).not.toBeNull();
    expect(bruno.visited_at).not.toBeNull();

    const tampered = [
      offerLink.replace('example.com', 'evil.example'),
      offerLink.replace(/s=[\w-]+/, 's=AAAAAAAAAAAAAAAAAAAAAA'),
      offerLink.replace(/u=[^&]+/, `u=${encodeURIComponent('javascript:alert(1)')}`),
      `/t/c/1.1.AAAAAAAAAAAAAAAAAAAAAA?u=${encodeURIComponent('https://evil.example')}&s=AAAAAAAAAAAAAAAAAAAAAA`,
      '/t/c/nothing?u=https%3A%2F%2Fevil.example',
    ];
    for (const url of tampered) {
      const r = await env.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers.location).toBeUndefined();
    }
    // The open token of the row is not a click token.
    const openToken = /\/t\/o\/([^.]+\.[^.]+\.[\w-]{22})\.gif/.exec(pixel)![1]!;
    expect((await env.app.inject({ url: offerLink.replace(/\/t\/c\/[^?]+/, `/t/c/${openToken}`) })).statusCode).toBe(404);
    // A bad pixel still answers an image, and counts nothing.
    expect((await env.app.inject({ url: '/t/o/bad.gif' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    const after = (await rowsOf(campaign)).find((r) => r.destination === 'bruno@deliv.test')!;
    expect(after).toMatchObject({ views: 2, clicks: 1 });
  });

  it('writes many hits in one flush with the meaning of one update per hit, keeps them while the database refuses', async () => {
    const c = await makeCampaign(env.db, hotel, segment, template, { name: 'Contagem' });
    await runCampaign(env.deps, c);
    await deliverCampaign(env.deps, c, { budgetMs: 10_000 });
    const [a, b] = (await rowsOf(c)).filter((r) => r.status === 'delivered');
    const row = (r: { id: number }) => ({ emailId: Number(r.id), institutionId: hotel });
    const hits = new TrackingHits(env.db);
    const t0 = new Date('2026-11-20T10:00:00Z');
    const t1 = new Date('2026-11-20T10:05:00Z');
    hits.open(row(a!), t0);
    hits.open(row(a!), t1);
    hits.click(row(a!), t1);
    hits.click(row(b!), t0); // a click without the image: it proves an open
    hits.open({ emailId: Number(a!.id), institutionId: hotel + 999 }); // a row of another hotel: counts nothing
    await hits.flush();
    const after = await rowsOf(c);
    const ra = after.find((r) => r.id === a!.id)!;
    const rb = after.find((r) => r.id === b!.id)!;
    expect(ra).toMatchObject({ views: 2, clicks: 1 });
    expect(new Date(ra.first_viewed_at!).toISOString()).toBe(t0.toISOString());
    expect(new Date(ra.last_viewed_at!).toISOString()).toBe(t1.toISOString());
    expect(new Date(ra.visited_at!).toISOString()).toBe(t1.toISOString());
    expect(rb).toMatchObject({ views: 1, clicks: 1 });
    expect(new Date(rb.first_viewed_at!).toISOString()).toBe(t0.toISOString());

    // The database refuses: the counts wait for the next flush, merged with newer hits; close() writes them.
    const warnings: string[] = [];
    const broken = new TrackingHits({ connect: () => Promise.reject(new Error('database away')) } as never, (m) => warnings.push(m));
    broken.open(row(b!));
    await broken.flush();
    expect(warnings[0]).toMatch(/1 rows' counts not written yet/);
    const healed = broken as unknown as { db: typeof env.db };
    healed.db = env.db;
    broken.open(row(b!));
    await broken.close();
    expect((await rowsOf(c)).find((r) => r.id === b!.id)).toMatchObject({ views: 3, clicks: 1 });
  });

  it('reads consent at send time: a guest who opts out after the run was queued is skipped', async () => {
    const c = await makeCampaign(env.db, hotel, segment, template, { name: 'Segunda' });
    await runCampaign(env.deps, c);
    const ana = await env.db.query<{ profile_id: string }>(
      `SELECT profile_id FROM campaign_emails WHERE campaign_id = $1 AND destination = 'ana@deliv.test'`,
      [c],
    );
    await recordConsent(env.db, hotel, Number(ana.rows[0]!.profile_id), { channel: 'email', granted: false, source: 'reception' });
    const before = to('ana@deliv.test').length;
    await drain();
    expect(to('ana@deliv.test')).toHaveLength(before);
    const rows = await rowsOf(c);
    expect(rows.find((r) => r.destination === 'ana@deliv.test')).toMatchObject({ status: 'skipped', status_message: 'opted_out' });
    expect(rows.find((r) => r.destination === 'bruno@deliv.test')).toMatchObject({ status: 'delivered' });
  });
});

describe('refusals, flows, pause and recurrence', () => {
  it('marks a recipient the relay refuses as failed (DHFAIL, hard bounce) and suppresses the address', async () => {
    await makeGuests(env.db, hotel, 'DelivB', [
      { name: 'Bounce Delivtest', email: 'bounce@deliv.test', consent: true },
      { name: 'Fabio Delivtest', email: 'fabio@deliv.test', consent: true },
    ]);
    const c = await makeCampaign(env.db, hotel, await makeSegment(env.db, hotel, 'DelivB'), await makeTemplate(env.db, hotel));
    await runCampaign(env.deps, c);
    await drain();
    const rows = await rowsOf(c);
    expect(rows[0]).toMatchObject({ destination: 'bounce@deliv.test', status: 'failed', bounce_kind: 'hard' });
    expect(rows[0]!.failed_at).not.toBeNull();
    expect(rows[0]!.status_message).toContain('User unknown');
    expect(rows[1]).toMatchObject({ status: 'delivered' });
    const s = await env.db.query(`SELECT reason FROM email_suppressions WHERE institution_id = $1 AND address = 'bounce@deliv.test'`, [
      hotel,
    ]);
    expect(s.rows).toEqual([{ reason: 'hard_bounce' }]);
  });

  it("sends a flow's step rows (run 0) with the row's own template", async () => {
    const ids = await makeGuests(env.db, hotel, 'DelivC', [{ name: 'Gil Delivtest', email: 'gil@deliv.test', consent: true }]);
    const flowTemplate = await makeTemplate(
      env.db,
      hotel,
      '<html><body><p>Boas-vindas, {{guest.firstName}}!</p></body></html>',
      'Bem-vindo {{guest.firstName}}',
    );
    const c = await makeCampaign(env.db, hotel, await makeSegment(env.db, hotel, 'DelivC'), await makeTemplate(env.db, hotel), {
      status: 'draft',
    });
    await env.db.query(
      `INSERT INTO campaign_emails (institution_id, campaign_id, run_no, step, template_id, profile_id, destination) VALUES ($1, $2, 0, 'welcome', $3, $4, 'gil@deliv.test')`,
      [hotel, c, flowTemplate, ids.get('gil@deliv.test')],
    );
    expect(await deliverCampaign(env.deps, c)).toBe('done');
    const mail = parseMail(to('gil@deliv.test')[0]!.raw);
    expect(mail.headers.subject).toBe('Bem-vindo Gil');
    expect(mail.html).toContain('Boas-vindas, Gil!');
    expect((await statusOf(c)).status).toBe('draft');
  });

  it('the due sweep starts a due campaign and sends the queued steps of a flow; a paused one is left alone', async () => {
    const ids = await makeGuests(env.db, hotel, 'DelivS', [
      { name: 'Olga Delivtest', email: 'olga@deliv.test', consent: true },
      { name: 'Paulo Delivtest', email: 'paulo@deliv.test', consent: true },
    ]);
    const seg = await makeSegment(env.db, hotel, 'DelivS');
    const tpl = await makeTemplate(env.db, hotel);
    const due = await makeCampaign(env.db, hotel, seg, tpl, { name: 'Devida' });
    const flow = await makeCampaign(env.db, hotel, seg, tpl, { name: 'Fluxo', status: 'draft' });
    const paused = await makeCampaign(env.db, hotel, seg, tpl, { name: 'Pausada', status: 'paused' });
    for (const [c, step] of [
      [flow, 'd-2'],
      [paused, 'd-2'],
    ] as const)
      await env.db.query(
        `INSERT INTO campaign_emails (institution_id, campaign_id, run_no, step, profile_id, destination) VALUES ($1, $2, 0, $3, $4, 'paulo@deliv.test')`,
        [hotel, c, step, ids.get('paulo@deliv.test')],
      );
    await enqueueJob(env.db, { kind: DUE_JOB });
    while ((await runDueJobs(env.deps, 20, [DUE_JOB, RUN_JOB, SEND_JOB])) > 0) {}
    expect(await statusOf(due)).toMatchObject({ status: 'finished', runs: 1 });
    expect(to('olga@deliv.test')).toHaveLength(1);
    // Paulo: the due campaign's run and the flow's step; the paused campaign's step waits.
    expect(to('paulo@deliv.test')).toHaveLength(2);
    expect((await rowsOf(paused))[0]).toMatchObject({ status: 'queued' });
  });

  it('stops a paused campaign between batches and resumes the same run', async () => {
    await makeGuests(env.db, hotel, 'DelivD', [
      { name: 'Hugo Delivtest', email: 'hugo@deliv.test', consent: true },
      { name: 'Iris Delivtest', email: 'iris@deliv.test', consent: true },
      { name: 'Joao Delivtest', email: 'joao@deliv.test', consent: true },
    ]);
    const c = await makeCampaign(env.db, hotel, await makeSegment(env.db, hotel, 'DelivD'), await makeTemplate(env.db, hotel));
    await runCampaign(env.deps, c);
    let sent = 0;
    // Paused after the first batch (of one): the sender stops before the next.
    const outcome = await deliverCampaign(env.deps, c, {
      batchSize: 1,
      onHanded: async () => {
        if (++sent === 1) await env.db.query(`UPDATE campaigns SET status = 'paused' WHERE id = $1`, [c]);
      },
    });
    expect(outcome).toBe('stopped');
    const mid = await rowsOf(c);
    expect(mid.filter((r) => r.status === 'delivered')).toHaveLength(1);
    expect(mid.filter((r) => r.status === 'queued')).toHaveLength(2);
    // Resumed (scheduled again, due): the run goes on; no second run.
    await env.db.query(`UPDATE campaigns SET status = 'scheduled', next_run_at = now() WHERE id = $1`, [c]);
    await kickCampaign(env.db, c);
    await drain();
    expect((await rowsOf(c)).map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await statusOf(c)).toMatchObject({ status: 'finished', runs: 1 });
    for (const a of ['hugo@deliv.test', 'iris@deliv.test', 'joao@deliv.test']) expect(to(a)).toHaveLength(1);
  });

  it('schedules a recurring campaign again after its run, and a new run re-evaluates the segment', async () => {
    await makeGuests(env.db, hotel, 'DelivE', [{ name: 'Kai Delivtest', email: 'kai@deliv.test', consent: true }]);
    const seg = await makeSegment(env.db, hotel, 'DelivE');
    const c = await makeCampaign(env.db, hotel, seg, await makeTemplate(env.db, hotel), { kind: 'recurring' });
    await runCampaign(env.deps, c);
    await drain();
    const s = await statusOf(c);
    expect(s).toMatchObject({ status: 'scheduled', runs: 1 });
    const days = (new Date(s.next_run_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await makeGuests(env.db, hotel, 'DelivE', [{ name: 'Lia Delivtest', email: 'lia@deliv.test', consent: true }]);
    await env.db.query(`UPDATE campaigns SET next_run_at = now() WHERE id = $1`, [c]);
    await runCampaign(env.deps, c);
    await drain();
    expect(to('kai@deliv.test')).toHaveLength(2);
    expect(to('lia@deliv.test')).toHaveLength(1);
    expect((await rowsOf(c)).map((r) => [r.destination, r.run_no])).toEqual([
      ['kai@deliv.test', 1],
      ['kai@deliv.test', 2],
      ['lia@deliv.test', 2],
    ]);
  });

  it('fails a campaign whose segment was removed, saying why', async () => {
    const c = await makeCampaign(env.db, hotel, await makeSegment(env.db, hotel, 'DelivF'), await makeTemplate(env.db, hotel));
    await env.db.query(`UPDATE campaigns SET segment_id = NULL WHERE id = $1`, [c]);
    await runCampaign(env.deps, c);
    expect(await statusOf(c)).toMatchObject({ status: 'failed', status_message: 'The segment of this campaign was removed.' });
  });
});

describe('the per-hotel pace', () => {
  it('holds across two concurrent workers, with no duplicate', async () => {
    const slow = await createInstitution(env.db, { name: 'Hotel Ritmo' });
    await setPace(env.db, slow, 10);
    const guests = Array.from({ length: 16 }, (_, i) => ({ name: `Ritmo${i} Delivtest`, email: `ritmo${i}@deliv.test`, consent: true }));
    await makeGuests(env.db, slow, 'DelivG', guests);
    const c = await makeCampaign(env.db, slow, await makeSegment(env.db, slow, 'DelivG'), await makeTemplate(env.db, slow));
    await runCampaign(env.deps, c);
    const started = Date.now();
    await Promise.all([deliverCampaign(env.deps, c, { batchSize: 4 }), deliverCampaign(env.deps, c, { batchSize: 4 })]);
    const elapsed = Date.now() - started;
    // 16 messages at 10/s: the last slot starts 1.5 s after the first, whatever the number of workers.
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    for (const g of guests) expect(to(g.email)).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  const FINISH = '/finishUnsubscribe';
  const READ = '/broker/tagpanel/GetUnsubscribeService';
  let token = '';
  let rowId = 0;

  it('shows the page and records the choices as consent; the next run leaves the guest out', async () => {
    await makeGuests(env.db, hotel, 'DelivH', [
      { name: 'Mara Delivtest', email: 'mara@deliv.test', consent: true },
      { name: 'Nina Delivtest', email: 'nina@deliv.test', consent: true },
    ]);
    const seg = await makeSegment(env.db, hotel, 'DelivH');
    const tpl = await makeTemplate(env.db, hotel);
    const c = await makeCampaign(env.db, hotel, seg, tpl);
    await runCampaign(env.deps, c);
    await drain();
    const mail = parseMail(to('mara@deliv.test')[0]!.raw);
    token = /\/unsubscribe\?t=([^"&]+)"/.exec(mail.html)![1]!;
    rowId = Number((await rowsOf(c)).find((r) => r.destination === 'mara@deliv.test')!.id);

    const view = await call(env.app, READ, { t: token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ hotel: 'Hotel Demo', address: 'ma***@d***.test', channels: { email: true }, unsubscribedAt: null });

    const done = await call(env.app, FINISH, { t: token, keep: { email: false, whatsapp: false, sms: false } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 1, channels: { email: false } });
    const consent = await env.db.query(
      `SELECT k.granted, k.source FROM guest_profile_consents k JOIN guest_profiles p ON p.id = k.profile_id
        WHERE p.emails @> ARRAY['mara@deliv.test'] ORDER BY k.at DESC, k.id DESC LIMIT 1`,
    );
    expect(consent.rows[0]).toEqual({ granted: false, source: 'unsubscribe' });
    const row = await env.db.query(`SELECT unsubscribed_at FROM campaign_emails WHERE id = $1`, [rowId]);
    expect(row.rows[0]!.unsubscribed_at).not.toBeNull();

    const next = await makeCampaign(env.db, hotel, seg, tpl, { name: 'Depois' });
    await runCampaign(env.deps, next);
    await drain();
    expect(to('mara@deliv.test')).toHaveLength(1);
    expect(to('nina@deliv.test')).toHaveLength(2);
  });

  it('refuses bad input on its field, an altered token and a token naming another hotel; changes nothing', async () => {
    const count = async () => Number((await env.db.query(`SELECT count(*) AS n FROM guest_profile_consents`)).rows[0].n);
    const before = await count();
    const bad = await call(env.app, FINISH, { t: 'x', keep: { email: false } });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('t');
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const r1 = await call(env.app, FINISH, { t: altered, keep: { email: false, whatsapp: false, sms: false } });
    expect(r1.statusCode).toBe(404);
    expect(r1.json()).toMatchObject({ errors: [{ path: 't', message: expect.stringContaining('não é válido') }] });
    // Correctly signed, but naming another hotel: the row is looked up in that hotel only.
    const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel Unsub' });
    const foreign = signRow(secret, 'unsubscribe', rowId, otherHotel);
    const r2 = await call(env.app, FINISH, { t: foreign, keep: { email: false, whatsapp: false, sms: false } });
    expect(r2.statusCode).toBe(404);
    // An open or click token is not an unsubscribe token.
    const r3 = await call(env.app, FINISH, {
      t: signRow(secret, 'open', rowId, hotel),
      keep: { email: false, whatsapp: false, sms: false },
    });
    expect(r3.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('takes the RFC 8058 one-click POST; the address opened in a browser leads to the page', async () => {
    const mail = parseMail(to('nina@deliv.test')[0]!.raw);
    const oneClick = /^<http:\/\/app\.test(\/unsubscribe\/one-click\?t=[^>]+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const get = await env.app.inject({ url: oneClick });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?t=/);
    const wrongBody = await env.app.inject({
      method: 'POST',
      url: oneClick,
      payload: 'List-Unsubscribe=Yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongBody.statusCode).toBe(400);
    const post = await env.app.inject({
      method: 'POST',
      url: oneClick,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(200);
    const consent = await env.db.query(
      `SELECT k.granted, k.source, k.note FROM guest_profile_consents k JOIN guest_profiles p ON p.id = k.profile_id
        WHERE p.emails @> ARRAY['nina@deliv.test'] ORDER BY k.at DESC, k.id DESC LIMIT 1`,
    );
    expect(consent.rows[0]).toEqual({ granted: false, source: 'unsubscribe', note: 'one-click' });
    // One character of the signature changed, away from its end: base64url's last character carries padding bits,
    // so replacing the last two ("…zw" -> "…zz") can leave the same bytes (1 run in 256 answered 200).
    const at = oneClick.length - 6;
    const tampered = await env.app.inject({
      method: 'POST',
      url: `${oneClick.slice(0, at)}${oneClick[at] === 'A' ? 'B' : 'A'}${oneClick.slice(at + 1)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tampered.statusCode).toBe(404);
  });
});
