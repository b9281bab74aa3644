import { CARD_MESSAGES, type CardError } from '@gm/domain/card';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import { CARD_BACKGROUND_COUNT, cardBackground, cardBackgroundColours, randomCardBackground } from './card-backgrounds';
import { applyInput, type CardFormValues, EMPTY_CARD, fieldOfPath, toPayload, validateCard } from './card-form';

const NOW = new Date('2026-05-10T12:00:00Z');

function typed(fields: Partial<Record<keyof CardFormValues, string>>): CardFormValues {
  let v = EMPTY_CARD;
  for (const [k, raw] of Object.entries(fields)) v = applyInput(v, k as keyof CardFormValues, raw);
  return v;
}

describe('card form input', () => {
  it('masks numbers 4-4-4-4 and American Express 4-6-5, cutting at the brand length', () => {
    expect(typed({ number: '4024007153763191999' }).number).toBe('4024 0071 5376 3191');
    expect(typed({ number: '378282246310005' }).number).toBe('3782 822463 10005');
    expect(typed({ number: '55556666777788889' }).number).toBe('5555 6666 7777 8888');
  });
  it('masks expiry ##/##, CVV 3 digits (4 for Amex) and upper-cases the holder name', () => {
    expect(typed({ expiry: '1231' }).expiry).toBe('12/31');
    expect(typed({ number: '4111', cvv: '12345' }).cvv).toBe('123');
    expect(typed({ number: '3782', cvv: '12345' }).cvv).toBe('1234');
    expect(typed({ name: 'maria da silva' }).name).toBe('MARIA DA SILVA');
    expect(typed({ cpf: '52998224725' }).cpf).toBe('529.982.247-25');
    // Switching to a 3-digit brand trims the CVV.
    expect(applyInput(typed({ number: '3782', cvv: '1234' }), 'number', '4111').cvv).toBe('123');
  });
});

describe('card form checks (every message of spec section 5)', () => {
  it('asks for every empty field; e-mail and CPF only in personal mode', () => {
    expect(validateCard(EMPTY_CARD, false, NOW)).toEqual({
      number: 'number_required',
      name: 'name_required',
      expiry: 'expiry_required',
      cvv: 'cvv_required',
    });
    expect(validateCard(EMPTY_CARD, true, NOW)).toMatchObject({ email: 'email_required', cpf: 'cpf_required' });
  });
  it('refuses an invalid number, a past or malformed expiry, a short CVV, bad e-mail and CPF', () => {
    const v = typed({ number: '4024 0071 5376 3192', name: 'A', expiry: '01/26', cvv: '12', email: 'x@', cpf: '111.111.111-11' });
    expect(validateCard(v, true, NOW)).toEqual({
      number: 'number_invalid',
      expiry: 'expiry_invalid',
      cvv: 'cvv_invalid',
      email: 'email_invalid',
      cpf: 'cpf_invalid',
    });
    expect(validateCard(typed({ expiry: '13/30' }), false, NOW).expiry).toBe('expiry_invalid');
    expect(validateCard(typed({ expiry: '1' }), false, NOW).expiry).toBe('expiry_invalid');
  });
  it('accepts a complete card and builds the payload of spec section 3', () => {
    const v = typed({
      number: '4024007153763191',
      name: 'maria  da silva',
      expiry: '12/31',
      cvv: '123',
      email: 'maria@guest.test',
      cpf: '52998224725',
    });
    // 4024007153763191 (PAYMENTS.md's example) fails Luhn; use a Luhn-valid number.
    expect(validateCard(v, true, NOW).number).toBe('number_invalid');
    const ok = applyInput(v, 'number', `402400715376310${luhnDigit('402400715376310')}`);
    expect(validateCard(ok, true, NOW)).toEqual({});
    expect(toPayload(ok, true)).toEqual({
      cardFirstName: 'MARIA',
      cardLastName: 'DA SILVA',
      cardNumber: ok.number.replace(/ /g, ''),
      cardCvv: '123',
      cardExpiryMonth: '12',
      cardExpiryYear: '2031',
      email: 'maria@guest.test',
      cpf: '529.982.247-25',
    });
    expect(toPayload({ ...ok, email: '', cpf: '' }, false)).not.toHaveProperty('cpf');
  });
  it('maps server field paths back to the fields', () => {
    expect(fieldOfPath('cardNumber')).toBe('number');
    expect(fieldOfPath('cardExpiryMonth')).toBe('expiry');
    expect(fieldOfPath('codRes')).toBeNull();
  });
});

function luhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
      let n = Number(s[s.length - 1 - i]);
      if (i % 2 === 1) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
    }
    if (sum % 10 === 0) return String(d);
  }
  throw new Error('unreachable');
}

describe('card messages in the translations', () => {
  it("say exactly the domain's texts in pt, en and es", () => {
    const bundles = { pt, en, es } as const;
    for (const [lng, bundle] of Object.entries(bundles) as [keyof typeof bundles, typeof pt][]) {
      const errors = (bundle as { billing: { card: { errors: Record<string, string> } } }).billing.card.errors;
      for (const [code, text] of Object.entries(CARD_MESSAGES) as [CardError, (typeof CARD_MESSAGES)[CardError]][]) {
        expect(errors[code], `${lng}:${code}`).toBe(text[lng]);
      }
    }
  });
});

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('card preview backgrounds', () => {
  it('are 25 distinct gradients, all dark enough for white printing (AA)', () => {
    expect(CARD_BACKGROUND_COUNT).toBe(25);
    const all = new Set(Array.from({ length: 25 }, (_, i) => cardBackground(i)));
    expect(all.size).toBe(25);
    for (let i = 0; i < 25; i++) {
      for (const c of cardBackgroundColours(i)) expect((1 + 0.05) / (luminance(c) + 0.05), `${i} ${c}`).toBeGreaterThanOrEqual(4.5);
      expect(cardBackground(i)).not.toMatch(/url\(/);
    }
  });
  it('picks any of them at random', () => {
    expect(randomCardBackground(() => 0)).toBe(0);
    expect(randomCardBackground(() => 0.9999)).toBe(24);
    expect(randomCardBackground(() => 0.5)).toBe(12);
  });
});
