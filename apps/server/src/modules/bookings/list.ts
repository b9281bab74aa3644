import type { BookingListItem, BookingSort, ListBookingsInput, Paginated } from '@gm/contracts/bookings';
import { pmsStatusOf, searchWords } from '@gm/domain/bookings';
import { centsToReais } from '@gm/domain/money';
import type { Db } from '../../db/pool';
import { openBalanceCentsSql } from '../billing/public';
import { type BookingRow, bookingColumns, toBookingItem } from './mapping';

/**
 * ListReservasService: the hotel's bookings, filtered, in the chosen order (by default newest first by the chosen
 * date), ties by CODRES in the same direction (a stable order for offset paging), in one round trip
 * (docs/bookings-explain.md):
 * - a text search finds candidates through the hotel-scoped key index (booking_search_keys), checks
 *   every word with LIKE, and takes the page and the total from that one scan (count(*) OVER ());
 * - other filters take the page through the index of the order (ids first, then the rows) and count apart,
 *   index-only; without filters (or with status only) the total is read from booking_counts.
 * Each row carries its guests' PMS registrations summed up and, for a caller who may see billing, its balance due.
 */

const ORDER_COLUMN = { DTRESERVA: 'check_in', DHSAIDAPREV: 'check_out', DHINCLUSAO: 'created_at', VOUCHER: 'voucher' } as const;

type OrderColumn = (typeof ORDER_COLUMN)[keyof typeof ORDER_COLUMN];

/** The order of a list: the column (each has an index led by institution_id) and the direction. */
export function orderOf(f: Pick<ListBookingsInput, 'sort' | 'dateField'>): { col: OrderColumn; dir: 'ASC' | 'DESC' } {
  const sort: BookingSort = f.sort ?? `-${f.dateField}`;
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as keyof typeof ORDER_COLUMN;
  return { col: ORDER_COLUMN[field], dir: desc ? 'DESC' : 'ASC' };
}

export interface ListOptions {
  tz: string;
  /** The caller may see billing (PAY listfaturas): each row gets its balance due. */
  withBalance: boolean;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE pattern of one word, wildcards escaped. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listWhere(institutionId: number, f: ListBookingsInput, p: Params, tz: string): { where: string; countable: boolean } {
  const conds = [`b.institution_id = ${p.add(institutionId)}`];
  let onlyStatus = true;
  const words = searchWords(f.search);
  // Keys come from runs of three letters or digits (pg_trgm's trigrams); a search without any (only
  // one- or two-character words) filters the hotel's rows with LIKE alone. An empty key set would
  // match every row of the index, so it is never sent.
  const keyed = words.filter((w) => /[\p{L}\p{N}]{3}/u.test(w));
  if (keyed.length)
    conds.push(`booking_search_keys(b.institution_id, b.search_text) @> booking_search_keys($1, ${p.add(keyed.join(' '))})`);
  for (const word of words) {
    onlyStatus = false;
    conds.push(`b.search_text LIKE ${p.add(containing(word))}`);
  }
  const col = ORDER_COLUMN[f.dateField];
  if (f.dateFrom || f.dateTo) onlyStatus = false;
  // check_out >= check_in (a table constraint): a bound on one date bounds the other, so a list ordered by the
  // other date reads its index from the bound on, not from the hotel's first booking.
  const order = orderOf(f).col;
  if (col === 'check_in' && order === 'check_out' && f.dateFrom) conds.push(`b.check_out >= ${p.add(f.dateFrom)}::date`);
  if (col === 'check_out' && order === 'check_in' && f.dateTo) conds.push(`b.check_in <= ${p.add(f.dateTo)}::date`);
  if (col === 'created_at') {
    // Creation instants compare with the hotel's calendar days.
    const zone = f.dateFrom || f.dateTo ? p.add(tz) : '';
    if (f.dateFrom) conds.push(`b.created_at >= (${p.add(f.dateFrom)}::date::timestamp AT TIME ZONE ${zone})`);
    if (f.dateTo) conds.push(`b.created_at < ((${p.add(f.dateTo)}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  } else {
    if (f.dateFrom) conds.push(`b.${col} >= ${p.add(f.dateFrom)}::date`);
    if (f.dateTo) conds.push(`b.${col} <= ${p.add(f.dateTo)}::date`);
  }
  if (f.STATUS) {
    const list = Array.isArray(f.STATUS) ? f.STATUS : [f.STATUS];
    conds.push(`b.status = ANY(${p.add(list)}::text[])`);
  }
  if (f.ORIGEM) {
    onlyStatus = false;
    conds.push(`b.origin = ${p.add(f.ORIGEM)}`);
  }
  if (f.sincronizacaoConcluida) {
    onlyStatus = false;
    conds.push(f.sincronizacaoConcluida === 'S' ? 'b.synced' : 'NOT b.synced');
  }
  if (f.TIPOCRIACAO) {
    onlyStatus = false;
    conds.push(`b.creation_type = ${p.add(f.TIPOCRIACAO)}`);
  }
  return { where: conds.join(' AND '), countable: onlyStatus };
}

/** Released and consulted: the registration has an answer (pmsStatusOf). */
const DATED = '(r.released_at IS NOT NULL AND r.consulted_at IS NOT NULL)';

/**
 * SQL of the guests' PMS registrations summed up: the one the icon shows (an error, else a pending one), and counts.
 * Each guest's registration is read through its unique key (at most one per guest): joined plainly, a hotel with
 * few registrations got a scan of the whole table for every row of the page (7 of 8 ms of a page at 1M bookings,
 * decision 0041).
 */
function pmsSql(tzParam: string): string {
  const at = (col: string) => `to_char(${col} AT TIME ZONE ${tzParam}, 'DD/MM/YYYY HH24:MI')`;
  return `(SELECT json_build_array(${at('x.released_at')}, ${at('x.consulted_at')}, x.error_details, x.registered, x.total) FROM (
      SELECT r.released_at, r.consulted_at, r.error_details,
             count(*) FILTER (WHERE ${DATED} AND coalesce(r.error_details, '') = '') OVER () AS registered,
             count(*) OVER () AS total
        FROM booking_persons bp
       CROSS JOIN LATERAL (SELECT r.released_at, r.consulted_at, r.error_details FROM pms_registrations r
                            WHERE r.booking_person_id = bp.id LIMIT 1) r
       WHERE bp.booking_id = b.id
       ORDER BY ${DATED} AND coalesce(r.error_details, '') <> '' DESC, NOT ${DATED} DESC, bp.position, bp.id
       LIMIT 1) x)`;
}

/** The list's one statement (exported for docs/bookings-explain.md). */
export function listSql(
  institutionId: number,
  f: ListBookingsInput,
  opts: ListOptions,
): { sql: string; values: unknown[]; windowed: boolean } {
  const p = new Params();
  const { where, countable } = listWhere(institutionId, f, p, opts.tz);
  const { col, dir } = orderOf(f);
  // The voucher is unique per hotel: it orders alone (its index has no id).
  const orderBy = col === 'voucher' ? `b.voucher ${dir}` : `b.${col} ${dir}, b.id ${dir}`;
  const rowOrder = col === 'voucher' ? `r.k ${dir}` : `r.k ${dir}, r.id ${dir}`;
  const tzParam = p.add(opts.tz);
  const limit = p.add(f.limit);
  const offset = p.add(f.offset);
  const balance = opts.withBalance ? openBalanceCentsSql('$1', 'b.id') : 'NULL::bigint';
  const rows = `(SELECT coalesce(json_agg(row_to_json(r) ORDER BY ${rowOrder}), '[]'::json) FROM (
         SELECT page.k, ${bookingColumns(tzParam)}, ${pmsSql(tzParam)} AS pms, ${balance} AS balance_cents
           FROM page JOIN bookings b ON b.id = page.id) r) AS rows`;
  if (searchWords(f.search).length) {
    // Every match is read once anyway (to order it): the total comes from the same scan.
    const sql = `
    WITH page AS (
      SELECT b.id, b.${col} AS k, count(*) OVER () AS total FROM bookings b WHERE ${where}
       ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset})
    SELECT (SELECT max(total) FROM page) AS total, ${rows}`;
    return { sql, values: p.values, windowed: true };
  }
  let total: string;
  if (countable) {
    const statuses = f.STATUS ? (Array.isArray(f.STATUS) ? f.STATUS : [f.STATUS]) : null;
    total = `(SELECT coalesce(sum(n), 0)::bigint FROM booking_counts WHERE institution_id = $1${statuses ? ` AND status = ANY(${p.add(statuses)}::text[])` : ''})`;
  } else {
    total = `(SELECT count(*) FROM bookings b WHERE ${where})`;
  }
  const sql = `
    WITH page AS (
      SELECT b.id, b.${col} AS k FROM bookings b WHERE ${where}
       ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset})
    SELECT ${total} AS total, ${rows}`;
  return { sql, values: p.values, windowed: false };
}

/** The total of a search whose page came back empty (an offset past the end): counted apart. */
function countSql(institutionId: number, f: ListBookingsInput, tz: string): { sql: string; values: unknown[] } {
  const p = new Params();
  const { where } = listWhere(institutionId, f, p, tz);
  return { sql: `SELECT count(*) AS total FROM bookings b WHERE ${where}`, values: p.values };
}

type PmsTuple = [string | null, string | null, string | null, number, number];

interface ListRow extends BookingRow {
  k: unknown;
  pms: PmsTuple | null;
  balance_cents: string | number | null;
}

function toListItem(row: ListRow): BookingListItem {
  const pms = row.pms;
  let registroPms: BookingListItem['registroPms'] = null;
  if (pms) {
    const [dhLiberacao, dhConsulta, errorDetails, registrados, total] = pms;
    registroPms = {
      statusPms: pmsStatusOf({ dhLiberacao, dhConsulta, errorDetails }),
      dhLiberacao: dhLiberacao ?? '-',
      dhConsulta: dhConsulta ?? '-',
      errorDetails,
      registrados: Number(registrados),
      total: Number(total),
    };
  }
  return {
    ...toBookingItem(row),
    registroPms,
    saldoDevedor: row.balance_cents === null ? null : centsToReais(Number(row.balance_cents)),
  };
}

export async function listBookings(
  db: Db,
  institutionId: number,
  f: ListBookingsInput,
  opts: ListOptions,
): Promise<Paginated<BookingListItem>> {
  const { sql, values, windowed } = listSql(institutionId, f, opts);
  // Planned with its values every time, never as a named statement: after five runs PostgreSQL may keep a generic
  // plan, made for an average hotel and an unknown offset, and for the biggest hotels it is the wrong one (a name
  // search ANDed with a scan of the hotel's 100k bookings: 131 ms instead of 15; a deep page by voucher sorted
  // instead of read in order: 16 ms instead of 3.7; decision 0041).
  const { rows } = await db.query<{ total: number | null; rows: ListRow[] }>(sql, values);
  const row = rows[0]!;
  if (windowed && row.total === null) {
    const c = countSql(institutionId, f, opts.tz);
    row.total = Number((await db.query<{ total: number }>(c.sql, c.values)).rows[0]!.total);
  }
  return { status: 1, metadata: { totalCount: Number(row.total) }, data: row.rows.map(toListItem) };
}
