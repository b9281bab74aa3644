import { createHash } from 'node:crypto';
import type { BookingItem, ListBookingsInput, Paginated } from '@gm/contracts/bookings';
import { searchWords } from '@gm/domain/bookings';
import type { Db } from '../../db/pool';
import { type BookingRow, bookingColumns, toBookingItem } from './mapping';

/**
 * ListReservasService: the hotel's bookings, filtered, newest first by the chosen date, then CODRES
 * descending (a stable order for offset paging), in one round trip (docs/bookings-explain.md):
 * - a text search finds candidates through the hotel-scoped key index (booking_search_keys), checks
 *   every word with LIKE, and takes the page and the total from that one scan (count(*) OVER ());
 * - other filters take the page through the date index (ids first, then the rows) and count apart,
 *   index-only; without filters (or with status only) the total is read from booking_counts.
 */

const ORDER_COLUMN = { DTRESERVA: 'check_in', DHSAIDAPREV: 'check_out', DHINCLUSAO: 'created_at' } as const;

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

/** The list's one statement (exported for docs/bookings-explain.md). */
function listSql(institutionId: number, f: ListBookingsInput, tz: string): { sql: string; values: unknown[]; windowed: boolean } {
  const p = new Params();
  const { where, countable } = listWhere(institutionId, f, p, tz);
  const col = ORDER_COLUMN[f.dateField];
  const tzParam = p.add(tz);
  const limit = p.add(f.limit);
  const offset = p.add(f.offset);
  const rows = `(SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.k DESC, r.id DESC), '[]'::json) FROM (
         SELECT page.k, ${bookingColumns(tzParam)} FROM page JOIN bookings b ON b.id = page.id) r) AS rows`;
  if (searchWords(f.search).length) {
    // Every match is read once anyway (to order by date): the total comes from the same scan.
    const sql = `
    WITH page AS (
      SELECT b.id, b.${col} AS k, count(*) OVER () AS total FROM bookings b WHERE ${where}
       ORDER BY b.${col} DESC, b.id DESC LIMIT ${limit} OFFSET ${offset})
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
       ORDER BY b.${col} DESC, b.id DESC LIMIT ${limit} OFFSET ${offset})
    SELECT ${total} AS total, ${rows}`;
  return { sql, values: p.values, windowed: false };
}

/** The total of a search whose page came back empty (an offset past the end): counted apart. */
function countSql(institutionId: number, f: ListBookingsInput, tz: string): { sql: string; values: unknown[] } {
  const p = new Params();
  const { where } = listWhere(institutionId, f, p, tz);
  return { sql: `SELECT count(*) AS total FROM bookings b WHERE ${where}`, values: p.values };
}

export async function listBookings(db: Db, institutionId: number, f: ListBookingsInput, tz: string): Promise<Paginated<BookingItem>> {
  const { sql, values, windowed } = listSql(institutionId, f, tz);
  // Named: each pooled connection parses and plans each filter shape once.
  const name = `bookings-list-${createHash('sha1').update(sql).digest('base64url').slice(0, 16)}`;
  const { rows } = await db.query<{ total: number | null; rows: (BookingRow & { k: unknown })[] }>({ name, text: sql, values });
  const row = rows[0]!;
  if (windowed && row.total === null) {
    const c = countSql(institutionId, f, tz);
    row.total = Number((await db.query<{ total: number }>(c.sql, c.values)).rows[0]!.total);
  }
  return { status: 1, metadata: { totalCount: Number(row.total) }, data: row.rows.map(toBookingItem) };
}
