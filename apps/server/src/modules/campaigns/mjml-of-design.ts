import {
  type ButtonValues,
  buttonValues,
  type Design,
  type DesignContent,
  type DesignRow,
  type HeadingValues,
  headingValues,
  hrefOf,
  type ImageValues,
  imageValues,
  type TextValues,
  textValues,
} from '@gm/contracts/crm/templates-design';
import { escapeHtml } from '../../platform/html';
import { sanitizeInlineText, sanitizeRichText } from './rich-text';

/**
 * A design (rows -> columns -> contents) as MJML markup. Every attribute value comes from the design's schema
 * patterns (colours, pixels, URLs) and is escaped as well; text goes through the rich-text sanitiser. Content types
 * this designer does not edit (an imported Unlayer menu, video, social bar...) are kept in the design but not rendered.
 */
const attr = (name: string, value: string | number | undefined) =>
  value === undefined || value === '' ? '' : ` ${name}="${escapeHtml(String(value))}"`;

const HEADING_SIZES: Record<string, string> = { h1: '26px', h2: '22px', h3: '18px', h4: '16px' };

function textBlock(v: TextValues, inner: string): string {
  return `<mj-text${attr('color', v.color)}${attr('font-size', v.fontSize)}${attr('align', v.textAlign)}${attr(
    'line-height',
    v.lineHeight,
  )}${attr('padding', v.containerPadding)}>${inner}</mj-text>`;
}

function heading(v: HeadingValues): string {
  const tag = v.headingType ?? 'h1';
  const size = v.fontSize ?? HEADING_SIZES[tag];
  return textBlock(
    { ...v, fontSize: size },
    `<${tag} style="margin:0;font-size:${size};font-weight:700;line-height:1.3">${sanitizeInlineText(v.text)}</${tag}>`,
  );
}

function button(v: ButtonValues): string {
  const colours = v.buttonColors ?? {};
  return `<mj-button${attr('href', hrefOf(v.href))}${attr('background-color', colours.backgroundColor ?? '#1c5d99')}${attr(
    'color',
    colours.color ?? '#ffffff',
  )}${attr('font-size', v.fontSize)}${attr('align', v.textAlign === 'justify' ? 'center' : v.textAlign)}${attr(
    'padding',
    v.containerPadding,
  )}>${escapeHtml(v.text)}</mj-button>`;
}

function image(v: ImageValues, columnPx: number): string {
  const pct = v.src.maxWidth ? Number.parseInt(v.src.maxWidth, 10) : 100;
  const natural = v.src.width ?? columnPx;
  const width = Math.max(16, Math.min(natural, Math.round((columnPx * pct) / 100)));
  const href = v.action === undefined ? '' : hrefOf(v.action);
  return `<mj-image${attr('src', v.src.url)}${attr('alt', v.altText)}${attr('width', `${width}px`)}${attr('href', href)}${attr(
    'align',
    v.textAlign === 'justify' ? 'center' : v.textAlign,
  )}${attr('padding', v.containerPadding)} />`;
}

/** One content's MJML, or nothing for a type the designer keeps but does not render. */
export function mjmlOfContent(c: DesignContent, columnPx: number): string {
  switch (c.type) {
    case 'text': {
      const v = textValues.parse(c.values);
      return textBlock(v, sanitizeRichText(v.text));
    }
    case 'heading':
      return heading(headingValues.parse(c.values));
    case 'button':
      return button(buttonValues.parse(c.values));
    case 'image':
      return image(imageValues.parse(c.values), columnPx);
    default:
      return '';
  }
}

function section(row: DesignRow, contentPx: number): string {
  const cells = row.cells ?? row.columns.map(() => 1);
  const total = cells.reduce((a, b) => a + b, 0);
  const columns = row.columns
    .map((col, i) => {
      const share = (cells[i] ?? 1) / total;
      const width = `${Math.round(share * 10000) / 100}%`;
      const inner = col.contents.map((c) => mjmlOfContent(c, Math.round(contentPx * share))).join('');
      return `<mj-column width="${width}">${inner}</mj-column>`;
    })
    .join('');
  return `<mj-section${attr('background-color', row.values.backgroundColor)}>${columns}</mj-section>`;
}

/** The whole e-mail as MJML: the body's background, content width and font, then each row as a section. */
export function mjmlOfDesign(d: Design, title = '', lang = 'pt'): string {
  const body = d.body.values;
  const contentPx = Number.parseInt(body.contentWidth, 10);
  const rows = d.body.rows.map((r) => section(r, contentPx)).join('');
  return `<mjml${attr('lang', lang)}><mj-head><mj-title>${escapeHtml(title)}</mj-title><mj-attributes><mj-all${attr(
    'font-family',
    body.fontFamily.value,
  )} /><mj-text font-size="15px" line-height="150%" color="#222222" /></mj-attributes></mj-head><mj-body${attr(
    'background-color',
    body.backgroundColor,
  )}${attr('width', body.contentWidth)}>${rows}</mj-body></mjml>`;
}
