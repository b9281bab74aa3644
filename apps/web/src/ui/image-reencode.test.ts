import { describe, expect, it } from 'vitest';
import { fitInside, jpegQualityFor, needsReencode, REENCODE_ABOVE_BYTES } from './image-reencode';

describe('client image re-encoding (spec section 5)', () => {
  it('re-encodes at 0.5 over 1 MB, keeps full quality otherwise', () => {
    expect(jpegQualityFor(REENCODE_ABOVE_BYTES + 1)).toBe(0.5);
    expect(jpegQualityFor(REENCODE_ABOVE_BYTES)).toBe(1);
    expect(jpegQualityFor(200_000)).toBe(1);
  });

  it('sends small JPEG, PNG and WebP as they are; re-encodes large ones and other formats', () => {
    expect(needsReencode(500_000, 'image/jpeg')).toBe(false);
    expect(needsReencode(500_000, 'image/png')).toBe(false);
    expect(needsReencode(2_000_000, 'image/jpeg')).toBe(true);
    expect(needsReencode(300_000, 'image/heic')).toBe(true);
    expect(needsReencode(300_000, '')).toBe(true);
  });

  it('caps the long side at 2560 px keeping the aspect ratio', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fitInside(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(fitInside(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});
