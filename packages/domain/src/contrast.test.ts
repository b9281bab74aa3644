import { describe, expect, it } from 'vitest';
import { AA, contrastRatio, isHexColour, themeColourVerdict } from './contrast';

describe('contrast (WCAG 2.x)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1, #777777 is 4.48:1 (the AA threshold lies between them).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#3a547b')).toBe(contrastRatio('#3a547b', '#ffffff'));
  });

  it('passes a theme colour only when white text on it reaches AA', () => {
    expect(themeColourVerdict('#767676')).toEqual({ ratio: 4.54, passes: true });
    expect(themeColourVerdict('#777777').passes).toBe(false);
    expect(themeColourVerdict('#3A547B').passes).toBe(true);
    expect(themeColourVerdict('#fcb900').passes).toBe(false);
    expect(themeColourVerdict('#ffffff')).toEqual({ ratio: 1, passes: false });
    expect(AA).toBe(4.5);
  });

  it('reads #rrggbb only', () => {
    expect(isHexColour('#1d5d50')).toBe(true);
    expect(isHexColour('#1D5D50')).toBe(true);
    for (const bad of ['1d5d50', '#1d5d5', '#1d5d500', 'red', '#gggggg', '', null, undefined]) expect(isHexColour(bad)).toBe(false);
  });
});
