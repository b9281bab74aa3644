// The chart library (recharts under @mantine/charts) loads with this file only: a dashboard's first card appears
// before it arrives (chart-card.tsx lazy-loads it).
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ChartSeriesDef } from './chart-data';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.8', 'lime.8', 'pink.7'];

export interface ChartViewProps {
  kind: 'line' | 'bar';
  x: string;
  data: Record<string, string | number | null>[];
  series: ChartSeriesDef[];
  format: (value: number) => string;
  formatX: (value: string) => string;
}

export default function ChartView({ kind, x, data, series, format, formatX }: ChartViewProps) {
  const s = series.map((d, i) => ({
    name: d.name,
    label: d.label,
    color: d.dashed ? 'gray.6' : COLORS[i % COLORS.length]!,
    ...(d.dashed ? { strokeDasharray: '5 5' } : {}),
  }));
  const common = {
    h: 260,
    data,
    dataKey: x,
    series: s,
    withLegend: true,
    valueFormatter: format,
    xAxisProps: { tickFormatter: (v: string) => formatX(String(v)) },
    tooltipAnimationDuration: 0,
  };
  // The chart is a picture of the card's data table (the "show the data" button): recharts' keyboard layer would put
  // focusable points inside a hidden element, so it is off.
  return kind === 'bar' ? (
    <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
  ) : (
    <LineChart {...common} curveType="linear" connectNulls lineChartProps={{ accessibilityLayer: false }} />
  );
}
