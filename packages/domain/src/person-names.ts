/**
 * Name rules of spec section 5: the guest's typed name must be found among the booking's pending guests (first
 * and last name as staff or the PMS wrote them, accents, case and middle names aside), and the first-name
 * confirmation must equal the profile's first name.
 */

function nameTokens(value: string | null | undefined): string[] {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

const CONNECTORS = new Set(['da', 'de', 'di', 'do', 'dos', 'das', 'e', 'y', 'del', 'la', 'van', 'von']);

/** The typed name matches a registered one: same first name, and the registered last name among the typed names. */
export function nameMatches(typed: string, registered: string): boolean {
  const t = nameTokens(typed).filter((x) => !CONNECTORS.has(x));
  const r = nameTokens(registered).filter((x) => !CONNECTORS.has(x));
  if (!t.length || !r.length || t[0] !== r[0]) return false;
  if (r.length === 1) return true;
  return t.length > 1 && t.slice(1).includes(r[r.length - 1]!);
}

export function firstNameMatches(typed: string | null | undefined, fullName: string): boolean {
  const t = nameTokens(typed);
  const f = nameTokens(fullName);
  return t.length === 1 && f.length > 0 && t[0] === f[0];
}
