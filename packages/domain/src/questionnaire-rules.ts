/**
 * The questionnaire's authoring and answering rules (docs/decisions/0043-survey-engine.md), part of the engine
 * (questionnaire.ts re-exports them): what the editor refuses to publish, and what an answer must be to be kept.
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
  SMALL_TEXT_MAX,
  textIn,
} from './questionnaire-model';

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
