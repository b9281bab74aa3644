import { defineModule } from '../../platform/module';
import { AUDIT_PURGE_JOB, auditPurgeJob } from './audit-jobs';
import { auditMessages } from './audit-messages';
import { auditServices } from './audit-services';

/**
 * Hotel administration (issue 12): the audit trail's screen, export, retention and purge (audit-*.ts). The trail
 * itself is platform/audit.ts's table; the hotel's retention is the institutions module's column.
 */
export const administrationModule = defineModule({
  name: 'administration',
  services: [...auditServices],
  messages: { ...auditMessages },
  jobs: { [AUDIT_PURGE_JOB]: auditPurgeJob },
  owns: [],
});
