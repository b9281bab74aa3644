import { BOOKING_SORTS, listBookingsInput } from '@gm/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { listSql } from '../src/modules/bookings/list';
import { invoiceWithItems } from './billing-fixtures';
import { adminAt, createBooking, day, demoUserWith, guest, newHotelUser, snapshot, TRIAL, uniqueVoucher } from './bookings-helpers';
import { call, createTestEnv, signIn } from './harness';

/**
 * ListReservasService's sort (issue 13, the bookings table): every order and its paging, with filters and search;
 * refusals, another hotel, permissions; the rows' PMS summary and balance due; each order read through an index.
 */
const env = await createTestEnv();
const reception = (await signIn(env.app, 'recepcao@demo.test')).token;
const LIST = `${TRIAL}/ListReservasService`;

type Item = {
  CODRES: number;
  VOUCHER: string;
  registroPms: { statusPms: string; dhLiberacao: string; errorDetails: string | null; registrados: number; total: number } | null;
  saldoDevedor: number | null;
};
type List = { metadata: { totalCount: number }; data: Item[] };

async function list(body: Record<string, unknown>, token = reception): Promise<List> {
  const r = await call(env.app, LIST, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as List;
}

const iso = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

describe('ListReservasService sort', () => {
  // A hotel of its own: its whole list is known, so each order is checked without a search (the index path).
  let token = '';
  const made: { id: number; voucher: string; checkIn: string; checkOut: string }[] = [];
  const ids = async (body: Record<string, unknown>) => (await list({ limit: 100, ...body }, token)).data.map((b) => b.CODRES);
  const by = (key: 'checkIn' | 'checkOut' | 'voucher' | 'id', desc = false) =>
    [...made]
      .sort((a, b) => {
        const c = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id;
        return desc ? -c : c;
      })
      .map((m) => m.id);
  const idOf = (voucher: string) => made.find((m) => m.voucher === voucher)!.id;

  it('seeds bookings whose check-in, check-out, creation and voucher orders all differ', async () => {
    token = (await newHotelUser(env, ['reservas'])).token;
    const specs: [string, number, number][] = [
      ['C-2', 5, 9],
      ['A-7', -3, 12],
      ['B-1', 5, 6],
      ['E-4', 0, 1],
      ['D-9', 20, 21],
    ];
    for (const [v, from, to] of specs) {
      const saved = await createBooking(env, token, { VOUCHER: v, DTRESERVA: day(from), DHSAIDAPREV: day(to) });
      made.push({ id: saved.CODRES, voucher: v, checkIn: iso(day(from)), checkOut: iso(day(to)) });
    }
  });

  it('orders by check-in, check-out, creation or voucher, either way, ties by CODRES in the same direction', async () => {
    expect(await ids({ sort: 'DTRESERVA' })).toEqual(by('checkIn'));
    expect(await ids({ sort: '-DTRESERVA' })).toEqual(by('checkIn', true));
    expect(await ids({ sort: 'DHSAIDAPREV' })).toEqual(by('checkOut'));
    expect(await ids({ sort: '-DHSAIDAPREV' })).toEqual(by('checkOut', true));
    expect(await ids({ sort: 'DHINCLUSAO' })).toEqual(by('id'));
    expect(await ids({ sort: '-DHINCLUSAO' })).toEqual(by('id', true));
    expect(await ids({ sort: 'VOUCHER' })).toEqual(by('voucher'));
    expect(await ids({ sort: '-VOUCHER' })).toEqual(by('voucher', true));
    // Without a sort (or null), the spec's order stays: newest first by the date field.
    expect(await ids({})).toEqual(by('checkIn', true));
    expect(await ids({ sort: null, dateField: 'DHSAIDAPREV' })).toEqual(by('checkOut', true));
  });

  it('pages every order without gaps or repeats', async () => {
    for (const sort of BOOKING_SORTS) {
      const whole = await ids({ sort });
      const pages: number[] = [];
      for (let offset = 0; offset < made.length; offset += 2) pages.push(...(await ids({ sort, offset, limit: 2 })));
      expect(pages, sort).toEqual(whole);
    }
  });

  it('sorts within the filters: a range on the other date, a status, a search', async () => {
    // Check-in from today, by check-out: A-7 (in before today, out after) stays out.
    expect(await ids({ sort: 'DHSAIDAPREV', dateFrom: day(0) })).toEqual(['E-4', 'B-1', 'C-2', 'D-9'].map(idOf));
    // Check-out until day 9, by check-in (C-2 and B-1 arrive the same day: CODRES breaks the tie).
    expect(await ids({ sort: 'DTRESERVA', dateField: 'DHSAIDAPREV', dateTo: day(9) })).toEqual(['E-4', 'C-2', 'B-1'].map(idOf));
    expect(await ids({ sort: '-DTRESERVA', dateField: 'DHSAIDAPREV', dateTo: day(9) })).toEqual(['B-1', 'C-2', 'E-4'].map(idOf));
    await env.db.query(`UPDATE bookings SET status = 'C' WHERE id = $1`, [idOf('B-1')]);
    expect(await ids({ sort: 'VOUCHER', STATUS: 'R' })).toEqual(['A-7', 'C-2', 'D-9', 'E-4'].map(idOf));
    expect(await ids({ sort: '-VOUCHER', search: 'maria souza' })).toEqual(['E-4', 'D-9', 'C-2', 'B-1', 'A-7'].map(idOf));
    const page = await list({ sort: 'DHSAIDAPREV', search: 'maria', offset: 2, limit: 2 }, token);
    expect(page.metadata.totalCount).toBe(5);
    expect(page.data.map((b) => b.CODRES)).toEqual(by('checkOut').slice(2, 4));
  });
});

describe('ListReservasService sort: refusals, tenancy, permission', () => {
  it('answers 400 with the field path to a sort it does not know, and changes nothing', async () => {
    const before = await snapshot(env);
    for (const sort of ['ARRIVAL', 'dtreserva', '--DTRESERVA', '+VOUCHER', 'DTRESERVA DESC', 3, ['DTRESERVA'], { DTRESERVA: 1 }]) {
      const r = await call(env.app, `${LIST}?locale=en`, { sort }, reception);
      expect(r.statusCode, JSON.stringify(sort)).toBe(400);
      const body = r.json() as { code: string; message: string; errors: { path: string }[] };
      expect(body.code).toBe('platform.validation');
      expect(body.errors.map((e) => e.path)).toEqual(['sort']);
    }
    expect(await snapshot(env)).toBe(before);
  });

  it("another hotel's caller sorts only its own bookings", async () => {
    const tag = uniqueVoucher('SORTX').toLowerCase();
    await createBooking(env, reception, { VOUCHER: `${tag}-1`, pessoasReserva: [guest('Hóspede Do Hotel')] });
    const hospital = await adminAt(env, env.demo.hospital);
    for (const sort of ['DTRESERVA', '-VOUCHER']) {
      const r = await call(env.app, LIST, { sort, search: tag }, hospital);
      expect(r.statusCode).toBe(200);
      expect((r.json() as List).metadata.totalCount).toBe(0);
      expect(r.body).not.toContain(tag);
    }
    expect((await list({ sort: '-VOUCHER', search: tag })).data.map((b) => b.VOUCHER)).toEqual([`${tag}-1`]);
  });

  it('needs TRIAL reservas with a sort too: checkinouts alone is 403, anonymous 401', async () => {
    const onlyCheckin = await demoUserWith(env, ['checkinouts']);
    expect((await call(env.app, LIST, { sort: 'DTRESERVA' }, onlyCheckin)).statusCode).toBe(403);
    expect((await call(env.app, LIST, { sort: 'DTRESERVA' })).statusCode).toBe(401);
  });
});

describe('the rows: PMS registrations and balance due', () => {
  it('sums up the guests’ PMS registrations (an error first) and the open invoices; billing only for who may see it', async () => {
    const tag = uniqueVoucher('ROWS').toLowerCase();
    const a = await createBooking(env, reception, {
      VOUCHER: `${tag}-a`,
      pessoasReserva: [guest('Ana Lima'), guest('Bruno Lima'), guest('Caio Lima')],
    });
    const b = await createBooking(env, reception, { VOUCHER: `${tag}-b` });
    const [ana, bruno] = a.reserva.pessoasReserva;
    await env.db.query(
      `INSERT INTO pms_registrations (institution_id, booking_person_id, state, released_at, consulted_at, error_details)
       VALUES ($1, $2, 'registered', '2026-03-05T15:00:00Z', '2026-03-05T15:01:00Z', NULL),
              ($1, $3, 'error', '2026-03-05T15:00:00Z', '2026-03-05T15:02:00Z', 'CPF recusado pelo PMS')`,
      [env.demo.hotel, ana!.CODPESRES, bruno!.CODPESRES],
    );
    // Two invoices: 2 x 150,00 open, 1 x 99,90 then paid (its balance leaves the row).
    await invoiceWithItems(env, reception, a.CODRES, [[2, 150]]);
    const paid = await invoiceWithItems(env, reception, a.CODRES, [[1, 99.9]]);
    const rowsOf = async (token = reception) => {
      const l = await list({ search: tag, sort: 'VOUCHER' }, token);
      return Object.fromEntries(l.data.map((r) => [r.CODRES, r]));
    };
    let rows = await rowsOf();
    expect(rows[a.CODRES]!.saldoDevedor).toBe(399.9);
    expect(rows[a.CODRES]!.registroPms).toEqual({
      statusPms: 'error',
      dhLiberacao: '05/03/2026 12:00',
      dhConsulta: '05/03/2026 12:02',
      errorDetails: 'CPF recusado pelo PMS',
      registrados: 1,
      total: 2,
    });
    expect(rows[b.CODRES]).toMatchObject({ registroPms: null, saldoDevedor: 0 });

    await env.db.query(`UPDATE invoices SET last_status = 'paid', paid_cents = total_cents WHERE id = $1`, [paid]);
    await env.db.query(`UPDATE pms_registrations SET error_details = NULL, state = 'registered' WHERE booking_person_id = $1`, [
      bruno!.CODPESRES,
    ]);
    await env.db.query(`SELECT pg_notify('gm_events', $1)`, [
      JSON.stringify({ institutionId: env.demo.hotel, type: 'invoice.changed', id: paid }),
    ]);
    await expect.poll(async () => (await rowsOf())[a.CODRES]!.saldoDevedor).toBe(300);
    rows = await rowsOf();
    expect(rows[a.CODRES]!.registroPms).toMatchObject({ statusPms: 'registered', registrados: 2, total: 2 });

    // The same list, cached for reception a moment ago, comes without balances to a user without PAY listfaturas.
    const noBilling = await demoUserWith(env, ['reservas']);
    rows = await rowsOf(noBilling);
    expect(rows[a.CODRES]!.saldoDevedor).toBeNull();
    expect(rows[b.CODRES]!.saldoDevedor).toBeNull();
    expect(rows[a.CODRES]!.registroPms).toMatchObject({ statusPms: 'registered' });
  });
});

describe('every order is read through an index', () => {
  const INDEX = {
    DTRESERVA: 'bookings_list_idx',
    DHSAIDAPREV: 'bookings_checkout_idx',
    DHINCLUSAO: 'bookings_created_idx',
    VOUCHER: 'bookings_voucher_key',
  } as const;
  type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };
  const nodes = (p: Plan): Plan[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

  it('plans the page of each order and filter shape as an index read, no sort (seq scans and sorts priced out)', async () => {
    const client = await env.db.connect();
    try {
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_sort = off');
      const shapes = [{}, { STATUS: 'R' }, { dateFrom: day(0) }, { dateField: 'DHSAIDAPREV', dateTo: day(30) }, { ORIGEM: 'Site' }];
      for (const sort of BOOKING_SORTS) {
        for (const shape of shapes) {
          const input = listBookingsInput.parse({ sort, limit: 25, ...shape });
          const { sql, values } = listSql(env.demo.hotel, input, { tz: 'America/Sao_Paulo', withBalance: true });
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Plan }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
          // The page: the one LIMIT over the bookings (the guests', registrations' and invoices' subplans read other tables).
          const limits = nodes(rows[0]!['QUERY PLAN'][0].Plan).filter(
            (n) => n['Node Type'] === 'Limit' && nodes(n).some((x) => x['Relation Name'] === 'bookings'),
          );
          const what = `${sort} ${JSON.stringify(shape)}`;
          expect(limits, what).toHaveLength(1);
          const read = limits[0]!.Plans![0]!;
          expect(read['Node Type'], what).toMatch(/^Index (Only )?Scan$/);
          expect(read['Index Name'], what).toBe(INDEX[sort.replace('-', '') as keyof typeof INDEX]);
        }
      }
    } finally {
      await client.query('RESET enable_seqscan; RESET enable_sort');
      client.release();
    }
  });
});
