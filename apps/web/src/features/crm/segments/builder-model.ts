import {
  FILTER_FIELDS,
  FILTER_OPERATORS,
  type FilterField,
  type FilterGroup,
  type FilterOperator,
  type FilterRule,
  isGroup,
  ruleProblem,
} from '@gm/contracts/crm/segments-filters';

/**
 * The filter builder's rules as pure functions (unit tested): a rule's default operator and value when its field
 * or operator changes, a path into the tree, the edits (add, remove, change) returning a new tree, and whether the
 * tree can be evaluated yet (a rule still being typed keeps the last good count on screen).
 */
export type Path = readonly number[];

export function defaultValue(field: FilterField, op: FilterOperator): FilterRule['value'] {
  const type = FILTER_FIELDS[field].type;
  if (op === 'between') return type === 'date' ? ['', ''] : [0, 0];
  if (op === 'withinLastDays' || op === 'withinNextDays') return 30;
  if (op === 'in' || op === 'notIn') return [];
  if (op === 'has' || op === 'hasNot') return '';
  if (op === 'is') return true;
  if (op === 'after' || op === 'before') return '';
  return type === 'number' ? 1 : '';
}

export function newRule(field: FilterField = 'stays'): FilterRule {
  const op = FILTER_OPERATORS[FILTER_FIELDS[field].type][0] as FilterOperator;
  return { field, op, value: defaultValue(field, op) };
}

export function withOperator(rule: FilterRule, op: FilterOperator): FilterRule {
  return { ...rule, op, value: defaultValue(rule.field, op) };
}

function update(group: FilterGroup, path: Path, fn: (g: FilterGroup) => FilterGroup): FilterGroup {
  if (path.length === 0) return fn(group);
  const [i, ...rest] = path;
  return {
    ...group,
    rules: group.rules.map((r, k) => (k === i && isGroup(r) ? update(r, rest, fn) : r)),
  };
}

export function addRule(tree: FilterGroup, groupPath: Path): FilterGroup {
  return update(tree, groupPath, (g) => ({ ...g, rules: [...g.rules, newRule()] }));
}

export function addGroup(tree: FilterGroup, groupPath: Path): FilterGroup {
  return update(tree, groupPath, (g) => ({
    ...g,
    rules: [...g.rules, { combinator: g.combinator === 'and' ? 'or' : 'and', rules: [newRule()] }],
  }));
}

export function removeAt(tree: FilterGroup, groupPath: Path, index: number): FilterGroup {
  return update(tree, groupPath, (g) => ({ ...g, rules: g.rules.filter((_, k) => k !== index) }));
}

export function replaceRule(tree: FilterGroup, groupPath: Path, index: number, rule: FilterRule): FilterGroup {
  return update(tree, groupPath, (g) => ({ ...g, rules: g.rules.map((r, k) => (k === index ? rule : r)) }));
}

export function setCombinator(tree: FilterGroup, groupPath: Path, combinator: 'and' | 'or'): FilterGroup {
  return update(tree, groupPath, (g) => ({ ...g, combinator }));
}

/** The rules that cannot be evaluated yet, by path ('0', '2.1'): each with its message key. */
export function problems(tree: FilterGroup, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  tree.rules.forEach((r, i) => {
    const path = prefix ? `${prefix}.${i}` : String(i);
    if (isGroup(r)) Object.assign(out, problems(r, path));
    else {
      const p = emptyValue(r) ? 'filter_value' : ruleProblem(r);
      if (p) out[path] = p;
    }
  });
  return out;
}

function emptyValue(r: FilterRule): boolean {
  const v = r.value;
  return v === '' || (Array.isArray(v) && (v.length === 0 || v.some((x) => x === '')));
}

export const depthOf = (path: Path) => path.length + 1;
