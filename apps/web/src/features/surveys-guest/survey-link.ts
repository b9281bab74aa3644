import { type Answer, answerFits, type Question, settleAnswers } from '@gm/domain/questionnaire';
import { ApiError, type FieldError } from '../../lib/api/http';

/**
 * The pure side of the guest's review page (docs/decisions/0045-guest-review-pages.md): what the address says,
 * where a refusal belongs, what a draft carries.
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

/** Reads /reviewstay?t=...&h=..., its partner variants and /follow-up?t=...&q=.... */
export function readSurveyLink(pathname: string, search: string): SurveyLink {
  const params = new URLSearchParams(search);
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

/** The server's refusals on questions ('questions.<codPer>') by question code. */
export function questionErrors(errors: readonly FieldError[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const e of errors) {
    const m = /^questions\.(\d+)$/.exec(e.path);
    if (m) out[Number(m[1])] ??= e.message;
  }
  return out;
}

/** The accordion group (index among the groups' names) that holds a question, children included; -1 if none. */
export function groupIndexOf(groups: readonly { questions: readonly Question[] }[], codPer: number): number {
  const holds = (list: readonly Question[]): boolean => list.some((q) => q.codPer === codPer || holds(q.children ?? []));
  return groups.findIndex((g) => holds(g.questions));
}

/** Drops answers that do not fit yet (a date half typed): a draft keeps what is complete, never a refusal. */
function fittingOnly(questions: readonly Question[]): Question[] {
  return questions.map((q) => ({
    ...q,
    answer: answerFits(q, q.answer) ? (q.answer ?? null) : null,
    ...(q.children?.length ? { children: fittingOnly(q.children) } : {}),
  }));
}

/** The questions as the wire's JSON string, chaveQue on the first item (spec section 7). */
export function wireQuestions(questions: readonly Question[], chaveQue: string, draft: boolean): string {
  const list = settleAnswers(draft ? fittingOnly(questions) : questions).questions;
  return JSON.stringify(list.map((q, i) => (i === 0 ? { ...q, chaveQue } : q)));
}

/** DD/MM/YYYY as the guest types: digits only, the slashes put in. */
export function maskDate(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Whether a radiobox is the 0-10 recommendation question: a row of eleven buttons. */
export function isScale(q: Question): boolean {
  if (q.metric === 'nps') return true;
  const values = (q.options ?? []).map((o) => Number(o.value));
  return q.tipoPer === 'radiobox' && values.length === 11 && values.every((v, i) => v === i);
}

/** A checkbox answer with one option turned on or off. */
export function toggled(answer: Answer | undefined, value: string | number): (string | number)[] | null {
  const list = Array.isArray(answer) ? answer : [];
  const next = list.some((a) => String(a) === String(value)) ? list.filter((a) => String(a) !== String(value)) : [...list, value];
  return next.length ? next : null;
}

/** Whether a refusal means the link itself no longer opens the survey (expired, forged, another booking's). */
export function linkRefusedError(error: unknown): boolean {
  return error instanceof ApiError && (error.http === 401 || error.http === 403);
}
