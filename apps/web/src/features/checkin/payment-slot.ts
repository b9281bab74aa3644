import type { ComponentType } from 'react';

/**
 * The guest's payment screens are the billing feature's: the check-in's payment step (TSYCFGHASPAYMENT = S)
 * and the check-out page's payment. Each is a slot billing fills with one line at the end of this file (a lazy
 * import, so the wizard's first load does not carry billing). Until something is registered the wizard leaves
 * the payment step out (the guest is never shown an empty step) and the check-out page shows no payment.
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

/** The check-out page's payment (what the stay still owes). */
export interface CheckoutPaymentProps {
  /** The guest's check-out booking token. */
  token: string;
}

export type ScreenLoader<P> = () => Promise<ComponentType<P>>;
export type PaymentStepLoader = ScreenLoader<PaymentStepProps>;
export type CheckoutPaymentLoader = ScreenLoader<CheckoutPaymentProps>;

function slot<P>() {
  let loader: ScreenLoader<P> | null = null;
  return {
    register: (load: ScreenLoader<P> | null) => {
      loader = load;
    },
    get: () => loader,
  };
}

const paymentStep = slot<PaymentStepProps>();
const checkoutPayment = slot<CheckoutPaymentProps>();

export const registerPaymentStep = paymentStep.register;
export const paymentStepLoader = paymentStep.get;
export const registerCheckoutPayment = checkoutPayment.register;
export const checkoutPaymentLoader = checkoutPayment.get;

/** Whether the wizard has a payment screen to show when the hotel charges at check-in. */
export function hasPaymentScreen(): boolean {
  return paymentStep.get() !== null;
}

registerPaymentStep(() => import('../billing/checkin-payment-step').then((m) => m.CheckinPaymentStep));
registerCheckoutPayment(() => import('../billing/checkout-payment').then((m) => m.CheckoutPayment));
