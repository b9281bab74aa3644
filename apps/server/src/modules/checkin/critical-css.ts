import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The stylesheet of a guest page the server rendered (docs/decisions/0042-payment-server-render.md): the rules its
 * HTML uses go into the document, so nothing holds the first paint back and the document stays small; the whole
 * sheet follows at low priority and the guest entry switches it on (`media="print"` until then: fetched without
 * holding the paint; Vite's chunk loader sees the link and does not fetch the sheet again).
 */

/** One top-level block of a sheet, and the classes its selector names (none: it applies to any page). */
interface Block {
  text: string;
  classes: string[];
}

export interface CriticalSheet {
  /** The `<style>` for this HTML: every rule without a class, and the rules of the classes the HTML uses. */
  styleFor(html: string): string;
}

/** The entry's stylesheets, as Vite writes them. */
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;
const CLASS_ATTRIBUTE = /class="([^"]*)"/g;
const SELECTOR_CLASS = /\.([\w-]+)/g;
/** Where the page's own rules go, per request. */
export const CRITICAL_MARK = '<!--gm-critical-css-->';

/** Top-level blocks (a rule, or an at-rule with its own braces); null when the braces do not balance. */
export function splitBlocks(css: string): Block[] | null {
  const blocks: Block[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        const text = css.slice(start, i + 1);
        const prelude = text.slice(0, text.indexOf('{'));
        // A block inside an at-rule (@media, @supports) is kept whole: its prelude names no class.
        const classes = prelude.startsWith('@') ? [] : [...prelude.matchAll(SELECTOR_CLASS)].map((m) => m[1]!);
        blocks.push({ text, classes });
        start = i + 1;
      }
    }
  }
  return depth === 0 && css.slice(start).trim() === '' ? blocks : null;
}

/**
 * The entry's sheet, and the sheets of the pages' own chunks (`pageSheets`: CSS modules and the Mantine components a
 * page brings, loaded with its chunk, docs/decisions/0046-review-server-render.md). Of a page sheet only the blocks
 * naming a class the HTML uses are kept, an at-rule too (by the classes inside it): it is another page's otherwise.
 */
export function criticalSheet(css: string, pageSheets: readonly string[] = []): CriticalSheet | null {
  const blocks = splitBlocks(css);
  if (!blocks || /<\/style/i.test(css)) return null;
  const pageBlocks = pageSheets.flatMap((sheet) => {
    const split = /<\/style/i.test(sheet) ? null : splitBlocks(sheet);
    return (split ?? []).map((b) => ({
      text: b.text,
      classes: b.text.startsWith('@') ? [...b.text.matchAll(SELECTOR_CLASS)].map((m) => m[1]!) : b.classes,
    }));
  });
  return {
    styleFor(html) {
      const used = new Set<string>();
      for (const m of html.matchAll(CLASS_ATTRIBUTE)) for (const c of m[1]!.split(/\s+/)) used.add(c);
      const kept = blocks.filter((b) => b.classes.length === 0 || b.classes.some((c) => used.has(c)));
      const pages = pageBlocks.filter((b) => b.classes.some((c) => used.has(c)));
      return `<style>${[...kept, ...pages].map((b) => b.text).join('')}</style>`;
    },
  };
}

/** The sheets of the chunks the guest entry loads (its pages; not the entry's own), from Vite's manifest. */
function guestPageSheets(webDist: string, entrySheet: string): string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { css?: string[]; imports?: string[]; dynamicImports?: string[] }
  >;
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const c of chunk.css ?? []) if (`/${c}` !== entrySheet) css.add(c);
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k);
  };
  visit('guest.html');
  return [...css]
    .map((c) => path.join(webDist, c))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, 'utf8'));
}

/**
 * The template with the entry's stylesheet deferred (one sheet; any other stays a plain link) and the sheet's
 * rules for `styleFor`, or null sheet when there is nothing to defer.
 */
export function deferStylesheet(html: string, webDist: string): { html: string; sheet: CriticalSheet | null } {
  let sheet: CriticalSheet | null = null;
  const out = html.replace(STYLESHEET, (link, crossorigin: string | undefined, href: string) => {
    const file = path.join(webDist, href);
    if (sheet || !existsSync(file)) return link;
    sheet = criticalSheet(readFileSync(file, 'utf8'), guestPageSheets(webDist, href));
    if (!sheet) return link;
    return `${CRITICAL_MARK}<link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print" fetchpriority="low" data-gm-deferred>`;
  });
  return { html: out, sheet };
}
