import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Db, Queryable } from '../../db/pool';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (recovery, activation, feedback, ...), for the outbox screen. */
  kind: string;
  institutionId?: number | null;
  /** The sender's display name (a CRM template's msgFrom); the address stays the configured one (SPF, DKIM). */
  fromName?: string;
  /**
   * Live credentials inside text/html (a link's token, a code) and how long they work. They are delivered but
   * not kept at rest with the mail: the stored bodies carry placeholders (0022).
   */
  secrets?: { values: string[]; ttlSeconds: number };
}

/** The mail port: every mail is recorded in the outbox; a transport may also deliver it. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

const placeholder = (i: number) => `[[secret:${i + 1}]]`;

/** The body as stored: each secret replaced by its numbered placeholder. */
export function withPlaceholders(text: string, values: string[]): string {
  return values.reduce((t, v, i) => (v ? t.split(v).join(placeholder(i)) : t), text);
}

/** A stored body for a reader: the placeholders filled with the secrets when given (and still kept), else the marker. */
export function revealBody(stored: string, secretCount: number, secrets: string[] | null, marker: string): string {
  let text = stored;
  for (let i = 0; i < secretCount; i++) text = text.split(placeholder(i)).join(secrets?.[i] ?? marker);
  return text;
}

/**
 * keepSecrets: the outbox transport is the mailbox the demo reads, so it keeps the values beside the bodies
 * until the credential is used, superseded or expires; a delivering transport never stores them.
 */
async function record(db: Db, m: MailMessage, status: 'queued' | 'kept', keepSecrets: boolean): Promise<number> {
  const values = m.secrets?.values.filter(Boolean) ?? [];
  const keep = keepSecrets && values.length > 0;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (institution_id, recipient, subject, text_body, html_body, kind, status, secret_count, secrets, secrets_expire_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9::text[] IS NULL THEN NULL ELSE now() + make_interval(secs => $10) END)
     RETURNING id`,
    [
      m.institutionId ?? null,
      m.to,
      m.subject,
      withPlaceholders(m.text, values),
      m.html === undefined ? null : withPlaceholders(m.html, values),
      m.kind,
      status,
      values.length,
      keep ? values : null,
      m.secrets?.ttlSeconds ?? 0,
    ],
  );
  return rows[0]!.id;
}

/** Drops the kept secrets whose credentials have expired (at start and whenever the outbox keeps a new one). */
export async function purgeExpiredMailSecrets(db: Queryable): Promise<number> {
  const r = await db.query(
    `UPDATE mail_outbox SET secrets = NULL, secrets_expire_at = NULL WHERE secrets IS NOT NULL AND secrets_expire_at <= now()`,
  );
  return r.rowCount ?? 0;
}

/** The credential was used: no stored mail keeps it any more. */
export async function forgetMailSecret(db: Queryable, value: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET secrets = NULL, secrets_expire_at = NULL WHERE secrets IS NOT NULL AND $1 = ANY(secrets)`, [
    value,
  ]);
}

/** A new credential supersedes the older ones of a recipient's mails of that kind. */
export async function forgetMailSecretsOf(db: Queryable, recipient: string, kind: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET secrets = NULL, secrets_expire_at = NULL WHERE secrets IS NOT NULL AND lower(recipient) = lower($1) AND kind = $2`,
    [recipient, kind],
  );
}

/** Default: keeps mail in PostgreSQL for an administrator to read in the app. */
export function outboxMail(db: Db): MailPort {
  return {
    async send(m) {
      await record(db, m, 'kept', true);
      if (m.secrets) await purgeExpiredMailSecrets(db);
    },
    async close() {},
  };
}

/**
 * The transport options of SMTP_URL (e.g. smtp://user:pass@host:587?maxConnections=2): always pooled, with up to
 * five connections each renewed after 100 messages unless the URL's query says otherwise (decision 0031).
 */
export function smtpPoolOptions(url: string) {
  return { maxConnections: 5, maxMessages: 100, ...parseConnectionUrl(url), pool: true as const };
}

/** The address of a configured sender, 'Hotel <no-reply@x>' or a bare address. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * SMTP through a pooled nodemailer transport (SMTP_URL). The outbox row is written first and marked sent or
 * failed, so nothing is lost silently; it never holds the secrets (the message in memory does).
 */
export function smtpMail(db: Db, url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(smtpPoolOptions(url));
  return {
    async send(m) {
      const id = await record(db, m, 'queued', false);
      try {
        await transport.sendMail({
          from: m.fromName ? { name: m.fromName, address: addressOf(from) } : from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);
      } catch (error) {
        await db.query(`UPDATE mail_outbox SET status = 'failed', error = $2 WHERE id = $1`, [
          id,
          String((error as Error).message).slice(0, 500),
        ]);
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}
