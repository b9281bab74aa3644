import { z } from 'zod';
import { isoDate } from '../common';

// The audit trail (/config/audit, issue 12): the hotel's administrative and sensitive actions, newest first.

/** The dates are the hotel's calendar days, both inclusive. */
const filterFields = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** An action (emulation.start) or its family (emulation). */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z]+(\.[a-z_-]+)*$/, { message: 'invalid_action' })
    .optional(),
  /** A user who acted, or as whom an administrator acted. */
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Words of the target's label (a voucher, a guest's or user's name, a service). */
  search: z.string().trim().max(80).optional(),
});
const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

export const auditFilters = filterFields.refine(inOrder, { message: 'range_inverted', path: ['to'] });
export type AuditFilters = z.input<typeof auditFilters>;

export const listAuditInput = filterFields
  .extend({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(inOrder, { message: 'range_inverted', path: ['to'] });
export type ListAuditInput = z.input<typeof listAuditInput>;

const person = z.object({ idUser: z.number().int().nullable(), name: z.string().nullable() });

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  action: z.string(),
  /** Who acted (an administrator while emulating); null for the system. */
  actor: person.nullable(),
  /** As whom the actor acted, while emulating; else null. */
  as: person.nullable(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
  /** What changed: values before and after (never a secret, CPF or document number). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntryWire = z.infer<typeof auditEntry>;

export const listAuditReply = z.object({ metadata: z.object({ totalCount: z.number().int() }), data: z.array(auditEntry) });

/** What the page's filters offer, and the hotel's retention. */
export const auditOptionsReply = z.object({
  actions: z.array(z.string()),
  actors: z.array(z.object({ idUser: z.number().int(), name: z.string() })),
  retentionDays: z.number().int(),
});

export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

export const saveAuditRetentionInput = z.object({
  retentionDays: z.coerce.number().int().min(AUDIT_RETENTION_MIN_DAYS).max(AUDIT_RETENTION_MAX_DAYS),
});
export const saveAuditRetentionReply = z.object({ status: z.literal(1), message: z.string(), retentionDays: z.number().int() });
