import type { Question } from '@gm/domain/questionnaire-model';
import { type AnswerError, answerFits, settleAnswers } from '@gm/domain/questionnaire-rules';
import type { FieldError } from '../../lib/api/http';

/**
 * What the review page sends (docs/decisions/0045-guest-review-pages.md) with the engine's answering rules, and where
 * a refusal belongs: loaded
 * once the page is on screen, not with it (docs/decisions/0046-review-server-render.md: the rules and the date
 * checks they need stay out of the page's first load).
 */

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

/** The required and invalid answers, checked before sending with the server's own rule. */
export function answerErrors(questions: readonly Question[]): AnswerError[] {
  return settleAnswers(questions).errors;
}
