import type { Db } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { signToken } from '../../platform/tokens';
import { findSettings, institutionContext } from './settings';

/** The institution context as stored (ParamsContextInstituicaoService and the guest link's context), or null. */
export { institutionContext };

export async function userWorksAt(db: Db, userId: number, institutionId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM user_institutions WHERE user_id = $1 AND institution_id = $2', [
    userId,
    institutionId,
  ]);
  return (rowCount ?? 0) > 0;
}

export interface LinkResolution {
  kind: 'h' | 'r';
  code: string;
  institutionId: number | null;
  network: string | null;
}

export async function resolveLink(db: Db, code: string, kind: 'h' | 'r'): Promise<LinkResolution> {
  const { rows } = await db.query<{ code: string; kind: 'h' | 'r'; institution_id: number | null; network: string | null }>(
    'SELECT code, kind, institution_id, network FROM hotel_links WHERE code = $1 AND kind = $2',
    [code, kind],
  );
  const row = rows[0];
  if (!row) throw new AppError('institutions.invalid_link');
  return { kind: row.kind, code: row.code, institutionId: row.institution_id, network: row.network };
}

/** The hotel's contact e-mail (the guest's "contact the hotel"), or null when none was given. */
export async function contactEmailOf(db: Db, institutionId: number): Promise<string | null> {
  const { rows } = await db.query<{ e: string | null }>('SELECT contact_email AS e FROM institutions WHERE id = $1', [institutionId]);
  return rows[0]?.e?.trim() || null;
}

/** The link codes that lead to a hotel: its own h code and its network's r code. */
export async function linkCodesOf(db: Db, institutionId: number): Promise<{ h: string | null; r: string | null }> {
  const { rows } = await db.query<{ kind: 'h' | 'r'; code: string }>(
    `SELECT kind, code FROM hotel_links WHERE institution_id = $1 AND kind = 'h'
     UNION ALL
     SELECT l.kind, l.code FROM hotel_links l JOIN institutions i ON i.network = l.network WHERE i.id = $1 AND l.kind = 'r'`,
    [institutionId],
  );
  return { h: rows.find((r) => r.kind === 'h')?.code ?? null, r: rows.find((r) => r.kind === 'r')?.code ?? null };
}

export async function hotelsOfNetwork(db: Db, network: string): Promise<{ nome: string; codIns: number; h: string | null }[]> {
  const { rows } = await db.query<{ id: number; name: string; code: string | null }>(
    `SELECT i.id, i.name, l.code FROM institutions i
       LEFT JOIN hotel_links l ON l.institution_id = i.id AND l.kind = 'h'
      WHERE i.network = $1 ORDER BY i.name, i.id`,
    [network],
  );
  return rows.map((r) => ({ nome: r.name, codIns: r.id, h: r.code }));
}

export async function institutionName(db: Db, institutionId: number | null): Promise<string> {
  if (institutionId === null) return '-';
  return (await findSettings(db, institutionId))?.name ?? '-';
}

export async function saveFeedback(
  db: Db,
  f: { institutionId: number | null; userId: number | null; name: string; email: string; message: string },
): Promise<void> {
  await db.query('INSERT INTO feedback (institution_id, user_id, name, email, message) VALUES ($1, $2, $3, $4, $5)', [
    f.institutionId,
    f.userId,
    f.name,
    f.email,
    f.message,
  ]);
}

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  kind: string;
  /** The table's check: one of these four. */
  status: 'queued' | 'sent' | 'kept' | 'failed';
  /** With [[secret:N]] placeholders (adapters/mail/mail.ts revealBody). */
  textBody: string;
  createdAt: string;
  sentAt: string | null;
  secretCount: number;
  /** The link tokens the outbox still keeps (unused, unexpired), else null. */
  secrets: string[] | null;
}

/** The mail kept for a hotel, newest first (the default mail transport's outbox). */
export async function outboxOf(
  db: Db,
  institutionId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: OutboxRow[] }> {
  const [{ rows }, count] = await Promise.all([
    db.query<OutboxRow>(
      `SELECT id, recipient, subject, kind, status, text_body AS "textBody", created_at AS "createdAt", sent_at AS "sentAt",
              secret_count AS "secretCount", CASE WHEN secrets_expire_at > now() THEN secrets END AS secrets
         FROM mail_outbox WHERE institution_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [institutionId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE institution_id = $1', [institutionId]),
  ]);
  return { total: count.rows[0]!.n, rows };
}

const CONTEXT_TOKEN_TTL = 24 * 3600;

/**
 * A hotel link's code (h) to ContextoService's answer: the hotel's context with a guest context token. The
 * server's render of the guest pages (modules/checkin/guest-pages.ts) embeds the same answer. Invalid: AppError.
 */
export async function hotelLinkContext(deps: AppDeps, h: string) {
  const link = await resolveLink(deps.db, h, 'h');
  const context = await institutionContext(deps.db, link.institutionId!);
  if (!context) throw new AppError('institutions.invalid_link');
  const jwtContexto = await signToken(deps.config.jwtSecret, { typ: 'context', ins: context.codIns }, CONTEXT_TOKEN_TTL);
  const codes = await linkCodesOf(deps.db, context.codIns);
  return { status: 1 as const, tipo: 'h' as const, ...codes, contextIns: { ...context, jwtContexto } };
}
