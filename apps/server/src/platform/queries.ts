import { dashboardByName } from '@gm/contracts/dashboards/catalogue';
import { comparedPeriod, engineFilters } from '@gm/contracts/dashboards/inputs';
import type { ChartHint, ExecuteQueryReply, QueryColumn } from '@gm/contracts/dashboards/replies';
import { executeQuery, executeQueryXls, metadataQuery } from '@gm/contracts/dashboards/services';
import type { PermissionRequirement } from '@gm/domain/permissions';
import { satisfies } from '@gm/domain/permissions';
import type { QueryResultRow } from 'pg';
import { z } from 'zod';
import type { Db, Queryable } from '../db/pool';
import { AppError, forbidden } from './errors';
import { type HotelWording, translate } from './messages';
import { cursorRows, type SheetPlan, streamWorkbook, XLSX_MAX_ROWS, XLSX_TYPE } from './query-workbook';
import { type AnyService, BinaryReply, defineService, type InstitutionContext } from './registry';

export type Cell = string | number | boolean | null;

/**
 * A named query (dashboards, spec section 7): what it is called, who may run it, its parameters, its columns and
 * the SQL behind it. The registry serves every named query by the spec's three calls: the rows as JSON, the same
 * rows as an .xlsx workbook, and the metadata a dashboard needs to draw its filters, chart and grid
 * (docs/decisions/0070-dashboard-engine.md).
 */
export interface NamedQuery<P extends z.ZodType = z.ZodType> {
  name: string;
  /** Message key of its title (the workbook's sheet and file name). */
  title: string;
  permission: PermissionRequirement | readonly PermissionRequirement[];
  params: P;
  /** Columns in order; `label` is a message key, translated for the caller. */
  columns: QueryColumn[];
  /** How a dashboard draws it (a table when absent). */
  chart?: ChartHint;
  /** Message key of its help text (loadQueryHelper's htmlHelp). */
  help?: string;
  /**
   * Its SQL for one hotel: `institutionId` is always the engine's (the caller's context hotel, or one of the hotels
   * side by side the caller may see), never a parameter. `db` is the read replica when one is configured. `hotel`:
   * that hotel's wording (a hospital's rows speak of patients and appointments).
   */
  run(
    db: Queryable,
    institutionId: number,
    params: z.output<P>,
    ctx: InstitutionContext,
    hotel: HotelWording | null,
  ): Promise<{ rows: Record<string, Cell>[]; totalRows: number }>;
  /** A sample of valid parameters for the registry-wide tests. */
  sample: Record<string, unknown>;
  /**
   * Optional, for queries whose rows may be many (the tables): the SQL as text and values, which the JSON answer
   * runs as one page and the workbook reads through a cursor, row by row (docs/decisions/0077-streamed-workbooks.md).
   * A query that gives `stream` may leave out `run`: defineQuery derives it.
   */
  stream?: QuerySql<z.output<P>>;
}

/** A query's rows as SQL: one statement for both the JSON page and the workbook's cursor. */
export interface QuerySql<P> {
  /**
   * The statement for one hotel (`institutionId` is the engine's). It pages by the parameters' `offset`/`limit`
   * (the workbook asks offset 0 and the sheet's cap) and answers a `total` column for the JSON page's totalRows:
   * `${totalColumn(wanted)}`, which the workbook's cursor asks without the count, so the rows stream as PostgreSQL
   * finds them instead of after all of them are counted.
   */
  sql(institutionId: number, params: P, wanted: RowsWanted): { text: string; values: unknown[] };
  /** One database row as the query's row (words in the caller's language). */
  row(r: QueryResultRow, ctx: InstitutionContext): Record<string, Cell>;
}

/** What the caller of a query's SQL needs: the JSON page wants the total count, the workbook's cursor does not. */
export interface RowsWanted {
  total: boolean;
}

/** A numeric cell from a row (PostgreSQL's counts and sums, NULL as 0). */
export const num = (v: unknown): number => Number(v ?? 0);
/** An instant cell: ISO text, or null. */
export const isoOf = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : null);
/** The period the registry-wide tests call every dashboard query with (its `sample`). */
export const SAMPLE_PERIOD = { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/01/2026' };
/** The caller's hotel's time zone in a query whose $1 is the institution. */
export const HOTEL_TZ = '(SELECT time_zone FROM institutions WHERE id = $1)';
/**
 * SQL bounds of a period of hotel-local days as instants: `$2`..`$3` are the first and last day (yyyy-mm-dd) and the
 * hotel's time zone is read from institutions ($1).
 */
export const LOCAL_FROM = `(($2::date)::timestamp AT TIME ZONE ${HOTEL_TZ})`;
export const LOCAL_TO = `(($3::date + 1)::timestamp AT TIME ZONE ${HOTEL_TZ})`;

/** A streamed query's `total` column: `count(*) OVER ()` for the JSON page, NULL for the cursor. */
export const totalColumn = (wanted: RowsWanted): string => (wanted.total ? 'count(*) OVER () AS total' : 'NULL::bigint AS total');

/** What a module writes: a named query with its own `run`, or with `stream` alone (its `run` is derived). */
export type QueryDefinition<P extends z.ZodType> = Omit<NamedQuery<P>, 'run'> &
  ({ run: NamedQuery<P>['run'] } | { stream: QuerySql<z.output<P>>; run?: never });

/*#__NO_SIDE_EFFECTS__*/
export function defineQuery<P extends z.ZodType>(q: QueryDefinition<P>): NamedQuery {
  if (q.run) return q as unknown as NamedQuery;
  const s = (q as { stream: QuerySql<z.output<P>> }).stream;
  const run: NamedQuery<P>['run'] = async (db, institutionId, params, ctx) => {
    const { text, values } = s.sql(institutionId, params, { total: true });
    const { rows } = await db.query(text, values);
    return { totalRows: Number(rows[0]?.total ?? 0), rows: rows.map((r) => s.row(r, ctx)) };
  };
  return { ...q, run } as unknown as NamedQuery;
}

export { XLSX_MAX_ROWS } from './query-workbook';

function holds(ctx: InstitutionContext, permission: NamedQuery['permission'], codIns: number): boolean {
  const c = ctx.caller;
  return c.kind === 'user' && satisfies(c.permissions, permission, { codIns, idUser: c.idUser });
}

/** The query the caller names, if it exists and the caller holds its permission. */
function allowed(queries: NamedQuery[], ctx: InstitutionContext, name: string): NamedQuery {
  const q = queries.find((x) => x.name === name);
  if (!q) throw new AppError('platform.unknown_query', { httpStatus: 404 });
  if (!holds(ctx, q.permission, ctx.institutionId)) throw forbidden();
  return q;
}

/** The engine's filters and the query's own parameters, both checked (the query's schema drops unknown keys). */
function parse(q: NamedQuery, input: Record<string, unknown>) {
  const { name: _name, COMPARACAO, CODINS, ...rest } = input;
  const filters = engineFilters.parse({ COMPARACAO, CODINS });
  return { filters, params: q.params.parse(rest) as Record<string, unknown> };
}

/**
 * The hotels a query runs for: the context hotel, or (CODINS) the listed hotels the caller works in and holds the
 * query's permission at; any other id is ignored. The context hotel stays when none of the listed is visible.
 */
function hotelsFor(ctx: InstitutionContext, q: NamedQuery, codIns: number[] | undefined): { id: number; name: string }[] | null {
  if (!codIns?.length || ctx.caller.kind !== 'user') return null;
  const wanted = new Set(codIns);
  const visible = ctx.caller.institutions.filter((i) => wanted.has(i.id) && holds(ctx, q.permission, i.id));
  return visible.length ? visible : null;
}

const dbOf = (ctx: InstitutionContext): Queryable => ctx.deps.readDb ?? ctx.deps.db;

/**
 * A hotel's wording (hotel or hospital) from its settings: modules.ts gives the institutions module's cached lookup,
 * which the platform may not import. The engine asks it once per hotel a query runs for.
 */
export type WordingOf = (db: Db, institutionId: number) => Promise<HotelWording | null>;

/** Whether the caller's hotel is a hospital (ISHOSPITAL = S): its columns speak of patients and appointments. */
const hospitalOf = async (ctx: InstitutionContext, wordingOf: WordingOf) =>
  (await wordingOf(ctx.deps.db, ctx.institutionId))?.hospital === true;

/** Runs a query for its hotels (side by side: each row then names its hotel), and the compared period if asked. */
async function execute(
  ctx: InstitutionContext,
  wordingOf: WordingOf,
  q: NamedQuery,
  input: Record<string, unknown>,
  paging?: { offset: number; limit: number },
) {
  const { filters, params } = parse(q, input);
  const p = paging ? { ...params, ...paging } : params;
  const hotels = hotelsFor(ctx, q, filters.CODINS);
  const runAt = async (id: number, args: Record<string, unknown>) => q.run(dbOf(ctx), id, args, ctx, await wordingOf(ctx.deps.db, id));
  const runFor = async (args: Record<string, unknown>) => {
    if (!hotels) return runAt(ctx.institutionId, args);
    const parts = await Promise.all(hotels.map((h) => runAt(h.id, args)));
    return {
      rows: parts.flatMap((part, i) => part.rows.map((r) => ({ codIns: hotels[i]!.id, hotel: hotels[i]!.name, ...r }))),
      totalRows: parts.reduce((n, part) => n + part.totalRows, 0),
    };
  };
  const main = await runFor(p);
  const reply: ExecuteQueryReply = { status: 1, ...main };
  const start = p.DHINCLUSAOINI;
  const end = p.DHINCLUSAOFIN;
  if (typeof start === 'string' && typeof end === 'string') {
    reply.period = { start, end };
    if (filters.COMPARACAO !== 'N') {
      const other = comparedPeriod(start, end, filters.COMPARACAO);
      const compared = await runFor({ ...p, DHINCLUSAOINI: other.start, DHINCLUSAOFIN: other.end });
      reply.comparison = { ...other, ...compared };
    }
  }
  if (hotels) reply.hotels = hotels.map((h) => ({ codIns: h.id, name: h.name }));
  return reply;
}

/** A query's sheet: its (translated) title and columns, with the hotel first when hotels are side by side. */
function sheetPlan(
  ctx: InstitutionContext,
  wordingOf: WordingOf,
  q: NamedQuery,
  input: Record<string, unknown>,
  hospital: boolean,
): SheetPlan {
  const { filters, params } = parse(q, input);
  const hotels = hotelsFor(ctx, q, filters.CODINS);
  const columns: QueryColumn[] = hotels ? [{ key: 'hotel', type: 'text', label: 'platform.query.hotel' }, ...q.columns] : q.columns;
  return {
    name: translate(q.title, ctx.locale, {}, hospital),
    columns,
    headers: columns.map((c) => translate(c.label, ctx.locale, {}, hospital)),
    async *rows() {
      const cap = { offset: 0, limit: XLSX_MAX_ROWS };
      if (!q.stream) {
        // A query without SQL of its own (a KPI, a series): its few rows come from run(), as on the screen.
        yield (await execute(ctx, wordingOf, q, input, cap)).rows;
        return;
      }
      // A table: each hotel's rows through a cursor, a batch at a time, tagged with the hotel when side by side.
      const sql = q.stream;
      for (const h of hotels ?? [{ id: ctx.institutionId, name: '' }]) {
        const { text, values } = sql.sql(h.id, { ...params, ...cap }, { total: false });
        for await (const batch of cursorRows(dbOf(ctx), text, values)) {
          yield batch.map((r) => (hotels ? { codIns: h.id, hotel: h.name, ...sql.row(r, ctx) } : sql.row(r, ctx)));
        }
      }
    },
  };
}

/** The three spec calls over a list of named queries (each module contributes its own). */
export function queryServices(queries: NamedQuery[], wordingOf: WordingOf): AnyService[] {
  const sample = () => ({ name: queries[0]?.name ?? 'none', ...queries[0]?.sample });
  return [
    defineService(executeQuery, {
      summary:
        "A named query's rows for the current hotel (or the hotels side by side the caller may see): its parameters in the body, the compared period when asked.",
      sample,
      async handler(ctx, input) {
        const q = allowed(queries, ctx, input.name);
        return execute(ctx, wordingOf, q, input);
      },
    }),
    defineService(executeQueryXls, {
      summary:
        "A named query's rows as an .xlsx workbook, or a whole dashboard's (a sheet per card) when the name is a dashboard's; streamed.",
      sample,
      async handler(ctx, input) {
        const board = dashboardByName(input.name);
        const hospital = await hospitalOf(ctx, wordingOf);
        let sheets: SheetPlan[];
        let title: string;
        // Everything is checked (permissions, parameters) before the first byte: a refusal is still a JSON error.
        if (board) {
          if (!holds(ctx, board.permission, ctx.institutionId)) throw forbidden();
          const cards = [...new Set(board.cards)].map((name) => allowed(queries, ctx, name));
          // One card after another: a workbook of eight cards does not hold eight queries' connections at once.
          sheets = cards.map((q) => sheetPlan(ctx, wordingOf, q, input, hospital));
          title = translate(`dashboards.board.${board.name}`, ctx.locale);
        } else {
          const q = allowed(queries, ctx, input.name);
          sheets = [sheetPlan(ctx, wordingOf, q, input, hospital)];
          title = translate(q.title, ctx.locale);
        }
        return new BinaryReply(streamWorkbook(sheets, ctx.log), XLSX_TYPE, `${title}.xlsx`);
      },
    }),
    defineService(metadataQuery, {
      summary: "A named query's title, columns (translated), chart hint, help text, filters and parameter schema, for a dashboard card.",
      sample,
      async handler(ctx, input) {
        const q = allowed(queries, ctx, input.name);
        const hospital = await hospitalOf(ctx, wordingOf);
        const parameters = z.toJSONSchema(q.params, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
        };
        const has = (key: string) => Boolean(parameters.properties?.[key]);
        const filters: ('period' | 'periodicity' | 'comparison' | 'hotels' | 'paging')[] = [];
        if (has('DHINCLUSAOINI')) filters.push('period', 'comparison');
        if (has('TIPOPERIODO')) filters.push('periodicity');
        filters.push('hotels');
        if (has('limit')) filters.push('paging');
        return {
          status: 1 as const,
          name: q.name,
          title: translate(q.title, ctx.locale, {}, hospital),
          columns: q.columns.map((c) => ({ ...c, label: translate(c.label, ctx.locale, {}, hospital) })),
          chart: q.chart ?? { kind: 'table' as const },
          help: q.help ? translate(q.help, ctx.locale, {}, hospital) : '',
          filters,
          parameters: parameters as Record<string, unknown>,
        };
      },
    }),
  ];
}
