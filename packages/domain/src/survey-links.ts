/**
 * The guest's review addresses (docs/decisions/0049-survey-follow-ups.md), built in one place for every door that
 * leads there: the thank-you's follow-up invitation, the check-in menu's "review your stay" and, later, the widget.
 * `t` is the guest's token (a survey link's or a booking token: the server accepts both), `h` the hotel's link code.
 */
export interface ReviewLinkParts {
  token: string;
  /** The hotel's link code (chaveIns); omitted when unknown (the token names the hotel anyway). */
  hotelCode?: string | null;
  locale?: string | null;
}

function query(parts: ReviewLinkParts, first: [string, string][] = []): string {
  const pairs: [string, string | null | undefined][] = [...first, ['t', parts.token], ['h', parts.hotelCode], ['locale', parts.locale]];
  return pairs
    .filter((p): p is [string, string] => !!p[1])
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

/** /reviewstay?t=...&h=...: the hotel's main survey (its default questionnaire) for the token's booking. */
export function reviewStayHref(parts: ReviewLinkParts): string {
  return `/reviewstay?${query(parts)}`;
}

/** /follow-up?q=...&t=...&h=...: a follow-up questionnaire, answered with the same token as the main survey. */
export function followUpHref(chaveQue: string, parts: ReviewLinkParts): string {
  return `/follow-up?${query(parts, [['q', chaveQue]])}`;
}
