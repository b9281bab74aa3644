import { describe, expect, it } from 'vitest';
import { binOf, legendOf } from './bins';

describe('choropleth classes', () => {
  it('puts zero apart and the largest count in the top class', () => {
    expect(binOf(0, 100)).toBe(0);
    expect(binOf(1, 100)).toBe(1);
    expect(binOf(20, 100)).toBe(1);
    expect(binOf(21, 100)).toBe(2);
    expect(binOf(100, 100)).toBe(5);
  });
  it('describes each class by its range, skipping empty ones for small counts', () => {
    expect(legendOf(100)).toEqual([
      { bin: 1, from: 1, to: 20 },
      { bin: 2, from: 21, to: 40 },
      { bin: 3, from: 41, to: 60 },
      { bin: 4, from: 61, to: 80 },
      { bin: 5, from: 81, to: 100 },
    ]);
    expect(legendOf(2).map((l) => l.bin)).toEqual([3, 5]);
    expect(legendOf(2).every((l) => binOf(l.from, 2) === l.bin && binOf(l.to, 2) === l.bin)).toBe(true);
  });
});
