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
/** Mobile (spec section 9): a width of at most 997 px on a device with touch (lib/use-mobile.ts decides it). */
export const MOBILE_MAX_WIDTH_PX = 997;
