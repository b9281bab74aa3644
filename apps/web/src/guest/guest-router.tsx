import { useEffect } from 'react';
import { useAddressEffects } from '../app/address-effects';
import { RouteErrorBoundary } from '../app/route-error';
import { RoutePage } from '../app/route-page';
import type { GuestPage } from '../lib/guest-page';
import { guestRouteFor } from './routes';

/**
 * The guest entry's router: a path names one page of the table, loaded on first visit with its title, under
 * the same error boundary as the back office's pages. What the back office's root layout does for every page
 * happens here too: ?locale= and ?theme=, and a new page starts at the top.
 */
export function GuestRouter({ routes }: { routes: readonly GuestPage[] }) {
  const location = useAddressEffects();
  const route = guestRouteFor(location.pathname, routes);

  // The server sends only the guest's paths to this document (e.g. not /guest.html itself): anything else is
  // the back office's not-found page, as its router answers unknown paths.
  useEffect(() => {
    if (!route) window.location.replace('/error/notfound');
  }, [route]);

  return <RouteErrorBoundary resetKey={location.pathname}>{route && <RoutePage route={route} />}</RouteErrorBoundary>;
}
