import { describe, expect, it } from 'vitest';
import {
  acquirerExpiry,
  CARD_MESSAGES,
  detectBrand,
  displayCardNumber,
  isLuhnValid,
  maskCardNumber,
  maskExpiry,
  maskedCardNumber,
  normaliseHolderName,
  parseExpiry,
  splitHolderName,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  validateHolderName,
} from './card';

// PAYMENTS.md's example sandbox card 4024.0071.5376.3191 fails the Luhn check the form applies; this is its Luhn-valid sibling.
const VISA = '4024007153763197';
const MASTER = '5555666677778884';
const AMEX = '378282246310005';

describe('card number', () => {
  it('Luhn', () => {
    expect(isLuhnValid(VISA)).toBe(true);
    expect(isLuhnValid('4024 0071 5376 3197')).toBe(true);
    expect(isLuhnValid('4024007153763191')).toBe(false);
    expect(isLuhnValid(AMEX)).toBe(true);
    expect(isLuhnValid('4024007153763192')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('0000')).toBe(false);
  });
  it('brand detection', () => {
    expect(detectBrand(VISA)).toBe('Visa');
    expect(detectBrand(MASTER)).toBe('Master');
    expect(detectBrand('2223000048400011')).toBe('Master');
    expect(detectBrand('2721000000000000')).toBe(null);
    expect(detectBrand(AMEX)).toBe('Amex');
    expect(detectBrand('341111111111111')).toBe('Amex');
    expect(detectBrand('6011111111111117')).toBe(null);
    expect(detectBrand('')).toBe(null);
  });
  it('masks 4-4-4-4 and American Express 4-6-5, cutting extra digits', () => {
    expect(maskCardNumber('4024007153763197999')).toBe('4024 0071 5376 3197');
    expect(maskCardNumber('40240')).toBe('4024 0');
    expect(maskCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782 8224')).toBe('3782 8224');
    expect(maskCardNumber('ab12')).toBe('12');
  });
  it('validates with the spec messages', () => {
    expect(validateCardNumber('')).toBe('number_required');
    expect(validateCardNumber('4024 0071 5376 3191')).toBe('number_invalid');
    expect(validateCardNumber('6011111111111117')).toBe('number_invalid'); // Luhn-valid, brand not accepted
    expect(validateCardNumber('402400715376319')).toBe('number_invalid'); // short
    expect(validateCardNumber(VISA)).toBe(null);
    expect(validateCardNumber(AMEX)).toBe(null);
    expect(CARD_MESSAGES.number_required.pt).toBe('Insira o número do cartão');
    expect(CARD_MESSAGES.number_invalid.pt).toBe('Número do cartão inválido');
  });
  it('masked and display numbers keep only the last four digits', () => {
    expect(maskedCardNumber(VISA)).toBe('************3197');
    expect(displayCardNumber(VISA)).toBe('**** **** **** 3197');
    expect(displayCardNumber(AMEX)).toBe('**** ****** *0005');
    expect(displayCardNumber(VISA)).not.toContain('4024');
  });
});

describe('expiry', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it('masks ##/##', () => {
    expect(maskExpiry('0528')).toBe('05/28');
    expect(maskExpiry('05/2')).toBe('05/2');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('123456')).toBe('12/34');
  });
  it('parses MM/YY, MM/YYYY and separate fields', () => {
    expect(parseExpiry('05/28')).toEqual({ month: 5, year: 2028 });
    expect(parseExpiry('5', '2028')).toEqual({ month: 5, year: 2028 });
    expect(parseExpiry('13/28')).toBe(null);
    expect(parseExpiry('00/28')).toBe(null);
    expect(parseExpiry('0528')).toBe(null);
    expect(acquirerExpiry({ month: 5, year: 2028 })).toBe('05/2028');
  });
  it('refuses past months, accepts the current one', () => {
    expect(validateExpiry('', undefined, now)).toBe('expiry_required');
    expect(validateExpiry('04/26', undefined, now)).toBe('expiry_invalid');
    expect(validateExpiry('05/26', undefined, now)).toBe(null);
    expect(validateExpiry('12', '30', now)).toBe(null);
    expect(validateExpiry('12', '', now)).toBe('expiry_required');
    expect(validateExpiry('12/60', undefined, now)).toBe('expiry_invalid'); // more than 20 years ahead
    expect(CARD_MESSAGES.expiry_invalid.pt).toBe('Data de validade inválida');
  });
});

describe('CVV and holder', () => {
  it('CVV has 3 digits, 4 for American Express', () => {
    expect(validateCvv('', 'Visa')).toBe('cvv_required');
    expect(validateCvv('123', 'Visa')).toBe(null);
    expect(validateCvv('1234', 'Visa')).toBe('cvv_invalid');
    expect(validateCvv('1234', 'Amex')).toBe(null);
    expect(validateCvv('123', 'Amex')).toBe('cvv_invalid');
    expect(validateCvv('12a', 'Master')).toBe('cvv_invalid');
    expect(CARD_MESSAGES.cvv_required.pt).toBe('Informe o CVV');
    expect(CARD_MESSAGES.cvv_invalid.pt).toBe('CVV inválido');
  });
  it('holder name is upper-cased; first word is the first name, the rest the last name', () => {
    expect(normaliseHolderName('  joão  da   silva ')).toBe('JOÃO DA SILVA');
    expect(splitHolderName('joão da silva')).toEqual({ firstName: 'JOÃO', lastName: 'DA SILVA' });
    expect(splitHolderName('Cher')).toEqual({ firstName: 'CHER', lastName: '' });
    expect(validateHolderName('   ')).toBe('name_required');
    expect(CARD_MESSAGES.name_required.pt).toBe('Insira o nome do cartão');
    expect(CARD_MESSAGES.email_required.pt).toBe('Insira um email');
  });
});
