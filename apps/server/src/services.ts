import { authServices } from './modules/auth/services';
import { billingServices } from './modules/billing/services';
import { arrivalsQuery } from './modules/bookings/queries';
import { bookingServices } from './modules/bookings/services';
import { checkinServices } from './modules/checkin/services';
import { documentServices } from './modules/documents/services';
import { institutionServices } from './modules/institutions/services';
import { queryServices } from './platform/queries';
import type { AnyService } from './platform/registry';

/** Every service of the product, in one list: transports, OpenAPI and the registry-wide tests read it. */
export function allServices(): AnyService[] {
  return [
    ...authServices,
    ...institutionServices,
    ...bookingServices,
    ...billingServices,
    ...checkinServices,
    ...documentServices,
    ...queryServices([arrivalsQuery]),
  ];
}
