/**
 * What a review page's address says (docs/decisions/0045-guest-review-pages.md): read alike by the page in the
 * browser and by the server that renders its first screen from the token (0046), so both ask for the same survey.
 */

/** The partners whose branded copies of /reviewstay the spec names. */
export const PARTNERS = { 'santa-clara': 'Santa Clara', dm: 'DM', hotel: null } as const;
export type Partner = keyof typeof PARTNERS;

export interface SurveyLink {
  /** The survey link's token (t), or a booking token the page was handed. */
  token: string | null;
  /** A named questionnaire (q on /follow-up); absent, the hotel's default. */
  chaveQue: string | null;
  /** The hotel's link code (h), when the address has one. */
  chaveIns: string | null;
  partner: Partner | null;
  followUp: boolean;
}

const KEY = /^[a-z0-9-]{1,60}$/;

/** The query of the address (a URLSearchParams: this package does not assume the browser's or Node's globals). */
export interface LinkQuery {
  get(name: string): string | null;
}

/** Reads /reviewstay?t=...&h=..., its partner variants and /follow-up?t=...&q=.... */
export function readSurveyLink(pathname: string, params: LinkQuery): SurveyLink {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const suffix = /^\/reviewstay-(.+)$/.exec(path)?.[1];
  const partner = suffix && suffix in PARTNERS ? (suffix as Partner) : null;
  const key = (name: string) => {
    const v = params.get(name)?.trim().toLowerCase() ?? '';
    return KEY.test(v) ? v : null;
  };
  const token = params.get('t')?.trim() ?? '';
  return {
    token: /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null,
    chaveQue: key('q'),
    chaveIns: key('h'),
    partner,
    followUp: path === '/follow-up',
  };
}

/**
 * The questionnaire call (ListQuestionsService) the link asks for, beside its token (the page's own call asks the
 * same): /follow-up asks for a follow-up (`seguimento`, docs/decisions/0049-survey-follow-ups.md).
 */
export function surveyQuery(link: SurveyLink): { chaveQue?: string; chaveIns?: string; seguimento?: 'S' } {
  return {
    ...(link.chaveQue ? { chaveQue: link.chaveQue } : {}),
    ...(link.chaveIns ? { chaveIns: link.chaveIns } : {}),
    ...(link.followUp ? { seguimento: 'S' as const } : {}),
  };
}
