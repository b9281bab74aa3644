import type { ComponentType } from 'react';

/**
 * The check-in's payment step (TSYCFGHASPAYMENT = S) is the billing feature's screen. Billing registers it here
 * with one line, e.g. in this file:
 *
 *
 * Until something is registered the wizard leaves the payment step out (the guest is never shown an empty step).
 */
export interface PaymentStepProps {
  /** The booking being checked in. */
  codRes: number;
  /** The guest's booking token (bearer of the payment calls). */
  token: string;
  /** The booking person paying (the one whose check-in was just completed). */
  codPesRes: number | null;
  /** Moves the wizard on once the payment is settled (or the guest may pay at the desk). */
  onDone: () => void;
}

export type PaymentStepLoader = () => Promise<ComponentType<PaymentStepProps>>;

let loader: PaymentStepLoader | null = null;

export function registerPaymentStep(load: PaymentStepLoader | null): void {
  loader = load;
}

export function paymentStepLoader(): PaymentStepLoader | null {
  return loader;
}

/** Whether the wizard has a payment screen to show when the hotel charges at check-in. */
export function hasPaymentScreen(): boolean {
  return loader !== null;
}

registerPaymentStep(() => import('../billing/checkin-payment-step').then((m) => m.CheckinPaymentStep));
