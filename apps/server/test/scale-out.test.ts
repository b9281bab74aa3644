import { describe, expect, it } from 'vitest';
import { codeOf, IDENTITY_LIMITS } from '../src/modules/checkin/identity';
import { createUser } from '../src/seed/factories';
import { createBooking, newCpf } from './checkin-fixtures';
import { type HttpReply, newClientAddress, openEvents, post } from './cluster';
import { describeRegistryMatrix, prepareRegistryMatrix } from './registry-matrix-cases';
import { AUTH_MAX, SECRET, startScaleOutCluster, untilLimited } from './scale-out-cluster';

/**
 * Issue 10 §5, the first scale-out step: two server processes (the bundle `npm start` runs) on one PostgreSQL
 * behind a round-robin load balancer on loopback, no stickiness. Everything a process could keep to itself
 * (sessions, limits, attempt counters, caches, live events, jobs) must hold across both (docs/SCALING.md).
 */
const { db, demo, a, lb, releases, via, signIn, jobsIdle, saveBooking } = await startScaleOutCluster();
const LIST = '/jwt/brokerJson/trial/ListReservasService';
const DETALHES = '/jwt/broker/core/DetalhesPessoaService';

const matrix = await prepareRegistryMatrix({
  db,
  demo,
  call: async (p, body, token, method) => {
    const r = await via(p, { body, token, ...(method ? { method } : {}) });
    return { statusCode: r.status, headers: Object.fromEntries(r.headers), body: r.text, rawPayload: r.raw, json: r.json };
  },
  signIn: async (email) => (await signIn(lb.url, email)).token,
  settle: () => jobsIdle(),
});

describe('the registry-wide authorisation matrix through the load balancer', () => {
  describeRegistryMatrix(matrix);
  it('was answered by both processes in turn', () => {
    expect(lb.served.a).toBeGreaterThan(100);
    expect(Math.abs(lb.served.a! - lb.served.b!)).toBeLessThanOrEqual(1);
  });
});

describe('sessions', () => {
  it('a session signed in through the balancer works on both processes; a sign-out through one is refused on the other within a second', async () => {
    const ROUNDS = 6;
    let immediate = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const s = await signIn(lb.url, 'recepcao@demo.test');
      const served: string[] = [];
      for (let i = 0; i < 2; i++) {
        const r = await via(LIST, { token: s.token });
        expect(r.status).toBe(200);
        served.push(r.servedBy);
      }
      expect(served.sort()).toEqual(['a', 'b']);
      const out = await via('/logout', { token: s.token, cookie: s.cookie });
      expect(out.status).toBe(200);
      // The sign-out reaches the other process by NOTIFY (decision 0020: within a second, usually before the next call).
      const t = Date.now();
      const refused = new Set<string>();
      let first: HttpReply | null = null;
      while (refused.size < 2) {
        const r = await via(LIST, { token: s.token });
        first ??= r;
        if (r.status === 401) refused.add(r.servedBy);
        else expect(r.status).toBe(200);
        if (refused.size < 2 && Date.now() - t > 1000)
          throw new Error(`round ${round}: still served on ${r.servedBy} 1 s after the sign-out`);
      }
      expect(first!.servedBy).not.toBe(out.servedBy);
      if (first!.status === 401) immediate++;
    }
    console.info(`scale-out: sign-out refused by the other process on the very next call in ${immediate} of ${ROUNDS} rounds`);
  });
});

describe('rate limits and attempt counters', () => {
  it('sign-in per client address: attempts split across the processes are refused at the same count as on one process', async () => {
    const one = newClientAddress();
    const split = newClientAddress();
    const login = (base: string, from: string, i: number) =>
      post(base, '/login', { form: { username: `nobody${i}@x.test`, password: 'x' }, from });
    const alone = await untilLimited((i) => login(a.url, one, i));
    const shared = await untilLimited((i) => login(lb.url, split, i));
    expect(alone.allowed).toBe(AUTH_MAX);
    expect(shared.allowed).toBe(AUTH_MAX);
    expect([...shared.served].sort()).toEqual(['a', 'b']);
    // Both processes now refuse that client; another client behind the same balancer is not held back by it.
    for (let i = 0; i < 2; i++) expect((await login(lb.url, split, 100 + i)).status).toBe(429);
    expect((await login(lb.url, newClientAddress(), 200)).text).toBe('2;E-mail ou senha inválidos.');
  });

  it('sign-in per account: the growing delay holds at the same attempt whichever process counted the misses', async () => {
    const held = async (base: string) => {
      const email = `conta-${newClientAddress()}@scale.test`;
      await createUser(db, { email, name: 'Conta', password: 'certa1234', institutions: [demo.hotel] });
      const from = newClientAddress();
      const r = await untilLimited((i) => post(base, '/login', { form: { username: email, password: `errada${i}` }, from }));
      return {
        ...r,
        retryAfter: (await post(base, '/login', { form: { username: email, password: 'certa1234' }, from })).headers.get('retry-after'),
      };
    };
    const alone = await held(a.url);
    const shared = await held(lb.url);
    expect(alone.allowed).toBe(6);
    expect(shared.allowed).toBe(alone.allowed);
    expect([...shared.served].sort()).toEqual(['a', 'b']);
    expect(shared.retryAfter).toBe('1');
  });

  it("a guest's identity-code requests and wrong codes are counted once across the processes", async () => {
    const guest = async (name: string) => {
      const b = await createBooking(db, demo.hotel, { persons: [{ name }] });
      const t = await via('/booking/token', { body: { voucher: b.voucher, nome: name, h: 'hotel-demo' } });
      return { ...b, token: String(t.json().token) };
    };
    const ask = (base: string, token: string, cpf = newCpf(), primeiroNome = 'Ana') =>
      post(base, DETALHES, { body: { cpf, primeiroNome }, token });
    const g1 = await guest('Ana Uno');
    const g2 = await guest('Ana Dos');
    const alone = await untilLimited(() => ask(a.url, g1.token));
    const shared = await untilLimited(() => ask(lb.url, g2.token));
    expect(alone.allowed).toBe(IDENTITY_LIMITS.requestPerBooking.max);
    expect(shared.allowed).toBe(alone.allowed);
    expect([...shared.served].sort()).toEqual(['a', 'b']);

    // A returning guest's code: five wrong tries, split across the processes, end it.
    const cpf = newCpf();
    await db.query(`INSERT INTO guests (institution_id, full_name, email, cpf) VALUES ($1, 'Lia Duarte', 'lia@scale.test', $2)`, [
      demo.hotel,
      cpf,
    ]);
    const g3 = await guest('Lia Duarte');
    const code = async () => {
      expect((await ask(lb.url, g3.token, cpf, 'Lia')).json().codigoEnviado).toBe('S');
      const { rows } = await db.query<{ nonce: string }>(
        'SELECT nonce FROM identity_challenges WHERE booking_id = $1 ORDER BY id DESC LIMIT 1',
        [g3.id],
      );
      return codeOf(new TextEncoder().encode(SECRET), rows[0]!.nonce);
    };
    const first = await code();
    const tried = new Set<string>();
    for (let i = 1; i <= 5; i++) {
      const wrong = String((Number(first) + i) % 1_000_000).padStart(6, '0');
      const r = await via(DETALHES, { body: { cpf, codigo: wrong }, token: g3.token });
      expect(r.json().code).toBe('checkin.code_invalid');
      tried.add(r.servedBy);
    }
    expect([...tried].sort()).toEqual(['a', 'b']);
    expect((await via(DETALHES, { body: { cpf, codigo: first }, token: g3.token })).json().code).toBe('checkin.code_invalid');
    // The control: a new code, typed right the first time, is accepted (so the refusal above was the count).
    const second = await code();
    const ok = await via(DETALHES, { body: { cpf, codigo: second }, token: g3.token });
    expect(ok.json()).toMatchObject({ encontrado: 'S' });
  });
});

describe('caches and live events', () => {
  it('a booking saved through one process is in the bookings list of the other at once (list cache)', async () => {
    const { token } = await signIn(lb.url, 'admin@demo.test');
    const total = async () => {
      const r = await via(LIST, { token, body: { limit: 1 } });
      return { n: Number(r.json().metadata.totalCount), by: r.servedBy };
    };
    // The cache is on: a row written behind the servers' back (no event) stays unseen on both processes for now.
    const before = [await total(), await total()];
    expect(before.map((x) => x.by).sort()).toEqual(['a', 'b']);
    await createBooking(db, demo.hotel, { persons: [{ name: 'Sem Evento' }] });
    expect([(await total()).n, (await total()).n]).toEqual([before[0]!.n, before[1]!.n]);
    // A save through the service drops both processes' entries before its reply: the next list, on the other
    // process, counts it (and the silent row).
    let expected = before[0]!.n + 1;
    for (let i = 0; i < 30; i++) {
      const listed = await total();
      const saved = await saveBooking(token);
      expected += 1;
      const after = await total();
      expect(saved.servedBy).not.toBe(after.by);
      expect(after.by).toBe(listed.by);
      expect(after.n, `round ${i}: saved on ${saved.servedBy}, listed on ${after.by}`).toBe(expected);
    }
  });

  it('an event stream opened on one process receives the change made through the other', async () => {
    const { token } = await signIn(lb.url, 'recepcao@demo.test');
    const first = await openEvents(lb.url, token);
    const second = await openEvents(lb.url, token);
    try {
      expect([first.servedBy, second.servedBy].sort()).toEqual(['a', 'b']);
      for (let i = 0; i < 2; i++) {
        const t = Date.now();
        const saved = await saveBooking(token);
        const id = saved.json().CODRES;
        const elsewhere = saved.servedBy === first.servedBy ? second : first;
        const same = elsewhere === first ? second : first;
        await elsewhere.next((e) => e.type === 'booking.changed' && e.id === id);
        await same.next((e) => e.type === 'booking.changed' && e.id === id);
        console.info(`scale-out: booking saved on ${saved.servedBy}, event on ${elsewhere.servedBy} after ${Date.now() - t} ms`);
      }
    } finally {
      first.close();
      second.close();
    }
  });
});

describe("a tab's own writes (decision 0029)", () => {
  it("the stream of the tab that wrote marks the event own on either process; other tabs' streams do not", async () => {
    const { token } = await signIn(lb.url, 'recepcao@demo.test');
    const writer = 'tab-writer-0123456789abcdef';
    const other = 'tab-other-0123456789abcdef0';
    // The writing tab's stream and another tab's stream land on different processes; a third stream sends no tab id.
    const own = await openEvents(lb.url, token, { 'x-live-origin': writer });
    const elsewhere = await openEvents(lb.url, token, { 'x-live-origin': other });
    const plain = await openEvents(lb.url, token);
    try {
      expect([own.servedBy, elsewhere.servedBy].sort()).toEqual(['a', 'b']);
      const servedBy = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const saved = await saveBooking(token, { 'x-live-origin': writer });
        servedBy.add(saved.servedBy);
        const id = saved.json().CODRES;
        const mine = (e: { type: string; id: unknown }) => e.type === 'booking.changed' && e.id === id;
        expect(await own.next(mine)).toEqual({ type: 'booking.changed', id, own: true });
        expect(await elsewhere.next(mine)).toEqual({ type: 'booking.changed', id });
        expect(await plain.next(mine)).toEqual({ type: 'booking.changed', id });
      }
      expect([...servedBy].sort()).toEqual(['a', 'b']);
      // A write without a tab id (another client, a job) is nobody's own; an id of the wrong shape is ignored.
      for (const headers of [undefined, { 'x-live-origin': 'short' }]) {
        const id = (await saveBooking(token, headers)).json().CODRES;
        expect(await own.next((e) => e.id === id)).toEqual({ type: 'booking.changed', id });
      }
    } finally {
      own.close();
      elsewhere.close();
      plain.close();
    }
  });
});

describe('jobs', () => {
  // Each runner claims up to 10 due jobs a second and the PMS answers in 25 ms: one runner cannot take them all.
  const JOBS = 24;
  it("both processes' job runners share the queue and each job runs exactly once", async () => {
    const persons = Array.from({ length: JOBS }, (_, i) => ({ name: `Hóspede ${i + 1}` }));
    const b = await createBooking(db, demo.hotel, { persons });
    await db.query(`UPDATE booking_persons SET webcheckin_status = 'D' WHERE booking_id = $1`, [b.id]);
    const { token } = await signIn(lb.url, 'recepcao@demo.test');
    const t = Date.now();
    const released = await via('/jwt/brokerJson/checkin/LiberaCheckinService', { token, body: { CODRES: b.id } });
    expect(released.json().registros).toHaveLength(JOBS);
    const end = Date.now() + 20_000;
    const registered = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pms_registrations r JOIN booking_persons p ON p.id = r.booking_person_id
            WHERE p.booking_id = $1 AND r.state = 'registered'`,
          [b.id],
        )
      ).rows[0]!.n;
    while ((await registered()) < JOBS) {
      if (Date.now() > end) throw new Error('registrations not done in 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    console.info(`scale-out: ${JOBS} PMS registration jobs done in ${Date.now() - t} ms`);
    await jobsIdle();
    // The PMS was called once per guest, by both processes.
    const mine = releases.filter((r) => b.persons.includes(r.person));
    expect(mine).toHaveLength(JOBS);
    expect(new Set(mine.map((r) => r.person)).size).toBe(JOBS);
    expect(mine.filter((r) => r.by === 'a').length).toBeGreaterThan(0);
    expect(mine.filter((r) => r.by === 'b').length).toBeGreaterThan(0);
    // In the database: every job claimed once and done; one outcome recorded per guest.
    const { rows: jobs } = await db.query<{ attempts: number; done: boolean }>(
      `SELECT retry_count + (data->>'spent')::int + 1 AS attempts, state = 'completed' AS done FROM pgboss.job WHERE name = 'pms.registration'
          AND (data->'payload'->>'registrationId')::bigint IN (SELECT r.id FROM pms_registrations r JOIN booking_persons p ON p.id = r.booking_person_id WHERE p.booking_id = $1)`,
      [b.id],
    );
    expect(jobs).toHaveLength(JOBS);
    expect(jobs.every((j) => j.attempts === 1 && j.done)).toBe(true);
    const { rows: outcomes } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_events WHERE booking_id = $1 AND kind = 'registration_registered'`,
      [b.id],
    );
    expect(outcomes[0]!.n).toBe(JOBS);
  });
});
