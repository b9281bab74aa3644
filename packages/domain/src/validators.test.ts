import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidCnpj, isValidCpf, isValidEmail, isValidReleaseCode, maskCnpj, maskCpf } from './validators';

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
  it('CNPJ check digits, masked or digits', () => {
    // Receita Federal's examples and a few computed by hand.
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('04.252.011/0001-10')).toBe(true);
    expect(isValidCnpj(' 40.688.134/0001-61 ')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8a')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('1122233300')).toBe('11.222.333/00');
  });
});
