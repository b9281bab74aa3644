import { describe, expect, it } from 'vitest';
import { formatPlate, isValidPlate, mercosurFromOldBrazilian, normalisePlate, plateFormat } from './plates';

describe('plates', () => {
  it('recognises the Brazilian old and Mercosur formats', () => {
    expect(plateFormat('ABC-1234')).toBe('BR_OLD');
    expect(plateFormat('abc1d23')).toBe('BR_MERCOSUR');
    expect(isValidPlate('ABC 1D23', 'BR')).toBe(true);
  });
  it('recognises the Argentine old and Mercosur formats', () => {
    expect(plateFormat('ABC 123')).toBe('AR_OLD');
    expect(plateFormat('AB 123 CD')).toBe('AR_MERCOSUR');
    expect(isValidPlate('AB123CD', 'BR')).toBe(false);
    expect(isValidPlate('ABC1234', 'AR')).toBe(false);
  });
  it('refuses anything else', () => {
    for (const p of ['', 'AB1234', 'ABCD123', '1234ABC', 'ABC12345', 'ABC1DD3', 'ÁBC1234']) expect(isValidPlate(p), p).toBe(false);
  });
  it('converts an old Brazilian plate to Mercosur (5th character 0->A ... 9->J)', () => {
    expect(mercosurFromOldBrazilian('AAA-0004')).toBe('AAA0A04');
    expect(mercosurFromOldBrazilian('ABC1934')).toBe('ABC1J34');
    expect(mercosurFromOldBrazilian('ABC1D23')).toBeNull();
  });
  it('normalises and formats for display', () => {
    expect(normalisePlate(' abc-1.234 ')).toBe('ABC1234');
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
    expect(formatPlate('ab123cd')).toBe('AB 123 CD');
    expect(formatPlate('abc123')).toBe('ABC 123');
  });
});
