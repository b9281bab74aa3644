import { isValidCpf, maskCpf } from './validators';

/**
 * Identity documents shown to people who do not need them in full (issue 9 §5): a CPF keeps its middle
 * six digits (`***.456.789-**`), any other document its last four characters. The full value goes only
 * to the guest it belongs to and to staff holding FULL_DOCUMENT, and each full reveal to staff is logged.
 */
export const FULL_DOCUMENT = { area: 'TRIAL', action: 'documentos' } as const;

export const MASK_CHAR = '*';

export function isMaskedDocument(value: string | null | undefined): boolean {
  return !!value && value.includes(MASK_CHAR);
}

export function maskDocument(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (v === '' || isMaskedDocument(v)) return v || null;
  const digits = v.replace(/\D/g, '');
  if (digits.length === 11 && /^[\d.\-\s]+$/.test(v)) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (v.length <= 4) return MASK_CHAR.repeat(v.length);
  return `${MASK_CHAR.repeat(Math.min(8, v.length - 4))}${v.slice(-4)}`;
}

/**
 * A document as people read it: a CPF in 000.000.000-00 form (the 'cpf' field always, another document field when it
 * holds a valid CPF); a masked value stays as masked; anything else as stored. Empty gives null.
 */
export function formatDocument(value: string | null | undefined, kind: 'cpf' | 'other' = 'other'): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (isMaskedDocument(v) || !/^[\d.\-\s]+$/.test(v)) return v;
  const digits = v.replace(/\D/g, '');
  if (digits.length === 11 && (kind === 'cpf' || isValidCpf(digits))) return maskCpf(digits);
  return v;
}
