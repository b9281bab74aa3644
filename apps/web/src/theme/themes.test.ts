import { AA, contrastRatio, hexToRgb } from '@gm/domain/contrast';
import { describe, expect, it } from 'vitest';
import { accessibleShade, paletteFrom } from './color';
import { findTheme, NEUTRAL_THEME, PARTNER_THEMES, resolveTheme, withHotelLook } from './themes';

describe('themes as data', () => {
  it('has the neutral theme and 13 partner themes with unique keys', () => {
    expect(NEUTRAL_THEME.primaryColor).toBe('#3a547b');
    expect(PARTNER_THEMES).toHaveLength(13);
    expect(new Set(PARTNER_THEMES.map((t) => t.key)).size).toBe(13);
    expect(PARTNER_THEMES.some((t) => t.key === NEUTRAL_THEME.key)).toBe(false);
  });
  it("includes the spec's partner colours and only 35 or 75 px logos", () => {
    const colours = PARTNER_THEMES.map((t) => t.primaryColor.slice(1));
    for (const c of ['1d5d50', 'fcb900', '0f68bc', '339933', '919191']) expect(colours).toContain(c);
    for (const t of [NEUTRAL_THEME, ...PARTNER_THEMES]) {
      expect([35, 75]).toContain(t.logoHeight);
      expect(() => hexToRgb(t.primaryColor)).not.toThrow();
      for (const k of [t.registrationStepTitle, t.docsStepTitle, t.verifyStepTitle]) expect(k).toMatch(/^theme\.steps\./);
    }
    expect(new Set(PARTNER_THEMES.map((t) => t.logoHeight))).toEqual(new Set([35, 75]));
  });
  it("makes the demo partner hotel's THEME a real theme", () => {
    expect(findTheme('parceira-verde')?.primaryColor).toBe('#1d5d50');
  });
  it('lets the theme parameter win over the institution, and falls back to neutral', () => {
    expect(resolveTheme('sol-dourado', 'parceira-verde').key).toBe('sol-dourado');
    expect(resolveTheme(null, 'parceira-verde').key).toBe('parceira-verde');
    expect(resolveTheme('no-such-theme', null)).toBe(NEUTRAL_THEME);
    expect(resolveTheme('SOL-DOURADO', null).key).toBe('sol-dourado');
  });
});

describe('colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
  });
  it('keeps the brand colour at shade 6 and orders shades light to dark', () => {
    const p = paletteFrom('#0f68bc');
    expect(p[6]).toBe('#0f68bc');
    for (let i = 1; i < 10; i++) expect(contrastRatio(p[i]!, '#ffffff')).toBeGreaterThan(contrastRatio(p[i - 1]!, '#ffffff'));
  });
  it('picks a primary shade with AA contrast against white for every theme, darker for light brands', () => {
    for (const t of [NEUTRAL_THEME, ...PARTNER_THEMES]) {
      const p = paletteFrom(t.primaryColor);
      expect(contrastRatio(p[accessibleShade(p)]!, '#ffffff'), t.key).toBeGreaterThanOrEqual(AA);
    }
    expect(accessibleShade(paletteFrom('#3a547b'))).toBe(6);
    expect(accessibleShade(paletteFrom('#fcb900'))).toBeGreaterThan(6);
    expect(accessibleShade(paletteFrom('#919191'))).toBeGreaterThan(6);
  });
});

describe("the hotel's own look (basic settings)", () => {
  it('puts the hotel colour and logo over the theme, keeping its key and step titles', () => {
    const partner = findTheme('sol-dourado')!;
    const look = withHotelLook(partner, { colour: '#1d5d50', logoUrl: '/institutions/3/logo?v=abc', name: 'Hotel X' });
    expect(look).toMatchObject({
      key: 'sol-dourado',
      primaryColor: '#1d5d50',
      logoUrl: '/institutions/3/logo?v=abc',
      hotelName: 'Hotel X',
      docsStepTitle: partner.docsStepTitle,
    });
    expect(withHotelLook(partner, { colour: null, logoUrl: '/l', name: 'Hotel X' }).primaryColor).toBe(partner.primaryColor);
    expect(withHotelLook(partner, { colour: null, logoUrl: null, name: 'Hotel X' })).toBe(partner);
  });
});
