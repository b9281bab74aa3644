/**
 * What other modules may call of billing (docs/decisions/0024-module-borders.md). Everything else in the module is its
 * own.
 * - balancesDue: what is still due on bookings' invoices (Home's departures).
 */
export { balancesDue } from './balances';
