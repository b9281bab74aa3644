import { computeSteps } from '@gm/domain/wizard';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasPaymentScreen, paymentStepLoader, registerPaymentStep } from './payment-slot';
import { wizardFlags } from './wizard-store';

const hotel = { TSYCFGHASPAYMENT: 'S', HASLASTSTEPSINGLE: 'S', ISCHECKINSIMPLIFICADO: 'CFG', HASSTEPDOCVACCINE: 'S', HASSTEPDOCPET: 'S' };

// Billing registers its screen in payment-slot.ts; each test starts from a known registry.
let registered: ReturnType<typeof paymentStepLoader>;
beforeEach(() => {
  registered = paymentStepLoader();
  registerPaymentStep(null);
});
afterEach(() => registerPaymentStep(registered));

describe('payment slot', () => {
  it('leaves the payment step out while billing has registered no screen', () => {
    expect(hasPaymentScreen()).toBe(false);
    const steps = computeSteps(wizardFlags(hotel));
    expect(steps).not.toContain('payment');
    expect(steps.at(-1)).toBe('summary');
  });

  it('puts the payment step after the summary once a screen is registered (TSYCFGHASPAYMENT = S)', async () => {
    const Screen = () => null;
    registerPaymentStep(async () => Screen);
    expect(computeSteps(wizardFlags(hotel)).slice(-2)).toEqual(['summary', 'payment']);
    expect(await paymentStepLoader()!()).toBe(Screen);
    // A hotel that does not charge at check-in never shows it.
    expect(computeSteps(wizardFlags({ ...hotel, TSYCFGHASPAYMENT: 'N' }))).not.toContain('payment');
  });
});
