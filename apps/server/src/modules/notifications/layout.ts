import type { Locale } from '@gm/domain/locale';

/**
 * The one layout of the hotel's mails: the hotel's logo and name on top, the content blocks, a footer; an HTML
 * document with inline styles (what mail clients keep) and the same content as plain text. Every value is escaped
 * here; templates pass plain strings.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'table'; head: string[]; rows: string[][]; foot?: string[] }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'note'; text: string }
  /** A picture by address (the pre-arrival QR code), centred, with its caption; the text mail gives the caption. */
  | { kind: 'image'; src: string; alt: string; size: number; caption: string };

export interface MailHeader {
  hotelName: string;
  /** {publicBaseUrl}/institutions/{codIns}/logo when the hotel has a logo. */
  logoUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only http(s) links reach a mail (a configured public URL); anything else becomes inert. */
const safeHref = (href: string) => (/^https?:\/\//i.test(href) ? escapeHtml(href) : '#');

const TEXT = '#1f2933';
const MUTED = '#52606d';
/** White on this blue is 8.6:1 (WCAG AAA). */
const BUTTON = '#1c4f9c';

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${escapeHtml(b.text)}</p>`;
    case 'quote':
      return `<p style="margin:0 0 4px;font-size:13px;color:${MUTED}">${escapeHtml(b.label)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #cbd2d9;background:#f5f7fa;white-space:pre-wrap">${escapeHtml(b.text)}</blockquote>`;
    case 'button':
      return `<p style="margin:8px 0 24px;text-align:center"><a href="${safeHref(b.href)}" style="display:inline-block;padding:12px 24px;background:${BUTTON};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(b.label)}</a></p>`;
    case 'image':
      return `<p style="margin:0 0 4px;text-align:center"><img src="${safeHref(b.src)}" alt="${escapeHtml(b.alt)}" width="${b.size}" height="${b.size}" style="display:inline-block;border:0"></p><p style="margin:0 0 16px;text-align:center;font-size:13px;color:${MUTED}">${escapeHtml(b.caption)}</p>`;
    case 'details':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${b.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'table': {
      const cell = (tag: 'th' | 'td', v: string, i: number) =>
        `<${tag} style="padding:6px 4px;border-bottom:1px solid #e4e7eb;text-align:${i === 0 ? 'left' : 'right'}${tag === 'th' ? `;color:${MUTED};font-weight:normal` : ''}">${escapeHtml(v)}</${tag}>`;
      const foot = b.foot
        ? `<tfoot><tr>${b.foot.map((v, i) => cell('td', v, i).replace('<td style="', '<td style="font-weight:bold;')).join('')}</tr></tfoot>`
        : '';
      return `<table cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;font-size:14px"><thead><tr>${b.head.map((v, i) => cell('th', v, i)).join('')}</tr></thead><tbody>${b.rows.map((r) => `<tr>${r.map((v, i) => cell('td', v, i)).join('')}</tr>`).join('')}</tbody>${foot}</table>`;
    }
  }
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
    case 'note':
      return b.text;
    case 'image':
      return b.caption;
    case 'quote':
      return `${b.label}:\n${b.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}`;
    case 'button':
      return `${b.label}: ${b.href}`;
    case 'details':
      return b.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return [...b.rows, ...(b.foot ? [b.foot] : [])].map((r) => r.filter((v) => v !== '').join(' | ')).join('\n');
  }
}

/** The whole mail: subject, an HTML document and its plain-text twin. */
export function renderMail(locale: Locale, header: MailHeader, subject: string, blocks: Block[], footer: string): RenderedMail {
  const logo = header.logoUrl
    ? `<img src="${safeHref(header.logoUrl)}" alt="${escapeHtml(header.hotelName)}" style="max-height:64px;max-width:200px;margin:0 0 8px;border:0">`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:${TEXT}">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#eef1f4"><tr><td style="padding:24px 12px" align="center">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;text-align:center">${logo}<div style="font-size:20px;font-weight:bold">${escapeHtml(header.hotelName)}</div></td></tr>
<tr><td style="padding:16px 24px 8px;font-size:15px;line-height:1.5">${blocks.map(blockHtml).join('\n')}</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:${MUTED};text-align:center">${escapeHtml(footer)}</p>
</td></tr></table>
</body></html>`;
  const text = [header.hotelName, '', ...blocks.flatMap((b) => [blockText(b), '']), '--', footer].join('\n');
  return { subject, html, text };
}
