/**
 * Money arithmetic in integer cents (centavos), shared by the billing screens and the server. On the
 * wire, vlrUnit / vlrTotal are decimal reais with at most two decimals (12.5 = R$ 12,50); inside, cents.
 * Formatting ('R$ 1.234,56') is formatMoney in format.ts.
 */

/** The acquirer refuses an installment below R$ 5,00 (return code EE, PAYMENTS.md). */
export const MIN_INSTALLMENT_CENTS = 500;

/** Largest unit value an invoice item may have: R$ 9.999.999,99. */
export const MAX_UNIT_CENTS = 999_999_999;

/** Quantity: a non-zero integer of at most 4 digits (spec section 5); a discount is a negative unit value, not a negative quantity. */
export const MAX_QUANTITY = 9999;

/** Upper bound of installments the product offers whatever the setting says. */
export const MAX_INSTALLMENTS = 24;

/**
 * Decimal reais to cents: numbers (12.5) or text with a comma or dot decimal ('12,50', '1.234,56',
 * '1234.56'). Null when not a finite amount with at most two decimals.
 */
export function reaisToCents(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    // More than two decimals (12.345) is refused rather than silently rounded.
    if (Math.abs(cents - value * 100) > 1e-6 * Math.max(1, Math.abs(value))) return null;
    return Number.isSafeInteger(cents) ? cents : null;
  }
  let text = value.trim().replace(/^R\$\s*/, '');
  if (!text) return null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text) || /,\d{1,2}$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const [units, dec = ''] = text.replace('-', '').split('.') as [string, string?];
  const cents = Number(units) * 100 + Number(dec.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Cents to decimal reais for the wire (1250 -> 12.5). Exact for any safe integer of cents / 100 display. */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

export function isValidQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/** A unit value may be negative (a discount line) but never zero. */
export function isValidUnitCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value !== 0 && Math.abs(value) <= MAX_UNIT_CENTS;
}

/** Line total = unit value x quantity (spec section 3). */
export function lineTotalCents(quantity: number, unitCents: number): number {
  return quantity * unitCents;
}

export interface MoneyItem {
  quantity: number;
  unitCents: number;
  /** Removed items (dhRemocao set) do not count. */
  removed?: boolean;
}

export function invoiceTotalCents(items: readonly MoneyItem[]): number {
  let total = 0;
  for (const item of items) if (!item.removed) total += lineTotalCents(item.quantity, item.unitCents);
  return total;
}

/**
 * Whether a list of items may be saved: discount lines may lower the total, but an invoice never
 * totals below zero.
 */
export function isAcceptableTotal(items: readonly MoneyItem[]): boolean {
  return invoiceTotalCents(items) >= 0;
}

/** What is still due: never negative. */
export function amountDueCents(totalCents: number, paidCents: number): number {
  return Math.max(0, totalCents - paidCents);
}

/**
 * An installment plan: n - 1 installments of `regularCents` (the total divided by n, rounded down) and a last one
 * that takes the difference, so the parts add up exactly to the total (R$ 1.437,50 in 6 is 5 x R$ 239,58 +
 * 1 x R$ 239,60, never 6 x R$ 239,59 = R$ 1.437,54). The last exceeds the others by less than n cents.
 */
export interface InstallmentPlan {
  count: number;
  regularCents: number;
  lastCents: number;
}

export function installmentPlan(totalCents: number, n: number): InstallmentPlan {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('installments must be a positive integer');
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('total must be non-negative cents');
  const regularCents = Math.floor(totalCents / n);
  return { count: n, regularCents, lastCents: totalCents - regularCents * (n - 1) };
}

/** The installments of {@link installmentPlan}, in order: they sum exactly to the total. */
export function splitInstallments(totalCents: number, n: number): number[] {
  const plan = installmentPlan(totalCents, n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? plan.lastCents : plan.regularCents));
}

/**
 * QTDMAXPARCELASPGTO as configured (number, numeric text or empty): the maximum installments,
 * 1 when empty, invalid or 1 (then the selector is hidden and 1 is used).
 */
export function maxInstallmentsSetting(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(MAX_INSTALLMENTS, Math.floor(n));
}

/** Whether the installment selector is shown at all (spec section 5). */
export function showsInstallmentSelector(maxSetting: unknown): boolean {
  return maxInstallmentsSetting(maxSetting) > 1;
}

export type InstallmentProblem = 'out_of_range' | 'below_minimum';

/** 1..max installments, and each installment at least R$ 5,00 (code EE) unless paying at once. */
export function checkInstallments(totalCents: number, installments: number, maxSetting: unknown): InstallmentProblem | null {
  const max = maxInstallmentsSetting(maxSetting);
  if (!Number.isInteger(installments) || installments < 1 || installments > max) return 'out_of_range';
  if (installments > 1 && Math.min(...splitInstallments(totalCents, installments)) < MIN_INSTALLMENT_CENTS) return 'below_minimum';
  return null;
}

/** The installment choices to offer for an amount: 1..max, dropping those below the minimum installment. */
export function installmentOptions(totalCents: number, maxSetting: unknown): number[] {
  const max = maxInstallmentsSetting(maxSetting);
  const out: number[] = [];
  for (let n = 1; n <= max; n++) if (checkInstallments(totalCents, n, maxSetting) === null) out.push(n);
  return out;
}
