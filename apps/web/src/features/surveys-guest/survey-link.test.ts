import { npsOptions, type Question } from '@gm/domain/questionnaire';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/http';
import { groupIndexOf, questionErrors, wireQuestions } from './survey-answers';
import { isScale, linkRefusedError, maskDate, readSurveyLink, toggled } from './survey-link';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzdXJ2ZXkifQ.c2lnbmF0dXJl';

const nps: Question = {
  codPer: 1,
  grupo: 'Recomendação;;;Recommendation',
  tipoPer: 'radiobox',
  descrPer: 'Recomendaria?',
  options: npsOptions(),
  metric: 'nps',
  required: true,
  children: [
    { codPer: 2, grupo: 'Recomendação', tipoPer: 'texto', descrPer: 'O que mais gostou?', conditionToShow: '>=9' },
    { codPer: 3, grupo: 'Recomendação', tipoPer: 'texto', descrPer: 'O que melhorar?', conditionToShow: '<=8' },
  ],
};
const stay: Question = { codPer: 4, grupo: 'Estadia', tipoPer: 'date', descrPer: 'Quando chegou?' };

describe('the survey link', () => {
  it('reads the token, the follow-up questionnaire, the hotel code and the partner from the address', () => {
    expect(readSurveyLink('/reviewstay', `?t=${JWT}&locale=en`)).toEqual({
      token: JWT,
      chaveQue: null,
      chaveIns: null,
      partner: null,
      followUp: false,
    });
    expect(readSurveyLink('/follow-up/', `?t=${JWT}&q=NPS-abc123&h=hotel-demo`)).toMatchObject({
      chaveQue: 'nps-abc123',
      chaveIns: 'hotel-demo',
      followUp: true,
    });
    expect(readSurveyLink('/reviewstay-santa-clara', '').partner).toBe('santa-clara');
    expect(readSurveyLink('/ReviewStay-DM', '').partner).toBe('dm');
    expect(readSurveyLink('/reviewstay-hotel', '').partner).toBe('hotel');
    expect(readSurveyLink('/reviewstay-other', '').partner).toBeNull();
  });

  it('refuses what is not a token or a key instead of sending it', () => {
    expect(readSurveyLink('/reviewstay', '?t=abc').token).toBeNull();
    expect(readSurveyLink('/reviewstay', '').token).toBeNull();
    expect(readSurveyLink('/follow-up', `?t=${JWT}&q=<script>`).chaveQue).toBeNull();
  });

  it('tells a refused link from other failures', () => {
    expect(linkRefusedError(new ApiError('x', { http: 401, readable: true }))).toBe(true);
    expect(linkRefusedError(new ApiError('x', { http: 403, readable: true }))).toBe(true);
    expect(linkRefusedError(new ApiError('x', { http: 422, readable: true }))).toBe(false);
    expect(linkRefusedError(new Error('x'))).toBe(false);
  });
});

describe('refusals on questions', () => {
  it('keeps the first message of each questions.<codPer> path and ignores others', () => {
    expect(
      questionErrors([
        { path: 'questions.3', message: 'A' },
        { path: 'questions.3', message: 'B' },
        { path: 'questions', message: 'C' },
        { path: 'chaveIns', message: 'D' },
        { path: 'questions.12', message: 'E' },
      ]),
    ).toEqual({ 3: 'A', 12: 'E' });
  });

  it('finds the accordion group that holds a question, a child included', () => {
    const groups = [{ questions: [nps] }, { questions: [stay] }];
    expect(groupIndexOf(groups, 3)).toBe(0);
    expect(groupIndexOf(groups, 4)).toBe(1);
    expect(groupIndexOf(groups, 99)).toBe(-1);
  });
});

describe('what travels', () => {
  it('puts chaveQue on the first item and drops answers of hidden children', () => {
    const answered: Question[] = [{ ...nps, answer: 10, children: nps.children!.map((c) => ({ ...c, answer: 'x' })) }, stay];
    const sent = JSON.parse(wireQuestions(answered, 'nps-abc123', false)) as (Question & { chaveQue?: string })[];
    expect(sent[0]!.chaveQue).toBe('nps-abc123');
    expect(sent[1]!.chaveQue).toBeUndefined();
    expect(sent[0]!.children!.map((c) => c.answer)).toEqual(['x', null]);
  });

  it('a draft leaves out an answer not complete yet; sending keeps it for the server to refuse', () => {
    const half: Question[] = [nps, { ...stay, answer: '12/0' }];
    expect((JSON.parse(wireQuestions(half, 'k-000001', true)) as Question[])[1]!.answer).toBeNull();
    expect((JSON.parse(wireQuestions(half, 'k-000001', false)) as Question[])[1]!.answer).toBe('12/0');
  });
});

describe('controls', () => {
  it('masks a date as DD/MM/YYYY while typing', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('123')).toBe('12/3');
    expect(maskDate('12a03')).toBe('12/03');
    expect(maskDate('120320261')).toBe('12/03/2026');
  });

  it('shows the 0-10 question as a scale, another radiobox as a list', () => {
    expect(isScale(nps)).toBe(true);
    expect(isScale({ ...nps, metric: null })).toBe(true);
    expect(isScale({ ...nps, metric: null, options: npsOptions().slice(1) })).toBe(false);
  });

  it('turns checkbox options on and off, no options being no answer', () => {
    expect(toggled(null, 'a')).toEqual(['a']);
    expect(toggled(['a', 2], 2)).toEqual(['a']);
    expect(toggled(['a'], 'a')).toBeNull();
  });
});
