/** Child-question conditions (spec section 5) and which questions a guest sees: part of the engine (questionnaire.ts). */
import type { Answer, OptionValue, Question } from './questionnaire-model';

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

export function asNumber(v: unknown): number | null {
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

export function sameOption(a: unknown, b: unknown): boolean {
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
