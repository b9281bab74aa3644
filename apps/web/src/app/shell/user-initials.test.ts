import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import { initials } from './initials';

describe("the user menu's initials (spec section 9)", () => {
  it('takes the first letters of the first and last names, upper-cased', () => {
    expect(initials('ana maria souza')).toBe('AS');
    expect(initials('  Élida ')).toBe('É');
  });
  it("falls back to 'HÓ' when the name has no letters", () => {
    expect(initials('   ')).toBe('');
    expect(pt.shell.userMenu.initialsFallback).toBe('HÓ');
    expect(en.shell.userMenu.initialsFallback).toBe('GU');
    expect(es.shell.userMenu.initialsFallback).toBe('HU');
  });
});
