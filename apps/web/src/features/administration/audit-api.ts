import type { AuditFilters } from '@gm/contracts/administration/audit';
import * as contracts from '@gm/contracts/administration/audit-services';
import type { InputOf } from '@gm/contracts/contract';
import { call, callFile } from '../../lib/api/client';

export const auditKeys = {
  all: ['audit'] as const,
  lists: ['audit', 'list'] as const,
  options: ['audit', 'options'] as const,
};

export const listAudit = (input: InputOf<typeof contracts.listAudit>) => call(contracts.listAudit, input);
export const auditOptions = () => call(contracts.auditOptions, {});
export const exportAudit = (filters: AuditFilters) => callFile(contracts.exportAudit, filters);
export const saveAuditRetention = (input: InputOf<typeof contracts.saveAuditRetention>) => call(contracts.saveAuditRetention, input);
