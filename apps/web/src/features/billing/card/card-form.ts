import {
  type CardBrand,
  type CardError,
  cardDigits,
  cvvLength,
  detectBrand,
  maskCardNumber,
  maskExpiry,
  normaliseHolderName,
  parseExpiry,
  splitHolderName,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  validateHolderName,
} from '@gm/domain/card';
import { isValidCpf, isValidEmail, maskCpf, onlyDigits } from '@gm/domain/validators';
import type { CardPayload } from '../api';

/**
 * The credit-card form (spec section 5 "Card"): what the fields hold while typing and the checks
 * before the card is sent. The rules are the domain's (packages/domain/src/card.ts); this only wires
 * them to the form. Personal mode (the guest paying, the payment link) also requires e-mail and CPF.
 */

export interface CardFormValues {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  email: string;
  cpf: string;
}

export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, CardError>>;

export const EMPTY_CARD: CardFormValues = { number: '', name: '', expiry: '', cvv: '', email: '', cpf: '' };

/** What a field keeps while the user types: masks 4-4-4-4 (Amex 4-6-5), ##/##, CVV digits, upper-case name. */
export function applyInput(values: CardFormValues, field: CardField, raw: string): CardFormValues {
  switch (field) {
    case 'number': {
      const number = maskCardNumber(raw);
      // A brand change (e.g. to Amex) may change the CVV length.
      return { ...values, number, cvv: values.cvv.slice(0, cvvLength(detectBrand(number))) };
    }
    case 'expiry':
      return { ...values, expiry: maskExpiry(raw) };
    case 'cvv':
      return { ...values, cvv: cardDigits(raw).slice(0, cvvLength(detectBrand(values.number))) };
    case 'name':
      // Upper-cased as printed on the card; spaces are tidied when sent.
      return {
        ...values,
        name: raw
          .replace(/[^\p{L}\p{M}' .-]/gu, '')
          .toLocaleUpperCase('pt-BR')
          .slice(0, 60),
      };
    case 'cpf':
      return { ...values, cpf: maskCpf(raw) };
    case 'email':
      return { ...values, email: raw.trim().slice(0, 120) };
  }
}

export function brandOf(values: CardFormValues): CardBrand | null {
  return detectBrand(values.number);
}

function fieldError(values: CardFormValues, field: CardField, personal: boolean, now: Date): CardError | null {
  switch (field) {
    case 'number':
      return validateCardNumber(values.number);
    case 'name':
      return validateHolderName(values.name);
    case 'expiry':
      if (!values.expiry.trim()) return 'expiry_required';
      return /^\d{2}\/\d{2}$/.test(values.expiry) ? validateExpiry(values.expiry, undefined, now) : 'expiry_invalid';
    case 'cvv':
      return validateCvv(values.cvv, brandOf(values));
    case 'email':
      if (!values.email) return personal ? 'email_required' : null;
      return isValidEmail(values.email) ? null : 'email_invalid';
    case 'cpf':
      if (!onlyDigits(values.cpf)) return personal ? 'cpf_required' : null;
      return isValidCpf(values.cpf) ? null : 'cpf_invalid';
  }
}

/** The fields the form shows: e-mail and CPF only in personal mode. */
function cardFields(personal: boolean): CardField[] {
  return personal ? ['number', 'name', 'expiry', 'cvv', 'email', 'cpf'] : ['number', 'name', 'expiry', 'cvv'];
}

export function validateCard(values: CardFormValues, personal: boolean, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  for (const field of cardFields(personal)) {
    const e = fieldError(values, field, personal, now);
    if (e) errors[field] = e;
  }
  return errors;
}

export function validateField(values: CardFormValues, field: CardField, personal: boolean, now = new Date()): CardError | null {
  return fieldError(values, field, personal, now);
}

/** The credit card payload (spec section 3): number without spaces, name split, MM and YYYY. */
export function toPayload(values: CardFormValues, personal: boolean): CardPayload {
  const { firstName, lastName } = splitHolderName(normaliseHolderName(values.name));
  const expiry = parseExpiry(values.expiry);
  const payload: CardPayload = {
    cardFirstName: firstName,
    cardLastName: lastName,
    cardNumber: cardDigits(values.number),
    cardCvv: values.cvv,
    cardExpiryMonth: expiry ? String(expiry.month).padStart(2, '0') : '',
    cardExpiryYear: expiry ? String(expiry.year) : '',
  };
  if (personal || values.email) payload.email = values.email;
  if (personal || onlyDigits(values.cpf)) payload.cpf = values.cpf;
  return payload;
}

/** Server field paths (400 errors) back onto the form's fields. */
export function fieldOfPath(path: string): CardField | null {
  const head = path.split('.')[0] ?? '';
  const map: Record<string, CardField> = {
    cardNumber: 'number',
    cardFirstName: 'name',
    cardLastName: 'name',
    cardExpiryMonth: 'expiry',
    cardExpiryYear: 'expiry',
    cardCvv: 'cvv',
    email: 'email',
    standaloneEmail: 'email',
    cpf: 'cpf',
    documento: 'cpf',
  };
  return map[head] ?? null;
}

/** Server messages of the card contract that are the domain's card errors. */
const CARD_ERROR_CODES = new Set<string>([
  'number_required',
  'number_invalid',
  'name_required',
  'expiry_required',
  'expiry_invalid',
  'cvv_required',
  'cvv_invalid',
  'email_required',
  'email_invalid',
  'cpf_required',
  'cpf_invalid',
]);

export function asCardError(message: string): CardError | null {
  return CARD_ERROR_CODES.has(message) ? (message as CardError) : null;
}
