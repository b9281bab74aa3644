import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { createInstitution, createUser } from '../src/seed/factories';
import { call, createTestEnv, signIn } from './harness';

const env = await createTestEnv();

// A hotel of its own, so the counts are exactly what this file puts there.
const hotel = await createInstitution(env.db, { name: 'Hotel Consultas' });
const other = await createInstitution(env.db, { name: 'Hotel Vizinho' });
await createUser(env.db, {
  email: 'dash@q.test',
  name: 'Dash',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`DASH:${hotel}:webcheckins`],
});
await createUser(env.db, {
  email: 'nps@q.test',
  name: 'NPS',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`DASH:${hotel}:nps`],
});
await createUser(env.db, {
  email: 'desk@q.test',
  name: 'Desk',
  password: 'demo1234',
  institutions: [hotel],
  permissions: [`TRIAL:${hotel}:reservas`],
});

/** A booking arriving on `day` whose main guest did (or did not) check in online. */
async function booking(institution: number, day: string, done: boolean, status = 'R') {
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, status) VALUES ($1, $2, $3::date, $3::date + 2, $4) RETURNING id`,
    [institution, `Q-${Math.random().toString(36).slice(2)}`, day, status],
  );
  await env.db.query(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, webcheckin_status) VALUES ($1, $2, 0, 'Hóspede', $3)`,
    [rows[0]!.id, institution, done ? 'D' : 'P'],
  );
}
await booking(hotel, '2026-03-02', true);
await booking(hotel, '2026-03-02', false);
await booking(hotel, '2026-03-02', true, 'C'); // cancelled: not an arrival
await booking(hotel, '2026-03-05', true);
await booking(hotel, '2026-04-10', false);
await booking(other, '2026-03-02', true); // another hotel's: never counted

const dash = (await signIn(env.app, 'dash@q.test')).token;
const march = { DHINCLUSAOINI: '01/03/2026', DHINCLUSAOFIN: '30/04/2026' };

describe('named queries (dashboards)', () => {
  it('executeQuery: rows by day for the caller hotel only, cancelled bookings left out', async () => {
    const r = await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', { ...march, TIPOPERIODO: 'D' }, dash);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      totalRows: 3,
      rows: [
        { periodo: '2026-03-02', chegadas: 2, webCheckins: 1, adesao: 0.5 },
        { periodo: '2026-03-05', chegadas: 1, webCheckins: 1, adesao: 1 },
        { periodo: '2026-04-10', chegadas: 1, webCheckins: 0, adesao: 0 },
      ],
      period: { start: '2026-03-01', end: '2026-04-30' },
    });
  });
  it('by month, and paged', async () => {
    const r = await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', { ...march, TIPOPERIODO: 'M', limit: 1 }, dash);
    expect(r.json()).toMatchObject({
      status: 1,
      totalRows: 2,
      // The spec's percentage with 4 decimals: 66.6667 %.
      rows: [{ periodo: '2026-03-01', chegadas: 3, webCheckins: 2, adesao: 0.666667 }],
    });
  });
  it('executeQueryXls: the same rows in a workbook, titled in the caller language', async () => {
    const r = await env.app.inject({
      method: 'POST',
      url: '/dashboardQueries/executeQueryXls/checkin-arrivals?locale=en',
      payload: { ...march, TIPOPERIODO: 'D' },
      headers: { authorization: `Bearer ${dash}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('Arrivals and online check-ins.xlsx');
    const sheets = await readXlsxFile(r.rawPayload);
    const rows = sheets[0]!.data;
    expect(rows[0]).toEqual(['Period', 'Arrivals', 'Online check-ins', 'Uptake']);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [2, 1, 0.5],
      [1, 1, 1],
      [1, 0, 0],
    ]);
    expect((rows[1]![0] as unknown as Date).toISOString().slice(0, 10)).toBe('2026-03-02');
  });
  it('metadataQuery: title, translated columns and the parameters schema', async () => {
    const r = await call(env.app, '/dashboardQueries/metadataQuery/checkin-arrivals?locale=es', {}, dash);
    const body = r.json() as { title: string; columns: { key: string; label: string }[]; parameters: { properties: object } };
    expect(body.title).toBe('Llegadas y check-ins en línea');
    expect(body.columns.map((c) => c.label)).toEqual(['Período', 'Llegadas', 'Check-ins en línea', 'Adhesión']);
    expect(Object.keys(body.parameters.properties)).toEqual(expect.arrayContaining(['DHINCLUSAOINI', 'DHINCLUSAOFIN', 'TIPOPERIODO']));
  });
});

describe('named queries refuse what they should', () => {
  it('another dashboard function (nps) cannot run a check-in query: 403', async () => {
    const nps = (await signIn(env.app, 'nps@q.test')).token;
    const r = await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', march, nps);
    expect(r.statusCode).toBe(403);
    expect((await call(env.app, '/dashboardQueries/metadataQuery/checkin-arrivals', {}, nps)).statusCode).toBe(403);
  });
  it('no dashboard permission at all: 403; no session: 401', async () => {
    const desk = (await signIn(env.app, 'desk@q.test')).token;
    expect((await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', march, desk)).statusCode).toBe(403);
    expect((await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', march)).statusCode).toBe(401);
  });
  it('an unknown query is a 404; a bad name a 400', async () => {
    const r = await call(env.app, '/dashboardQueries/executeQuery/no-such-query', march, dash);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'platform.unknown_query' });
    expect((await call(env.app, '/dashboardQueries/executeQuery/DROP%20TABLE', march, dash)).statusCode).toBe(400);
  });
  it('bad parameters are a 400 on the field: an impossible date, an end before the start, a period over a year', async () => {
    const paths = async (body: object) =>
      (
        (await call(env.app, '/dashboardQueries/executeQuery/checkin-arrivals', body, dash)).json() as {
          errors?: { path: string; message: string }[];
        }
      ).errors;
    expect(await paths({ ...march, DHINCLUSAOINI: '31/02/2026' })).toEqual([expect.objectContaining({ path: 'DHINCLUSAOINI' })]);
    expect(await paths({ DHINCLUSAOINI: '10/03/2026', DHINCLUSAOFIN: '01/03/2026' })).toEqual([
      expect.objectContaining({ path: 'DHINCLUSAOFIN', message: 'end_before_start' }),
    ]);
    expect(await paths({ DHINCLUSAOINI: '01/01/2025', DHINCLUSAOFIN: '01/03/2026' })).toEqual([
      expect.objectContaining({ path: 'DHINCLUSAOFIN', message: 'period_too_long' }),
    ]);
    expect(await paths({ ...march, TIPOPERIODO: 'X' })).toEqual([expect.objectContaining({ path: 'TIPOPERIODO' })]);
  });
});
