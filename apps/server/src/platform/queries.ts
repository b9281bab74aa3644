import type { Readable } from 'node:stream';
import { dashboardByName } from '@gm/contracts/dashboards/catalogue';
import { comparedPeriod, engineFilters } from '@gm/contracts/dashboards/inputs';
import type { ChartHint, ExecuteQueryReply, QueryColumn } from '@gm/contracts/dashboards/replies';
import { executeQuery, executeQueryXls, metadataQuery } from '@gm/contracts/dashboards/services';
import type { PermissionRequirement } from '@gm/domain/permissions';
import { satisfies } from '@gm/domain/permissions';
import writeXlsxFile from 'write-excel-file/node';
import { z } from 'zod';
import type { Queryable } from '../db/pool';
import { AppError, forbidden } from './errors';
import { translate } from './messages';
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
   * side by side the caller may see), never a parameter. `db` is the read replica when one is configured.
   */
  run(
    db: Queryable,
    institutionId: number,
    params: z.output<P>,
    ctx: InstitutionContext,
  ): Promise<{ rows: Record<string, Cell>[]; totalRows: number }>;
  /** A sample of valid parameters for the registry-wide tests. */
  sample: Record<string, unknown>;
}

/*#__NO_SIDE_EFFECTS__*/
export function defineQuery<P extends z.ZodType>(q: NamedQuery<P>): NamedQuery {
  return q as unknown as NamedQuery;
}

/** At most this many rows per sheet leave in one workbook: larger exports should be narrowed by period. */
export const XLSX_MAX_ROWS = 100_000;

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

/** Whether the caller's hotel is a hospital (ISHOSPITAL = S): its columns speak of patients and appointments. */
async function hospitalOf(ctx: InstitutionContext): Promise<boolean> {
  const { rows } = await ctx.deps.db.query<{ h: boolean }>(`SELECT flags->>'ISHOSPITAL' = 'S' AS h FROM institutions WHERE id = $1`, [
    ctx.institutionId,
  ]);
  return rows[0]?.h === true;
}

/** Runs a query for its hotels (side by side: each row then names its hotel), and the compared period if asked. */
async function execute(ctx: InstitutionContext, q: NamedQuery, input: Record<string, unknown>, paging?: { offset: number; limit: number }) {
  const { filters, params } = parse(q, input);
  const p = paging ? { ...params, ...paging } : params;
  const hotels = hotelsFor(ctx, q, filters.CODINS);
  const runFor = async (args: Record<string, unknown>) => {
    if (!hotels) return q.run(dbOf(ctx), ctx.institutionId, args, ctx);
    const parts = await Promise.all(hotels.map((h) => q.run(dbOf(ctx), h.id, args, ctx)));
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

function cellOf(value: Cell, column: QueryColumn) {
  if (value === null) return null;
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    const d = new Date(column.type === 'date' ? `${value}T00:00:00Z` : value);
    return { value: d, type: Date, format: column.type === 'date' ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
  }
  if (column.type === 'money' && typeof value === 'number') return { value: value / 100, type: Number, format: '#,##0.00' };
  if (column.type === 'percent' && typeof value === 'number') return { value, type: Number, format: '0.0000%' };
  if (column.type === 'decimal' && typeof value === 'number') return { value, type: Number, format: '0.00' };
  return value;
}

/** A query's rows as one sheet: the translated header (frozen), then the rows with real dates and formats. */
async function sheetOf(ctx: InstitutionContext, q: NamedQuery, input: Record<string, unknown>) {
  const reply = await execute(ctx, q, input, { offset: 0, limit: XLSX_MAX_ROWS });
  const columns: QueryColumn[] = reply.hotels ? [{ key: 'hotel', type: 'text', label: 'platform.query.hotel' }, ...q.columns] : q.columns;
  const hospital = await hospitalOf(ctx);
  const header = columns.map((c) => ({ value: translate(c.label, ctx.locale, {}, hospital), fontWeight: 'bold' as const }));
  const body = reply.rows.map((r) => columns.map((c) => cellOf(r[c.key] ?? null, c)));
  return {
    data: [header, ...body],
    sheet: translate(q.title, ctx.locale, {}, hospital)
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31),
    stickyRowsCount: 1,
    columns: columns.map((c) => ({ width: c.type === 'text' ? 32 : 16 })),
  };
}

/** The three spec calls over a list of named queries (each module contributes its own). */
export function queryServices(queries: NamedQuery[]): AnyService[] {
  const sample = () => ({ name: queries[0]?.name ?? 'none', ...queries[0]?.sample });
  return [
    defineService(executeQuery, {
      summary:
        "A named query's rows for the current hotel (or the hotels side by side the caller may see): its parameters in the body, the compared period when asked.",
      sample,
      async handler(ctx, input) {
        const q = allowed(queries, ctx, input.name);
        return execute(ctx, q, input);
      },
    }),
    defineService(executeQueryXls, {
      summary:
        "A named query's rows as an .xlsx workbook, or a whole dashboard's (a sheet per card) when the name is a dashboard's; streamed.",
      sample,
      async handler(ctx, input) {
        const board = dashboardByName(input.name);
        let sheets: Awaited<ReturnType<typeof sheetOf>>[];
        let title: string;
        if (board) {
          if (!holds(ctx, board.permission, ctx.institutionId)) throw forbidden();
          const cards = [...new Set(board.cards)].map((name) => allowed(queries, ctx, name));
          sheets = [];
          // One card after another: a workbook of eight cards does not hold eight queries' connections at once.
          for (const q of cards) sheets.push(await sheetOf(ctx, q, input));
          const used = new Set<string>();
          for (const s of sheets) {
            let name = s.sheet;
            for (let i = 2; used.has(name); i++) name = `${s.sheet.slice(0, 28)} ${i}`;
            used.add(name);
            s.sheet = name;
          }
          title = translate(`dashboards.board.${board.name}`, ctx.locale);
        } else {
          const q = allowed(queries, ctx, input.name);
          sheets = [await sheetOf(ctx, q, input)];
          title = translate(q.title, ctx.locale);
        }
        const file = writeXlsxFile(sheets);
        // toStream is typed as a union of its two forms: without an argument it returns the readable stream.
        const stream = await (file.toStream as () => Promise<Readable>).call(file);
        return new BinaryReply(stream, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${title}.xlsx`);
      },
    }),
    defineService(metadataQuery, {
      summary: "A named query's title, columns (translated), chart hint, help text, filters and parameter schema, for a dashboard card.",
      sample,
      async handler(ctx, input) {
        const q = allowed(queries, ctx, input.name);
        const hospital = await hospitalOf(ctx);
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
