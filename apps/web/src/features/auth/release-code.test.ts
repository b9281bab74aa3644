import { isValidReleaseCode } from '@gm/domain/validators';
import { describe, expect, it } from 'vitest';
import { GENERATED_LENGTH, generateReleaseCode } from './release-code';

describe('generateReleaseCode', () => {
  it('draws six digits within the policy', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateReleaseCode();
      expect(code).toMatch(/^\d{6}$/);
      expect(isValidReleaseCode(code)).toBe(true);
    }
    expect(GENERATED_LENGTH).toBe(6);
  });

  it('skips bytes of 250 and above, so every digit is equally likely', () => {
    const bytes = [255, 250, 3, 251, 14, 249, 100, 7, 9, 252];
    const fill = (b: Uint8Array<ArrayBuffer>) => {
      b.fill(255);
      b.set(bytes.slice(0, b.length));
      return b;
    };
    expect(generateReleaseCode(fill)).toBe('349079');
  });
});
