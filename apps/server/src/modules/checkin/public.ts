/**
 * What other code may call of checkin (docs/decisions/0024-module-borders.md). No module calls the check-in: it sits
 * on top of bookings, documents, institutions and locations. The app serves the guest pages it renders.
 */

/** Server-renders the guest's public pages (/checkin, /checkout...) when the web build has the render module. */
export { guestPageRenderer } from './guest-pages';
