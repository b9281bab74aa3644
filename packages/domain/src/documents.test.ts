import { describe, expect, it } from 'vitest';
import { isMaskedDocument, maskDocument } from './documents';

describe('maskDocument', () => {
  it('keeps the middle six digits of a CPF, typed or formatted', () => {
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
  });
  it('keeps the last four characters of another document', () => {
    expect(maskDocument('AB1234567')).toBe('*****4567');
    expect(maskDocument('X12')).toBe('***');
  });
  it('leaves empty and already masked values alone', () => {
    expect(maskDocument(null)).toBeNull();
    expect(maskDocument('')).toBeNull();
    expect(maskDocument('***.456.789-**')).toBe('***.456.789-**');
    expect(isMaskedDocument('***.456.789-**')).toBe(true);
    expect(isMaskedDocument('12345678909')).toBe(false);
  });
});
