/**
 * Vehicle plates (BRAZIL.md): Brazil old LLLNNNN and Mercosur LLLNLNN; Argentina old LLLNNN and Mercosur
 * LLNNNLL. Input is normalised (upper case, no dash, dot or space) before checking.
 */
export type PlateFormat = 'BR_OLD' | 'BR_MERCOSUR' | 'AR_OLD' | 'AR_MERCOSUR';

const FORMATS: { format: PlateFormat; country: 'BR' | 'AR'; re: RegExp }[] = [
  { format: 'BR_OLD', country: 'BR', re: /^[A-Z]{3}[0-9]{4}$/ },
  { format: 'BR_MERCOSUR', country: 'BR', re: /^[A-Z]{3}[0-9][A-Z][0-9]{2}$/ },
  { format: 'AR_OLD', country: 'AR', re: /^[A-Z]{3}[0-9]{3}$/ },
  { format: 'AR_MERCOSUR', country: 'AR', re: /^[A-Z]{2}[0-9]{3}[A-Z]{2}$/ },
];

export function normalisePlate(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[\s.-]+/g, '');
}

/** The plate's format, limited to one country's formats when given ('BR' or 'AR'; others accept all). */
export function plateFormat(value: string | null | undefined, country?: string | null): PlateFormat | null {
  const p = normalisePlate(value);
  const c = country?.toUpperCase();
  const pool = c === 'BR' || c === 'AR' ? FORMATS.filter((f) => f.country === c) : FORMATS;
  return pool.find((f) => f.re.test(p))?.format ?? null;
}

export function isValidPlate(value: string | null | undefined, country?: string | null): boolean {
  return plateFormat(value, country) !== null;
}

/** Brazilian old plate to its Mercosur form: the second digit (5th character) becomes a letter, 0 -> A ... 9 -> J. */
export function mercosurFromOldBrazilian(value: string): string | null {
  const p = normalisePlate(value);
  if (plateFormat(p, 'BR') !== 'BR_OLD') return null;
  return `${p.slice(0, 4)}${String.fromCharCode(65 + Number(p[4]))}${p.slice(5)}`;
}

/** Display form: ABC-1234, ABC1D23, ABC 123, AB 123 CD. */
export function formatPlate(value: string | null | undefined): string {
  const p = normalisePlate(value);
  switch (plateFormat(p)) {
    case 'BR_OLD':
      return `${p.slice(0, 3)}-${p.slice(3)}`;
    case 'AR_OLD':
      return `${p.slice(0, 3)} ${p.slice(3)}`;
    case 'AR_MERCOSUR':
      return `${p.slice(0, 2)} ${p.slice(2, 5)} ${p.slice(5)}`;
    default:
      return p;
  }
}
