import { describe, expect, it } from 'vitest';
import { phoneCountryOptions } from './phone-countries';

describe("the phone field's countries", () => {
  it('offers BR, US, AR and ES first, then the others by name in the language', () => {
    const pt = phoneCountryOptions('pt');
    expect(pt.slice(0, 4).map((o) => o.value)).toEqual(['BR', 'US', 'AR', 'ES']);
    expect(pt[0]!.label).toBe('Brasil (+55)');
    expect(pt[4]).toMatchObject({ value: '', disabled: true });
    const rest = pt.slice(5).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pt')));
    expect(rest.some((l) => l.startsWith('Brasil'))).toBe(false);
    expect(phoneCountryOptions('en')[1]!.label).toBe('United States (+1)');
  });
});
