import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { QueryColumn } from '@gm/contracts/dashboards/replies';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { Queryable } from '../db/pool';

type Cell = string | number | boolean | null;

/**
 * The dashboards' workbooks, streamed (docs/decisions/0077-streamed-workbooks.md): rows come from PostgreSQL through
 * a cursor a batch at a time, each row is written to its sheet's XML and forgotten (exceljs' streaming
 * WorkbookWriter), and the zip goes to the reply as it is made. The server's memory stays flat whatever the row
 * count; the formats are decision 0070's: real dates (dd/mm/yyyy, dd/mm/yyyy hh:mm), money #,##0.00, percent
 * 0.0000%, the header row bold and frozen, at most XLSX_MAX_ROWS rows per sheet.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many rows per sheet leave in one workbook: larger exports should be narrowed by period. */
export const XLSX_MAX_ROWS = 100_000;

/** Rows a cursor reads at a time: ~1 MB of rows of a dashboard's table, and few round trips. */
export const CURSOR_BATCH = 2_000;

/** One sheet to write: its name, columns and translated headers, and its rows in batches (read as they are written). */
export interface SheetPlan {
  name: string;
  columns: QueryColumn[];
  headers: string[];
  rows(): AsyncIterable<Record<string, Cell>[]>;
}

/**
 * A statement's rows in batches through a cursor on one connection of `db` (a pool lends one; a client is used as
 * it is). Leaving the loop early (the sheet's cap, the reply closed) closes the cursor and gives the connection back.
 */
export async function* cursorRows(db: Queryable, text: string, values: unknown[]): AsyncGenerator<pg.QueryResultRow[]> {
  const lent = 'release' in db ? null : await (db as pg.Pool).connect();
  const client = lent ?? (db as pg.PoolClient);
  // PostgreSQL's JIT compiles a workbook's statement (its cost is high: 100,000 rows) only to run index lookups:
  // the 100k-row bench statement took 3.3-4.7 s with it and 1.8-3.3 s without (load ~21). Off on the lent
  // connection for the cursor, back on before it is given back.
  if (lent) await lent.query('SET jit = off');
  const cursor = client.query(new Cursor<pg.QueryResultRow>(text, values));
  // The next batch is asked for before this one is handed out: PostgreSQL reads it while the caller writes this one
  // (one read in flight at most; a rejection is seen where it is awaited). 100,000 rows: 8.3 -> 4.4 s with the
  // shared styles, then 3.4-4.0 s with this overlap (docs/decisions/0082).
  const read = () => {
    const next = cursor.read(CURSOR_BATCH);
    next.catch(() => {});
    return next;
  };
  let pending: Promise<pg.QueryResultRow[]> | null = read();
  let failed = false;
  try {
    for (;;) {
      const rows = await pending;
      pending = null;
      if (rows.length === 0) return;
      pending = read();
      yield rows;
    }
  } catch (e) {
    failed = true;
    throw e;
  } finally {
    // A read still in flight (the caller left early) ends before the cursor closes.
    if (pending) await pending.catch(() => (failed = true));
    await cursor.close().catch(() => {});
    if (lent && !failed) await lent.query('RESET jit').catch(() => (failed = true));
    // A connection whose cursor failed mid-way is not lent again.
    lent?.release(failed ? true : undefined);
  }
}

/** The number format of a column's type (none for text and counts). */
function formatOf(column: QueryColumn): string | undefined {
  switch (column.type) {
    case 'date':
      return 'dd/mm/yyyy';
    case 'datetime':
      return 'dd/mm/yyyy hh:mm';
    case 'money':
      return '#,##0.00';
    case 'percent':
      return '0.0000%';
    case 'decimal':
      return '0.00';
    default:
      return undefined;
  }
}

/** A cell's value as the workbook holds it: dates as real dates, money in units (the rows carry cents). */
function cellValue(value: Cell | undefined, column: QueryColumn): Date | string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    return new Date(column.type === 'date' ? `${value}T00:00:00Z` : value);
  }
  if (column.type === 'money' && typeof value === 'number') return value / 100;
  return value;
}

/** How much of a sheet's XML may wait for the zip's deflate before the next batch is read. */
const ZIP_BACKLOG = 1024 * 1024;

/**
 * The bytes of a sheet's XML waiting for the zip's deflate. exceljs' sheet stream writes to the zip entry without
 * heeding its backpressure, so a fast cursor would queue the sheet there (measured: 33 MB for 100,000 rows, 68 MB for
 * 200,000); the writer reads the next batch only once this is small. Read from exceljs' internals (the sheet's
 * `stream` and its pipe); if they change, 0 (no pacing) rather than a failure.
 */
function zipBacklog(ws: unknown): number {
  const pipe = (ws as { stream?: { pipes?: { writableLength?: number; _writableState?: { length?: number } }[] } }).stream?.pipes?.[0];
  return pipe?.writableLength ?? pipe?._writableState?.length ?? 0;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A sheet name Excel accepts (no \ / ? * [ ] :, at most 31 characters), unique in its workbook. */
function sheetNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const base = raw.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base.slice(0, 28)} ${i}`;
    used.add(name);
    return name;
  });
}

/**
 * Writes the sheets, one after the other, into a workbook streamed as it is made: the returned stream is the reply's
 * body. It waits for the zip to take the sheet's XML and the reply to take the zip before reading the next batch (a
 * slow download does not pile the workbook up in memory), and stops reading (cursor closed) when the reply is closed
 * early: a cancelled download.
 */
export function streamWorkbook(sheets: SheetPlan[], log?: FastifyBaseLogger): PassThrough {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  let closed = false;
  out.on('close', () => {
    closed = true;
  });
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const names = sheetNames(sheets.map((s) => s.name));
    for (const [i, sheet] of sheets.entries()) {
      const ws = book.addWorksheet(names[i], { views: [{ state: 'frozen', ySplit: 1 }] });
      // One style object per column, shared by its cells: exceljs caches a style's id by the object's identity, and a
      // cell's own copy (what a column style gives each cell) made it write the style's XML again for every cell.
      const styles = sheet.columns.map((c) => {
        const numFmt = formatOf(c);
        return numFmt ? { numFmt } : {};
      });
      ws.columns = sheet.columns.map((c, i) => ({ width: c.type === 'text' ? 32 : 16, style: styles[i] }));
      const header = ws.addRow(sheet.headers);
      header.eachCell((cell) => {
        cell.font = { bold: true };
        cell.numFmt = 'General';
      });
      header.commit();
      let written = 0;
      for await (const batch of sheet.rows()) {
        for (const r of batch) {
          if (written >= XLSX_MAX_ROWS) break;
          const row = ws.addRow(sheet.columns.map((c) => cellValue(r[c.key], c)));
          for (let c = 0; c < styles.length; c++) row.getCell(c + 1).style = styles[c]!;
          row.commit();
          written++;
        }
        if (closed || written >= XLSX_MAX_ROWS) break;
        while (!closed && zipBacklog(ws) > ZIP_BACKLOG) await tick();
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (closed) break;
      }
      ws.commit();
      if (closed) return;
    }
    await book.commit();
  };
  write().catch((e: unknown) => {
    // Past the first byte the status is sent: the reply is cut, and the error goes to the log.
    log?.error({ err: e }, 'dashboard workbook failed mid-way');
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return out;
}
