import { describe, expect, it } from 'vitest';
import { countsMode, progressOf } from './dashboard-progress';

describe('the progress modal tiers', () => {
  it('Ruim below m1, Razoável between, Ótimo above m2; the bar in thirds', () => {
    expect(progressOf(15, 30, 60)).toEqual({ tier: 'poor', fill: 16.7 });
    expect(progressOf(30, 30, 60)).toEqual({ tier: 'fair', fill: 33.3 });
    expect(progressOf(45, 30, 60)).toEqual({ tier: 'fair', fill: 50 });
    expect(progressOf(60, 30, 60)).toEqual({ tier: 'fair', fill: 66.7 });
    expect(progressOf(90, 30, 60)).toEqual({ tier: 'great', fill: 83.3 });
    expect(progressOf(500, 30, 60)).toEqual({ tier: 'great', fill: 100 });
    expect(progressOf(-20, 0, 50)).toEqual({ tier: 'poor', fill: 0 });
  });
  it('counts when m1 is 5', () => {
    expect(countsMode(5)).toBe(true);
    expect(countsMode(30)).toBe(false);
  });
});
