import { describe, expect, it } from 'vitest';
import { compose, isDatePrefix, maskDateDigits, pressNumeric, pressText, type TextKeyboardState } from './kiosk-keyboard';

const type = (keys: string[], start: TextKeyboardState = { value: '', dead: null }, max?: number) =>
  keys.reduce((s, k) => pressText(s, k, max), start);

describe('dead keys compose with the next key', () => {
  it.each([
    ['´', 'a', 'á'],
    ['~', 'a', 'ã'],
    ['^', 'a', 'â'],
    ['`', 'a', 'à'],
    ['¨', 'u', 'ü'],
    ['~', 'o', 'õ'],
    ['^', 'E', 'Ê'],
    ['´', 'c', 'ç'],
  ] as const)('%s then %s gives %s', (dead, key, out) => {
    expect(type([dead, key]).value).toBe(out);
    expect(compose(dead, key)).toBe(out);
  });
  it('types a whole Portuguese name with accents: João Conceição', () => {
    const keys = ['J', 'o', '~', 'a', 'o', '{space}', 'C', 'o', 'n', 'c', 'e', 'i', '´', 'c', '~', 'a', 'o'];
    expect(type(keys).value).toBe('João Conceição');
  });
  it('a dead key waits: nothing shows until its letter, and a backspace drops it', () => {
    expect(type(['a', '´'])).toEqual({ value: 'a', dead: '´' });
    expect(type(['a', '´', '{bksp}'])).toEqual({ value: 'a', dead: null });
  });
  it('a key that does not compose gives the accent then the key; space gives the accent alone', () => {
    expect(type(['~', 'x']).value).toBe('~x');
    expect(type(['^', '{space}']).value).toBe('^');
    expect(type(['´', '´']).value).toBe('´');
  });
  it('another dead key replaces the waiting one', () => {
    expect(type(['´', '~', 'a']).value).toBe('ã');
  });
  it('backspace removes one letter, composed ones included; the field limit holds', () => {
    expect(type(['´', 'e', 'x', '{bksp}']).value).toBe('é');
    expect(type(['a', 'b', 'c'], undefined, 2).value).toBe('ab');
  });
});

describe('numeric pad', () => {
  it('takes digits only', () => {
    expect(pressNumeric('cpf', '123', 'a')).toEqual({ digits: '123', refused: true });
    expect(pressNumeric('cpf', '123', '4')).toEqual({ digits: '1234', refused: false });
    expect(pressNumeric('phone', '', '.').refused).toBe(true);
  });
  it('a CPF stops at 11 digits, a phone at 15, a date at 8', () => {
    expect(pressNumeric('cpf', '52998224725', '1').refused).toBe(true);
    expect(pressNumeric('phone', '1'.repeat(15), '1').refused).toBe(true);
    expect(pressNumeric('date', '01011990', '1').refused).toBe(true);
  });
  it('reads the masked value it is given (the field shows 529.982.247-2)', () => {
    expect(pressNumeric('cpf', '529.982.247-2', '5').digits).toBe('52998224725');
  });
  it('a date year starts with 19 or 20', () => {
    expect(pressNumeric('date', '0101', '1').digits).toBe('01011');
    expect(pressNumeric('date', '01011', '9').digits).toBe('010119');
    expect(pressNumeric('date', '01011', '8').refused).toBe(true);
    expect(pressNumeric('date', '0101', '2').digits).toBe('01012');
    expect(pressNumeric('date', '01012', '0').digits).toBe('010120');
    expect(pressNumeric('date', '01012', '1').refused).toBe(true);
    expect(pressNumeric('date', '0101', '3').refused).toBe(true);
    expect(pressNumeric('date', '0101', '0').refused).toBe(true);
  });
  it('a date day is 01-31 and a month 01-12', () => {
    expect(isDatePrefix('4')).toBe(false);
    expect(isDatePrefix('32')).toBe(false);
    expect(isDatePrefix('00')).toBe(false);
    expect(isDatePrefix('312')).toBe(false);
    expect(isDatePrefix('3113')).toBe(false);
    expect(isDatePrefix('3112')).toBe(true);
    expect(isDatePrefix('31121999')).toBe(true);
    expect(isDatePrefix('29022000')).toBe(true);
  });
  it('backspace and clear', () => {
    expect(pressNumeric('date', '010', '{bksp}').digits).toBe('01');
    expect(pressNumeric('cpf', '123', '{clear}').digits).toBe('');
  });
  it('shows the date digits as DD/MM/YYYY', () => {
    expect(maskDateDigits('0103')).toBe('01/03');
    expect(maskDateDigits('01031990')).toBe('01/03/1990');
  });
});
