// The chart library (recharts under @mantine/charts) loads with this file only: a dashboard's first card appears
// before it arrives (chart-card.tsx lazy-loads it).
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { XAxisTickContentProps } from 'recharts';
import type { ChartSeriesDef } from './chart-data';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.8', 'lime.8', 'pink.7'];

export interface ChartViewProps {
  kind: 'line' | 'bar';
  x: string;
  data: Record<string, string | number | null>[];
  series: ChartSeriesDef[];
  format: (value: number) => string;
  formatX: (value: string) => string;
  /** The x values are the hotel's own words (a booking origin, a room): drawn translate="no", like the table's cells. */
  verbatimX?: boolean;
}

/** The x axis's tick as the chart draws it (12 px, 10 px below the axis), marked as data rather than the interface's words. */
const verbatimTick = (formatX: (value: string) => string) =>
  function VerbatimTick({ x, y, payload, textAnchor }: XAxisTickContentProps) {
    return (
      <text
        x={x}
        y={y}
        dy="0.71em"
        textAnchor={textAnchor}
        transform="translate(0, 10)"
        fontSize={12}
        fill="currentColor"
        className="recharts-text recharts-cartesian-axis-tick-value"
        {...{ translate: 'no' }}
      >
        {formatX(String(payload?.value ?? ''))}
      </text>
    );
  };

export default function ChartView({ kind, x, data, series, format, formatX, verbatimX }: ChartViewProps) {
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
    xAxisProps: verbatimX ? { tick: verbatimTick(formatX) } : { tickFormatter: (v: string) => formatX(String(v)) },
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
