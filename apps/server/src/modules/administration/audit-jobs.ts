import { purgeAuditTrail } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { type JobHandler, scheduleJob } from '../../platform/jobs';

/** The daily retention purge of the audit trail (every hotel, each by its own audit_retention_days). */
export const AUDIT_PURGE_JOB = 'administration.audit-purge';
/** Every day at 03:17 UTC: a quiet hour in the Americas, off the round hours other schedules take. */
const AUDIT_PURGE_CRON = '17 3 * * *';

export const auditPurgeJob: JobHandler = async (deps) => {
  const removed = await purgeAuditTrail(deps.db);
  if (removed) deps.log?.info({ removed }, 'audit trail entries past their retention deleted');
  return undefined;
};

/** Schedules the purge (an upsert: every process may call it at start; main.ts does). */
export async function scheduleAuditPurge(deps: AppDeps): Promise<void> {
  await scheduleJob(deps.db, AUDIT_PURGE_JOB, AUDIT_PURGE_CRON);
}
