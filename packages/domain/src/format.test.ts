import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, roundTo } from './format';

describe('formatters', () => {
  it('money', () => {
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(100000000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(-250)).toBe('-R$ 2,50');
  });
  it('money round-trips through its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (c) => {
        expect(Number(formatMoney(c).replace(/\D/g, ''))).toBe(c);
      }),
    );
  });
  it('dates in the hotel time zone', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    // 02:00 UTC is still the previous evening in São Paulo
    expect(formatDate(new Date('2026-03-05T02:00:00Z'))).toBe('04/03/2026');
    expect(formatDateTime(new Date('2026-03-05T15:04:00Z'))).toBe('05/03/2026 12:04');
    expect(formatDateTime('garbage')).toBe('-');
  });
});

describe('roundTo (the percentage filter of spec section 9)', () => {
  it('rounds to the given decimals, 4 by default, half away from zero on the decimal text', () => {
    expect(roundTo(66.666667)).toBe(66.6667);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.45, 1)).toBe(1.5);
    expect(roundTo(-1.45, 1)).toBe(-1.5);
    expect(roundTo(12.5, 0)).toBe(13);
    expect(roundTo(0.000049, 4)).toBe(0);
    expect(roundTo(1e-7, 4)).toBe(0);
    expect(roundTo(33.3, 4)).toBe(33.3);
  });
  it('leaves what is not a finite number alone', () => {
    expect(roundTo(Number.NaN)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
