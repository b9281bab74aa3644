import { describe, expect, it } from 'vitest';
import en from '../app/i18n/en.json';
import es from '../app/i18n/es.json';
import pt from '../app/i18n/pt.json';
import { initialsOf } from './initials';

describe('initials (spec section 9)', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Maria da Silva Souza', 'HÓ')).toBe('MS');
    expect(initialsOf('  ana ', 'HÓ')).toBe('A');
    expect(initialsOf('élida óliveira', 'HÓ')).toBe('ÉÓ');
  });
  it("falls back to 'HÓ' (and the English and Spanish words) when the name has no letters", () => {
    expect(initialsOf('', pt.shell.userMenu.initialsFallback)).toBe('HÓ');
    expect(initialsOf('   ', 'HÓ')).toBe('HÓ');
    expect(initialsOf(null, 'HÓ')).toBe('HÓ');
    expect(initialsOf('- .', 'HÓ')).toBe('HÓ');
    expect(en.shell.userMenu.initialsFallback).toBe('GU');
    expect(es.shell.userMenu.initialsFallback).toBe('HU');
  });
});
