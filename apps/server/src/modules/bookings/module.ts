import { defineModule } from '../../platform/module';
import { PMS_IMPORT_JOB, pmsImportJob } from './import';
import { bookingMessages } from './messages';
import { arrivalsQuery, queryMessages } from './queries';
import { PMS_JOB, pmsRegistrationJob } from './registrations';
import { bookingServices } from './services';

/** Bookings and their persons, lists and counts, the activity log and the PMS registrations and import. */
export const bookingsModule = defineModule({
  name: 'bookings',
  services: bookingServices,
  jobs: { [PMS_JOB]: pmsRegistrationJob, [PMS_IMPORT_JOB]: pmsImportJob },
  messages: { ...bookingMessages.messages, ...queryMessages },
  hospitalKeys: bookingMessages.hospitalKeys,
  queries: [arrivalsQuery],
  owns: [
    'bookings',
    'booking_persons',
    'booking_events',
    'booking_counts',
    'booking_checkin_stats',
    'booking_origins',
    'pms_registrations',
    'pms_sync_log',
    'placeholder_bookings',
  ],
});
