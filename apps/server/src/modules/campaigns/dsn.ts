import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Splitter } from '@zone-eu/mailsplit';
import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';

/**
 * Reading what comes back to the bounce address (decision 0060) with mailparser, the kept MIME parser of the
 * nodemailer family: a delivery status notification (RFC 3464 multipart/report; report-type=delivery-status, as
 * Postfix, Gmail and Exchange send them), a complaint (RFC 5965 ARF, report-type=feedback-report, as the mailbox
 * providers' feedback loops send them), or, failing both, a plain-text bounce that quotes an SMTP reply.
 * The report's field blocks are header blocks (RFC 3464 section 2.1), so mailparser reads them too.
 */

export type BounceKind = 'hard' | 'soft';

export type BounceReport =
  | {
      type: 'bounce';
      kind: BounceKind;
      /** The original message's Message-ID, without angle brackets; null when the bounce does not quote it. */
      messageId: string | null;
      /** The failed recipient (Final-Recipient, else Original-Recipient), lower-case. */
      recipient: string | null;
      /** The enhanced status code (RFC 3463), e.g. '5.1.1'. */
      status: string | null;
      /** The remote server's words (Diagnostic-Code without its 'smtp;' type), else the status. */
      diagnostic: string;
    }
  | { type: 'complaint'; messageId: string | null; recipient: string | null; feedbackType: string }
  /** A delay warning (Action: delayed), a success notice, an auto-reply: nothing to record. */
  | { type: 'other'; reason: string };

const STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;

/**
 * 5.x.x is permanent: the address is suppressed at once; 4.x.x is transient (counted: SOFT_BOUNCES_TO_SUPPRESS in a
 * row suppress). Two permanent codes say nothing against the address and are counted as soft: 5.2.2 (mailbox full)
 * and 5.7.x (refused for policy or content: a spam filter's verdict on the message, not a dead address).
 */
export function kindOfStatus(status: string): BounceKind {
  const m = STATUS.exec(status);
  if (m?.[1] !== '5') return 'soft';
  if (m[2] === '2' && m[3] === '2') return 'soft';
  if (m[2] === '7') return 'soft';
  return 'hard';
}

const bare = (id: string | null | undefined) => {
  const v = (id ?? '').trim().replace(/^<|>$/g, '').trim();
  return v.length > 0 && v.length <= 995 && !/\s/.test(v) ? v : null;
};

/** 'rfc822; Someone@Example.com' -> 'someone@example.com'. */
const addressOf = (field: string | undefined) => {
  const v = (field ?? '').split(';').pop()?.trim().replace(/^<|>$/g, '').toLowerCase() ?? '';
  return v.includes('@') ? v.slice(0, 320) : null;
};

const fieldOf = (headers: Map<string, unknown>, name: string): string | undefined => {
  const v = headers.get(name);
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text);
  if (typeof v === 'object' && 'value' in v) return String((v as { value: unknown }).value);
  return String(v);
};

/** The field blocks of a report part (message/delivery-status, message/feedback-report), each as a header map. */
async function fieldBlocks(content: Buffer): Promise<Map<string, unknown>[]> {
  const blocks = content
    .toString('utf8')
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const parsed = await Promise.all(blocks.map((b) => simpleParser(`${b.replace(/\n/g, '\r\n')}\r\n\r\n`)));
  return parsed.map((p) => p.headers as Map<string, unknown>);
}

const typeOf = (a: Attachment) => a.contentType.toLowerCase();

/**
 * The Message-ID of every message returned inside this one (message/rfc822 parts, attached or inline), read with
 * mailsplit (the MIME splitter under mailparser), which keeps each embedded message's own headers.
 */
async function embeddedMessageIds(raw: Buffer): Promise<string[]> {
  const ids: string[] = [];
  const splitter = new Splitter();
  splitter.on('data', (data) => {
    if (data.type !== 'node' || !data.parentNode || !data.headers) return;
    const parent = data.parentNode.contentType;
    if (parent === 'message/rfc822' || parent === 'message/global') {
      const id = bare(data.headers.getFirst('message-id'));
      if (id) ids.push(id);
    }
  });
  Readable.from([raw]).pipe(splitter);
  await finished(splitter);
  return ids;
}

/**
 * The original message's Message-ID: from its returned copy (message/rfc822, inline or attached), its returned headers
 * (text/rfc822-headers), the report's X-Original-Message-ID (Gmail), the bounce's In-Reply-To (Gmail, Exchange),
 * or a Message-ID line quoted in a plain-text bounce.
 */
async function originalMessageId(raw: Buffer, mail: ParsedMail, perMessage: Map<string, unknown> | undefined): Promise<string | null> {
  const [embedded] = await embeddedMessageIds(raw).catch(() => []);
  if (embedded) return embedded;
  for (const a of mail.attachments) {
    const t = typeOf(a);
    if (t === 'message/rfc822' || t === 'message/global') {
      const id = bare((await simpleParser(a.content, { skipHtmlToText: true, skipTextToHtml: true })).messageId);
      if (id) return id;
    }
    if (t === 'text/rfc822-headers' || t === 'message/global-headers') {
      const original = await simpleParser(`${a.content.toString('utf8').trim().replace(/\r?\n/g, '\r\n')}\r\n\r\n`);
      const id = bare(original.messageId);
      if (id) return id;
    }
  }
  const reported = perMessage ? bare(fieldOf(perMessage, 'x-original-message-id')) : null;
  if (reported) return reported;
  const inReplyTo = bare(typeof mail.inReplyTo === 'string' ? mail.inReplyTo : null);
  if (inReplyTo) return inReplyTo;
  const quoted = /^\s*message-id:\s*(<[^>\s]+>)/im.exec(mail.text ?? '');
  return bare(quoted?.[1]);
}

const diagnosticOf = (field: string | undefined) =>
  (field ?? '')
    .replace(/^\s*[a-z0-9-]+\s*;\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads one message that came back to the bounce address. Never throws on a malformed message: 'other'. */
export async function parseBounce(raw: Buffer): Promise<BounceReport> {
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true });
  } catch {
    return { type: 'other', reason: 'unreadable' };
  }
  const arf = mail.attachments.find((a) => typeOf(a) === 'message/feedback-report');
  if (arf) {
    const [fields] = await fieldBlocks(arf.content);
    const feedbackType = (fields && fieldOf(fields, 'feedback-type')?.trim().toLowerCase()) || 'abuse';
    return {
      type: 'complaint',
      feedbackType,
      messageId: await originalMessageId(raw, mail, undefined),
      recipient: fields ? addressOf(fieldOf(fields, 'original-rcpt-to')) : null,
    };
  }
  const dsn = mail.attachments.find((a) => typeOf(a) === 'message/delivery-status' || typeOf(a) === 'message/global-delivery-status');
  if (dsn) {
    const [perMessage, ...recipients] = await fieldBlocks(dsn.content);
    const failed = recipients.find((r) => (fieldOf(r, 'action') ?? '').trim().toLowerCase() === 'failed');
    if (!failed) {
      const action = recipients.map((r) => fieldOf(r, 'action')?.trim().toLowerCase()).find(Boolean);
      return { type: 'other', reason: action ?? 'no recipient failed' };
    }
    const diagnostic = diagnosticOf(fieldOf(failed, 'diagnostic-code'));
    const status = STATUS.exec(fieldOf(failed, 'status') ?? '')?.[0] ?? STATUS.exec(diagnostic)?.[0] ?? null;
    return {
      type: 'bounce',
      kind: kindOfStatus(status ?? '5.0.0'),
      messageId: await originalMessageId(raw, mail, perMessage),
      recipient: addressOf(fieldOf(failed, 'final-recipient')) ?? addressOf(fieldOf(failed, 'original-recipient')),
      status,
      diagnostic: (diagnostic || status || 'failed').slice(0, 1000),
    };
  }
  // No report part: an older MTA's plain-text bounce, recognised by its sender and an SMTP reply quoted in the text.
  const from = (mail.from?.value[0]?.address ?? '').toLowerCase();
  const text = mail.text ?? '';
  const reply = /\b([45]\d\d)[ -]([245]\.\d{1,3}\.\d{1,3})?[^\n]*/.exec(text);
  if (/^(mailer-daemon|postmaster)@/.test(from) && reply) {
    const status = reply[2] ?? `${reply[1]![0]}.0.0`;
    return {
      type: 'bounce',
      kind: kindOfStatus(status),
      messageId: await originalMessageId(raw, mail, undefined),
      recipient: null,
      status,
      diagnostic: reply[0].trim().slice(0, 1000),
    };
  }
  return { type: 'other', reason: 'not a bounce' };
}
