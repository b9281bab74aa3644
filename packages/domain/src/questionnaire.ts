/**
 * The questionnaire engine (spec sections 3 "Question", 4 "Questionnaire", 5 "Child-question condition", 9 masks
 * and stars): one pure implementation for the guest's review pages, the staff editor and the server that stores
 * the answers (docs/decisions/0043-survey-engine.md).
 *
 * A question's answer depends on its type:
 * - boolean: true / false (the legacy 'S' / 'N' are read as such);
 * - texto, smallText, date (DD/MM/YYYY): a string; numberText (up to 32 digits) and year (4 digits): digits;
 * - radiobox: the chosen option's value; checkbox: the chosen options' values;
 * - stars: an integer from 1 to the question's scale (5 unless said).
 * No answer is null (or absent). `respText` is the guest's free-text remark beside the answer.
 */
import type { Locale } from './locale';

export const QUESTION_TYPES = ['boolean', 'texto', 'smallText', 'numberText', 'year', 'date', 'radiobox', 'stars', 'checkbox'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec section 9: numeric answers up to 32 digits, a year 4 digits. */
export const NUMBER_MASK_DIGITS = 32;
export const YEAR_MASK_DIGITS = 4;
/** Spec section 9: star icons of 25x30 on a phone, 46x51 on a desktop. */
export const STAR_SIZE = { mobile: { width: 25, height: 30 }, desktop: { width: 46, height: 51 } } as const;
export const DEFAULT_STAR_SCALE = 5;
export const MAX_STAR_SCALE = 10;
export const SMALL_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 4000;
/** The separator of multilingual texts, in the order pt, en, es (spec section 3). */
export const TEXT_SEPARATOR = ';;;';
const TEXT_ORDER: readonly Locale[] = ['pt', 'en', 'es'];

export type OptionValue = string | number;
export type Answer = boolean | number | string | OptionValue[] | null;

export interface QuestionOption {
  codOpt: number;
  value: OptionValue;
  /** The option's label, multilingual (';;;'). */
  descrPer: string;
}

export interface Question {
  codPer: number;
  /** The accordion group the question belongs to (multilingual). */
  grupo: string;
  tipoPer: QuestionType;
  /** The question's text, multilingual. */
  descrPer: string;
  /** "What do you mean?": the explanation shown under the question, multilingual. */
  comoAssim?: string | null;
  answer?: Answer;
  respText?: string | null;
  /** Whether the guest has opened the question's group (the accordion keeps it). */
  opened?: boolean;
  options?: QuestionOption[];
  children?: Question[];
  /** Child questions only: '==', '!=', '<=' or '>=' followed by a JSON value, compared with the parent's answer. */
  conditionToShow?: string | null;
  /** A visible required question must be answered. */
  required?: boolean;
  /** Stars: how many (5 unless said). */
  scale?: number;
  /** What the dashboards read: the 0-10 recommendation question (NPS) or a star rating. */
  metric?: 'nps' | 'rating' | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Multilingual texts

export type LocalizedText = Record<Locale, string>;

/** Splits 'pt;;;en;;;es' into its three parts (missing parts empty). */
export function decodeText(text: string | null | undefined): LocalizedText {
  const parts = String(text ?? '').split(TEXT_SEPARATOR);
  return { pt: parts[0]?.trim() ?? '', en: parts[1]?.trim() ?? '', es: parts[2]?.trim() ?? '' };
}

/** Joins the three parts; trailing empty parts are left out ('Olá' alone stays 'Olá'). */
export function encodeText(text: Partial<LocalizedText>): string {
  const parts = TEXT_ORDER.map((l) => (text[l] ?? '').replaceAll(TEXT_SEPARATOR, ' ').trim());
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.join(TEXT_SEPARATOR);
}

/** The text in the locale; a missing part falls back to Portuguese, then to the first part that has words. */
export function textIn(text: string | null | undefined, locale: Locale): string {
  const all = decodeText(text);
  if (all[locale]) return all[locale];
  if (all.pt) return all.pt;
  return TEXT_ORDER.map((l) => all[l]).find((t) => t) ?? '';
}

// ---------------------------------------------------------------------------------------------------------------
// Conditions

export const CONDITION_OPERATORS = ['==', '!=', '<=', '>='] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export type ConditionValue = boolean | number | string | OptionValue[];

export interface Condition {
  op: ConditionOperator;
  value: ConditionValue;
}

/** Why a condition cannot be read: the authoring error the editor shows. */
export type ConditionError = 'operator' | 'json' | 'value';

export type ParsedCondition = { ok: true; condition: Condition } | { ok: false; error: ConditionError };

function isOptionValue(v: unknown): v is OptionValue {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/** Reads '==', '!=', '<=' or '>=' followed by a JSON value (a string, number, boolean or list of strings/numbers). */
export function parseCondition(text: string): ParsedCondition {
  const s = String(text ?? '').trim();
  const op = s.slice(0, 2) as ConditionOperator;
  if (!CONDITION_OPERATORS.includes(op)) return { ok: false, error: 'operator' };
  let value: unknown;
  try {
    value = JSON.parse(s.slice(2).trim());
  } catch {
    return { ok: false, error: 'json' };
  }
  if (typeof value === 'boolean' || isOptionValue(value)) return { ok: true, condition: { op, value } };
  if (Array.isArray(value) && value.every(isOptionValue)) return { ok: true, condition: { op, value } };
  return { ok: false, error: 'value' };
}

/** The condition as text: the editor's picker builds it, nobody types it. */
export function formatCondition(condition: Condition): string {
  return `${condition.op}${JSON.stringify(condition.value)}`;
}

/** Whether an answer counts as given: null, '', blank text and an empty list do not. */
export function hasAnswer(answer: Answer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'number') return Number.isFinite(answer);
  return true;
}

function asBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toUpperCase();
  if (s === 'S' || s === 'TRUE' || s === 'SIM' || s === 'Y' || s === 'YES') return true;
  if (s === 'N' || s === 'FALSE' || s === 'NAO' || s === 'NÃO' || s === 'NO') return false;
  return null;
}

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** DD/MM/YYYY to YYYYMMDD so dates order as text; other strings unchanged. */
function sortableText(v: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  return m ? `${m[3]}${m[2]}${m[1]}` : v.trim();
}

/** ==, <= and >= of two scalars: booleans, then numbers, then text (dates in order). Null when they cannot be compared. */
function compareScalars(answer: unknown, value: boolean | OptionValue): number | null {
  if (typeof value === 'boolean') {
    const a = asBoolean(answer);
    return a === null ? null : a === value ? 0 : 1;
  }
  const an = asNumber(answer);
  const vn = asNumber(value);
  if (an !== null && vn !== null) return Math.sign(an - vn);
  if (typeof answer === 'boolean') return null;
  const a = sortableText(String(answer));
  const v = sortableText(String(value));
  return a === v ? 0 : a < v ? -1 : 1;
}

function sameOption(a: unknown, b: unknown): boolean {
  return String(a).trim() === String(b).trim();
}

/**
 * Whether a condition holds for the parent's answer. A list answer (checkbox):
 * - with a list value: == the same set, != not the same set, >= holds all of them, <= holds none other;
 * - with one value: == holds it, != does not hold it, >= / <= compare how many options are chosen with a number.
 * A one-value answer with a list value: == is one of them, != none of them; <= / >= do not hold.
 */
export function conditionHolds(condition: Condition, answer: Answer | undefined): boolean {
  if (!hasAnswer(answer)) return false;
  const { op, value } = condition;
  if (Array.isArray(answer)) {
    const has = (v: unknown) => answer.some((a) => sameOption(a, v));
    if (Array.isArray(value)) {
      const inValue = (a: unknown) => value.some((v) => sameOption(a, v));
      const superset = value.every(has);
      const subset = answer.every(inValue);
      if (op === '==') return superset && subset;
      if (op === '!=') return !(superset && subset);
      return op === '>=' ? superset : subset;
    }
    if (op === '==') return has(value);
    if (op === '!=') return !has(value);
    const n = asNumber(value);
    if (n === null || typeof value === 'boolean') return false;
    return op === '>=' ? answer.length >= n : answer.length <= n;
  }
  if (Array.isArray(value)) {
    const isOne = value.some((v) => compareScalars(answer, v) === 0);
    if (op === '==') return isOne;
    if (op === '!=') return !isOne;
    return false;
  }
  const c = compareScalars(answer, value);
  if (c === null) return op === '!=';
  if (op === '==') return c === 0;
  if (op === '!=') return c !== 0;
  return op === '>=' ? c >= 0 : c <= 0;
}

/** A child shows when its parent has an answer and its condition (if any) holds; a malformed condition hides it. */
export function childVisible(child: Question, parentAnswer: Answer | undefined): boolean {
  if (!hasAnswer(parentAnswer)) return false;
  const text = child.conditionToShow?.trim();
  if (!text) return true;
  const parsed = parseCondition(text);
  return parsed.ok && conditionHolds(parsed.condition, parentAnswer);
}

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
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
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
