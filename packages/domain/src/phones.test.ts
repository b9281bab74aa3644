import { describe, expect, it } from 'vitest';
import { argentineNationalDigits, defaultPhoneCountry, formatPhone, isValidPhone, readPhone } from './phones';

describe('readPhone', () => {
  it('emits E.164 for Brazilian mobiles and landlines', () => {
    expect(readPhone('(11) 98765-4321')).toMatchObject({ valid: true, value: '+5511987654321', country: 'BR', mobile: true });
    expect(readPhone('11 3456-7890').value).toBe('+551134567890');
    expect(readPhone('+55 21 99876-5432').e164).toBe('+5521998765432');
  });
  it('refuses invalid numbers by country', () => {
    expect(readPhone('987654321').valid).toBe(false);
    expect(readPhone('(11) 8765-432').valid).toBe(false);
    expect(readPhone('').valid).toBe(false);
    expect(readPhone('abc').valid).toBe(false);
    expect(isValidPhone('+1 202 555 0143')).toBe(true);
  });
  it('uses the query country as default, else BR', () => {
    expect(defaultPhoneCountry('us')).toBe('US');
    expect(defaultPhoneCountry('xx')).toBe('BR');
    expect(defaultPhoneCountry(null)).toBe('BR');
    expect(readPhone('202 555 0143', { defaultCountry: 'US' }).value).toBe('+12025550143');
  });
  it('writes Argentine numbers as +54 and 10 national digits for Argentine hotels', () => {
    const mobile = readPhone('011 15 1234-5678', { defaultCountry: 'AR', institutionCountry: 'AR' });
    expect(mobile).toMatchObject({ valid: true, value: '+541112345678', e164: '+5491112345678', country: 'AR' });
    expect(readPhone('+54 9 11 1234-5678', { institutionCountry: 'AR' }).value).toBe('+541112345678');
    expect(readPhone('+54 11 4321-1234', { institutionCountry: 'AR' }).value).toBe('+541143211234');
  });
  it('keeps E.164 (with the mobile 9) for Argentine numbers elsewhere, and for others in Argentine hotels', () => {
    expect(readPhone('+54 9 11 1234-5678', { institutionCountry: 'BR' }).value).toBe('+5491112345678');
    expect(readPhone('(11) 98765-4321', { institutionCountry: 'AR' }).value).toBe('+5511987654321');
  });
  it('drops only a leading mobile 9 of an 11-digit national number', () => {
    expect(argentineNationalDigits('91112345678')).toBe('1112345678');
    expect(argentineNationalDigits('1143211234')).toBe('1143211234');
  });
});

describe('formatPhone', () => {
  it('shows stored phones in international form, the unparseable as stored, empty as null', () => {
    expect(formatPhone('+5511987654321')).toBe('+55 11 98765 4321');
    expect(formatPhone('11987654321')).toBe('+55 11 98765 4321');
    expect(formatPhone('+12025550123')).toMatch(/^\+1 202 555 0123$/);
    expect(formatPhone(' 123 ')).toBe('123');
    expect(formatPhone('')).toBeNull();
    expect(formatPhone(null)).toBeNull();
  });
});
