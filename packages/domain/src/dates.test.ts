import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateRules,
  brFromIso,
  dateProblem,
  daysInMonth,
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
    expect(readDateInput('01/02/85', TODAY)).toEqual({ text: '01/02/1985', iso: '1985-02-01', problem: null });
    expect(readDateInput('10/10/10', TODAY).iso).toBe('2010-10-10');
  });
  it('accepts DD/MM/YYYY with years starting 19 or 20 only, keeping other years as typed', () => {
    expect(readDateInput('29/02/2024', TODAY).iso).toBe('2024-02-29');
    expect(readDateInput('01/01/1899', TODAY)).toEqual({
      text: '01/01/1899',
      iso: null,
      problem: { kind: 'yearOutOfRange', year: 1899, min: 1900, max: 2099 },
    });
    expect(readDateInput('01/01/2100', TODAY).problem).toEqual({ kind: 'yearOutOfRange', year: 2100, min: 1900, max: 2099 });
    expect(readDateInput('31/12/2099', TODAY).iso).toBe('2099-12-31');
  });
  it('keeps an impossible date as typed and says why', () => {
    expect(readDateInput('31/02/2001', TODAY)).toEqual({
      text: '31/02/2001',
      iso: null,
      problem: { kind: 'dayNotInMonth', day: 31, month: 2, year: 2001, daysInMonth: 28 },
    });
    expect(readDateInput('30/02/2024', TODAY).problem).toEqual({ kind: 'dayNotInMonth', day: 30, month: 2, year: 2024, daysInMonth: 29 });
    expect(readDateInput('29/02/2023', TODAY).problem).toMatchObject({ kind: 'dayNotInMonth', daysInMonth: 28 });
    expect(readDateInput('31/04/1990', TODAY).problem).toMatchObject({ kind: 'dayNotInMonth', month: 4, daysInMonth: 30 });
    expect(readDateInput('00/01/1990', TODAY)).toEqual({ text: '00/01/1990', iso: null, problem: { kind: 'dayOutOfRange', day: 0 } });
    expect(readDateInput('32/01/1990', TODAY).problem).toEqual({ kind: 'dayOutOfRange', day: 32 });
    expect(readDateInput('12/13/1990', TODAY).problem).toEqual({ kind: 'monthOutOfRange', month: 13 });
    expect(readDateInput('15/00/1990', TODAY).problem).toEqual({ kind: 'monthOutOfRange', month: 0 });
    // Day first, then month: 00/13/2020 is refused for its day.
    expect(readDateInput('00/13/2020', TODAY)).toEqual({ text: '00/13/2020', iso: null, problem: { kind: 'dayOutOfRange', day: 0 } });
  });
  it('keeps an incomplete date as typed (masked), a problem only once the field is left', () => {
    expect(readDateInput('0102', TODAY)).toEqual({ text: '01/02', iso: null, problem: null });
    expect(readDateInput('01/02/198', TODAY)).toEqual({ text: '01/02/198', iso: null, problem: null });
    expect(readDateInput('01/02/198', TODAY, { complete: true })).toEqual({
      text: '01/02/198',
      iso: null,
      problem: { kind: 'incomplete' },
    });
    expect(readDateInput('', TODAY, { complete: true })).toEqual({ text: '', iso: null, problem: null });
  });
  it('reads six digits as DD/MM/YY only when the field is complete', () => {
    expect(readDateInput('010285', TODAY).iso).toBeNull();
    expect(readDateInput('010285', TODAY, { complete: true }).iso).toBe('1985-02-01');
    expect(readDateInput('310223', TODAY, { complete: true })).toEqual({
      text: '31/02/2023',
      iso: null,
      problem: { kind: 'dayNotInMonth', day: 31, month: 2, year: 2023, daysInMonth: 28 },
    });
  });
});

describe('birth dates and limits', () => {
  const birth = birthDateRules(TODAY);
  it('refuses a birth date in the future, today is fine', () => {
    expect(readDateInput('16/03/2026', TODAY, { rules: birth }).problem).toEqual({ kind: 'future', today: TODAY });
    expect(readDateInput('01/01/2030', TODAY, { rules: birth }).problem).toEqual({ kind: 'future', today: TODAY });
    expect(readDateInput('15/03/2026', TODAY, { rules: birth }).iso).toBe('2026-03-15');
  });
  it('refuses a birth year before 1900 with the range up to this year', () => {
    expect(readDateInput('31/12/1899', TODAY, { rules: birth }).problem).toEqual({
      kind: 'yearOutOfRange',
      year: 1899,
      min: 1900,
      max: 2026,
    });
    expect(readDateInput('01/01/2100', TODAY, { rules: birth }).problem).toEqual({
      kind: 'yearOutOfRange',
      year: 2100,
      min: 1900,
      max: 2026,
    });
    expect(readDateInput('01/01/1900', TODAY, { rules: birth }).iso).toBe('1900-01-01');
  });
  it('checks the calendar before the limits', () => {
    expect(readDateInput('31/02/2030', TODAY, { rules: birth }).problem).toEqual({ kind: 'future', today: TODAY });
    expect(readDateInput('31/02/2001', TODAY, { rules: birth }).problem).toMatchObject({ kind: 'dayNotInMonth' });
  });
  it("applies a field's own first and last dates", () => {
    const rules = { min: '2026-03-10', max: '2026-04-10' };
    expect(readDateInput('09/03/2026', TODAY, { rules }).problem).toEqual({ kind: 'beforeMin', min: '2026-03-10' });
    expect(readDateInput('11/04/2026', TODAY, { rules }).problem).toEqual({ kind: 'afterMax', max: '2026-04-10' });
    expect(readDateInput('10/03/2026', TODAY, { rules }).iso).toBe('2026-03-10');
    expect(readDateInput('10/04/2026', TODAY, { rules }).iso).toBe('2026-04-10');
  });
  it('knows the length of months, leap years included', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(12, 2001)).toBe(31);
    expect(dateProblem(29, 2, 1900, TODAY)).toMatchObject({ kind: 'dayNotInMonth', daysInMonth: 28 });
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
