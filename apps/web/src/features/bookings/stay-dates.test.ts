import { describe, expect, it } from 'vitest';
import { daysOf, nightsOf, presetRange, rangeLabel, weekdayOf } from './stay-dates';

describe('stay dates', () => {
  it('computes the quick ranges from the hotel today, month ends included', () => {
    expect(presetRange('today', '2028-02-10')).toEqual({ dateFrom: '2028-02-10', dateTo: '2028-02-10' });
    expect(presetRange('next7', '2028-02-27')).toEqual({ dateFrom: '2028-02-27', dateTo: '2028-03-04' });
    expect(presetRange('last30', '2028-03-01')).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-03-01' });
    expect(presetRange('month', '2028-02-10')).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(presetRange('month', '2027-12-31')).toEqual({ dateFrom: '2027-12-01', dateTo: '2027-12-31' });
  });

  it('counts nights and names weekdays in the interface language', () => {
    expect(nightsOf('10/01/2031', '12/01/2031')).toBe(2);
    expect(nightsOf('2031-01-12', '2031-01-10')).toBe(0);
    expect(nightsOf('-', '12/01/2031')).toBe(0);
    expect(weekdayOf('10/01/2031', 'pt')).toBe('sexta-feira');
    expect(weekdayOf('10/01/2031', 'en')).toBe('Friday');
    expect(weekdayOf('10/01/2031', 'es')).toBe('viernes');
    expect(weekdayOf('-', 'pt')).toBe('');
  });

  it('lists the days of a range and labels ranges', () => {
    expect(daysOf('2031-01-30', '2031-02-02')).toEqual(['2031-01-30', '2031-01-31', '2031-02-01', '2031-02-02']);
    expect(daysOf('2031-01-02', '2031-01-01')).toEqual([]);
    expect(rangeLabel('2031-01-02', '')).toBe('02/01/2031 – …');
    expect(rangeLabel('', '')).toBe('');
  });
});
