import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phones by country (spec section 5, BRAZIL.md): validity by country; default country from a query parameter
 * else BR; preferred BR, US, AR, ES. For Argentine hotels an Argentine number is emitted as +54 plus its 10
 * national digits (area code + subscriber, without the mobile 9 or 15, the form local gateways expect);
 * every other number is stored in E.164.
 */
export const PREFERRED_PHONE_COUNTRIES = ['BR', 'US', 'AR', 'ES'] as const;
export const DEFAULT_PHONE_COUNTRY = 'BR';

const KNOWN = new Set<string>(getCountries());

export function isPhoneCountry(code: string | null | undefined): code is CountryCode {
  return !!code && KNOWN.has(code.toUpperCase());
}

/** The phone field's default country: the `country` query parameter when it names one, else BR. */
export function defaultPhoneCountry(queryCountry?: string | null): CountryCode {
  const c = queryCountry?.trim().toUpperCase();
  return (isPhoneCountry(c) ? c : DEFAULT_PHONE_COUNTRY) as CountryCode;
}

export interface PhoneReading {
  valid: boolean;
  /** The value to store/send: E.164, or the Argentine +54 form for Argentine hotels. */
  value: string | null;
  e164: string | null;
  country: string | null;
  /** International display form, e.g. '+55 11 98765 4321'. */
  display: string | null;
  mobile: boolean;
}

const INVALID: PhoneReading = { valid: false, value: null, e164: null, country: null, display: null, mobile: false };

/** Argentine national digits: the 10-digit area code + subscriber number, dropping the mobile 9. */
export function argentineNationalDigits(nationalNumber: string): string {
  return nationalNumber.length === 11 && nationalNumber.startsWith('9') ? nationalNumber.slice(1) : nationalNumber;
}

export function readPhone(
  input: string | null | undefined,
  opts: { defaultCountry?: string | null; institutionCountry?: string | null } = {},
): PhoneReading {
  const text = (input ?? '').trim();
  if (!text || text.length > 40) return INVALID;
  const country = defaultPhoneCountry(opts.defaultCountry);
  const phone = parsePhoneNumberFromString(text, country);
  if (!phone?.isValid()) return INVALID;
  const type = phone.getType();
  const e164 = phone.number as string;
  const value =
    opts.institutionCountry?.toUpperCase() === 'AR' && phone.country === 'AR'
      ? `+54${argentineNationalDigits(String(phone.nationalNumber))}`
      : e164;
  return {
    valid: true,
    value,
    e164,
    country: phone.country ?? null,
    display: phone.formatInternational(),
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  };
}

export function isValidPhone(input: string | null | undefined, defaultCountry?: string | null): boolean {
  return readPhone(input, { defaultCountry }).valid;
}

/**
 * A stored phone as people read it: '+5511987654321' or '11987654321' shows '+55 11 98765-4321'-style international
 * form; anything that does not parse is shown as stored (trimmed), never hidden; empty gives null.
 */
export function formatPhone(value: string | null | undefined, defaultCountry?: string | null): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const reading = readPhone(text, { defaultCountry });
  return reading.valid && reading.display ? reading.display : text;
}
