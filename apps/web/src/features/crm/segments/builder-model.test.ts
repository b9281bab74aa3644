import { describe, expect, it } from 'vitest';
import { addGroup, addRule, newRule, problems, removeAt, replaceRule, setCombinator, withOperator } from './builder-model';

describe('the filter builder model', () => {
  it('adds, changes and removes rules in nested groups without touching the rest', () => {
    let tree = addRule({ combinator: 'and', rules: [] }, []);
    tree = addGroup(tree, []);
    tree = addRule(tree, [1]);
    expect(tree).toEqual({
      combinator: 'and',
      rules: [newRule(), { combinator: 'or', rules: [newRule(), newRule()] }],
    });
    tree = replaceRule(tree, [1], 0, { field: 'state', op: 'in', value: ['SP'] });
    tree = setCombinator(tree, [1], 'and');
    tree = removeAt(tree, [1], 1);
    expect(tree.rules[1]).toEqual({ combinator: 'and', rules: [{ field: 'state', op: 'in', value: ['SP'] }] });
  });

  it('gives each operator a value of its shape and reports rules not ready', () => {
    expect(withOperator(newRule('lastStay'), 'between').value).toEqual(['', '']);
    expect(withOperator(newRule('stays'), 'between').value).toEqual([0, 0]);
    const tree = {
      combinator: 'and' as const,
      rules: [newRule('state'), { combinator: 'or' as const, rules: [withOperator(newRule('nights'), 'between'), newRule()] }],
    };
    expect(problems(tree)).toEqual({ '0': 'filter_value' });
    const bad = { combinator: 'and' as const, rules: [{ field: 'nights' as const, op: 'between' as const, value: [5, 2] }] };
    expect(problems(bad)).toEqual({ '0': 'filter_range' });
  });
});
