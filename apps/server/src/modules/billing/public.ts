/**
 * What other modules may call of billing (docs/decisions/0024-module-borders.md). Billing owns invoices, their
 * items, saved cards and payment attempts; everything else in the module is its own.
 * - paymentNotice: a payment attempt with its invoice, as the notification mails show it (no card data);
 * - balancesDue: what is still due on bookings' invoices (Home's departures).
 */
export { balancesDue } from './balances';
export { type PaymentNotice, paymentNotice } from './notices';
