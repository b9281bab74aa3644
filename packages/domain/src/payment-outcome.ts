/**
 * A booking's payment condition and what the guest's payment step answers (spec section 4 "Payment outcomes";
 * docs/decisions/0081-payment-outcomes.md). The condition is the PMS's: the guest pays (the default), courtesy
 * (cortesia: the stay is free) or invoiced (faturado: billed to a company, agency or health plan). Courtesy and
 * invoiced bookings are never charged to the guest: the payment step says so and lets the guest go on.
 */
export const PAYMENT_CONDITIONS = ['guest', 'courtesy', 'invoiced'] as const;
export type PaymentCondition = (typeof PAYMENT_CONDITIONS)[number];

/**
 * What the payment step shows before any payment of this visit:
 * - due: something is to be paid now;
 * - paid: the booking had a value and it is all paid or reserved;
 * - courtesy / invoiced: the booking's condition (nothing is charged to the guest);
 * - no_value: the guest pays but the booking has no value yet (no live invoice with a total): the reception settles it.
 */
export const PAYMENT_STEP_OUTCOMES = ['due', 'paid', 'courtesy', 'invoiced', 'no_value'] as const;
export type PaymentStepOutcome = (typeof PAYMENT_STEP_OUTCOMES)[number];

/** A live (not cancelled) invoice as the outcome reads it, in cents. */
export interface OutcomeInvoice {
  totalCents: number;
  /** What is still to be paid now: 0 when paid or when its payment is reserved (captured later). */
  dueCents: number;
}

export function paymentStepOutcome(condition: PaymentCondition, liveInvoices: readonly OutcomeInvoice[]): PaymentStepOutcome {
  if (condition === 'courtesy') return 'courtesy';
  if (condition === 'invoiced') return 'invoiced';
  const valued = liveInvoices.filter((i) => i.totalCents > 0);
  if (!valued.length) return 'no_value';
  return valued.some((i) => i.dueCents > 0) ? 'due' : 'paid';
}

/** The conditions that are never charged to the guest (a terminal payment or a web charge is refused). */
export function chargedToGuest(condition: PaymentCondition): boolean {
  return condition === 'guest';
}

/**
 * What the kiosk's payment step ended on, for the totem dashboards: the step's own outcome (courtesy, paid, invoiced,
 * no_value), or the terminal's (approved; failed = declined, timed out, cancelled or a terminal error). A session
 * whose amount was due and never tried has none.
 */
export const KIOSK_PAYMENT_OUTCOMES = ['approved', 'failed', 'courtesy', 'paid', 'invoiced', 'no_value'] as const;
export type KioskPaymentOutcome = (typeof KIOSK_PAYMENT_OUTCOMES)[number];
