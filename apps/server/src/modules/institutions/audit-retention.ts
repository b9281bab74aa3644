import type { Queryable } from '../../db/pool';

/**
 * How long a hotel keeps its audit trail (institutions.audit_retention_days, 30..3650 days by the table's check):
 * platform/audit.ts's purge reads it; the audit page (modules/administration) shows and changes it.
 */
export async function auditRetentionOf(db: Queryable, institutionId: number): Promise<number> {
  const { rows } = await db.query<{ days: number }>('SELECT audit_retention_days AS days FROM institutions WHERE id = $1', [institutionId]);
  return rows[0]?.days ?? 0;
}

/** Sets it in the caller's transaction; returns the value it replaced (the row is locked until the commit). */
export async function setAuditRetention(tx: Queryable, institutionId: number, days: number): Promise<number> {
  const { rows } = await tx.query<{ before: number }>(
    `UPDATE institutions i SET audit_retention_days = $2 FROM (SELECT id, audit_retention_days FROM institutions WHERE id = $1 FOR UPDATE) old
      WHERE i.id = old.id RETURNING old.audit_retention_days AS before`,
    [institutionId, days],
  );
  return rows[0]?.before ?? days;
}
