import { describe, expect, it } from 'vitest';
import { chartData } from './chart-data';

const columns = [
  { key: 'periodo', type: 'date' as const, label: 'Período' },
  { key: 'chegadas', type: 'int' as const, label: 'Chegadas' },
  { key: 'webCheckins', type: 'int' as const, label: 'Check-ins' },
];
const chart = { kind: 'line' as const, x: 'periodo', series: ['chegadas', 'webCheckins'] };

describe('chart data', () => {
  it('a series per value column, the compared period dashed beside the first', () => {
    const r = chartData(
      {
        rows: [
          { periodo: '2026-03-01', chegadas: 3, webCheckins: 1 },
          { periodo: '2026-03-02', chegadas: 4, webCheckins: 2 },
        ],
        comparison: {
          start: '2026-02-27',
          end: '2026-02-28',
          totalRows: 1,
          rows: [{ periodo: '2026-02-27', chegadas: 5, webCheckins: 0 }],
        },
      },
      chart,
      columns,
      (l) => `${l} (anterior)`,
    );
    expect(r.series.map((s) => [s.name, s.label, s.dashed ?? false])).toEqual([
      ['chegadas', 'Chegadas', false],
      ['webCheckins', 'Check-ins', false],
      ['prev_chegadas', 'Chegadas (anterior)', true],
    ]);
    expect(r.data.map((d) => d.prev_chegadas)).toEqual([5, null]);
  });
  it('hotels side by side: a series per hotel, points merged by period', () => {
    const r = chartData(
      {
        rows: [
          { codIns: 1, hotel: 'A', periodo: '2026-03-02', chegadas: 3 },
          { codIns: 2, hotel: 'B', periodo: '2026-03-01', chegadas: 1 },
          { codIns: 2, hotel: 'B', periodo: '2026-03-02', chegadas: 2 },
        ],
        hotels: [
          { codIns: 1, name: 'A' },
          { codIns: 2, name: 'B' },
        ],
      },
      chart,
      columns,
      (l) => l,
    );
    expect(r.data).toEqual([
      { periodo: '2026-03-01', h2: 1 },
      { periodo: '2026-03-02', h1: 3, h2: 2 },
    ]);
    expect(r.series.map((s) => s.label)).toEqual(['A: Chegadas', 'B: Chegadas']);
  });
});
