/**
 * The user menu's avatar letters: the first letters of the first and last names, upper-cased; '' when the name has
 * no word, and the menu then shows the catalogue's fallback ('HÓ', spec section 9: shell.userMenu.initialsFallback).
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}
