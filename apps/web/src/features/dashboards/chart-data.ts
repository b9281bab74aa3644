import type { ChartHint, ExecuteQueryReply, QueryColumn } from '@gm/contracts/dashboards/replies';

export interface ChartSeriesDef {
  name: string;
  label: string;
  dashed?: boolean;
}

/**
 * The rows of a chart card as the chart draws them: one point per x value, a series per value column; with hotels
 * side by side, a series per hotel (of the first value column); with a comparison, the compared period's first
 * series drawn dashed beside it (matched by position: the same day, week or month of the other period).
 */
export function chartData(
  reply: Pick<ExecuteQueryReply, 'rows' | 'comparison' | 'hotels'>,
  chart: ChartHint,
  columns: readonly QueryColumn[],
  comparedLabel: (label: string) => string,
): { data: Record<string, string | number | null>[]; series: ChartSeriesDef[]; x: string } {
  const x = chart.x ?? columns[0]?.key ?? 'x';
  const keys = chart.series?.length ? chart.series : columns.filter((c) => c.key !== x).map((c) => c.key);
  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  if (reply.hotels?.length) {
    const first = keys[0]!;
    const byX = new Map<string, Record<string, string | number | null>>();
    for (const r of reply.rows) {
      const at = String(r[x]);
      const point = byX.get(at) ?? { [x]: at };
      point[`h${r.codIns}`] = (r[first] as number | null) ?? null;
      byX.set(at, point);
    }
    return {
      x,
      data: [...byX.values()].sort((a, b) => String(a[x]).localeCompare(String(b[x]))),
      series: reply.hotels.map((h) => ({ name: `h${h.codIns}`, label: `${h.name}: ${labelOf(first)}` })),
    };
  }
  const data = reply.rows.map((r, i) => {
    const point: Record<string, string | number | null> = { [x]: r[x] as string };
    for (const k of keys) point[k] = (r[k] as number | null) ?? null;
    if (reply.comparison) point[`prev_${keys[0]}`] = (reply.comparison.rows[i]?.[keys[0]!] as number | null | undefined) ?? null;
    return point;
  });
  const series: ChartSeriesDef[] = keys.map((k) => ({ name: k, label: labelOf(k) }));
  if (reply.comparison && keys[0]) series.push({ name: `prev_${keys[0]}`, label: comparedLabel(labelOf(keys[0])), dashed: true });
  return { x, data, series };
}
