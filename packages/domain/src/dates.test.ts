import { describe, expect, it } from 'vitest';
import {
  ageOn,
  brFromIso,
  expandTwoDigitYear,
  isMinorOn,
  isoFromBr,
  isValidBirthDate,
  isValidIsoDate,
  maskDate,
  readDateInput,
  todayIn,
} from './dates';

const TODAY = '2026-03-15';

describe('maskDate', () => {
  it('masks progressively as ##/##/####', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('0102')).toBe('01/02');
    expect(maskDate('01021')).toBe('01/02/1');
    expect(maskDate('01a02b1990999')).toBe('01/02/1990');
  });
});

describe('two-digit years', () => {
  it('is 20YY up to the current year, else 19YY', () => {
    expect(expandTwoDigitYear(26, TODAY)).toBe(2026);
    expect(expandTwoDigitYear(5, TODAY)).toBe(2005);
    expect(expandTwoDigitYear(27, TODAY)).toBe(1927);
    expect(expandTwoDigitYear(85, TODAY)).toBe(1985);
  });
});

describe('readDateInput', () => {
  it('expands DD/MM/YY', () => {
    expect(readDateInput('01/02/85', TODAY)).toEqual({ text: '01/02/1985', iso: '1985-02-01', cleared: false });
    expect(readDateInput('10/10/10', TODAY).iso).toBe('2010-10-10');
  });
  it('accepts DD/MM/YYYY with years starting 19 or 20 only', () => {
    expect(readDateInput('29/02/2024', TODAY).iso).toBe('2024-02-29');
    expect(readDateInput('01/01/1899', TODAY)).toEqual({ text: '', iso: null, cleared: true });
    expect(readDateInput('01/01/2100', TODAY).cleared).toBe(true);
  });
  it('clears a complete invalid date', () => {
    expect(readDateInput('31/02/1990', TODAY)).toEqual({ text: '', iso: null, cleared: true });
    expect(readDateInput('29/02/2023', TODAY).cleared).toBe(true);
    expect(readDateInput('00/01/1990', TODAY).cleared).toBe(true);
    expect(readDateInput('12/13/1990', TODAY).cleared).toBe(true);
  });
  it('keeps an incomplete date as typed (masked)', () => {
    expect(readDateInput('0102', TODAY)).toEqual({ text: '01/02', iso: null, cleared: false });
    expect(readDateInput('01/02/198', TODAY)).toEqual({ text: '01/02/198', iso: null, cleared: false });
  });
  it('reads six digits as DD/MM/YY only when the field is complete', () => {
    expect(readDateInput('010285', TODAY).iso).toBeNull();
    expect(readDateInput('010285', TODAY, { complete: true }).iso).toBe('1985-02-01');
  });
});

describe('conversions and ages', () => {
  it('converts between ISO and DD/MM/YYYY', () => {
    expect(isoFromBr('05/11/1970', TODAY)).toBe('1970-11-05');
    expect(isoFromBr('1970-11-05', TODAY)).toBe('1970-11-05');
    expect(isoFromBr('31/04/1970', TODAY)).toBeNull();
    expect(isoFromBr('5/11/1970', TODAY)).toBeNull();
    expect(brFromIso('1970-11-05')).toBe('05/11/1970');
    expect(brFromIso(null)).toBe('');
    expect(isValidIsoDate('2024-02-30')).toBe(false);
  });
  it('accepts only years 1900-2100 (PostgreSQL has no year 0)', () => {
    for (const good of ['1900-01-01', '2100-12-31', '2000-02-29']) expect(isValidIsoDate(good), good).toBe(true);
    for (const bad of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) expect(isValidIsoDate(bad), bad).toBe(false);
    expect(isoFromBr('01/01/0000', TODAY)).toBeNull();
    expect(isoFromBr('9999-12-31', TODAY)).toBeNull();
  });
  it('counts completed years, minors under 18', () => {
    expect(ageOn('2008-03-15', TODAY)).toBe(18);
    expect(ageOn('2008-03-16', TODAY)).toBe(17);
    expect(isMinorOn('2008-03-16', TODAY)).toBe(true);
    expect(isMinorOn('2008-03-15', TODAY)).toBe(false);
  });
  it('refuses future and pre-1900 birth dates', () => {
    expect(isValidBirthDate('2026-03-16', TODAY)).toBe(false);
    expect(isValidBirthDate('1899-12-31', TODAY)).toBe(false);
    expect(isValidBirthDate('1990-01-01', TODAY)).toBe(true);
  });
  it("gives today's date in the hotel's time zone", () => {
    const instant = new Date('2026-03-15T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-03-14');
    expect(todayIn('UTC', instant)).toBe('2026-03-15');
  });
});
