/**
 * The questionnaire's tree helpers and the NPS (docs/decisions/0043-survey-engine.md), part of the engine
 * (questionnaire.ts re-exports them): what the guest's page draws needs these and the model alone.
 */
import { childVisible } from './questionnaire-conditions';
import { type Answer, NUMBER_MASK_DIGITS, type Question, type QuestionOption, YEAR_MASK_DIGITS } from './questionnaire-model';

// ---------------------------------------------------------------------------------------------------------------
// Walking the tree

export interface VisibleQuestion {
  question: Question;
  depth: number;
  parent: Question | null;
}

/** The questions a guest sees now, in order, children after their parent. */
export function visibleQuestions(questions: readonly Question[]): VisibleQuestion[] {
  const out: VisibleQuestion[] = [];
  const walk = (list: readonly Question[], depth: number, parent: Question | null) => {
    for (const q of list) {
      if (parent && !childVisible(q, parent.answer)) continue;
      out.push({ question: q, depth, parent });
      if (q.children?.length) walk(q.children, depth + 1, q);
    }
  };
  walk(questions, 0, null);
  return out;
}

/** Every question of the tree, visible or not, in order. */
export function allQuestions(questions: readonly Question[]): Question[] {
  const out: Question[] = [];
  const walk = (list: readonly Question[]) => {
    for (const q of list) {
      out.push(q);
      if (q.children?.length) walk(q.children);
    }
  };
  walk(questions);
  return out;
}

/** The accordion's groups in order of first appearance, each with its top-level questions. */
export function groupsOf(questions: readonly Question[]): { grupo: string; questions: Question[] }[] {
  const groups: { grupo: string; questions: Question[] }[] = [];
  for (const q of questions) {
    const g = groups.find((x) => x.grupo === q.grupo);
    if (g) g.questions.push(q);
    else groups.push({ grupo: q.grupo, questions: [q] });
  }
  return groups;
}

/** Replaces one question's answer (anywhere in the tree), leaving the rest as it was. */
export function withAnswer(questions: readonly Question[], codPer: number, answer: Answer, respText?: string | null): Question[] {
  return questions.map((q) => {
    if (q.codPer === codPer) return { ...q, answer, ...(respText === undefined ? {} : { respText }) };
    if (q.children?.length) return { ...q, children: withAnswer(q.children, codPer, answer, respText) };
    return q;
  });
}

/** Clicking the chosen star again clears the answer (spec section 4). */
export function starClick(current: Answer | undefined, clicked: number): number | null {
  return current === clicked ? null : clicked;
}

/** Keeps the digits of a masked field, up to the mask's length (32 for numbers, 4 for a year). */
export function maskDigits(input: string, type: 'numberText' | 'year'): string {
  const max = type === 'year' ? YEAR_MASK_DIGITS : NUMBER_MASK_DIGITS;
  return String(input ?? '')
    .replace(/\D/g, '')
    .slice(0, max);
}

// ---------------------------------------------------------------------------------------------------------------
// NPS

export type NpsCategory = 'promoter' | 'passive' | 'detractor';

/** 9-10 promoter, 7-8 passive, 0-6 detractor; null outside 0-10. */
export function npsCategory(score: number): NpsCategory | null {
  if (!Number.isInteger(score) || score < 0 || score > 10) return null;
  if (score >= 9) return 'promoter';
  return score >= 7 ? 'passive' : 'detractor';
}

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

/** Promoters minus detractors over all answers, in points from -100 to 100 (one decimal); null without answers. */
export function npsScore(c: NpsCounts): number | null {
  const total = c.promoters + c.passives + c.detractors;
  if (total === 0) return null;
  return Math.round(((c.promoters - c.detractors) / total) * 1000) / 10;
}

/** The 0-10 options of a recommendation question. */
export function npsOptions(): QuestionOption[] {
  return Array.from({ length: 11 }, (_, i) => ({ codOpt: i + 1, value: i, descrPer: String(i) }));
}
