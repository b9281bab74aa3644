import { type Question, visibleQuestions } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  asNpsQuestion,
  findQuestion,
  moveQuestion,
  newGroupName,
  nextCode,
  optionValueOf,
  removeQuestion,
  renameGroup,
  serverQuestionErrors,
  updateQuestion,
  withType,
} from './editor-model';

const A = 'A;;;A;;;A';
const B = 'B;;;B;;;B';
const base: Question[] = [
  { codPer: 1, grupo: A, tipoPer: 'boolean', descrPer: 'um', children: [{ codPer: 5, grupo: A, tipoPer: 'texto', descrPer: 'cinco' }] },
  { codPer: 2, grupo: B, tipoPer: 'stars', descrPer: 'dois', scale: 5 },
  { codPer: 3, grupo: A, tipoPer: 'smallText', descrPer: 'três' },
];
const codes = (list: Question[]) => list.map((q) => q.codPer);

describe('the questionnaire editor’s rules', () => {
  it('gives new questions a code no question of the tree uses', () => {
    expect(nextCode(base)).toBe(6);
    const { questions, codPer } = addQuestion(base, { parent: 1 }, 'radiobox');
    expect(codPer).toBe(6);
    const child = findQuestion(questions, 6)!;
    expect(child.parent?.codPer).toBe(1);
    expect(child.question.grupo).toBe(A);
    expect(child.question.options).toHaveLength(2);
  });

  it('adds a top-level question at the end of its group', () => {
    const { questions } = addQuestion(base, { grupo: A }, 'year');
    expect(codes(questions)).toEqual([1, 2, 3, 6]);
    const { questions: inB } = addQuestion(base, { grupo: B }, 'date');
    expect(codes(inB)).toEqual([1, 2, 6, 3]);
  });

  it('moves a question within its group and never past an end', () => {
    expect(codes(moveQuestion(base, 3, -1))).toEqual([3, 2, 1]);
    expect(codes(moveQuestion(base, 1, -1))).toEqual([1, 2, 3]);
    expect(codes(moveQuestion(base, 2, 1))).toEqual([1, 2, 3]);
    const nested = addQuestion(base, { parent: 1 }, 'texto').questions;
    expect(codes(findQuestion(moveQuestion(nested, 6, -1), 1)!.question.children!)).toEqual([6, 5]);
  });

  it('removes a question with its children, and changes one anywhere in the tree', () => {
    expect(codes(removeQuestion(base, 1))).toEqual([2, 3]);
    const changed = updateQuestion(base, 5, (q) => ({ ...q, required: true }));
    expect(findQuestion(changed, 5)!.question.required).toBe(true);
    expect(base[0]!.children![0]!.required).toBeUndefined();
  });

  it('keeps what a type needs when the type changes', () => {
    const stars = withType({ codPer: 9, grupo: A, tipoPer: 'radiobox', descrPer: 'x', metric: 'nps', options: [] }, 'stars');
    expect(stars).toMatchObject({ tipoPer: 'stars', scale: 5 });
    expect(stars.metric).toBeUndefined();
    expect(stars.options).toBeUndefined();
    expect(asNpsQuestion(stars).options).toHaveLength(11);
  });

  it('renames a group in every question of it, and names new groups apart', () => {
    const renamed = renameGroup(base, A, 'Quarto;;;Room;;;Habitación');
    expect(renamed.filter((q) => q.grupo === 'Quarto;;;Room;;;Habitación').map((q) => q.codPer)).toEqual([1, 3]);
    expect(findQuestion(renamed, 5)!.question.grupo).toBe('Quarto;;;Room;;;Habitación');
    expect(newGroupName(base, (n) => `Grupo ${n}`)).toBe('Grupo 3');
    expect(newGroupName(base, (n) => (n === 3 ? A : `G${n}`))).toBe('G4');
  });

  it('reads option values as numbers when they are whole numbers', () => {
    expect(optionValueOf(' 7 ')).toBe(7);
    expect(optionValueOf('sim')).toBe('sim');
    expect(optionValueOf('1.5')).toBe('1.5');
  });

  it('puts the server’s refusals on their questions', () => {
    const m = serverQuestionErrors([
      { path: 'questions.5', message: 'x' },
      { path: 'questions.5', message: 'y' },
      { path: 'nome', message: 'z' },
    ]);
    expect([...m.entries()]).toEqual([[5, ['x', 'y']]]);
  });

  it('the draft is the engine’s tree: the preview shows a child only when its condition holds', () => {
    const draft = updateQuestion(base, 5, (q) => ({ ...q, conditionToShow: '==false' }));
    const answered = updateQuestion(draft, 1, (q) => ({ ...q, answer: true }));
    expect(visibleQuestions(answered).map((v) => v.question.codPer)).toEqual([1, 2, 3]);
    const no = updateQuestion(draft, 1, (q) => ({ ...q, answer: false }));
    expect(visibleQuestions(no).map((v) => v.question.codPer)).toEqual([1, 5, 2, 3]);
  });
});
