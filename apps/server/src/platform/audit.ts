import { type Db, type Queryable, withTransaction } from '../db/pool';
import type { ServiceContext } from './registry';

/**
 * The audit trail (docs/decisions/0037-administration.md): one append-only log of administrative and sensitive
 * actions, written in the same transaction as the change it records. The table refuses UPDATE and DELETE (its
 * trigger); only the retention purge (purgeAuditTrail) deletes.
 *
 * Never put a secret or a sensitive value in `before`/`after`: no password, token, card, CPF or document number
 * (record that a CPF was revealed, with the guest's id, not the CPF). Settings, names, e-mails of staff and
 * permission strings are fine.
 */
export interface AuditEntry {
  /** Dotted, lower case: settings.change, user.invite, user.grants, emulation.start, cpf.reveal, guest.merge, ... */
  action: string;
  target?: { type: string; id: string | number; label?: string | null };
  before?: unknown;
  after?: unknown;
  /** Defaults to the caller's context institution. */
  institutionId?: number | null;
}

/** Who acted, as the trail records it. */
export interface AuditActor {
  actorUserId: number | null;
  actorName: string | null;
  /** The user an administrator was emulating, else null. */
  asUserId: number | null;
  asName: string | null;
}

export function actorOf(ctx: Pick<ServiceContext, 'caller'>): AuditActor {
  const c = ctx.caller;
  if (c.kind === 'user') {
    if (c.actor) return { actorUserId: c.actor.idUser, actorName: c.actor.name, asUserId: c.idUser, asName: c.name };
    return { actorUserId: c.idUser, actorName: c.name, asUserId: null, asName: null };
  }
  if (c.kind === 'guest') {
    if (c.staff) return { actorUserId: c.staff.idUser, actorName: null, asUserId: null, asName: null };
    return { actorUserId: null, actorName: c.codPes ? `guest #${c.codPes}` : 'guest', asUserId: null, asName: null };
  }
  return { actorUserId: null, actorName: null, asUserId: null, asName: null };
}

/** Only what changed between two flat records (keys of either), as { before, after }; null when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** The request an audited action runs in (a ServiceContext is one): who, from where, in which hotel. */
export type AuditScope = Pick<ServiceContext, 'caller' | 'institutionId' | 'ip' | 'requestId'>;

/**
 * Requests (by id) whose handler wrote an entry of its own while emulating: the registry adds no emulation.call
 * entry for them. The transport takes the id out when the request ends (takeAudited), so the set stays small.
 */
const audited = new Set<string>();

/** Appends one entry, in the caller's transaction when `q` is one. */
export async function recordAudit(q: Queryable, ctx: AuditScope, entry: AuditEntry): Promise<void> {
  await recordAuditAs(q, actorOf(ctx), entry, { institutionId: ctx.institutionId, ip: ctx.ip, requestId: ctx.requestId });
  if (ctx.caller.kind === 'user' && ctx.caller.actor && ctx.requestId) audited.add(ctx.requestId);
}

/** Whether the request's handler recorded an entry of its own while emulating; forgets the request. */
export function takeAudited(requestId: string): boolean {
  return audited.delete(requestId);
}

/** Appends one entry for an explicit actor (jobs, scripts, sign-in). */
export async function recordAuditAs(
  q: Queryable,
  actor: AuditActor,
  entry: AuditEntry,
  where: { institutionId?: number | null; ip?: string | null; requestId?: string | null } = {},
): Promise<void> {
  const institutionId = entry.institutionId !== undefined ? entry.institutionId : (where.institutionId ?? null);
  await q.query(
    `INSERT INTO audit_log (institution_id, actor_user_id, actor_name, as_user_id, as_name, action,
                            target_type, target_id, target_label, before, after, ip, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      institutionId,
      actor.actorUserId,
      actor.actorName,
      actor.asUserId,
      actor.asName,
      entry.action,
      entry.target?.type ?? null,
      entry.target ? String(entry.target.id) : null,
      entry.target?.label ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      where.ip ?? null,
      where.requestId ?? null,
    ],
  );
}

/** Rows deleted per transaction by the purge: a long backlog goes in short transactions, not one long lock. */
const PURGE_BATCH = 5000;
/** Entries of no hotel (none today) are kept as long as the longest a hotel may choose. */
const NO_HOTEL_RETENTION_DAYS = 3650;

/**
 * The retention purge (the daily job of modules/administration): deletes each hotel's entries older than its
 * audit_retention_days. The only delete the table allows: the trigger lets it through because this transaction
 * sets gm.audit_purge, and SET LOCAL ends with the transaction. Returns how many rows went.
 */
export async function purgeAuditTrail(db: Db, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await withTransaction(db, async (tx) => {
      await tx.query("SET LOCAL gm.audit_purge = 'on'");
      const { rowCount } = await tx.query(
        `DELETE FROM audit_log WHERE id IN (
           SELECT a.id FROM audit_log a LEFT JOIN institutions i ON i.id = a.institution_id
            WHERE a.at < $1::timestamptz - make_interval(days => COALESCE(i.audit_retention_days, $2))
            LIMIT $3)`,
        [now, NO_HOTEL_RETENTION_DAYS, PURGE_BATCH],
      );
      return rowCount ?? 0;
    });
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}
