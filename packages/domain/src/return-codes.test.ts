import { describe, expect, it } from 'vitest';
import { ACQUIRER_STATUS } from './invoice-state';
import {
  isApprovalCode,
  isCancellationOk,
  knownReturnCodes,
  lookupReturnCode,
  normaliseReturnCode,
  reasonText,
  retryAllowedNow,
  returnCodeMessage,
} from './return-codes';

describe('return codes', () => {
  it('normalises before lookup', () => {
    expect(normaliseReturnCode('00')).toBe('0');
    expect(normaliseReturnCode('0')).toBe('0');
    expect(normaliseReturnCode(5)).toBe('5');
    expect(normaliseReturnCode(' n7 ')).toBe('N7');
    expect(normaliseReturnCode('bp 171')).toBe('BP171');
    expect(normaliseReturnCode('')).toBe(null);
    expect(lookupReturnCode('05')).toEqual(lookupReturnCode('5'));
    expect(lookupReturnCode('u3').reason).toBe('data_validation');
  });
  it('holds every code of the PAYMENTS.md legacy table', () => {
    const legacy =
      '00 01 02 03 04 05 06 07 08 09 11 12 13 14 15 19 21 22 23 24 25 28 30 39 41 43 51 52 53 54 55 57 58 59 60 61 62 63 64 65 67 70 72 74 75 76 77 78 80 82 83 85 86 88 89 90 91 92 93 94 96 97 98 99 475 999 AA AC AE AF AG AH AI AJ AV BD BL BM BN BO BP BP176 BV CF CG DA DF DM DQ DS EB EE EK FA FC FD FE FF FG GA GD HJ IA JB KA KB KE N7 R1 U3';
    const current = '79 6P BP171 BP900 BP901 BP902 BP903 BP904 BR C1 C2 C3 GF GT GK NR RP SC';
    const known = new Set(knownReturnCodes());
    for (const c of `${legacy} ${current}`.split(' ')) expect(known.has(normaliseReturnCode(c)!), c).toBe(true);
  });
  it('carries the retry class', () => {
    expect(lookupReturnCode('05').retry).toBe('up_to_4_in_16_days');
    expect(lookupReturnCode('51').retry).toBe('next_day');
    expect(lookupReturnCode('41').retry).toBe('never');
    expect(lookupReturnCode('BP 171').retry).toBe('after_1_hour');
    expect(lookupReturnCode('BP900').retry).toBe('after_30_min_query_first');
    expect(retryAllowedNow('05')).toBe(true);
    expect(retryAllowedNow('51')).toBe(false);
    expect(retryAllowedNow('07')).toBe(false);
  });
  it('has messages in pt, en and es with the advice', () => {
    expect(returnCodeMessage('05', 'pt')).toBe('Transação não autorizada. Entre em contato com o banco emissor do cartão.');
    expect(returnCodeMessage('08', 'en')).toBe('Invalid security code (CVV). Please review the data and try again.');
    expect(returnCodeMessage('99', 'es')).toContain('Intente nuevamente más tarde.');
    expect(returnCodeMessage('EE', 'pt')).toContain('R$ 5,00');
    expect(returnCodeMessage('XYZ', 'pt')).toBe('Transação não autorizada. Entre em contato com o banco emissor do cartão.');
    for (const c of knownReturnCodes()) {
      for (const l of ['pt', 'en', 'es'] as const) expect(reasonText(lookupReturnCode(c).reason, l).length, `${c} ${l}`).toBeGreaterThan(3);
    }
  });
  it('decides success by Payment.Status, not by the code alone', () => {
    // Legacy 04 is "card blocked"; the current API's 4 with Status 1 is an authorisation.
    expect(lookupReturnCode('04', { status: ACQUIRER_STATUS.Denied }).reason).toBe('card_blocked');
    expect(lookupReturnCode('4', { status: ACQUIRER_STATUS.Authorized }).reason).toBe('authorised_capturable');
    expect(lookupReturnCode('6', { status: ACQUIRER_STATUS.PaymentConfirmed }).reason).toBe('captured');
    expect(lookupReturnCode('06', { status: ACQUIRER_STATUS.Denied }).reason).toBe('card_cancelled');
    expect(lookupReturnCode('00', { status: ACQUIRER_STATUS.Denied }).approval).toBe(true); // code says approved...
    expect(isApprovalCode('00')).toBe(true);
    expect(isApprovalCode('11')).toBe(true);
    expect(isApprovalCode('05')).toBe(false);
  });
  it('FF and 9 (with Status 10) are cancellations OK, never authorisations', () => {
    expect(isCancellationOk('FF')).toBe(true);
    expect(isCancellationOk('9', ACQUIRER_STATUS.Voided)).toBe(true);
    expect(isCancellationOk('9', ACQUIRER_STATUS.Authorized)).toBe(false);
    expect(isApprovalCode('FF')).toBe(false);
    expect(lookupReturnCode('9', { operation: 'void' }).reason).toBe('cancel_ok');
    expect(lookupReturnCode('40', { operation: 'void' }).reason).toBe('cancel_deadline');
  });
  it('a cancellation-only code on a sale reads as a decline (the sandbox answers 77 to sales)', () => {
    expect(lookupReturnCode('77', { operation: 'sale', status: 3 }).reason).toBe('declined_generic');
    expect(lookupReturnCode('77', { operation: 'void' }).reason).toBe('cancel_original_missing');
  });
  it('keeps the brand beside the code (ABECS)', () => {
    expect(lookupReturnCode('R1').reason).toBe('do_not_honor');
    expect(lookupReturnCode('R1', { brand: 'Visa' }).reason).toBe('stop_recurring');
    expect(lookupReturnCode('R1', { brand: 'Visa' }).retry).toBe('never');
    expect(lookupReturnCode('A5', { brand: 'Amex' }).reason).toBe('insufficient_funds');
  });
});
