import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { connectorRoutes } from './connector';
import { ENCODE_JOB_KIND, runSandboxEncode } from './jobs';
import { doorLockMessages } from './messages';
import { doorLockReactions } from './revoke';
import { doorLockServices } from './services';

/**
 * Door keys (issue 16, docs/decisions/0066-door-keys.md): encode jobs in PostgreSQL, run by the sandbox lock server or
 * taken by the hotel's on-site connector (docs/door-lock-connector.md), and the log of every encode and door
 * operation that the door-lock dashboards read; the keys are revoked when the stay ends (decision 0078). It sits on
 * bookings, billing and institutions.
 */
export const doorLockModule = defineModule({
  name: 'doorlock',
  services: doorLockServices,
  routes: [connectorRoutes],
  jobs: { [ENCODE_JOB_KIND]: (deps, job) => runSandboxEncode(deps, job.payload) },
  // The stay's end revokes its keys (decision 0078).
  reactions: doorLockReactions,
  ...wordedCatalogue(doorLockMessages),
  owns: ['door_encode_jobs', 'door_booking_rooms', 'door_lock_connectors', 'door_lock_operations'],
});
