import nodemailer from 'nodemailer';
import type { Db } from '../../db/pool';
import { outboxMail, smtpPoolOptions } from '../mail/mail';
import { type Accepted, type MarketingMailPort, type MarketingMessage, MarketingSendError } from './port';

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** nodemailer's error: the SMTP reply code and the command it answered, when the relay answered at all. */
interface SmtpError extends Error {
  responseCode?: number;
  command?: string;
  response?: string;
}

/** Before DATA nothing was handed to the relay; after it, a broken connection leaves the outcome unknown. */
const BEFORE_DATA = new Set(['CONN', 'EHLO', 'HELO', 'STARTTLS', 'AUTH PLAIN', 'AUTH LOGIN', 'MAIL FROM', 'RCPT TO', 'API']);

export function classifySmtpError(error: SmtpError): MarketingSendError {
  const message = String(error.response ?? error.message).slice(0, 900);
  const code = error.responseCode;
  if (code && code >= 500) return new MarketingSendError(message, 'permanent', error.command === 'RCPT TO');
  if (code && code >= 400) return new MarketingSendError(message, 'transient', false);
  const before = error.command ? BEFORE_DATA.has(error.command) || error.command.startsWith('AUTH') : false;
  return new MarketingSendError(message, before ? 'transient' : 'unknown', false);
}

/** Campaign mail's pooled connections unless MARKETING_SMTP_URL's query says otherwise (?maxConnections=n). */
const MARKETING_CONNECTIONS = 10;

/**
 * Campaign mail through its own pooled nodemailer transport (MARKETING_SMTP_URL, else SMTP_URL) from its own address
 * (MARKETING_MAIL_FROM). Nothing is written to the transactional outbox: the campaign e-mail row is the record.
 */
export function smtpMarketingMail(url: string, from: string, bounceAddress?: string): MarketingMailPort {
  const options = { ...smtpPoolOptions(url) };
  if (!/[?&]maxConnections=/.test(url)) options.maxConnections = MARKETING_CONNECTIONS;
  const transport = nodemailer.createTransport(options);
  const address = addressOf(from);
  return {
    parallel: Number(options.maxConnections) || MARKETING_CONNECTIONS,
    async send(m: MarketingMessage): Promise<Accepted> {
      try {
        const info = await transport.sendMail({
          from: { name: m.fromName, address },
          to: m.to,
          replyTo: m.replyTo || undefined,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: `<${m.messageId}>`,
          headers: m.headers,
          // The envelope sender (Return-Path) is the bounce inbox, where DSNs are matched by Message-ID (decision 0060).
          ...(bounceAddress ? { envelope: { from: bounceAddress, to: m.to } } : {}),
        });
        return { response: String(info.response ?? '250 accepted').slice(0, 900) };
      } catch (error) {
        throw classifySmtpError(error as SmtpError);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The sandbox (no relay configured): campaign mail lands in the mail outbox the demo reads, kind 'campaign', so the
 * demo shows what a guest would receive; the row is marked delivered as a relay would.
 */
export function outboxMarketingMail(db: Db): MarketingMailPort {
  const outbox = outboxMail(db);
  return {
    parallel: 5,
    async send(m) {
      await outbox.send({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        kind: 'campaign',
        institutionId: m.institutionId,
        fromName: m.fromName,
      });
      return { response: '250 kept in the outbox' };
    },
    close: () => outbox.close(),
  };
}
