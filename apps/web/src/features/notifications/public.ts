/**
 * What other parts of the web may use of notifications (they import it only through this file): the activity bar's
 * bell of the in-app notifications (decision 0048).
 */
export { NotificationBell } from './staff/bell';
