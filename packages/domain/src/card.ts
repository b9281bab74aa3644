/**
 * Card form rules shared by the credit-card modal, /payment and the server (spec section 5 "Card",
 * section 9 brands). Pure functions: masks, Luhn, brand, expiry, CVV and holder name. The card number
 * and CVV never leave the browser except towards the acquirer's tokenisation (PAYMENTS.md).
 */

/** The brands the product accepts (spec section 9: Visa, Master/MasterCard, Amex), as the acquirer names them. */
export type CardBrand = 'Visa' | 'Master' | 'Amex';

export const CARD_BRANDS: readonly CardBrand[] = ['Visa', 'Master', 'Amex'];

/** What a screen shows for a brand ('Master' is labelled MasterCard). */
export const BRAND_LABELS: Record<CardBrand, string> = { Visa: 'Visa', Master: 'MasterCard', Amex: 'American Express' };

/** Validation outcomes; each has a message in CARD_MESSAGES (the spec's pt wording). */
export type CardError =
  | 'number_required'
  | 'number_invalid'
  | 'name_required'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'cvv_required'
  | 'cvv_invalid'
  | 'email_required'
  | 'email_invalid'
  | 'cpf_required'
  | 'cpf_invalid';

export const CARD_MESSAGES: Record<CardError, { pt: string; en: string; es: string }> = {
  number_required: { pt: 'Insira o número do cartão', en: 'Enter the card number', es: 'Ingrese el número de la tarjeta' },
  number_invalid: { pt: 'Número do cartão inválido', en: 'Invalid card number', es: 'Número de tarjeta inválido' },
  name_required: { pt: 'Insira o nome do cartão', en: 'Enter the name on the card', es: 'Ingrese el nombre de la tarjeta' },
  expiry_required: { pt: 'Insira a data de validade', en: 'Enter the expiry date', es: 'Ingrese la fecha de vencimiento' },
  expiry_invalid: { pt: 'Data de validade inválida', en: 'Invalid expiry date', es: 'Fecha de vencimiento inválida' },
  cvv_required: { pt: 'Informe o CVV', en: 'Enter the CVV', es: 'Ingrese el CVV' },
  cvv_invalid: { pt: 'CVV inválido', en: 'Invalid CVV', es: 'CVV inválido' },
  email_required: { pt: 'Insira um email', en: 'Enter an email', es: 'Ingrese un correo electrónico' },
  email_invalid: { pt: 'Email inválido', en: 'Please enter a valid email address.', es: 'Correo electrónico inválido' },
  cpf_required: { pt: 'Informe o CPF', en: 'Enter the CPF', es: 'Ingrese el CPF' },
  cpf_invalid: { pt: 'CPF inválido', en: 'Invalid CPF', es: 'CPF inválido' },
};

export function cardDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D+/g, '');
}

/** Brand from the leading digits (IIN ranges): Amex 34/37, Visa 4, Mastercard 51-55 and 2221-2720. */
export function detectBrand(value: string | null | undefined): CardBrand | null {
  const d = cardDigits(value);
  if (/^3[47]/.test(d)) return 'Amex';
  if (/^4/.test(d)) return 'Visa';
  if (/^5[1-5]/.test(d)) return 'Master';
  const first4 = Number(d.slice(0, 4));
  if (d.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'Master';
  return null;
}

/** Number of digits a complete number has for the brand (Amex 15, others 16). */
export function cardLength(brand: CardBrand | null): number {
  return brand === 'Amex' ? 15 : 16;
}

/** CVV length: 4 for American Express, 3 otherwise. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'Amex' ? 4 : 3;
}

/** Luhn (mod 10) check digit. */
export function isLuhnValid(value: string | null | undefined): boolean {
  const d = cardDigits(value);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** The groups a brand's number is shown in: 4-4-4-4, American Express 4-6-5. */
export function cardGroups(brand: CardBrand | null): number[] {
  return brand === 'Amex' ? [4, 6, 5] : [4, 4, 4, 4];
}

function group(chars: string, groups: number[]): string {
  const out: string[] = [];
  let i = 0;
  for (const size of groups) {
    if (i >= chars.length) break;
    out.push(chars.slice(i, i + size));
    i += size;
  }
  return out.join(' ');
}

/** As the user types: digits only, cut at the brand's length, grouped 4-4-4-4 (Amex 4-6-5). */
export function maskCardNumber(value: string | null | undefined): string {
  const d = cardDigits(value);
  const brand = detectBrand(d);
  return group(d.slice(0, cardLength(brand)), cardGroups(brand));
}

export function validateCardNumber(value: string | null | undefined): CardError | null {
  const d = cardDigits(value);
  if (!d) return 'number_required';
  const brand = detectBrand(d);
  if (!brand || d.length !== cardLength(brand) || !isLuhnValid(d)) return 'number_invalid';
  return null;
}

/** masked_number of a saved card: every digit but the last four hidden (no first six kept). */
export function maskedCardNumber(value: string): string {
  const d = cardDigits(value);
  return '*'.repeat(Math.max(0, d.length - 4)) + d.slice(-4);
}

/** display_number of a saved card: the masked number in the brand's groups, e.g. '**** **** **** 3191'. */
export function displayCardNumber(value: string, brand: CardBrand | null = detectBrand(value)): string {
  return group(maskedCardNumber(value), cardGroups(brand));
}

/** Expiry typed as ##/## (MM/YY). */
export function maskExpiry(value: string | null | undefined): string {
  const d = cardDigits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export interface Expiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** Reads MM/YY, MM/YYYY or separate month and year (2 or 4 digits). */
export function parseExpiry(monthOrText: string | number, yearInput?: string | number): Expiry | null {
  let m: string;
  let y: string;
  if (yearInput === undefined) {
    const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(monthOrText));
    if (!match) return null;
    [, m, y] = match as unknown as [string, string, string];
  } else {
    m = String(monthOrText).trim();
    y = String(yearInput).trim();
  }
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return null;
  const month = Number(m);
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month; at most 20 years ahead. */
export function validateExpiry(
  monthOrText: string | number | null | undefined,
  yearInput?: string | number,
  now = new Date(),
): CardError | null {
  if (monthOrText === null || monthOrText === undefined || String(monthOrText).trim() === '') return 'expiry_required';
  if (yearInput !== undefined && String(yearInput).trim() === '') return 'expiry_required';
  const exp = parseExpiry(monthOrText, yearInput);
  if (!exp) return 'expiry_invalid';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const value = exp.year * 12 + (exp.month - 1);
  if (value < current || value > current + 240) return 'expiry_invalid';
  return null;
}

/** 'MM/YYYY', as the acquirer's ExpirationDate. */
export function acquirerExpiry(exp: Expiry): string {
  return `${String(exp.month).padStart(2, '0')}/${exp.year}`;
}

/** CVV: 3 digits, 4 for American Express. */
export function validateCvv(value: string | null | undefined, brand: CardBrand | null): CardError | null {
  const v = (value ?? '').trim();
  if (!v) return 'cvv_required';
  if (!/^\d+$/.test(v) || v.length !== cvvLength(brand)) return 'cvv_invalid';
  return null;
}

/** Holder name as printed: upper case, single spaces. */
export function normaliseHolderName(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');
}

/** The first word is the first name, the rest the last name (spec section 5). */
export function splitHolderName(value: string | null | undefined): { firstName: string; lastName: string } {
  const name = normaliseHolderName(value);
  const i = name.indexOf(' ');
  return i < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, i), lastName: name.slice(i + 1) };
}

export function validateHolderName(value: string | null | undefined): CardError | null {
  return normaliseHolderName(value) ? null : 'name_required';
}
