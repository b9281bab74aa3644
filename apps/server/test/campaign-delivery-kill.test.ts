import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setPace } from '../src/modules/campaigns/delivery/pace';
import { INTERRUPTED } from '../src/modules/campaigns/delivery/send';
import { makeCampaign, makeGuests, makeSegment, makeTemplate, parseMail, startPeer } from './campaign-delivery-fixtures';
import { type ServerProcess, startServerProcess, stopServerProcess } from './cluster';
import { createTestEnv } from './harness';
import { bundleServer, serverDir } from './server-bundle';

/**
 * Exactly once per recipient with a real crash (docs/decisions/0058-campaign-delivery.md): the real server process
 * sends a campaign to a slow SMTP peer and is killed with SIGKILL mid-batch; a new process picks the campaign up at
 * start, sends the rest, and the peer never receives an address twice. A message the peer took while the process died
 * is recorded "delivery unknown", never sent again.
 */
const peer = await startPeer({ delayMs: 60 });
afterAll(() => peer.close());
const env = await createTestEnv();
const hotel = env.demo.hotel;
const bundle = path.join(serverDir, 'dist', `delivery-kill-test-${process.pid}`, 'main.js');
const work = mkdtempSync(path.join(os.tmpdir(), 'gm-delivery-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stopServerProcess(c);
  rmSync(path.dirname(bundle), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const serverEnv = {
  DATABASE_URL: env.databaseUrl,
  JWT_SECRET: 'delivery-kill-test-secret-0123456789abcdef',
  MARKETING_SMTP_URL: peer.url,
  MARKETING_MAIL_FROM: 'Hotel Demo <news@hotel.test>',
  SEED_DEMO: 'false',
};
const start = async (name: string): Promise<ServerProcess> => {
  const s = await startServerProcess(bundle, { name, work, env: serverEnv });
  children.push(s.child);
  return s;
};

describe('a worker killed mid-send', () => {
  it('is restarted and the peer receives every recipient at most once, all but the in-flight ones exactly once', async () => {
    const guests = Array.from({ length: 60 }, (_, i) => ({ name: `Kill${i} Delivtest`, email: `kill${i}@deliv.test`, consent: true }));
    await makeGuests(env.db, hotel, 'DelivKill', guests);
    await setPace(env.db, hotel, 1000);
    const c = await makeCampaign(env.db, hotel, await makeSegment(env.db, hotel, 'DelivKill'), await makeTemplate(env.db, hotel));
    await bundleServer(bundle);

    // The first process picks the due campaign up at start and sends through its pool of five connections.
    const first = await start('first');
    await expect.poll(() => peer.received.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(12);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const atKill = await env.db.query<{ status: string; handed: boolean; n: string }>(
      `SELECT status, handed_at IS NOT NULL AS handed, count(*) AS n FROM campaign_emails WHERE campaign_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [c],
    );
    const inFlight = atKill.rows.filter((r) => r.status === 'sending').reduce((n, r) => n + Number(r.n), 0);
    expect(inFlight, JSON.stringify(atKill.rows)).toBeGreaterThan(0);
    expect(peer.received.length).toBeLessThan(guests.length);

    // The restarted process finds the campaign still sending and the dead worker's lock free.
    await start('second');
    await expect
      .poll(async () => (await env.db.query(`SELECT status FROM campaigns WHERE id = $1`, [c])).rows[0].status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('finished');
    await new Promise((r) => setTimeout(r, 300)); // messages the peer was still holding

    const byAddress = new Map<string, number>();
    for (const m of peer.received) for (const a of m.to) byAddress.set(a, (byAddress.get(a) ?? 0) + 1);
    const duplicates = [...byAddress].filter(([, n]) => n > 1);
    expect(duplicates).toEqual([]);

    const rows = (
      await env.db.query<{ destination: string; status: string; status_message: string; message_id: string }>(
        `SELECT destination, status, status_message, message_id FROM campaign_emails WHERE campaign_id = $1`,
        [c],
      )
    ).rows;
    expect(rows).toHaveLength(guests.length);
    const unknown = rows.filter((r) => r.status === 'failed');
    expect(unknown.every((r) => r.status_message === INTERRUPTED)).toBe(true);
    // At most the sender's lanes: three per connection of the SMTP pool (ten connections for campaign mail).
    expect(unknown.length).toBeLessThanOrEqual(30);
    expect(rows.filter((r) => r.status === 'delivered').length + unknown.length).toBe(guests.length);
    // Every delivered row reached the peer, with its own Message-ID.
    const ids = new Set(peer.received.map((m) => parseMail(m.raw).headers['message-id']));
    for (const r of rows.filter((x) => x.status === 'delivered')) expect(ids.has(`<${r.message_id}>`), r.destination).toBe(true);
    console.info(
      `kill test: ${inFlight} row(s) in flight at the kill, ${unknown.length} recorded as delivery unknown, ${byAddress.size} of ${guests.length} addresses received, 0 duplicates`,
    );
  }, 120_000);
});
