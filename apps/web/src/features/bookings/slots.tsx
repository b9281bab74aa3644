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
const Summary = lazy(() =>
  Promise.all([import('./home-summary'), loadFeatureBundle(bookingsBundle)]).then(([m]) => ({ default: m.OperationSummary })),
);
const Mine = lazy(() =>
  Promise.all([import('./my-bookings'), loadFeatureBundle(bookingsBundle)]).then(([m]) => ({ default: m.MyBookings })),
);

// ResumoOperacaoService answers any TRIAL action or the Home permission of the current hotel.
const SUMMARY_PERMISSION = [P.TRIAL.reservas, P.TRIAL.checkinouts, P.TRIAL.pessoas, P.HOTEL.home, P.HOTELSEC.home];

/** Home: today's arrivals, departures and pending registrations of the current hotel. */
export function OperationSummarySlot() {
  const { user, contextIns } = useSession();
  if (!contextIns || !satisfies(user.permissions, SUMMARY_PERMISSION, { codIns: contextIns.codIns, idUser: user.idUser })) return null;
  return (
    <Suspense fallback={null}>
      <Summary />
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
