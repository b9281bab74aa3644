import { PERMISSIONS as P } from '@gm/contracts/permissions';
import { satisfies } from '@gm/domain/permissions';
import { lazy, Suspense } from 'react';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { useSession } from '../../lib/session/session-store';
import { bookingsBundle } from './i18n/bundle';

/**
 * The bookings components other pages mount (home, details). Small on purpose: each checks the user's
 * permission and only then loads its chunk and the feature's translations.
 */
const Today = lazy(() =>
  Promise.all([import('./home-summary'), loadFeatureBundle(bookingsBundle)]).then(([m]) => ({ default: m.TodayWork })),
);
const Modal = lazy(() =>
  Promise.all([import('./booking-modal'), loadFeatureBundle(bookingsBundle)]).then(([m]) => ({ default: m.BookingModal })),
);
const Mine = lazy(() =>
  Promise.all([import('./my-bookings'), loadFeatureBundle(bookingsBundle)]).then(([m]) => ({ default: m.MyBookings })),
);

// PainelHojeService answers any TRIAL read action of the current hotel (each list needs its own).
const TODAY_PERMISSION = [P.TRIAL.reservas, P.TRIAL.checkinouts, P.TRIAL.pessoas];
// A booking's modal: the bookings list's or the reception's permission.
const OPEN_PERMISSION = [P.TRIAL.reservas, P.TRIAL.checkinouts];

/** Whether Home has the front desk's lists for this user (else it says what to do instead). */
export function useHasTodayWork(): boolean {
  const { user, contextIns } = useSession();
  return !!contextIns && satisfies(user.permissions, TODAY_PERMISSION, { codIns: contextIns.codIns, idUser: user.idUser });
}

/** Home: the front desk's lists of the hotel's today (arrivals, departures, in house, registrations, web check-ins). */
export function TodayWorkSlot() {
  if (!useHasTodayWork()) return null;
  return (
    <Suspense fallback={null}>
      <Today />
    </Suspense>
  );
}

/** Details: the signed-in guest's own bookings (SUJEITO:{idUser}:reservas). */
export function MyBookingsSlot() {
  const { user, contextIns } = useSession();
  if (!satisfies(user.permissions, P.SUJEITO.reservas, { codIns: contextIns?.codIns ?? null, idUser: user.idUser })) return null;
  return (
    <Suspense fallback={null}>
      <Mine />
    </Suspense>
  );
}

/** Whether the user may open a booking's modal in the current hotel (TRIAL reservas or checkinouts). */
export function useCanOpenBooking(): boolean {
  const { user, contextIns } = useSession();
  return !!contextIns && satisfies(user.permissions, OPEN_PERMISSION, { codIns: contextIns.codIns, idUser: user.idUser });
}

/**
 * A booking's modal opened from another feature's screen (the notifications' bell and list), as the bookings
 * screens open it to look at one: its chunk and words load on first use; nothing for a user who may not open it.
 */
export function BookingModalSlot({ codRes, onClose }: { codRes: number; onClose: () => void }) {
  if (!useCanOpenBooking()) return null;
  return (
    <Suspense fallback={null}>
      <Modal mode="view" codRes={codRes} onClose={onClose} />
    </Suspense>
  );
}
