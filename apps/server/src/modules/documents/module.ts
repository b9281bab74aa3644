import { defineModule } from '../../platform/module';
import { PURGE_JOB, purgeOrphansJob, RESEAL_JOB, resealJob } from './blobs';
import { documentMessages } from './messages';

/** Storage below the check-in: sealed image blobs, the image pipeline, signed links, accepted terms, the access log. */
export const documentsModule = defineModule({
  name: 'documents',
  jobs: { [PURGE_JOB]: purgeOrphansJob, [RESEAL_JOB]: resealJob },
  messages: documentMessages,
  owns: ['blobs', 'accepted_terms', 'image_access_log'],
});
