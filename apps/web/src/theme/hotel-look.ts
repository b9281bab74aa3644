/**
 * The hotel's own look on the guest pages (basic settings): its colour (#rrggbb, WCAG AA with white) and its logo,
 * from the hotel link's context. The back office reads the same two from its session's context instead. One value
 * per tab, like the theme choice; the server's render sets it for one render and clears it.
 */
export interface HotelLook {
  colour: string | null;
  logoUrl: string | null;
  name: string;
}

let look: HotelLook | null = null;
const listeners = new Set<() => void>();

export function setHotelLook(next: HotelLook | null): void {
  if (next?.colour === look?.colour && next?.logoUrl === look?.logoUrl && next?.name === look?.name) return;
  look = next;
  for (const l of listeners) l();
}

export function getHotelLook(): HotelLook | null {
  return look;
}

export function subscribeHotelLook(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
