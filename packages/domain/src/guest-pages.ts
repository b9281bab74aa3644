/**
 * The guest's public screens (spec section 2, public routes opened from a hotel or payment link). They are a
 * separate web entry (apps/web/guest.html) without the back office: the server answers these paths with it,
 * the back office reaches them with a full page load.
 */
export const GUEST_PATHS = ['/checkin', '/menu-checkin', '/select-ins', '/checkout', '/payment'] as const;
export type GuestPath = (typeof GUEST_PATHS)[number];

/** The guest screen a path names, or null: like the router's matching, case and a trailing slash don't count. */
export function guestPathOf(pathname: string): GuestPath | null {
  const lower = pathname.toLowerCase();
  const p = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return (GUEST_PATHS as readonly string[]).includes(p) ? (p as GuestPath) : null;
}

export function isGuestPath(pathname: string): boolean {
  return guestPathOf(pathname) !== null;
}
