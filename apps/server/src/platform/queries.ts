import type { QueryColumn } from '@gm/contracts/dashboards/replies';
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
 * rows as an .xlsx workbook, and the metadata a dashboard needs to draw its filters and grid.
 */
export interface NamedQuery<P extends z.ZodType = z.ZodType> {
  name: string;
  /** Message key of its title (the workbook's sheet and file name). */
  title: string;
  permission: PermissionRequirement | readonly PermissionRequirement[];
  params: P;
  /** Columns in order; `label` is a message key, translated for the caller. */
  columns: QueryColumn[];
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

/** At most this many rows leave in one workbook: larger exports should be narrowed by period. */
const XLSX_MAX_ROWS = 50_000;

/** The query the caller names, if it exists and the caller holds its permission. */
function allowed(queries: NamedQuery[], ctx: InstitutionContext, name: string): NamedQuery {
  const q = queries.find((x) => x.name === name);
  if (!q) throw new AppError('platform.unknown_query', { httpStatus: 404 });
  const c = ctx.caller;
  if (c.kind !== 'user' || !satisfies(c.permissions, q.permission, { codIns: ctx.institutionId, idUser: c.idUser })) throw forbidden();
  return q;
}

function prepare(queries: NamedQuery[], ctx: InstitutionContext, input: { name: string }) {
  const q = allowed(queries, ctx, input.name);
  const { name: _name, ...rest } = input as Record<string, unknown>;
  return { q, params: q.params.parse(rest) as Record<string, unknown> };
}

function cellOf(value: Cell, column: QueryColumn) {
  if (value === null) return null;
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    const d = new Date(column.type === 'date' ? `${value}T00:00:00Z` : value);
    return { value: d, type: Date, format: column.type === 'date' ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
  }
  if (column.type === 'money' && typeof value === 'number') return { value: value / 100, type: Number, format: '#,##0.00' };
  if (column.type === 'percent' && typeof value === 'number') return { value, type: Number, format: '0.0%' };
  return value;
}

/** The three spec calls over a list of named queries (each module contributes its own). */
export function queryServices(queries: NamedQuery[]): AnyService[] {
  const sample = () => ({ name: queries[0]?.name ?? 'none', ...queries[0]?.sample });
  return [
    defineService(executeQuery, {
      summary: "A named query's rows for the current hotel (dashboards): its parameters in the body, paged where it pages.",
      sample,
      async handler(ctx, input) {
        const { q, params } = prepare(queries, ctx, input);
        const { rows, totalRows } = await q.run(ctx.deps.db, ctx.institutionId, params, ctx);
        return { status: 1 as const, rows, totalRows };
      },
    }),
    defineService(executeQueryXls, {
      summary: "A named query's rows as an .xlsx workbook (columns titled in the caller's language).",
      sample,
      async handler(ctx, input) {
        const { q, params } = prepare(queries, ctx, input);
        const { rows } = await q.run(ctx.deps.db, ctx.institutionId, { ...params, offset: 0, limit: XLSX_MAX_ROWS }, ctx);
        const header = q.columns.map((c) => ({ value: translate(c.label, ctx.locale), fontWeight: 'bold' as const }));
        const body = rows.map((r) => q.columns.map((c) => cellOf(r[c.key] ?? null, c)));
        const title = translate(q.title, ctx.locale);
        const buffer = await writeXlsxFile([header, ...body], { sheet: title.slice(0, 31), stickyRowsCount: 1 }).toBuffer();
        return new BinaryReply(buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${title}.xlsx`);
      },
    }),
    defineService(metadataQuery, {
      summary: "A named query's title, columns (translated) and parameter schema, for a dashboard's grid and filters.",
      sample,
      async handler(ctx, input) {
        const q = allowed(queries, ctx, input.name);
        return {
          status: 1 as const,
          name: q.name,
          title: translate(q.title, ctx.locale),
          columns: q.columns.map((c) => ({ ...c, label: translate(c.label, ctx.locale) })),
          parameters: z.toJSONSchema(q.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
        };
      },
    }),
  ];
}
