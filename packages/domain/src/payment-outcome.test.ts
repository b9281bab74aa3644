import { describe, expect, it } from 'vitest';
import { chargedToGuest, paymentStepOutcome } from './payment-outcome';

describe('paymentStepOutcome', () => {
  it('answers the condition first: courtesy and invoiced whatever the invoices say', () => {
    expect(paymentStepOutcome('courtesy', [{ totalCents: 5000, dueCents: 5000 }])).toBe('courtesy');
    expect(paymentStepOutcome('invoiced', [])).toBe('invoiced');
  });

  it('a paying guest: due while a valued invoice has something due, paid when all is paid or reserved', () => {
    expect(paymentStepOutcome('guest', [{ totalCents: 5000, dueCents: 2000 }])).toBe('due');
    expect(
      paymentStepOutcome('guest', [
        { totalCents: 5000, dueCents: 0 },
        { totalCents: 1000, dueCents: 0 },
      ]),
    ).toBe('paid');
  });

  it('no defined value: no invoice, or only invoices without a total', () => {
    expect(paymentStepOutcome('guest', [])).toBe('no_value');
    expect(paymentStepOutcome('guest', [{ totalCents: 0, dueCents: 0 }])).toBe('no_value');
  });

  it('only the guest condition is charged to the guest', () => {
    expect([chargedToGuest('guest'), chargedToGuest('courtesy'), chargedToGuest('invoiced')]).toEqual([true, false, false]);
  });
});
