import { describe, expect, it } from 'vitest';
import { formatDocument, isMaskedDocument, maskDocument } from './documents';

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

describe('formatDocument', () => {
  it('formats a CPF, keeps a masked CPF masked and other documents as stored', () => {
    expect(formatDocument('52998224725', 'cpf')).toBe('529.982.247-25');
    expect(formatDocument('529.982.247-25', 'cpf')).toBe('529.982.247-25');
    expect(formatDocument('***.982.247-**', 'cpf')).toBe('***.982.247-**');
    expect(formatDocument(maskDocument('52998224725'), 'cpf')).toBe('***.982.247-**');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12345678901')).toBe('12345678901');
    expect(formatDocument('AB123456')).toBe('AB123456');
    expect(formatDocument('****3456')).toBe('****3456');
    expect(formatDocument('  ', 'cpf')).toBeNull();
    expect(formatDocument(undefined)).toBeNull();
  });
});
