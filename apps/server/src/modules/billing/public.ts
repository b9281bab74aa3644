/**
 * What other modules may use of billing (docs/decisions/0024-module-borders.md). Everything else in the module is
 * its own.
 * - openBalanceCentsSql: a booking's balance due (its open invoices), as SQL the bookings list puts in the
 *   statement of its page (bookings/list.ts), so the list stays one round trip and never reads invoices itself.
 */

export { openBalanceCentsSql } from './balances';
