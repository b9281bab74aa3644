import type { BookingTokenReply } from '@gm/contracts/checkin';
import type { ComponentType } from 'react';

/**
 * The booking search by face (spec section 2 "booking search (manual or facial)") is built with the kiosk. It
 * appears only when the hotel enables it (flag HASBUSCAFACIAL = S) and the kiosk feature has registered its
 * screen here; otherwise the guest sees the manual search alone.
 */
export interface FacialSearchProps {
  contextToken: string;
  /** The booking found: the same reply as the manual search (POST /booking/token). */
  onFound: (reply: BookingTokenReply) => void;
}

export type FacialSearchLoader = () => Promise<ComponentType<FacialSearchProps>>;

let loader: FacialSearchLoader | null = null;

export function registerFacialSearch(load: FacialSearchLoader | null): void {
  loader = load;
}

export function facialSearchLoader(flags: Record<string, unknown> | null | undefined): FacialSearchLoader | null {
  const enabled = String(flags?.HASBUSCAFACIAL ?? '').toUpperCase() === 'S';
  return enabled ? loader : null;
}
