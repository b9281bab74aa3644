/**
 * The post-stay review (docs/decisions/0045-guest-review-pages.md): one page, partner-branded variants, follow-up;
 * rendered on the server from the survey link's token `t` (docs/decisions/0046-review-server-render.md): the server
 * reads the questionnaire the token opens (the surveys module) and the page draws it before its scripts.
 */
export const SURVEY_GUEST_PATHS = ['/reviewstay', '/reviewstay-santa-clara', '/reviewstay-dm', '/reviewstay-hotel', '/follow-up'] as const;

/**
 * The guest's public screens (spec section 2, public routes opened from a hotel or payment link). They are a
 * separate web entry (apps/web/guest.html) without the back office: the server answers these paths with it,
 * the back office reaches them with a full page load. Each is defined once in the web (`defineGuestPage` in a
 * feature's guest-pages.ts, whose path must be one of these); apps/web/src/guest/routes.test.ts checks both ways.
 */
export const GUEST_PATHS = [
  '/checkin',
  '/menu-checkin',
  '/select-ins',
  '/checkout',
  '/payment',
  ...SURVEY_GUEST_PATHS,
  // The website widget (docs/decisions/0053-website-widget.md): the framed menu the loader opens, and the same menu
  // as a page of its own.
  '/menu-widget-screen',
  '/menu-widget',
  // The guest's stay preferences (docs/decisions/0054-guest-preferences.md).
  '/fill-preferences',
  // A guest shares the booking with another person by e-mail, revocable (the same decision).
  '/grant-person-access',
  // A campaign mail's unsubscribe link (docs/decisions/0058-campaign-delivery.md).
  '/unsubscribe',
  // The lobby kiosk (docs/decisions/0064-kiosk.md): the check-in's totem variant, opened with a device token.
  '/checkin-totem',
] as const;
export type GuestPath = (typeof GUEST_PATHS)[number];

/**
 * The guest pages the server renders from a hotel link (docs/decisions/0017-guest-server-render.md). The web defines
 * each page once (apps/web/src/lib/guest-page.ts `defineGuestPage`, `ssr: true`); the server reads only this
 * package, so the list is data here and apps/web/src/guest/routes.test.ts holds it equal to the definitions.
 */
export const SERVER_RENDERED_GUEST_PATHS: readonly GuestPath[] = ['/checkin', '/menu-checkin', '/payment', ...SURVEY_GUEST_PATHS];

/**
 * Of those, the ones rendered without a hotel link too (docs/decisions/0042-payment-server-render.md): /payment
 * without `h` says what its link lacks, a screen that depends on nothing but the language; the review pages draw
 * what their token opens (the post-stay e-mail's link has no `h`: 0046).
 */
export const RENDERED_WITHOUT_LINK_GUEST_PATHS: readonly GuestPath[] = ['/payment', ...SURVEY_GUEST_PATHS];

/** The guest screen a path names, or null: like the router's matching, case and a trailing slash don't count. */
export function guestPathOf(pathname: string): GuestPath | null {
  const lower = pathname.toLowerCase();
  const p = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return (GUEST_PATHS as readonly string[]).includes(p) ? (p as GuestPath) : null;
}

export function isGuestPath(pathname: string): boolean {
  return guestPathOf(pathname) !== null;
}
