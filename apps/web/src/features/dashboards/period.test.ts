import { describe, expect, it } from 'vitest';
import { formatCell } from './format';
import { changeOf, initialFilters } from './period';

describe('dashboard filters', () => {
  it('start 5 days ago and end today (spec), look ahead a week on the forecast, compare on the comparatives', () => {
    expect(initialFilters('2026-03-10')).toEqual({
      DHINCLUSAOINI: '2026-03-05',
      DHINCLUSAOFIN: '2026-03-10',
      TIPOPERIODO: 'D',
      COMPARACAO: 'N',
    });
    expect(initialFilters('2026-03-10', { ahead: true })).toMatchObject({ DHINCLUSAOINI: '2026-03-10', DHINCLUSAOFIN: '2026-03-17' });
    expect(initialFilters('2026-03-01', { compare: true })).toMatchObject({ DHINCLUSAOINI: '2026-02-24', COMPARACAO: 'P' });
  });
  it('the change against the compared period', () => {
    expect(changeOf(12, 10)).toBeCloseTo(0.2);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 3)).toBeNull();
  });
  it('formats percentages with the decimals asked, money in reais, dates dd/mm/yyyy', () => {
    expect(formatCell(0.666667, { type: 'percent' }, 'pt', 'America/Sao_Paulo', 4)).toBe('66,6667%');
    expect(formatCell(0.5, { type: 'percent' }, 'en', 'America/Sao_Paulo')).toBe('50.0%');
    expect(formatCell(123456, { type: 'money' }, 'pt', 'America/Sao_Paulo')).toBe('R$ 1.234,56');
    expect(formatCell('2026-03-02', { type: 'date' }, 'en', 'America/Sao_Paulo')).toBe('02/03/2026');
    expect(formatCell(null, { type: 'int' }, 'pt', 'America/Sao_Paulo')).toBe('—');
  });
});
