/** Pure validators shared by the web forms and the server (spec section 5, BRAZIL.md). */

// Deliberately pragmatic: one @, a dot in the domain, no spaces; the same on both sides.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return false;
  const v = value.trim();
  return v.length <= 254 && EMAIL_RE.test(v);
}

export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** CPF: 11 digits, not all equal, two mod-11 check digits (BRAZIL.md). */
export function isValidCpf(value: string | null | undefined): boolean {
  if (!value) return false;
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** Password policy for accounts: at least 8 characters with a letter and a digit. */
export function isStrongPassword(value: string | null | undefined): boolean {
  if (!value) return false;
  return value.length >= 8 && value.length <= 128 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** Release code ("código de liberação"): 4 to 8 digits. */
export function isValidReleaseCode(value: string | null | undefined): boolean {
  return !!value && /^\d{4,8}$/.test(value);
}

const CNPJ_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND = [6, ...CNPJ_FIRST];

/**
 * CNPJ (the company's tax id): 14 digits, masked (12.345.678/0001-95) or not, not all equal, two mod-11 check
 * digits. The alphanumeric CNPJ of 2026 is not accepted yet: the institutions table stores 14 digits.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (!value || !/^[\d./\s-]+$/.test(value.trim())) return false;
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digit = (weights: number[]) => {
    const r = weights.reduce((sum, w, i) => sum + w * Number(d[i]), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(CNPJ_FIRST) === Number(d[12]) && digit(CNPJ_SECOND) === Number(d[13]);
}

/** 12.345.678/0001-95, as far as the digits go. */
export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}
