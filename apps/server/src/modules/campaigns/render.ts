import { type Design, hrefOf, isEditableType, MAX_HTML_BYTES } from '@gm/contracts/crm/templates-design';
import mjml2html from 'mjml';
import { AppError } from '../../platform/errors';
import { unknownMergeFields } from './merge-fields';
import { mjmlOfDesign } from './mjml-of-design';

export interface Rendered {
  /** The e-mail's HTML with the merge fields still as {{tokens}}. */
  html: string;
  bytes: number;
}

/** Where a content's words live, for the unknown-merge-field check. */
function textsOf(values: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  if (typeof values.text === 'string') out.push(['text', values.text]);
  if (values.href !== undefined) out.push(['href', hrefOf(values.href)]);
  if (typeof values.altText === 'string') out.push(['altText', values.altText]);
  return out;
}

/** Refuses, on its field, a text that names a merge field that does not exist ({{guest.nmae}}). */
export function assertKnownMergeFields(d: Design, subject: string): void {
  const bad = unknownMergeFields(subject)[0];
  if (bad) throw new AppError('campaigns.unknown_merge_field', { field: 'subject', params: { name: bad } });
  d.body.rows.forEach((row, r) => {
    row.columns.forEach((col, c) => {
      col.contents.forEach((content, i) => {
        if (!isEditableType(content.type)) return;
        for (const [key, text] of textsOf(content.values)) {
          const name = unknownMergeFields(text)[0];
          if (name)
            throw new AppError('campaigns.unknown_merge_field', {
              field: `templateObject.body.rows.${r}.columns.${c}.contents.${i}.values.${key}`,
              params: { name },
            });
        }
      });
    });
  });
}

/**
 * Design -> MJML -> HTML (mjml 5, about 4 ms a template). MJML's own validation is strict: the markup is ours,
 * so a complaint is a bug, not the user's input. Gmail clips a message above 102 KB: a larger one is refused.
 */
export async function renderDesign(d: Design, title = '', lang = 'pt'): Promise<Rendered> {
  const out = await mjml2html(mjmlOfDesign(d, title, lang), { validationLevel: 'strict', keepComments: false });
  const html = out.html;
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > MAX_HTML_BYTES)
    throw new AppError('campaigns.template_too_large', {
      field: 'templateObject',
      params: { size: Math.ceil(bytes / 1024), max: MAX_HTML_BYTES / 1024 },
    });
  return { html, bytes };
}
