/**
 * What other code may call of administration (docs/decisions/0024-module-borders.md):
 * - scheduleAuditPurge: schedules the audit trail's daily retention purge (main.ts, at start).
 */
export { scheduleAuditPurge } from './audit-jobs';
