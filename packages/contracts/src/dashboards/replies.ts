import { z } from 'zod';

/** A named query's name, as the path carries it (spec: /dashboardQueries/executeQuery/{name}). */
export const queryName = z.string().regex(/^[a-z][a-z0-9-]{1,62}$/, { message: 'unknown_query' });

/** A column of a named query: its key in the rows, its type (how the grid and the workbook format it), its title. */
export const queryColumn = z.object({
  key: z.string(),
  type: z.enum(['text', 'int', 'decimal', 'money', 'percent', 'date', 'datetime']),
  label: z.string(),
  /**
   * Text as its source wrote it, never translated: people's names, guests' words, an outside system's messages (a
   * PMS's refusal). The web marks such cells translate="no", so translators and the language checks leave them be.
   */
  verbatim: z.boolean().optional(),
});
export type QueryColumn = z.infer<typeof queryColumn>;

/**
 * How a dashboard draws a query (metadataQuery): KPI cards (one row, a card per column), a line or bar chart over
 * time (x the period column, series the value columns), bars by category, or a table.
 */
export const chartHint = z.object({
  kind: z.enum(['kpi', 'line', 'bar', 'table']),
  x: z.string().optional(),
  series: z.array(z.string()).optional(),
});
export type ChartHint = z.infer<typeof chartHint>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const queryRows = z.array(z.record(z.string(), cell));

export const executeQueryReply = z.object({
  status: z.literal(1),
  rows: queryRows,
  totalRows: z.number().int().min(0),
  /** The period the rows cover (after the defaults). */
  period: z.object({ start: z.string(), end: z.string() }).optional(),
  /** The compared period's rows (COMPARACAO P or A). */
  comparison: z.object({ start: z.string(), end: z.string(), rows: queryRows, totalRows: z.number().int().min(0) }).optional(),
  /** The hotels side by side (CODINS): each row then carries codIns and hotel. */
  hotels: z.array(z.object({ codIns: z.number(), name: z.string() })).optional(),
});
export type ExecuteQueryReply = z.infer<typeof executeQueryReply>;
