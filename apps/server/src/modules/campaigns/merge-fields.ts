import { MERGE_FIELDS, type MergeField } from '@gm/contracts/crm/templates-design';
import { escapeHtml } from '../../platform/html';

export type MergeValues = Partial<Record<MergeField, string>>;

const TOKEN = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const KNOWN = new Set<string>(MERGE_FIELDS);

/**
 * Fills a rendered template's {{field}} tokens for one recipient (the preview, the test send and the campaign
 * sender): each value HTML-escaped, so a guest named `<b>Ana</b>` reads as typed and never as markup; a known field
 * without a value and an unknown token become empty, so a guest never reads braces.
 */
export function fillMergeFields(html: string, values: MergeValues): string {
  return html.replace(TOKEN, (_, name: string) => (KNOWN.has(name) ? escapeHtml(values[name as MergeField] ?? '') : ''));
}

/** The same for a plain-text line (the subject): values as they are, unknown tokens removed. */
export function fillMergeFieldsText(text: string, values: MergeValues): string {
  return text.replace(TOKEN, (_, name: string) => (KNOWN.has(name) ? (values[name as MergeField] ?? '') : ''));
}

/** The tokens a text names that are not merge fields. */
export function unknownMergeFields(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((n) => !KNOWN.has(n));
}

/** What the preview and the test send show in place of a guest's data. */
export function sampleMergeValues(
  hotel: { name: string },
  words: { guest: string; firstName: string },
  baseUrl: string,
  dates: [string, string],
) {
  return {
    'guest.name': words.guest,
    'guest.firstName': words.firstName,
    'hotel.name': hotel.name,
    'stay.checkIn': dates[0],
    'stay.checkOut': dates[1],
    'checkin.link': `${baseUrl}/checkin`,
    'review.link': `${baseUrl}/reviewstay`,
    'unsubscribe.link': `${baseUrl}/unsubscribe`,
  } satisfies Record<MergeField, string>;
}
