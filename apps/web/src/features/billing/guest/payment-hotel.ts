import type { GuestContext } from '@gm/contracts/institutions/replies';
import { useEffect, useState } from 'react';
import { paymentHotel } from '../api';
import { applyHotelWording, seededPaymentHotel } from './payment-hotel-seed';

/**
 * The hotel of /payment's link (`h`): its name and wording before the guest types anything. A page the server
 * rendered has the link's context seeded (payment-hotel-seed.ts), so the first render draws the hotel at once;
 * otherwise the page asks ContextoService. Plain state, not TanStack Query: the page's first load carries no query client.
 */

export type PaymentHotel = { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; hotel: GuestContext };

export function usePaymentHotel(h: string): PaymentHotel {
  const [answer, setAnswer] = useState<{ h: string; hotel: GuestContext | null } | null>(() => {
    const hotel = seededPaymentHotel(h);
    return hotel ? { h, hotel } : null;
  });
  const current = answer?.h === h ? answer : null;
  useEffect(() => {
    if (current) {
      if (current.hotel) applyHotelWording(current.hotel);
      return;
    }
    let live = true;
    paymentHotel(h).then(
      (hotel) => live && setAnswer({ h, hotel }),
      () => live && setAnswer({ h, hotel: null }),
    );
    return () => {
      live = false;
    };
  }, [h, current]);
  if (!current) return { status: 'loading' };
  return current.hotel ? { status: 'ready', hotel: current.hotel } : { status: 'invalid' };
}
