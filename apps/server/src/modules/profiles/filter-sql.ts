import { FILTER_FIELDS, type FilterField, type FilterGroup, type FilterRule, isGroup } from '@gm/contracts/crm/segments-filters';

/**
 * A filter tree as SQL over guest_profiles (alias p): every field's expression is written here (a whitelist; the
 * tree names fields, never columns), every value is a parameter, and the operators are the few each field type
 * allows (the contract's schema has already refused anything else). Consent is the newest row of the channel.
 */

const consent = (channel: string) =>
  `COALESCE((SELECT c.granted FROM guest_profile_consents c WHERE c.profile_id = p.id AND c.channel = '${channel}'
              ORDER BY c.at DESC, c.id DESC LIMIT 1), false)`;

const EXPRESSIONS: Record<FilterField, string> = {
  stays: 'p.stays',
  nights: 'p.nights',
  spend: '(p.spend_cents / 100.0)',
  lastStay: 'p.last_stay',
  nextStay: 'p.next_stay',
  birthdayMonth: `to_char(p.birth_date, 'MM')`,
  state: 'p.state',
  country: 'p.country',
  language: 'p.language',
  bookingOrigin: 'p.booking_origins',
  preference: 'p.preferences',
  npsBand: `CASE WHEN p.last_nps IS NULL THEN 'none' WHEN p.last_nps >= 9 THEN 'promoter' WHEN p.last_nps >= 7 THEN 'passive' ELSE 'detractor' END`,
  consentEmail: consent('email'),
  consentWhatsapp: consent('whatsapp'),
  consentSms: consent('sms'),
};

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** Compiles the tree; `params` continue from `first` ($first is the first placeholder this part uses); day counts from the hotel's today. */
export function compileFilter(tree: FilterGroup, first: number, todayIso: string): SqlPart {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  let todayParam: string | null = null;
  const today = () => {
    todayParam ??= `${p(todayIso)}::date`;
    return todayParam;
  };
  const rule = (r: FilterRule): string => {
    const x = EXPRESSIONS[r.field];
    const type = FILTER_FIELDS[r.field].type;
    const v = r.value;
    const pair = Array.isArray(v) ? v : [v, v];
    const cast = type === 'date' ? '::date' : type === 'number' ? '::numeric' : '';
    switch (r.op) {
      case 'eq':
        return `${x} = ${p(v)}::numeric`;
      case 'gte':
        return `${x} >= ${p(v)}::numeric`;
      case 'lte':
        return `${x} <= ${p(v)}::numeric`;
      case 'between':
        return `${x} BETWEEN ${p(pair[0])}${cast} AND ${p(pair[1])}${cast}`;
      case 'after':
        return `${x} > ${p(v)}::date`;
      case 'before':
        return `${x} < ${p(v)}::date`;
      case 'withinLastDays':
        return `${x} BETWEEN ${today()} - ${p(v)}::int AND ${today()}`;
      case 'withinNextDays':
        return `${x} BETWEEN ${today()} AND ${today()} + ${p(v)}::int`;
      case 'in':
        return `${x} = ANY(${p(pair.map(String))}::text[])`;
      case 'notIn':
        return `(${x} IS NULL OR NOT (${x} = ANY(${p(pair.map(String))}::text[])))`;
      case 'has':
        return `${x} @> ARRAY[${p(String(v))}::text]`;
      case 'hasNot':
        return `NOT (${x} @> ARRAY[${p(String(v))}::text])`;
      case 'is':
        return `${x} = ${p(v === true)}::boolean`;
    }
  };
  const group = (g: FilterGroup): string => {
    if (g.rules.length === 0) return 'true';
    const parts = g.rules.map((r) => (isGroup(r) ? group(r) : rule(r)));
    return `(${parts.join(g.combinator === 'and' ? ' AND ' : ' OR ')})`;
  };
  return { sql: group(tree), params };
}
