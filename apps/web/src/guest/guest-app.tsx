import { UiProviders } from '../app/ui-providers';
import { GuestRouter } from './guest-router';
import { guestRoutes } from './routes';

/** The guest's screens: Mantine, the toasts and the guest router; no back office, no router library. */
export function GuestApp() {
  return (
    <UiProviders>
      <GuestRouter routes={guestRoutes} />
    </UiProviders>
  );
}
