/**
 * The questionnaire engine (spec sections 3, 4, 5 and 9; docs/decisions/0043-survey-engine.md): the question model
 * and texts (questionnaire-model.ts), conditions and visibility (questionnaire-conditions.ts), and here the tree's
 * helpers, the authoring and answering rules and the NPS. Import everything from here.
 */
import { isValidDayMonthYear } from './dates';
import { asNumber, type Condition, childVisible, hasAnswer, parseCondition, sameOption } from './questionnaire-conditions';
import {
  type Answer,
  DEFAULT_STAR_SCALE,
  LONG_TEXT_MAX,
  MAX_STAR_SCALE,
  NUMBER_MASK_DIGITS,
  type Question,
  type QuestionOption,
  SMALL_TEXT_MAX,
  textIn,
  YEAR_MASK_DIGITS,
} from './questionnaire-model';

export * from './questionnaire-conditions';
export * from './questionnaire-model';

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
// Authoring and answering rules

export type AuthoringErrorCode =
  | 'duplicate-code'
  | 'no-text'
  | 'no-options'
  | 'duplicate-option'
  | 'condition-operator'
  | 'condition-json'
  | 'condition-value'
  | 'condition-without-parent'
  | 'condition-never-holds'
  | 'bad-scale';

export interface AuthoringError {
  codPer: number;
  code: AuthoringErrorCode;
}

function conditionFits(parent: Question, c: Condition): boolean {
  const v = c.value;
  switch (parent.tipoPer) {
    case 'boolean':
      return typeof v === 'boolean' && (c.op === '==' || c.op === '!=');
    case 'checkbox':
      return typeof v !== 'boolean';
    case 'stars':
    case 'numberText':
    case 'year':
      return Array.isArray(v) ? c.op === '==' || c.op === '!=' : asNumber(v) !== null;
    case 'radiobox':
      return typeof v !== 'boolean' && (!Array.isArray(v) || c.op === '==' || c.op === '!=');
    default:
      return typeof v === 'string' || (Array.isArray(v) && (c.op === '==' || c.op === '!='));
  }
}

/** What is wrong with a questionnaire as written: the editor refuses to publish while there is anything. */
export function authoringErrors(questions: readonly Question[]): AuthoringError[] {
  const errors: AuthoringError[] = [];
  const seen = new Set<number>();
  const walk = (list: readonly Question[], parent: Question | null) => {
    for (const q of list) {
      if (seen.has(q.codPer)) errors.push({ codPer: q.codPer, code: 'duplicate-code' });
      seen.add(q.codPer);
      if (!textIn(q.descrPer, 'pt')) errors.push({ codPer: q.codPer, code: 'no-text' });
      if (q.tipoPer === 'radiobox' || q.tipoPer === 'checkbox') {
        const values = (q.options ?? []).map((o) => String(o.value));
        if (values.length === 0) errors.push({ codPer: q.codPer, code: 'no-options' });
        if (new Set(values).size !== values.length) errors.push({ codPer: q.codPer, code: 'duplicate-option' });
      }
      if (q.tipoPer === 'stars' && q.scale !== undefined && !(Number.isInteger(q.scale) && q.scale >= 2 && q.scale <= MAX_STAR_SCALE))
        errors.push({ codPer: q.codPer, code: 'bad-scale' });
      const text = q.conditionToShow?.trim();
      if (text) {
        if (!parent) errors.push({ codPer: q.codPer, code: 'condition-without-parent' });
        const parsed = parseCondition(text);
        if (!parsed.ok) errors.push({ codPer: q.codPer, code: `condition-${parsed.error}` });
        else if (parent && !conditionFits(parent, parsed.condition)) errors.push({ codPer: q.codPer, code: 'condition-never-holds' });
      }
      if (q.children?.length) walk(q.children, q);
    }
  };
  walk(questions, null);
  return errors;
}

export type AnswerErrorCode = 'required' | 'invalid';

export interface AnswerError {
  codPer: number;
  code: AnswerErrorCode;
}

function validDate(s: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  return !!m && isValidDayMonthYear(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Whether an answer fits its question's type (an absent answer is valid: 'required' is checked apart). */
export function answerFits(q: Question, answer: Answer | undefined): boolean {
  if (!hasAnswer(answer)) return true;
  const options = (q.options ?? []).map((o) => o.value);
  switch (q.tipoPer) {
    case 'boolean':
      return typeof answer === 'boolean';
    case 'texto':
      return typeof answer === 'string' && answer.length <= LONG_TEXT_MAX;
    case 'smallText':
      return typeof answer === 'string' && answer.length <= SMALL_TEXT_MAX;
    case 'numberText':
      return typeof answer === 'string' && new RegExp(`^\\d{1,${NUMBER_MASK_DIGITS}}$`).test(answer);
    case 'year':
      return typeof answer === 'string' && /^(19|20)\d{2}$/.test(answer);
    case 'date':
      return typeof answer === 'string' && validDate(answer);
    case 'stars':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= (q.scale ?? DEFAULT_STAR_SCALE);
    case 'radiobox':
      return !Array.isArray(answer) && typeof answer !== 'boolean' && options.some((o) => sameOption(o, answer));
    case 'checkbox':
      return (
        Array.isArray(answer) &&
        new Set(answer.map(String)).size === answer.length &&
        answer.every((a) => options.some((o) => sameOption(o, a)))
      );
  }
}

export interface AnsweredQuestionnaire {
  /** The questions with answers to hidden questions discarded (and their remarks). */
  questions: Question[];
  errors: AnswerError[];
}

/**
 * What the server stores (and the guest's page checks before sending): answers to hidden questions are discarded,
 * visible required questions must be answered, and each answer must fit its type.
 */
export function settleAnswers(questions: readonly Question[]): AnsweredQuestionnaire {
  const errors: AnswerError[] = [];
  const settle = (list: readonly Question[], parent: Question | null, shown: boolean): Question[] =>
    list.map((q) => {
      const visible = shown && (!parent || childVisible(q, parent.answer));
      let next: Question = q;
      if (!visible) next = { ...q, answer: null, respText: null };
      else if (!answerFits(q, q.answer)) errors.push({ codPer: q.codPer, code: 'invalid' });
      else if (q.required && !hasAnswer(q.answer)) errors.push({ codPer: q.codPer, code: 'required' });
      if (q.children?.length) next = { ...next, children: settle(q.children, next, visible) };
      return next;
    });
  return { questions: settle(questions, null, true), errors };
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
