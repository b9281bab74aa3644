import type { Db, Queryable } from '../../db/pool';
import type { InboundEnvelope, InboundMessage } from './port';

/** The inbox table (bounce_inbox), shared by the sandbox and the SMTP listener. */

/** A DSN carries the original message; anything larger than this is not a bounce worth keeping (decision 0060). */
export const MAX_INBOUND_BYTES = 2 * 1024 * 1024;

export async function keepInbound(db: Db, raw: Buffer, envelope: InboundEnvelope): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO bounce_inbox (mail_from, rcpt_to, raw, size) VALUES ($1, $2, $3, $4) RETURNING id',
    [envelope.mailFrom?.slice(0, 320) ?? null, envelope.rcptTo.map((r) => r.slice(0, 320)), raw, raw.length],
  );
  return Number(rows[0]!.id);
}

export async function claimInbound(tx: Queryable, limit: number): Promise<InboundMessage[]> {
  const { rows } = await tx.query<{ id: string; received_at: Date; mail_from: string | null; raw: Buffer }>(
    `SELECT id, received_at, mail_from, raw FROM bounce_inbox WHERE processed_at IS NULL
      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), receivedAt: r.received_at, mailFrom: r.mail_from, raw: r.raw }));
}

export async function settleInbound(tx: Queryable, id: number, outcome: string, keepRaw: boolean): Promise<void> {
  await tx.query(`UPDATE bounce_inbox SET processed_at = now(), outcome = $2, raw = CASE WHEN $3 THEN raw ELSE NULL END WHERE id = $1`, [
    id,
    outcome.slice(0, 300),
    keepRaw,
  ]);
}

export async function purgeInbound(tx: Queryable, days: number): Promise<number> {
  const r = await tx.query(`DELETE FROM bounce_inbox WHERE processed_at < now() - make_interval(days => $1)`, [days]);
  return r.rowCount ?? 0;
}
