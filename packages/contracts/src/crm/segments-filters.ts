import { z } from 'zod';
import { isoDate } from '../common';

/**
 * The segment filter tree (issue 15, docs/decisions/0050-crm-profiles-segments.md): groups of rules joined by
 * 'and' or 'or', nested up to three levels, over a closed list of profile fields. The server evaluates it in SQL
 * through a whitelist (each field's expression is the server's own; values always travel as parameters), and the
 * filter builder, GetAvailableExploreFiltersService and this schema read the same field list.
 */

export const FILTER_OPERATORS = {
  number: ['eq', 'gte', 'lte', 'between'],
  date: ['after', 'before', 'between', 'withinLastDays', 'withinNextDays'],
  text: ['in', 'notIn'],
  list: ['has', 'hasNot'],
  boolean: ['is'],
} as const;

export type FilterType = keyof typeof FILTER_OPERATORS;
export type FilterOperator = (typeof FILTER_OPERATORS)[FilterType][number];

/** Field -> its type and the legacy query column (the spec's ORIGEM is the booking's origin). */
export const FILTER_FIELDS = {
  stays: { type: 'number', query: 'QTDESTADIAS' },
  nights: { type: 'number', query: 'QTDDIARIAS' },
  spend: { type: 'number', query: 'VLRGASTO' },
  lastStay: { type: 'date', query: 'DTULTIMAESTADIA' },
  nextStay: { type: 'date', query: 'DTPROXIMAESTADIA' },
  birthdayMonth: { type: 'text', query: 'MESANIVERSARIO' },
  state: { type: 'text', query: 'ESTADO' },
  country: { type: 'text', query: 'PAIS' },
  language: { type: 'text', query: 'IDIOMA' },
  bookingOrigin: { type: 'list', query: 'ORIGEM' },
  preference: { type: 'list', query: 'PREFERENCIA' },
  npsBand: { type: 'text', query: 'FAIXANPS' },
  consentEmail: { type: 'boolean', query: 'OPTINEMAIL' },
  consentWhatsapp: { type: 'boolean', query: 'OPTINWHATSAPP' },
  consentSms: { type: 'boolean', query: 'OPTINSMS' },
} as const satisfies Record<string, { type: FilterType; query: string }>;

export type FilterField = keyof typeof FILTER_FIELDS;
export const filterFieldNames = Object.keys(FILTER_FIELDS) as [FilterField, ...FilterField[]];

const MAX_DEPTH = 3;
const MAX_RULES = 30;

const scalar = z.union([z.number().finite(), z.string().trim().min(1).max(120), z.boolean()]);

export const filterRule = z.object({
  field: z.enum(filterFieldNames),
  op: z.enum(['eq', 'gte', 'lte', 'between', 'after', 'before', 'withinLastDays', 'withinNextDays', 'in', 'notIn', 'has', 'hasNot', 'is']),
  value: z.union([scalar, z.array(scalar).min(1).max(50)]),
});
export type FilterRule = z.infer<typeof filterRule>;

export interface FilterGroup {
  combinator: 'and' | 'or';
  rules: (FilterRule | FilterGroup)[];
}

const groupShape: z.ZodType<FilterGroup> = z.lazy(() =>
  z.object({ combinator: z.enum(['and', 'or']), rules: z.array(z.union([filterRule, groupShape])).max(MAX_RULES) }),
);

export const isGroup = (r: FilterRule | FilterGroup): r is FilterGroup => 'combinator' in r;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1e9;
const isDay = (v: unknown): v is string => typeof v === 'string' && isoDate.safeParse(v).success;

/** Why a rule's value does not fit its field and operator (a message key), or null. */
export function ruleProblem(r: FilterRule): string | null {
  const { type } = FILTER_FIELDS[r.field];
  if (!(FILTER_OPERATORS[type] as readonly string[]).includes(r.op)) return 'filter_operator';
  const v = r.value;
  const pair = (ok: (x: unknown) => boolean) => Array.isArray(v) && v.length === 2 && ok(v[0]) && ok(v[1]) && String(v[0]) <= String(v[1]);
  switch (r.op) {
    case 'between':
      if (type === 'number')
        return Array.isArray(v) && v.length === 2 && isNumber(v[0]) && isNumber(v[1]) && v[0] <= v[1] ? null : 'filter_range';
      return pair(isDay) ? null : 'filter_range';
    case 'eq':
    case 'gte':
    case 'lte':
      return isNumber(v) ? null : 'filter_value';
    case 'after':
    case 'before':
      return isDay(v) ? null : 'invalid_date';
    case 'withinLastDays':
    case 'withinNextDays':
      return isNumber(v) && Number.isInteger(v) && v >= 1 && v <= 3660 ? null : 'filter_value';
    case 'in':
    case 'notIn':
      return Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : 'filter_value';
    case 'has':
    case 'hasNot':
      return typeof v === 'string' ? null : 'filter_value';
    case 'is':
      return typeof v === 'boolean' ? null : 'filter_value';
  }
}

function countRules(g: FilterGroup): number {
  return g.rules.reduce((n, r) => n + (isGroup(r) ? countRules(r) : 1), 0);
}

function checkGroup(g: FilterGroup, depth: number, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (depth > MAX_DEPTH) ctx.addIssue({ code: 'custom', path, message: 'filter_depth' });
  g.rules.forEach((r, i) => {
    if (isGroup(r)) checkGroup(r, depth + 1, [...path, 'rules', i], ctx);
    else {
      const problem = ruleProblem(r);
      if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'rules', i, 'value'], message: problem });
    }
  });
}

/** A whole filter: at most three levels and thirty rules, each value fitting its field and operator. */
export const filterTree = groupShape.superRefine((g, ctx) => {
  checkGroup(g, 1, [], ctx);
  if (countRules(g) > MAX_RULES) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'filter_too_many' });
});

export const emptyFilter: FilterGroup = { combinator: 'and', rules: [] };
