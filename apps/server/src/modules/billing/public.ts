/**
 * What other modules may call of billing (docs/decisions/0024-module-borders.md). Billing owns invoices, their
 * items, saved cards and payment attempts; everything else in the module is its own.
 * - paymentNotice: a payment attempt with its invoice, as the notification mails show it (no card data);
 * - openBalanceCentsSql: a booking's balance due (its open invoices), as SQL the bookings list puts in the
 *   statement of its page (bookings/list.ts), so the list stays one round trip and never reads invoices itself;
 * - balancesDue: the same balance for a set of bookings (Home's departures).
 */

export { balancesDue, openBalanceCentsSql } from './balances';
export { type PaymentNotice, paymentNotice } from './notices';
export { applyTerminalOutcome, type TerminalDue, type TerminalOutcome, terminalDue } from './terminal';
