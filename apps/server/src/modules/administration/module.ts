import { defineModule } from '../../platform/module';
import { AUDIT_PURGE_JOB, auditPurgeJob } from './audit-jobs';
import { auditMessages } from './audit-messages';
import { auditServices } from './audit-services';
import { propertyMessages } from './property-messages';
import { propertyServices } from './property-services';

/**
 * Hotel administration (issue 12) above auth and institutions, using them only through their public files: new hotel
 * and saveconf (property-*), the audit trail's screen, export, retention and purge (audit-*). It owns no table:
 * institutions and auth write their own; the trail itself is platform/audit.ts's table, the hotel's retention the
 * institutions module's column.
 */
export const administrationModule = defineModule({
  name: 'administration',
  services: [...propertyServices, ...auditServices],
  messages: { ...propertyMessages.messages, ...auditMessages },
  hospitalKeys: { ...propertyMessages.hospitalKeys },
  jobs: { [AUDIT_PURGE_JOB]: auditPurgeJob },
});
