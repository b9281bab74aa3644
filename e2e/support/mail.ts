import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** The text/html part, when the mail has one (campaign mail: its tracked links and open pixel). */
  html: string | null;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // RFC 2047: the white space between two adjacent encoded words is not part of the text (long subjects are split).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  return /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
}

/** The decoded body of the first part of this content type, looking inside nested multiparts. */
function partOf(headers: Map<string, string>, body: string, type: 'text/plain' | 'text/html'): string | null {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary)
    return contentType.toLowerCase().startsWith(type) ? decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit') : null;
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!/content-type:/i.test(partHead)) continue;
    const found = partOf(headersOf(partHead), partBody.join('\n\n'), type);
    if (found !== null) return found;
  }
  return null;
}

/** Enough MIME for the product's mails: headers, and the text/plain and text/html parts in 7bit, quoted-printable or base64. */
function parseMail(raw: string, to: string[]): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\n\n');
  return {
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    // A single-part mail is its own text, whatever its type (as the product's plain mails are read).
    text:
      partOf(headers, body, 'text/plain') ??
      (/boundary=/i.test(headers.get('content-type') ?? '') ? '' : decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit')),
    html: partOf(headers, body, 'text/html'),
  };
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global setup did not run)');
  return dir;
}

export function mailsTo(address: string): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => parseMail(m.raw, m.to));
}

/** Waits for the n-th mail to an address (mail is delivered by the server to the SMTP peer). */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The link of a recovery or activation mail, as a path (the test's baseURL is the same server). */
export function linkIn(mail: Mail, screen: 'reset-password' | 'activate'): string {
  const m = new RegExp(`https?://[^\\s/]+(/${screen}\\?token=[A-Za-z0-9_-]+&locale=[a-z]{2})`).exec(mail.text);
  if (!m) throw new Error(`no ${screen} link in mail:\n${mail.text}`);
  return m[1]!;
}
