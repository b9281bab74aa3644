import { describe, expect, it } from 'vitest';
import { defaultPeriod } from './use-reviews';

describe('the reviews page’s first period', () => {
  it('is the last 30 days, today included, in the hotel’s days', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    const now = new Date('2026-03-01T02:00:00Z');
    expect(defaultPeriod('America/Sao_Paulo', now)).toEqual({ dtInicio: '2026-01-30', dtFim: '2026-02-28' });
    expect(defaultPeriod('Europe/Lisbon', now)).toEqual({ dtInicio: '2026-01-31', dtFim: '2026-03-01' });
  });
});
