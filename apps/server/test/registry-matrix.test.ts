import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { allServices } from '../src/modules';
import { type AnyService, accessList, concretePath, type SampleFixtures, servicePaths } from '../src/platform/registry';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

/**
 * Walks every registered service with four callers: anonymous, a user of another hotel (with every
 * permission there), a user of Hotel Demo without any service permission, and the admin. Refused
 * calls must change nothing; nobody outside Hotel Demo may read its data.
 */
const env = await createTestEnv();
const services = allServices();

// Markers only Hotel Demo's data contains: if another hotel's caller sees one, data leaked.
const MARKER_VOUCHER = 'LEAKCHECK-VOUCHER-7731';
const MARKER_GUEST = 'Leakcheck Guestname';
const MARKER_EMAIL = 'leakcheck.guest@demo.test';

/** Every table but the migrations and the attempt counters (a refused sign-in is still an attempt that counts). */
async function tableNames(): Promise<string[]> {
  const { rows } = await env.db.query<{ t: string }>(
    `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('schema_migrations', 'attempt_limits') ORDER BY 1`,
  );
  return rows.map((r) => r.t);
}

/** A checksum of every row of every table: equal before and after means nothing was written. */
async function fingerprint(tables: string[]): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (t) => {
      const { rows } = await env.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`);
      return `${t}:${rows[0]!.h ?? '-'}`;
    }),
  );
  return parts.join(',');
}

async function seedFixtures(): Promise<SampleFixtures> {
  const hotel = env.demo.hotel;
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, origin, search_text)
     VALUES ($1, $2, current_date, current_date + 2, 'Balcão', lower($2 || ' ' || $3 || ' ' || $4)) RETURNING id`,
    [hotel, MARKER_VOUCHER, MARKER_GUEST, MARKER_EMAIL],
  );
  const bookingId = rows[0]!.id;
  const person = await env.db.query<{ id: number }>(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, doc) VALUES ($1, $2, 0, $3, $4, '52998224725') RETURNING id`,
    [bookingId, hotel, MARKER_GUEST, MARKER_EMAIL],
  );
  return {
    hotel,
    hospital: env.demo.hospital,
    admin: env.demo.admin,
    bookingId,
    voucher: MARKER_VOUCHER,
    extra: { bookingPersonId: Number(person.rows[0]!.id) },
  };
}

const fx = await seedFixtures();
const otherHotel = await createInstitution(env.db, { name: 'Outro Hotel', flags: { HASMAPARESERVAS: 'S' } });
await createUser(env.db, {
  email: 'outro@other.test',
  name: 'Outro',
  password: 'demo1234',
  institutions: [otherHotel],
  permissions: [...allPermissionsFor(otherHotel), 'SUJEITO:{idUser}:*'],
});
await createUser(env.db, {
  email: 'semperm@demo.test',
  name: 'Sem Permissão',
  password: 'demo1234',
  institutions: [env.demo.hotel],
  permissions: [],
});
await createUser(env.db, {
  email: 'so-reservas@demo.test',
  name: 'Só Reservas',
  password: 'demo1234',
  institutions: [env.demo.hotel],
  permissions: [`TRIAL:${env.demo.hotel}:reservas`],
});
// A guest of another booking of Hotel Demo, and a guest token minted at the desk by staff without billing.
const { rows: otherBooking } = await env.db.query<{ id: number; person: number }>(
  `WITH b AS (INSERT INTO bookings (institution_id, voucher, check_in, check_out) VALUES ($1, 'OUTRA-RESERVA-1', current_date, current_date + 2) RETURNING id)
   INSERT INTO booking_persons (booking_id, institution_id, position, name) SELECT id, $1, 0, 'Outra Pessoa' FROM b RETURNING booking_id AS id, id AS person`,
  [env.demo.hotel],
);
const guestOfAnotherBooking = (
  await call(env.app, '/booking/token', { voucher: 'OUTRA-RESERVA-1', nome: 'Outra Pessoa', h: 'hotel-demo' })
).json().token as string;
const bookingsOnly = (await signIn(env.app, 'so-reservas@demo.test')).token;
const staffMinted = (
  await call(env.app, '/person/token', { CODRES: otherBooking[0]!.id, CODPESRES: otherBooking[0]!.person }, bookingsOnly)
).json().token as string;
const tokens = {
  other: (await signIn(env.app, 'outro@other.test')).token,
  none: (await signIn(env.app, 'semperm@demo.test')).token,
  admin: (await signIn(env.app, 'admin@demo.test')).token,
};
// The marker guest's CPF: every reply masks it (issue 9 §5), except the logged reveal.
const MARKER_CPF = '52998224725';
const tables = await tableNames();

function sampleOf(def: AnyService): unknown {
  return def.sample ? def.sample(fx) : {};
}

/** What a reply says, readable: a workbook's cells as JSON, anything else as its text. */
async function textOf(r: { body: string; rawPayload: Buffer; headers: Record<string, unknown> }): Promise<string> {
  if (!String(r.headers['content-type'] ?? '').includes('spreadsheetml')) return r.body;
  return JSON.stringify(await readXlsxFile(r.rawPayload));
}

function leaks(body: string): boolean {
  return body.includes(MARKER_VOUCHER) || body.includes(MARKER_GUEST) || body.includes(MARKER_EMAIL);
}

const matrixServices = services.filter((s) => !s.paths?.includes('/logout'));

describe.each(matrixServices.map((s) => [s.name, s] as const))('%s', (_name, def) => {
  const path = concretePath(def, sampleOf(def));
  const access = accessList(def);

  it('anonymous: refused unless public, nothing written, nothing leaked', async () => {
    const before = await fingerprint(tables);
    const r = await call(env.app, path, sampleOf(def));
    expect(r.statusCode).toBeLessThan(500);
    if (!access.includes('public')) {
      expect(r.statusCode).toBe(401);
      expect(await fingerprint(tables)).toBe(before);
    }
    expect(leaks(r.body)).toBe(false);
  });

  it('user of another hotel: sees nothing of Hotel Demo and changes nothing there', async () => {
    const before = await fingerprint(tables);
    const r = await call(env.app, path, sampleOf(def), tokens.other);
    expect(r.statusCode).toBeLessThan(500);
    expect(leaks(await textOf(r))).toBe(false);
    const json = String(r.headers['content-type'] ?? '').includes('json');
    if (r.statusCode >= 400 || (json && (r.json() as { status?: number }).status === 0)) {
      expect(await fingerprint(tables)).toBe(before);
    }
    // Whatever it did, it did not touch Hotel Demo's marker booking.
    const { rows } = await env.db.query('SELECT voucher, status, synced, check_out FROM bookings WHERE id = $1', [fx.bookingId]);
    expect(rows[0]).toMatchObject({ voucher: MARKER_VOUCHER, status: 'R', synced: false });
  });

  if (def.permission) {
    it('user of Hotel Demo without the permission: 403, nothing written, nothing leaked', async () => {
      const before = await fingerprint(tables);
      const r = await call(env.app, path, sampleOf(def), tokens.none);
      expect(r.statusCode).toBe(403);
      expect(leaks(r.body)).toBe(false);
      expect(await fingerprint(tables)).toBe(before);
    });
  }

  if (access.includes('guest')) {
    it('guest of another booking: sees nothing of the marker booking and changes nothing there', async () => {
      const before = await env.db.query('SELECT * FROM booking_persons WHERE booking_id = $1', [fx.bookingId]);
      const r = await call(env.app, path, sampleOf(def), guestOfAnotherBooking);
      expect(r.statusCode).toBeLessThan(500);
      expect(leaks(r.body)).toBe(false);
      expect(r.body).not.toContain(MARKER_CPF);
      expect((await env.db.query('SELECT * FROM booking_persons WHERE booking_id = $1', [fx.bookingId])).rows).toEqual(before.rows);
    });

    it("guest token minted by staff: never more than the staff member's own permissions", async () => {
      const before = await fingerprint(tables);
      const r = await call(env.app, path, sampleOf(def), staffMinted);
      expect(r.statusCode).toBeLessThan(500);
      if (def.staffPermission) {
        expect(r.statusCode).toBe(403);
        expect(await fingerprint(tables)).toBe(before);
      }
      expect(leaks(r.body)).toBe(false);
    });
  }

  if (access.includes('user')) {
    it('admin of Hotel Demo: answered without a server error', async () => {
      const r = await call(env.app, path, sampleOf(def), tokens.admin);
      expect(r.statusCode).toBeLessThan(500);
      if (def.name !== 'RevelarDocumentoService') expect(await textOf(r), 'documents are masked').not.toContain(MARKER_CPF);
      if (def.sample && r.statusCode >= 400) {
        throw new Error(`${def.name} refused its own sample: ${r.statusCode} ${r.body.slice(0, 300)}`);
      }
    });
  }
});

it('every service names its paths, access and a summary', () => {
  for (const def of services) {
    expect(servicePaths(def).length, def.name).toBeGreaterThan(0);
    expect(def.summary.length, def.name).toBeGreaterThan(10);
    expect(accessList(def).length, def.name).toBeGreaterThan(0);
  }
});
