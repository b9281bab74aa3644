/** The longest status message the campaign list shows (spec section 9). */
export const STATUS_MESSAGE_MAX = 200;

/**
 * A campaign's status message as the list shows it (spec section 9): cut at the first blank line (a pair of line
 * breaks, whatever the line ends) or at 200 characters, whichever comes first; an ellipsis says it was cut at the
 * length. Characters are counted as the reader sees them (an emoji is one).
 */
export function listStatusMessage(message: string): string {
  const paragraph = message.split(/\r?\n[ \t]*\r?\n/, 1)[0]!.trimEnd();
  const chars = Array.from(paragraph);
  if (chars.length <= STATUS_MESSAGE_MAX) return paragraph;
  return `${chars.slice(0, STATUS_MESSAGE_MAX).join('').trimEnd()}…`;
}

/** A rate from 0 to 1 as a percentage in the user's language ('66,7%'); a dash when there is none yet. */
export function formatRate(rate: number | null, language: string): string {
  if (rate === null) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
