import {
  type Condition,
  type ConditionValue,
  formatCondition,
  type OptionValue,
  parseCondition,
  type Question,
} from '@gm/domain/questionnaire';

/**
 * The condition picker's rules: staff choose a comparison and a value that fit the parent question's type, and the
 * picker writes the engine's condition text (formatCondition); nobody types '=='. Each comparison the picker offers
 * is one operator with one shape of value (decision 0043 gives their meaning):
 * - eq / ne / gte / lte: '==' '!=' '>=' '<=' with one value;
 * - oneOf / noneOf: '==' / '!=' with a list (a one-value answer is one of them / none of them);
 * - includes / excludes: '==' / '!=' with one option of a checkbox (chosen or not);
 * - includesAll / exactly: '>=' / '==' with a list of a checkbox's options (all of them / the same set).
 */
export const PICKER_OPS = ['eq', 'ne', 'gte', 'lte', 'oneOf', 'noneOf', 'includes', 'excludes', 'includesAll', 'exactly'] as const;
export type PickerOp = (typeof PICKER_OPS)[number];

const SHAPE: Record<PickerOp, { op: Condition['op']; list: boolean }> = {
  eq: { op: '==', list: false },
  ne: { op: '!=', list: false },
  gte: { op: '>=', list: false },
  lte: { op: '<=', list: false },
  oneOf: { op: '==', list: true },
  noneOf: { op: '!=', list: true },
  includes: { op: '==', list: false },
  excludes: { op: '!=', list: false },
  includesAll: { op: '>=', list: true },
  exactly: { op: '==', list: true },
};

/** How the value is chosen: yes/no, one of the parent's values, several of them, a typed number, text or date. */
export type ValueInput = 'boolean' | 'choice' | 'choices' | 'number' | 'text' | 'date';

/** A choice the value inputs offer: the stored value and the label (the option's text, or the number itself). */
export interface ValueChoice {
  value: OptionValue;
  label: string;
}

const numeric = (v: OptionValue) => typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(String(v).trim());

/** The parent's values a condition may name: its options, or 1..scale for stars. */
export function choicesOf(parent: Question, label: (descrPer: string) => string): ValueChoice[] {
  if (parent.tipoPer === 'stars') return Array.from({ length: parent.scale ?? 5 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  return (parent.options ?? []).map((o) => ({ value: o.value, label: label(o.descrPer) || String(o.value) }));
}

/** The comparisons that fit the parent's type (the first is the default). */
export function pickerOps(parent: Question): PickerOp[] {
  switch (parent.tipoPer) {
    case 'boolean':
    case 'texto':
    case 'smallText':
      return ['eq', 'ne'];
    case 'stars':
    case 'numberText':
    case 'year':
    case 'date':
      return ['eq', 'ne', 'gte', 'lte'];
    case 'radiobox':
      return (parent.options ?? []).every((o) => numeric(o.value))
        ? ['eq', 'ne', 'gte', 'lte', 'oneOf', 'noneOf']
        : ['eq', 'ne', 'oneOf', 'noneOf'];
    case 'checkbox':
      return ['includes', 'excludes', 'includesAll', 'exactly'];
  }
}

/** The input the value of a comparison needs under this parent. */
export function valueInput(parent: Question, op: PickerOp): ValueInput {
  if (SHAPE[op].list) return 'choices';
  switch (parent.tipoPer) {
    case 'boolean':
      return 'boolean';
    case 'stars':
    case 'radiobox':
    case 'checkbox':
      return 'choice';
    case 'numberText':
    case 'year':
      return 'number';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

/** What the picker holds: the comparison and the value as the inputs give it (text, or several texts). */
export interface PickerState {
  op: PickerOp;
  value: string | string[];
}

/** The parent's own value a picked text stands for (an option keeps its type: 9, not '9'). */
function valueFor(parent: Question, picked: string): OptionValue | boolean | null {
  const s = picked.trim();
  if (s === '') return null;
  if (parent.tipoPer === 'boolean') return s === 'true' ? true : s === 'false' ? false : null;
  if (parent.tipoPer === 'stars') return /^\d+$/.test(s) ? Number(s) : null;
  if (parent.tipoPer === 'radiobox' || parent.tipoPer === 'checkbox') {
    const option = (parent.options ?? []).find((o) => String(o.value) === s);
    return option ? option.value : null;
  }
  if (parent.tipoPer === 'numberText' || parent.tipoPer === 'year') return /^\d{1,15}$/.test(s) ? Number(s) : null;
  if (parent.tipoPer === 'date') return /^\d{2}\/\d{2}\/\d{4}$/.test(s) ? s : null;
  return s;
}

/** The condition text the picker stands for; null while the value is not chosen yet (or does not fit). */
export function conditionFromPicker(parent: Question, state: PickerState): string | null {
  const shape = SHAPE[state.op];
  if (!pickerOps(parent).includes(state.op)) return null;
  let value: ConditionValue;
  if (shape.list) {
    const picked = (Array.isArray(state.value) ? state.value : [state.value]).map((v) => valueFor(parent, v));
    if (picked.length === 0 || picked.some((v) => v === null || typeof v === 'boolean')) return null;
    value = picked as OptionValue[];
  } else {
    const one = valueFor(parent, Array.isArray(state.value) ? (state.value[0] ?? '') : state.value);
    if (one === null) return null;
    value = one;
  }
  return formatCondition({ op: shape.op, value });
}

/**
 * The picker's state for a condition already written (a published version, the default questionnaire); null when the
 * text cannot be shown in the picker (malformed, or not fitting the parent): the editor then offers to start again.
 */
export function pickerFromCondition(parent: Question, text: string | null | undefined): PickerState | null {
  if (!text?.trim()) return null;
  const parsed = parseCondition(text);
  if (!parsed.ok) return null;
  const { op, value } = parsed.condition;
  const list = Array.isArray(value);
  const candidates = pickerOps(parent).filter((p) => SHAPE[p].op === op && SHAPE[p].list === list);
  const picked = candidates[0];
  if (!picked) return null;
  const state: PickerState = { op: picked, value: list ? value.map(String) : String(value) };
  return conditionFromPicker(parent, state) === null ? null : state;
}

/** The default picker for a new condition under this parent: its first comparison, no value yet. */
export function blankPicker(parent: Question): PickerState {
  const op = pickerOps(parent)[0]!;
  return { op, value: SHAPE[op].list ? [] : '' };
}

/** Whether a comparison takes a list (the value input changes shape when the comparison does). */
export function takesList(op: PickerOp): boolean {
  return SHAPE[op].list;
}
