import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  centsToReais,
  checkInstallments,
  installmentOptions,
  installmentPlan,
  invoiceTotalCents,
  isAcceptableTotal,
  isValidQuantity,
  isValidUnitCents,
  MIN_INSTALLMENT_CENTS,
  type MoneyItem,
  maxInstallmentsSetting,
  reaisToCents,
  showsInstallmentSelector,
  splitInstallments,
} from './money';

describe('reais and cents', () => {
  it('reads numbers and Brazilian or dotted text, refusing more than two decimals', () => {
    expect(reaisToCents(12.5)).toBe(1250);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('R$ 12,5')).toBe(1250);
    expect(reaisToCents('1234.56')).toBe(123456);
    expect(reaisToCents('-3,00')).toBe(-300);
    expect(reaisToCents(12.345)).toBe(null);
    expect(reaisToCents('12,345')).toBe(null);
    expect(reaisToCents('abc')).toBe(null);
    expect(reaisToCents(Number.NaN)).toBe(null);
    expect(reaisToCents('')).toBe(null);
  });
  it('round-trips every cent amount through decimal reais', () => {
    fc.assert(fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (c) => reaisToCents(centsToReais(c)) === c));
  });
  it('quantity is an integer of 1 to 4 digits; unit value non-zero', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(9999)).toBe(true);
    for (const bad of [0, 10000, 1.5, -1, Number.NaN]) expect(isValidQuantity(bad)).toBe(false);
    expect(isValidUnitCents(-500)).toBe(true);
    expect(isValidUnitCents(0)).toBe(false);
    expect(isValidUnitCents(1.5)).toBe(false);
  });
});

const item = fc.record({
  quantity: fc.integer({ min: 1, max: 9999 }),
  unitCents: fc.integer({ min: -100_000, max: 1_000_000 }).filter((v) => v !== 0),
  removed: fc.boolean(),
});

describe('invoice totals (property)', () => {
  it('an item list built by the save rule never totals below zero', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (candidates) => {
        const saved: MoneyItem[] = [];
        for (const c of candidates) {
          // The server refuses a change that would make the total negative.
          if (isAcceptableTotal([...saved, c])) saved.push(c);
          expect(invoiceTotalCents(saved)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
  it('the total is the sum of unit x quantity of the items not removed', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const expected = items.filter((i) => !i.removed).reduce((s, i) => s + i.quantity * i.unitCents, 0);
        expect(invoiceTotalCents(items)).toBe(expected);
      }),
    );
  });
  it('amount due is never negative', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (t, p) => amountDueCents(t, p) >= 0 && amountDueCents(t, p) <= t));
  });
});

describe('installments', () => {
  it('sum exactly to the total; only the last differs, by the remainder (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 24 }), (total, n) => {
        const parts = splitInstallments(total, n);
        const plan = installmentPlan(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(plan.regularCents * (n - 1) + plan.lastCents).toBe(total);
        expect(parts.slice(0, -1).every((p) => p === plan.regularCents)).toBe(true);
        expect(parts[n - 1]).toBe(plan.lastCents);
        expect(plan.lastCents - plan.regularCents).toBe(total % n);
        expect(parts.every((p) => p >= 0)).toBe(true);
      }),
    );
  });
  it('R$ 1.437,50 in 6 is 5 x R$ 239,58 + 1 x R$ 239,60, not 6 x R$ 239,59', () => {
    expect(installmentPlan(143_750, 6)).toEqual({ count: 6, regularCents: 23_958, lastCents: 23_960 });
    expect(installmentPlan(10_000, 4)).toEqual({ count: 4, regularCents: 2_500, lastCents: 2_500 });
    expect(installmentPlan(100, 1)).toEqual({ count: 1, regularCents: 100, lastCents: 100 });
    expect(() => installmentPlan(-1, 2)).toThrow();
  });
  it('every offered option respects R$ 5,00 per installment and the setting (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 30 }), (total, max) => {
        const options = installmentOptions(total, max);
        expect(options[0]).toBe(1);
        for (const n of options) {
          expect(n).toBeLessThanOrEqual(Math.max(1, Math.min(max, 24)));
          if (n > 1) expect(Math.min(...splitInstallments(total, n))).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS);
        }
      }),
    );
  });
  it('QTDMAXPARCELASPGTO: empty or 1 means 1 and no selector', () => {
    expect(maxInstallmentsSetting(undefined)).toBe(1);
    expect(maxInstallmentsSetting('')).toBe(1);
    expect(maxInstallmentsSetting(1)).toBe(1);
    expect(maxInstallmentsSetting('6')).toBe(6);
    expect(maxInstallmentsSetting('x')).toBe(1);
    expect(showsInstallmentSelector('')).toBe(false);
    expect(showsInstallmentSelector(6)).toBe(true);
  });
  it('checks the range and the minimum installment (EE)', () => {
    expect(checkInstallments(10_000, 1, '')).toBe(null);
    expect(checkInstallments(10_000, 2, '')).toBe('out_of_range');
    expect(checkInstallments(10_000, 6, 6)).toBe(null);
    expect(checkInstallments(10_000, 7, 6)).toBe('out_of_range');
    expect(checkInstallments(999, 2, 6)).toBe('below_minimum');
    expect(checkInstallments(1000, 2, 6)).toBe(null);
    expect(checkInstallments(10_000, 0, 6)).toBe('out_of_range');
    expect(() => splitInstallments(100, 0)).toThrow();
  });
});
