// The audit trail's contracts (issue 12); schemas in ./audit.ts. Contracts only: the web build turns this into data.
import { z } from 'zod';
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS } from '../permissions';
import { auditFilters, auditOptionsReply, listAuditInput, listAuditReply, saveAuditRetentionInput, saveAuditRetentionReply } from './audit';

const PATHS = ['/jwt/brokerJson/admin'];

export const listAudit = defineContract({
  name: 'ListarAuditoriaService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.audit,
  needsInstitution: true,
  input: listAuditInput,
  output: listAuditReply,
});

export const auditOptions = defineContract({
  name: 'OpcoesAuditoriaService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.audit,
  needsInstitution: true,
  input: emptyInput,
  output: auditOptionsReply,
});

/** The filtered entries as an .xlsx workbook, newest first. */
export const exportAudit = defineContract({
  name: 'ExportarAuditoriaService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.audit,
  needsInstitution: true,
  input: auditFilters,
  reply: 'binary',
  // A file: the registry sends it as it is.
  output: z.unknown(),
});

/** Shortening the retention deletes history: the hotel's administrators (ADM:{codIns}:*) only, not its auditors. */
export const saveAuditRetention = defineContract({
  name: 'SalvarRetencaoAuditoriaService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.any,
  needsInstitution: true,
  writes: true,
  input: saveAuditRetentionInput,
  output: saveAuditRetentionReply,
});
