import { authoringErrors, childVisible, npsOptions, type Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { blankPicker, choicesOf, conditionFromPicker, pickerFromCondition, pickerOps, valueInput } from './conditions';

const q = (tipoPer: Question['tipoPer'], extra: Partial<Question> = {}): Question => ({
  codPer: 1,
  grupo: 'G',
  tipoPer,
  descrPer: 'Pergunta',
  ...extra,
});
const nps = q('radiobox', { options: npsOptions(), metric: 'nps' });
const colours = q('checkbox', {
  options: [
    { codOpt: 1, value: 'azul', descrPer: 'Azul;;;Blue' },
    { codOpt: 2, value: 'verde', descrPer: 'Verde;;;Green' },
  ],
});

describe('the condition picker', () => {
  it('offers only comparisons that fit the parent and the input the value needs', () => {
    expect(pickerOps(q('boolean'))).toEqual(['eq', 'ne']);
    expect(valueInput(q('boolean'), 'eq')).toBe('boolean');
    expect(pickerOps(nps)).toContain('gte');
    expect(pickerOps(q('radiobox', { options: [{ codOpt: 1, value: 'a', descrPer: 'A' }] }))).not.toContain('gte');
    expect(pickerOps(colours)).toEqual(['includes', 'excludes', 'includesAll', 'exactly']);
    expect(valueInput(colours, 'includesAll')).toBe('choices');
    expect(valueInput(q('year'), 'gte')).toBe('number');
    expect(choicesOf(q('stars', { scale: 3 }), (t) => t).map((c) => c.value)).toEqual([1, 2, 3]);
  });

  it('writes the engine’s condition with the parent’s own value types', () => {
    expect(conditionFromPicker(nps, { op: 'gte', value: '9' })).toBe('>=9');
    expect(conditionFromPicker(q('boolean'), { op: 'eq', value: 'false' })).toBe('==false');
    expect(conditionFromPicker(colours, { op: 'includes', value: 'azul' })).toBe('=="azul"');
    expect(conditionFromPicker(colours, { op: 'exactly', value: ['azul', 'verde'] })).toBe('==["azul","verde"]');
    expect(conditionFromPicker(nps, { op: 'oneOf', value: ['0', '1'] })).toBe('==[0,1]');
    expect(conditionFromPicker(q('date'), { op: 'lte', value: '31/12/2026' })).toBe('<="31/12/2026"');
    expect(conditionFromPicker(q('smallText'), { op: 'eq', value: 'ok' })).toBe('=="ok"');
  });

  it('gives no condition until the value is chosen, or when it does not fit', () => {
    expect(conditionFromPicker(nps, blankPicker(nps))).toBeNull();
    expect(conditionFromPicker(nps, { op: 'eq', value: '11' })).toBeNull();
    expect(conditionFromPicker(q('boolean'), { op: 'gte', value: 'true' })).toBeNull();
    expect(conditionFromPicker(colours, { op: 'includesAll', value: [] })).toBeNull();
    expect(conditionFromPicker(q('year'), { op: 'eq', value: '20x6' })).toBeNull();
  });

  it('every condition it writes passes the engine’s authoring check and behaves as picked', () => {
    const cases: [Question, Parameters<typeof conditionFromPicker>[1], Question['answer'], boolean][] = [
      [nps, { op: 'gte', value: '9' }, 10, true],
      [nps, { op: 'lte', value: '6' }, 7, false],
      [q('boolean'), { op: 'eq', value: 'true' }, true, true],
      [colours, { op: 'includes', value: 'verde' }, ['azul', 'verde'], true],
      [colours, { op: 'exactly', value: ['azul'] }, ['azul', 'verde'], false],
      [q('stars'), { op: 'lte', value: '2' }, 1, true],
    ];
    for (const [parent, state, answer, shown] of cases) {
      const text = conditionFromPicker(parent, state)!;
      const child: Question = { codPer: 2, grupo: 'G', tipoPer: 'texto', descrPer: 'Por quê?', conditionToShow: text };
      expect(authoringErrors([{ ...parent, children: [child] }]), text).toEqual([]);
      expect(childVisible(child, answer), text).toBe(shown);
    }
  });

  it('reads a written condition back into the picker, and refuses one it cannot show', () => {
    expect(pickerFromCondition(nps, '>=9')).toEqual({ op: 'gte', value: '9' });
    expect(pickerFromCondition(colours, '>=["azul"]')).toEqual({ op: 'includesAll', value: ['azul'] });
    expect(pickerFromCondition(q('boolean'), '== true')).toEqual({ op: 'eq', value: 'true' });
    expect(pickerFromCondition(nps, '=>9')).toBeNull();
    expect(pickerFromCondition(q('boolean'), '>=3')).toBeNull();
    expect(pickerFromCondition(nps, '')).toBeNull();
  });
});
