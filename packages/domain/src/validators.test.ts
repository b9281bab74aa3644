import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidCpf, isValidEmail, isValidReleaseCode, maskCpf } from './validators';

describe('validators', () => {
  it('e-mail', () => {
    expect(isValidEmail('admin@demo.test')).toBe(true);
    expect(isValidEmail(' a.b+c@x.com.br ')).toBe(true);
    for (const bad of ['', 'a', 'a@', '@b.c', 'a@b', 'a b@c.d', 'a@b..c', null, undefined]) {
      expect(isValidEmail(bad as string)).toBe(false);
    }
  });
  it('CPF check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234')).toBe(false);
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
  });
  it('password and release code', () => {
    expect(isStrongPassword('demo1234')).toBe(true);
    expect(isStrongPassword('short1')).toBe(false);
    expect(isStrongPassword('onlyletters')).toBe(false);
    expect(isValidReleaseCode('1234')).toBe(true);
    expect(isValidReleaseCode('12a4')).toBe(false);
  });
});
