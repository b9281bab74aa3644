import type { FunctionComponent } from 'react';
import type { CheckinPaymentStepProps } from './checkin-payment-step';
import type { CheckoutPaymentProps } from './checkout-payment';

/**
 * What other features may use of billing (they import it only through this file). Each screen is a loader: its
 * chunk comes when it is first shown, so the check-in wizard's and the booking modal's first loads do not carry
 * billing.
 */
export type { CheckinPaymentStepProps, CheckoutPaymentProps };

/** The check-in wizard's payment step (TSYCFGHASPAYMENT = S). */
export function loadCheckinPaymentStep(): Promise<FunctionComponent<CheckinPaymentStepProps>> {
  return import('./checkin-payment-step').then((m) => m.CheckinPaymentStep);
}

/** The guest check-out page's payment (what the stay still owes). */
export function loadCheckoutPayment(): Promise<FunctionComponent<CheckoutPaymentProps>> {
  return import('./checkout-payment').then((m) => m.CheckoutPayment);
}

/** The guest check-out page's bill: the booking's invoice lines and totals. */
export function loadCheckoutBill(): Promise<FunctionComponent<{ token: string; timeZone: string }>> {
  return import('./checkout-bill').then((m) => m.CheckoutBillList);
}

/** The booking modals' Billing tab (Cobrança) of a booking. */
export function loadBillingTab(): Promise<FunctionComponent<{ codRes: number }>> {
  return import('./billing-tab').then((m) => m.BillingTab);
}
