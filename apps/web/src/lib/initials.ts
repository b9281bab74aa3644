/**
 * The avatar's initials: the first letters of the first and last names, upper case. A name with no letters gives
 * the fallback, 'HÓ' in Portuguese (spec section 9; "Hóspede"), 'GU' and 'HU' in English and Spanish.
 */
export function initialsOf(name: string | null | undefined, fallback: string): string {
  const parts = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((p) => p.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase() || fallback;
}
