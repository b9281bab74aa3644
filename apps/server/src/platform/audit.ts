import type { Queryable } from '../db/pool';
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

/** Appends one entry, in the caller's transaction when `q` is one. */
export async function recordAudit(
  q: Queryable,
  ctx: Pick<ServiceContext, 'caller' | 'institutionId' | 'ip' | 'requestId'>,
  entry: AuditEntry,
): Promise<void> {
  await recordAuditAs(q, actorOf(ctx), entry, { institutionId: ctx.institutionId, ip: ctx.ip, requestId: ctx.requestId });
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
