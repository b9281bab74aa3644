import type { AuditEntryWire, AuditFilters, ListAuditInput } from '@gm/contracts/administration/audit';
import type { Db } from '../../db/pool';

/**
 * The audit trail as administrators read it (/config/audit): one hotel's entries, newest first, filtered by the
 * hotel's calendar days, an action or its family, a person (who acted, or as whom), and words of the target's label.
 * The table is platform/audit.ts's; this module only reads it.
 */

interface Row {
  id: number;
  at: Date;
  action: string;
  actor_user_id: number | null;
  actor_name: string | null;
  as_user_id: number | null;
  as_name: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  total: number;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause and its parameters ($1 the hotel, $2 its time zone), shared by the list and the export. */
function where(institutionId: number, timeZone: string, f: AuditFilters): { sql: string; params: unknown[] } {
  return {
    sql: `institution_id = $1
      AND ($3::date IS NULL OR at >= ($3::date)::timestamp AT TIME ZONE $2)
      AND ($4::date IS NULL OR at < ($4::date + 1)::timestamp AT TIME ZONE $2)
      AND ($5::text IS NULL OR action = $5 OR action LIKE $5 || '.%')
      AND ($6::int IS NULL OR actor_user_id = $6 OR as_user_id = $6)
      AND ($7::text IS NULL OR target_label ILIKE $7)`,
    params: [
      institutionId,
      timeZone,
      f.from ?? null,
      f.to ?? null,
      f.action ?? null,
      f.actorId ?? null,
      f.search ? likePattern(f.search) : null,
    ],
  };
}

const COLUMNS = `id, at, action, actor_user_id, actor_name, as_user_id, as_name, target_type, target_id, target_label, before, after, ip`;

function toEntry(r: Row): AuditEntryWire {
  return {
    id: Number(r.id),
    at: r.at.toISOString(),
    action: r.action,
    actor: r.actor_user_id === null && r.actor_name === null ? null : { idUser: r.actor_user_id, name: r.actor_name },
    as: r.as_user_id === null && r.as_name === null ? null : { idUser: r.as_user_id, name: r.as_name },
    target: r.target_type === null ? null : { type: r.target_type, id: r.target_id, label: r.target_label },
    before: r.before,
    after: r.after,
    ip: r.ip,
  };
}

export async function listAudit(
  db: Db,
  institutionId: number,
  timeZone: string,
  input: ListAuditInput,
): Promise<{ metadata: { totalCount: number }; data: AuditEntryWire[] }> {
  const w = where(institutionId, timeZone, input);
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM audit_log WHERE ${w.sql}
      ORDER BY at DESC, id DESC OFFSET $8 LIMIT $9`,
    [...w.params, input.offset ?? 0, input.limit ?? 20],
  );
  return { metadata: { totalCount: Number(rows[0]?.total ?? 0) }, data: rows.map(toEntry) };
}

/** The export's rows: the same filters, newest first, at most `max`. */
export async function auditRows(db: Db, institutionId: number, timeZone: string, f: AuditFilters, max: number): Promise<AuditEntryWire[]> {
  const w = where(institutionId, timeZone, f);
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM audit_log WHERE ${w.sql} ORDER BY at DESC, id DESC LIMIT $8`, [
    ...w.params,
    max,
  ]);
  return rows.map(toEntry);
}

/** What the filters offer: the actions the hotel's trail holds, and the people in it (their current names). */
export async function auditOptions(
  db: Db,
  institutionId: number,
): Promise<{ actions: string[]; actors: { idUser: number; name: string }[] }> {
  const [actions, actors] = await Promise.all([
    db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log WHERE institution_id = $1 ORDER BY action LIMIT 500', [
      institutionId,
    ]),
    db.query<{ id: number; name: string }>(
      `SELECT u.id, u.name FROM users u
        WHERE u.id IN (SELECT actor_user_id FROM audit_log WHERE institution_id = $1
                       UNION SELECT as_user_id FROM audit_log WHERE institution_id = $1)
        ORDER BY lower(u.name), u.id LIMIT 500`,
      [institutionId],
    ),
  ]);
  return { actions: actions.rows.map((r) => r.action), actors: actors.rows.map((r) => ({ idUser: r.id, name: r.name })) };
}
