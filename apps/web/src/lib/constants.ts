/** Business constants of spec section 9 used by the shell. */
export const TOAST_MS = 6_000;
/** The session-expired (logout) warning stays longer. */
export const LOGOUT_WARNING_MS = 10_000;
export const HOTEL_RELOAD_MS = 3_000;
export const MODAL_CLOSE_DELAY_MS = 300;
export const REQUEST_TIMEOUT_MS = 600_000;
export const CHUNK_TIMEOUT_MS = 120_000;
/** A loader still waiting after this says 'Tempo limite atingido ao carregar dados!' (spec section 9). */
export const LOADER_TIMEOUT_MS = 60_000;
/**
 * Mobile (spec section 9): a width of at most 997 px on a device with touch. lib/use-mobile.ts is the one place the
 * web decides it; the drawer starts closed on mobile.
 */
export const MOBILE_MAX_WIDTH_PX = 997;
/** The width half of the rule (layout that is only about room, e.g. hiding the bar's texts). */
export const NARROW_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** A touch screen: a coarse pointer among the device's pointers. */
export const TOUCH_QUERY = '(any-pointer: coarse)';
/** The whole rule as one media query (also usable in CSS: `@media (max-width: 997px) and (any-pointer: coarse)`). */
export const MOBILE_QUERY = `${NARROW_QUERY} and ${TOUCH_QUERY}`;
