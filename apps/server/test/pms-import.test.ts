import { describe, expect, it } from 'vitest';
import { httpPms } from '../src/adapters/pms/http';
import type { PmsBookingsPage, PmsPort } from '../src/adapters/pms/pms';
import { createSandboxPms, sandboxPmsBookings } from '../src/adapters/pms/sandbox';
import { importPmsBookings, PMS_IMPORT_JOB, schedulePmsImports } from '../src/modules/bookings/import';
import { runDueJobs } from '../src/platform/jobs';
import { listen, newHotelUser, TRIAL } from './bookings-helpers';
import { call, createTestEnv } from './harness';
import { jobsOf, makeJobsDue } from './jobs-helpers';

/**
 * The PMS bookings import: the sandbox's deterministic bookings, the upsert that writes nothing when the PMS
 * says the same again, the recurring job (one chain per hotel, any number of processes), the HTTP client's
 * checks of what a PMS answers, and what staff then see (TIPOCRIACAO S, live event).
 */
let clock = Date.parse('2026-03-05T12:00:00Z');
let offline = false;
const sandbox = createSandboxPms({ latencyMs: 0, now: () => clock });
const pms: PmsPort = {
  ...sandbox,
  listBookings: (req) => (offline ? Promise.reject(new Error('PMS unreachable')) : sandbox.listBookings(req)),
};
const env = await createTestEnv({ ports: { pms } });

async function pmsHotel() {
  const { token, hotel: codIns } = await newHotelUser(env, ['reservas'], { flags: { PMSIMPORTBOOKINGS: 'S' } });
  return { token, codIns };
}

async function counts(codIns: number) {
  const { rows } = await env.db.query<{ n: number; events: number }>(
    `SELECT (SELECT count(*)::int FROM bookings WHERE institution_id = $1 AND creation_type = 'S') AS n,
            (SELECT count(*)::int FROM booking_events WHERE institution_id = $1) AS events`,
    [codIns],
  );
  return rows[0]!;
}

describe('sandbox PMS bookings', () => {
  it('are a deterministic function of hotel and day: valid dates, guests, a few cancelled', () => {
    const a = sandboxPmsBookings(7, clock);
    expect(a).toEqual(sandboxPmsBookings(7, clock + 3_600_000));
    expect(a.length).toBeGreaterThan(5);
    for (const b of a) {
      expect(b.voucher).toMatch(/^PMS-7-\d{8}-[12]$/);
      expect(b.checkOut > b.checkIn).toBe(true);
      expect(b.persons.length).toBeGreaterThanOrEqual(1);
    }
    expect(sandboxPmsBookings(8, clock).map((b) => b.voucher)).not.toEqual(a.map((b) => b.voucher));
  });
});

describe('PMS bookings import', () => {
  it('creates the PMS bookings as TIPOCRIACAO S, synced; a second round with the same answer writes nothing', async () => {
    const { token, codIns } = await pmsHotel();
    const expected = sandboxPmsBookings(codIns, clock);
    const live = listen(env, codIns);
    const first = await importPmsBookings(env.deps, codIns, null);
    expect(first).toMatchObject({ received: expected.length, created: expected.length, updated: 0, skipped: 0, cursor: '2026-03-05' });
    await live.waitFor((e) => e.type === 'booking.changed');
    live.stop();
    const before = await counts(codIns);
    expect(before.n).toBe(expected.length);

    const again = await importPmsBookings(env.deps, codIns, first.cursor);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 0 });
    expect(await counts(codIns)).toEqual(before);

    // Staff see them: created by the PMS, already synced, cancelled ones cancelled.
    const one = expected.find((b) => !b.cancelled)!;
    const r = await call(env.app, `${TRIAL}/ListReservasService`, { search: one.voucher, limit: 5 }, token);
    expect(r.statusCode, r.body).toBe(200);
    const row = (r.json() as { data: { VOUCHER: string; TIPOCRIACAO: string; sincronizacaoConcluida: string; STATUS: string }[] }).data[0]!;
    expect(row).toMatchObject({ VOUCHER: one.voucher, TIPOCRIACAO: 'S', STATUS: 'R' });
    const cancelled = expected.filter((b) => b.cancelled).map((b) => b.voucher);
    if (cancelled.length) {
      const { rows } = await env.db.query<{ status: string }>(
        'SELECT status FROM bookings WHERE institution_id = $1 AND voucher = ANY($2)',
        [codIns, cancelled],
      );
      expect(rows.every((x) => x.status === 'C')).toBe(true);
    }
  });

  it('applies what changed the next day, and never touches another hotel', async () => {
    const { codIns } = await pmsHotel();
    const other = await pmsHotel();
    await importPmsBookings(env.deps, codIns, null);
    const otherBefore = await counts(other.codIns);
    clock += 86_400_000;
    const next = await importPmsBookings(env.deps, codIns, '2026-03-05');
    // The window moved a day: the new last day's arrivals are created, the rest are unchanged.
    expect(next.created).toBe(
      sandboxPmsBookings(codIns, clock).filter((b) => !sandboxPmsBookings(codIns, clock - 86_400_000).some((o) => o.voucher === b.voucher))
        .length,
    );
    expect(next.updated).toBe(0);
    expect(await counts(other.codIns)).toEqual(otherBefore);
    clock -= 86_400_000;
  });

  it('runs as one recurring job per hotel: scheduling twice (two processes) makes one chain; an unreachable PMS keeps the chain', async () => {
    const { codIns } = await pmsHotel();
    await schedulePmsImports(env.deps);
    await schedulePmsImports(env.deps);
    const jobs = async () => (await jobsOf(env.db, PMS_IMPORT_JOB)).filter((j) => j.key === String(codIns));
    expect(await jobs()).toHaveLength(1);
    await runDueJobs(env.deps, 50, [PMS_IMPORT_JOB]);
    const [job] = await jobs();
    expect(job).toMatchObject({ done: false, attempts: 0, payload: { codIns, cursor: '2026-03-05' } });
    expect((await counts(codIns)).n).toBe(sandboxPmsBookings(codIns, clock).length);

    offline = true;
    await makeJobsDue(env.db, [PMS_IMPORT_JOB]);
    await runDueJobs(env.deps, 50, [PMS_IMPORT_JOB]);
    offline = false;
    const [afterFailure] = await jobs();
    expect(afterFailure).toMatchObject({ done: false, payload: { cursor: '2026-03-05' } });

    // The hotel turns the import off: the chain ends at its next run.
    await env.db.query(`UPDATE institutions SET flags = flags - 'PMSIMPORTBOOKINGS' WHERE id = $1`, [codIns]);
    await makeJobsDue(env.db, [PMS_IMPORT_JOB]);
    await runDueJobs(env.deps, 50, [PMS_IMPORT_JOB]);
    expect((await jobs())[0]).toMatchObject({ done: true });
  });
});

describe('HTTP PMS client: bookings', () => {
  function clientAnswering(body: unknown, status = 200) {
    const seen: string[] = [];
    const fetchImpl = (async (url: string | URL) => {
      seen.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { client: httpPms({ baseUrl: 'http://pms.test/api/', token: 't', fetchImpl }), seen };
  }

  it('asks with the hotel and the cursor, keeps valid bookings and drops malformed ones', async () => {
    const good = {
      voucher: 'X1',
      checkIn: '2026-03-05',
      checkOut: '2026-03-07',
      persons: [{ name: 'Ana Lima', email: 'ana@x.test' }],
      dailyRateCents: 30000,
    };
    const { client, seen } = clientAnswering({
      cursor: 'c2',
      bookings: [
        good,
        { ...good, voucher: 'X2', checkOut: '2026-03-01' },
        { ...good, voucher: '' },
        { ...good, voucher: 'X3', persons: [] },
        { ...good, voucher: 'X4', checkIn: '05/03/2026' },
        null,
      ],
    });
    const page: PmsBookingsPage = await client.listBookings({ institutionId: 9, cursor: 'c 1' });
    expect(seen).toEqual(['http://pms.test/api/bookings?institutionId=9&cursor=c%201']);
    expect(page.cursor).toBe('c2');
    expect(page.bookings).toHaveLength(1);
    expect(page.bookings[0]).toMatchObject({
      voucher: 'X1',
      dailyRateCents: 30000,
      persons: [{ name: 'Ana Lima', email: 'ana@x.test', phone: null, doc: null }],
    });
  });

  it('treats a non-list or an HTTP error as unreachable', async () => {
    await expect(clientAnswering({ nope: true }).client.listBookings({ institutionId: 1, cursor: null })).rejects.toThrow(/bookings list/);
    await expect(clientAnswering({}, 503).client.listBookings({ institutionId: 1, cursor: null })).rejects.toThrow(/503/);
  });
});
