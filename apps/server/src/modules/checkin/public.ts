/**
 * What other code may call of checkin (docs/decisions/0024-module-borders.md). No module calls the check-in: it sits
 * on top of bookings, documents, institutions and locations. The app serves the guest pages it renders.
 */

/** The hourly deletion of face embeddings past the stay plus the hotel's retention days (main.ts, at start). */
export { scheduleFaceRetention } from './face-search';
/** Server-renders the guest's public pages (/checkin, /checkout...) when the web build has the render module. */
export { guestPageRenderer } from './guest-pages';
