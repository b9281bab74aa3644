import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a template's text content may hold (docs/decisions/0051-crm-templates.md): paragraphs, line breaks,
 * bold, italic, underline, lists and links to http(s), mailto or a link merge field. Everything else is dropped
 * (tags unwrapped, their text kept; script and style removed with their content), so a design imported from
 * elsewhere or sent by hand cannot carry markup that mail clients or the preview would run.
 */
const SAFE_HREF = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|\{\{\s*(checkin|review|unsubscribe)\.link\s*\}\})$/i;

const BLOCK_TAGS = ['p', 'br', 'ul', 'ol', 'li'];
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'a', 'br'];

function options(tags: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: tags,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    // Schemes are checked by SAFE_HREF below (it also admits the link merge fields, which have none).
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? '').trim();
        if (!SAFE_HREF.test(href)) return { tagName, attribs: {} as sanitizeHtml.Attributes };
        return { tagName, attribs: { href, target: '_blank', rel: 'noopener' } };
      },
      strong: 'b',
      em: 'i',
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  };
}

const RICH = options([...new Set([...BLOCK_TAGS, ...INLINE_TAGS])]);
const INLINE = options(INLINE_TAGS);

/** A text content's HTML, reduced to the safe subset. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH);

/** A heading's HTML: inline formatting only (it is already inside a heading element). */
export const sanitizeInlineText = (html: string): string => sanitizeHtml(html, INLINE);
