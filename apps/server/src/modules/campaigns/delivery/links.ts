import { signRow, signTarget } from './signing';

/** The public paths of a campaign mail's tracking and unsubscribe links (served by tracking-routes.ts). */
export const OPEN_PATH = '/t/o';
export const CLICK_PATH = '/t/c';
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const ONE_CLICK_PATH = '/unsubscribe/one-click';

const decodeEntities = (s: string) =>
  s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e]!);
const encodeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface RowLinks {
  openUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  rowClickToken: string;
}

export function rowLinks(base: string, secret: Uint8Array, emailId: number, institutionId: number): RowLinks {
  const open = signRow(secret, 'open', emailId, institutionId);
  const unsub = signRow(secret, 'unsubscribe', emailId, institutionId);
  return {
    openUrl: `${base}${OPEN_PATH}/${open}.gif`,
    unsubscribeUrl: `${base}${UNSUBSCRIBE_PAGE}?t=${unsub}`,
    oneClickUrl: `${base}${ONE_CLICK_PATH}?t=${unsub}`,
    rowClickToken: signRow(secret, 'click', emailId, institutionId),
  };
}

/**
 * Every http(s) link of the mail's HTML becomes a signed redirect through us (the target and the row signed
 * together), except the unsubscribe link, which stays direct; the 1x1 open pixel goes before </body>.
 */
export function trackHtml(html: string, base: string, secret: Uint8Array, links: RowLinks): string {
  const withLinks = html.replace(/(<a\b[^>]*?\bhref=")([^"]*)(")/gi, (whole, pre: string, href: string, post: string) => {
    const url = decodeEntities(href.trim());
    if (!/^https?:\/\//i.test(url) || url.startsWith(`${base}${UNSUBSCRIBE_PAGE}`)) return whole;
    const sig = signTarget(secret, links.rowClickToken, url);
    const tracked = `${base}${CLICK_PATH}/${links.rowClickToken}?u=${encodeURIComponent(url)}&s=${sig}`;
    return `${pre}${encodeAttr(tracked)}${post}`;
  });
  const pixel = `<img src="${encodeAttr(links.openUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  return /<\/body>/i.test(withLinks) ? withLinks.replace(/<\/body>/i, `${pixel}</body>`) : withLinks + pixel;
}

/** The plain-text part: the HTML's words, its links kept in brackets, without the styles. */
export function plainTextOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => `${inner} [${href}]`)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|tr|h[1-6]|li)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' '),
  )
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter((l, i, all) => l || (i > 0 && all[i - 1]))
    .join('\n')
    .trim();
}
