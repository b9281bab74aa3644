import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  authoringErrors,
  type Condition,
  conditionHolds,
  decodeText,
  encodeText,
  formatCondition,
  maskDigits,
  npsCategory,
  npsScore,
  parseCondition,
  type Question,
  settleAnswers,
  starClick,
  textIn,
  visibleQuestions,
  withAnswer,
} from './questionnaire';

const q = (codPer: number, tipoPer: Question['tipoPer'], extra: Partial<Question> = {}): Question => ({
  codPer,
  grupo: 'Estadia;;;Stay;;;Estancia',
  tipoPer,
  descrPer: `Pergunta ${codPer};;;Question ${codPer};;;Pregunta ${codPer}`,
  ...extra,
});
const opts = (...values: (string | number)[]) => values.map((value, i) => ({ codOpt: i + 1, value, descrPer: String(value) }));
const cond = (text: string): Condition => {
  const p = parseCondition(text);
  if (!p.ok) throw new Error(`bad condition ${text}`);
  return p.condition;
};

describe('multilingual texts', () => {
  it('reads each language and falls back to Portuguese, then to the first part with words', () => {
    expect(textIn('Bom;;;Good;;;Bueno', 'en')).toBe('Good');
    expect(textIn('Bom;;;Good;;;Bueno', 'es')).toBe('Bueno');
    expect(textIn('Bom;;;Good', 'es')).toBe('Bom');
    expect(textIn('Bom', 'en')).toBe('Bom');
    expect(textIn(';;;Good', 'es')).toBe('Good');
    expect(textIn(null, 'pt')).toBe('');
  });

  it('encodes and decodes the three parts (property)', () => {
    const part = fc.string().map((s) => s.replaceAll(';', ',').trim());
    fc.assert(
      fc.property(part, part, part, (pt, en, es) => {
        expect(decodeText(encodeText({ pt, en, es }))).toEqual({ pt, en, es });
      }),
    );
  });
});

describe('conditions', () => {
  it('reads the four operators with a JSON value and refuses the rest as authoring errors', () => {
    expect(parseCondition('=="S"')).toEqual({ ok: true, condition: { op: '==', value: 'S' } });
    expect(parseCondition('>= 4')).toEqual({ ok: true, condition: { op: '>=', value: 4 } });
    expect(parseCondition('!=[1,"a"]')).toEqual({ ok: true, condition: { op: '!=', value: [1, 'a'] } });
    expect(parseCondition('==true')).toEqual({ ok: true, condition: { op: '==', value: true } });
    expect(parseCondition('= 4')).toEqual({ ok: false, error: 'operator' });
    expect(parseCondition('<4')).toEqual({ ok: false, error: 'operator' });
    expect(parseCondition('==S')).toEqual({ ok: false, error: 'json' });
    expect(parseCondition('==')).toEqual({ ok: false, error: 'json' });
    expect(parseCondition('=={"a":1}')).toEqual({ ok: false, error: 'value' });
    expect(parseCondition('==null')).toEqual({ ok: false, error: 'value' });
    expect(parseCondition('==[[1]]')).toEqual({ ok: false, error: 'value' });
  });

  it('writes a condition the parser reads back (property)', () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    const value = fc.oneof(fc.boolean(), scalar, fc.array(fc.oneof(fc.string(), fc.integer())));
    fc.assert(
      fc.property(fc.constantFrom('==', '!=', '<=', '>=') as fc.Arbitrary<Condition['op']>, value, (op, v) => {
        const parsed = parseCondition(formatCondition({ op, value: v }));
        expect(parsed).toEqual({ ok: true, condition: { op, value: v === 0 ? 0 : v } });
      }),
    );
  });

  it('compares numbers, numeric text, dates and text', () => {
    expect(conditionHolds(cond('>=4'), 5)).toBe(true);
    expect(conditionHolds(cond('>=4'), 3)).toBe(false);
    expect(conditionHolds(cond('<=6'), '6')).toBe(true);
    expect(conditionHolds(cond('=="10"'), 10)).toBe(true);
    expect(conditionHolds(cond('=="Praia"'), 'Praia')).toBe(true);
    expect(conditionHolds(cond('!="Praia"'), 'Campo')).toBe(true);
    expect(conditionHolds(cond('>="01/02/2026"'), '15/01/2026')).toBe(false);
    expect(conditionHolds(cond('>="01/02/2026"'), '01/03/2025')).toBe(false);
    expect(conditionHolds(cond('>="01/02/2026"'), '02/02/2026')).toBe(true);
  });

  it('compares booleans, with the legacy S and N', () => {
    expect(conditionHolds(cond('==true'), true)).toBe(true);
    expect(conditionHolds(cond('==true'), 'S')).toBe(true);
    expect(conditionHolds(cond('==false'), 'N')).toBe(true);
    expect(conditionHolds(cond('!=true'), false)).toBe(true);
    expect(conditionHolds(cond('>=true'), true)).toBe(true);
    expect(conditionHolds(cond('==true'), 'talvez')).toBe(false);
    expect(conditionHolds(cond('!=true'), 'talvez')).toBe(true);
  });

  it('compares a checkbox list with a list: same set, holds all, holds none other', () => {
    expect(conditionHolds(cond('==["a","b"]'), ['b', 'a'])).toBe(true);
    expect(conditionHolds(cond('==["a","b"]'), ['a'])).toBe(false);
    expect(conditionHolds(cond('!=["a","b"]'), ['a'])).toBe(true);
    expect(conditionHolds(cond('>=["a"]'), ['a', 'c'])).toBe(true);
    expect(conditionHolds(cond('>=["a","b"]'), ['a', 'c'])).toBe(false);
    expect(conditionHolds(cond('<=["a","b"]'), ['a'])).toBe(true);
    expect(conditionHolds(cond('<=["a","b"]'), ['a', 'c'])).toBe(false);
    expect(conditionHolds(cond('==[1,2]'), ['2', '1'])).toBe(true);
  });

  it('compares a checkbox list with one value: holds it, or how many are chosen', () => {
    expect(conditionHolds(cond('=="wifi"'), ['wifi', 'spa'])).toBe(true);
    expect(conditionHolds(cond('!="wifi"'), ['spa'])).toBe(true);
    expect(conditionHolds(cond('>=2'), ['wifi', 'spa'])).toBe(true);
    expect(conditionHolds(cond('<=1'), ['wifi', 'spa'])).toBe(false);
    expect(conditionHolds(cond('>="x"'), ['wifi'])).toBe(false);
  });

  it('compares one value with a list: one of them, or none of them', () => {
    expect(conditionHolds(cond('==[1,2,3]'), 2)).toBe(true);
    expect(conditionHolds(cond('==[1,2,3]'), 5)).toBe(false);
    expect(conditionHolds(cond('!=[1,2,3]'), 5)).toBe(true);
    expect(conditionHolds(cond('>=[1,2]'), 5)).toBe(false);
  });

  it('never holds without an answer', () => {
    for (const a of [null, undefined, '', '  ', []] as (Answer | undefined)[]) {
      for (const c of ['==""', '!="x"', '>=0', '<=0', '!=[]']) expect(conditionHolds(cond(c), a)).toBe(false);
    }
  });

  const answers: fc.Arbitrary<Answer> = fc.oneof(
    fc.boolean(),
    fc.integer({ min: -5, max: 15 }),
    fc.constantFrom('S', 'N', 'a', 'b', '3', '01/02/2026'),
    fc.array(fc.constantFrom('a', 'b', 'c', 1, 2), { maxLength: 4 }),
  );
  const values = fc.oneof(
    fc.boolean(),
    fc.integer({ min: -5, max: 15 }),
    fc.constantFrom('S', 'a', 'b', '3'),
    fc.array(fc.constantFrom('a', 'b', 1, 2), { maxLength: 3 }),
  );

  it('!= is the opposite of == for every given answer (property)', () => {
    fc.assert(
      fc.property(answers, values, (a, v) => {
        fc.pre(a !== null && (!Array.isArray(a) || a.length > 0) && (typeof a !== 'string' || a !== ''));
        expect(conditionHolds({ op: '!=', value: v }, a)).toBe(!conditionHolds({ op: '==', value: v }, a));
      }),
    );
  });

  it('for numbers, <= and >= together mean == (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (a, v) => {
        const both = conditionHolds({ op: '<=', value: v }, a) && conditionHolds({ op: '>=', value: v }, a);
        expect(both).toBe(conditionHolds({ op: '==', value: v }, a));
        expect(conditionHolds({ op: '<=', value: v }, a) || conditionHolds({ op: '>=', value: v }, a)).toBe(true);
      }),
    );
  });
});

describe('child questions', () => {
  const tree = (): Question[] => [
    q(1, 'stars', {
      metric: 'rating',
      children: [
        q(2, 'texto', { conditionToShow: '<=2' }),
        q(3, 'boolean', { conditionToShow: '>=4', children: [q(4, 'smallText', { conditionToShow: '==true' })] }),
      ],
    }),
    q(5, 'checkbox', { options: opts('wifi', 'spa', 'bar'), children: [q(6, 'texto', { conditionToShow: '=="spa"' })] }),
    q(7, 'boolean', { children: [q(8, 'texto')] }),
  ];
  const codes = (qs: Question[]) => visibleQuestions(qs).map((v) => v.question.codPer);

  it('shows a child only when its parent has an answer and the condition holds', () => {
    let qs = tree();
    expect(codes(qs)).toEqual([1, 5, 7]);
    qs = withAnswer(qs, 1, 2);
    expect(codes(qs)).toEqual([1, 2, 5, 7]);
    qs = withAnswer(qs, 1, 5);
    expect(codes(qs)).toEqual([1, 3, 5, 7]);
    qs = withAnswer(qs, 3, true);
    expect(codes(qs)).toEqual([1, 3, 4, 5, 7]);
    qs = withAnswer(qs, 5, ['wifi', 'spa']);
    qs = withAnswer(qs, 7, false);
    expect(codes(qs)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    // The grandchild goes with its parent when the grandparent's answer changes.
    qs = withAnswer(qs, 1, 1);
    expect(codes(qs)).toEqual([1, 2, 5, 6, 7, 8]);
  });

  it('hides a child whose condition is malformed, and reports it as an authoring error', () => {
    const qs = [q(1, 'stars', { answer: 3, children: [q(2, 'texto', { conditionToShow: '=>3' })] })];
    expect(codes(qs)).toEqual([1]);
    expect(authoringErrors(qs)).toEqual([{ codPer: 2, code: 'condition-operator' }]);
  });

  it('discards answers to hidden questions, enforces visible required ones and checks types', () => {
    const qs = withAnswer(withAnswer(withAnswer(tree(), 1, 5), 2, 'era para sumir'), 3, true);
    const required = qs.map((x) => (x.codPer === 7 ? { ...x, required: true } : x));
    const settled = settleAnswers(required);
    const byCode = new Map(settled.questions.flatMap((x) => [x, ...(x.children ?? [])]).map((x) => [x.codPer, x]));
    expect(byCode.get(2)?.answer).toBeNull();
    expect(byCode.get(3)?.answer).toBe(true);
    expect(settled.errors).toEqual([{ codPer: 7, code: 'required' }]);
    const bad = settleAnswers(withAnswer(tree(), 1, 9));
    expect(bad.errors).toEqual([{ codPer: 1, code: 'invalid' }]);
    const badOption = settleAnswers(withAnswer(tree(), 5, ['sauna']));
    expect(badOption.errors).toEqual([{ codPer: 5, code: 'invalid' }]);
  });

  it('settling twice changes nothing, and never leaves an answer on a hidden question (property)', () => {
    const answerFor = fc.record({
      a1: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      a2: fc.option(fc.constantFrom('x', 'y'), { nil: null }),
      a3: fc.option(fc.boolean(), { nil: null }),
      a4: fc.option(fc.constantFrom('z'), { nil: null }),
      a5: fc.option(fc.subarray(['wifi', 'spa', 'bar'], { minLength: 1 }), { nil: null }),
      a6: fc.option(fc.constantFrom('w'), { nil: null }),
    });
    fc.assert(
      fc.property(answerFor, (a) => {
        let qs = tree();
        for (const [k, v] of Object.entries(a)) qs = withAnswer(qs, Number(k.slice(1)), v);
        const once = settleAnswers(qs).questions;
        expect(settleAnswers(once).questions).toEqual(once);
        const visible = new Set(visibleQuestions(once).map((v) => v.question.codPer));
        const walk = (list: Question[]): void => {
          for (const x of list) {
            if (!visible.has(x.codPer)) expect(x.answer ?? null).toBeNull();
            walk(x.children ?? []);
          }
        };
        walk(once);
      }),
    );
  });
});

describe('authoring errors', () => {
  it('names duplicate codes, missing options and text, and conditions that cannot hold', () => {
    const qs: Question[] = [
      q(1, 'radiobox', { options: [] }),
      q(1, 'boolean', { children: [q(2, 'texto', { conditionToShow: '>=3' })] }),
      q(3, 'texto', { descrPer: ';;;;;;', conditionToShow: '=="a"' }),
      q(4, 'stars', { scale: 40 }),
      q(5, 'checkbox', { options: opts('a', 'a') }),
    ];
    expect(authoringErrors(qs)).toEqual([
      { codPer: 1, code: 'no-options' },
      { codPer: 1, code: 'duplicate-code' },
      { codPer: 2, code: 'condition-never-holds' },
      { codPer: 3, code: 'no-text' },
      { codPer: 3, code: 'condition-without-parent' },
      { codPer: 4, code: 'bad-scale' },
      { codPer: 5, code: 'duplicate-option' },
    ]);
  });
});

describe('stars, masks and NPS', () => {
  it('clears the answer when the same star is clicked again', () => {
    expect(starClick(null, 4)).toBe(4);
    expect(starClick(4, 4)).toBeNull();
    expect(starClick(4, 2)).toBe(2);
  });

  it('keeps up to 32 digits for numbers and 4 for a year', () => {
    expect(maskDigits('12a3-4', 'year')).toBe('1234');
    expect(maskDigits('20265', 'year')).toBe('2026');
    expect(maskDigits('9'.repeat(40), 'numberText')).toHaveLength(32);
  });

  it('counts promoters minus detractors over all answers', () => {
    expect([0, 6, 7, 8, 9, 10, 11, -1, 5.5].map(npsCategory)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
      null,
      null,
      null,
    ]);
    expect(npsScore({ promoters: 6, passives: 2, detractors: 2 })).toBe(40);
    expect(npsScore({ promoters: 1, passives: 1, detractors: 1 })).toBe(0);
    expect(npsScore({ promoters: 2, passives: 0, detractors: 1 })).toBe(33.3);
    expect(npsScore({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
  });
});
