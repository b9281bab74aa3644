import type { GuestContext } from '@gm/contracts/institutions/replies';
import { setWording } from '../../../i18n/i18n';

/**
 * The hotel link's context the server's render of /payment resolved (src/guest/ssr.tsx), handed to the page's
 * first render there and again in the browser before hydrating it (docs/decisions/0042-payment-server-render.md).
 * Its own small module: the guest entry's page table imports it (guest-pages.ts), the page's chunk does the rest.
 */

let seeded: { h: string; context: GuestContext } | null = null;

export function applyHotelWording(context: GuestContext): void {
  setWording(context.ISHOSPITAL === 'S' ? 'hospital' : undefined);
}

/** The link's context for the first render (null clears it, after the server's render). */
export function seedPaymentHotel(link: { h: string; context: GuestContext } | null): void {
  seeded = link;
  if (link) applyHotelWording(link.context);
}

/** The seeded context of this link code, if any. */
export function seededPaymentHotel(h: string): GuestContext | null {
  return seeded?.h === h ? seeded.context : null;
}
