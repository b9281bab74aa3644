import nodemailer from 'nodemailer';
import type { Db } from '../../db/pool';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (recovery, activation, feedback, ...), for the outbox screen. */
  kind: string;
  institutionId?: number | null;
}

/** The mail port: every mail is recorded in the outbox; a transport may also deliver it. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

async function record(db: Db, m: MailMessage, status: 'queued' | 'kept'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (institution_id, recipient, subject, text_body, html_body, kind, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [m.institutionId ?? null, m.to, m.subject, m.text, m.html ?? null, m.kind, status],
  );
  return rows[0]!.id;
}

/** Default: keeps mail in PostgreSQL for an administrator to read in the app. */
export function outboxMail(db: Db): MailPort {
  return {
    async send(m) {
      await record(db, m, 'kept');
    },
    async close() {},
  };
}

/**
 * SMTP through a pooled nodemailer transport (SMTP_URL, e.g. smtp://user:pass@host:587).
 * The outbox row is written first and marked sent or failed, so nothing is lost silently.
 */
export function smtpMail(db: Db, url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url.includes('?') ? `${url}&pool=true` : `${url}?pool=true`);
  return {
    async send(m) {
      const id = await record(db, m, 'queued');
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
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
