import type { Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { answerText } from './review-answers';

const t = (key: string, p: Record<string, string | number> = {}) => `${key}${Object.keys(p).length ? JSON.stringify(p) : ''}`;
const q = (tipoPer: Question['tipoPer'], extra: Partial<Question> = {}): Question => ({
  codPer: 1,
  grupo: 'G',
  tipoPer,
  descrPer: 'Q',
  ...extra,
});
const options = [
  { codOpt: 1, value: 'wifi', descrPer: 'Wi-Fi;;;Wi-Fi;;;Wi-Fi' },
  { codOpt: 2, value: 'spa', descrPer: 'Spa;;;Spa;;;Spa' },
  { codOpt: 3, value: 'bar', descrPer: 'Bar da piscina;;;Pool bar;;;Bar de la piscina' },
];

describe('answerText', () => {
  it('words each type of answer for the reader', () => {
    expect(answerText(q('boolean'), true, 'pt', t)).toBe('surveys.review.yes');
    expect(answerText(q('boolean'), false, 'pt', t)).toBe('surveys.review.no');
    expect(answerText(q('stars', { scale: 5 }), 4, 'pt', t)).toBe('surveys.review.starsOfScale{"stars":4,"scale":5}');
    expect(answerText(q('checkbox', { options }), ['bar', 'wifi'], 'en', t)).toBe('Pool bar, Wi-Fi');
    expect(answerText(q('radiobox', { options }), 'bar', 'es', t)).toBe('Bar de la piscina');
    expect(answerText(q('radiobox', { options }), 'sauna', 'es', t)).toBe('sauna');
    expect(answerText(q('texto'), 'Ótimo', 'pt', t)).toBe('Ótimo');
  });

  it("words a date in the reader's language, and leaves text that is not a date as typed", () => {
    expect(answerText(q('date'), '05/03/2026', 'pt', t)).toBe('5 de mar. de 2026');
    expect(answerText(q('date'), '05/03/2026', 'en', t)).toBe('Mar 5, 2026');
    expect(answerText(q('date'), '05/03/2026', 'es', t)).toBe('5 mar 2026');
    expect(answerText(q('date'), 'março', 'pt', t)).toBe('março');
  });

  it('says when a question was not answered', () => {
    for (const a of [null, undefined, '', []])
      expect(answerText(q('checkbox', { options }), a as never, 'pt', t)).toBe('surveys.review.notAnswered');
  });
});
