import type { Answer, Question } from '@gm/domain/questionnaire-model';
import { ApiError } from '../../lib/api/http';

/**
 * The pure side of the guest's review page (docs/decisions/0045-guest-review-pages.md): what the address says,
 * where a refusal belongs (what a draft carries is survey-answers.ts, loaded once the guest answers).
 */

import { readSurveyLink as readLink, type SurveyLink } from '@gm/domain/survey-link';

export { PARTNERS, type Partner, type SurveyLink } from '@gm/domain/survey-link';

/** Reads /reviewstay?t=...&h=..., its partner variants and /follow-up?t=...&q=... (@gm/domain/survey-link). */
export function readSurveyLink(pathname: string, search: string): SurveyLink {
  return readLink(pathname, new URLSearchParams(search));
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
