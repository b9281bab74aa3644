import type { Locale } from '@gm/domain/locale';

/** Nationalities (ISO alpha-2) whose guests read Portuguese or Spanish; any other known nationality reads English. */
const PORTUGUESE = new Set(['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL']);
const SPANISH = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
]);

/** A guest's language from their nationality, or null when it is unknown. */
export function languageOfNationality(nationality: string | null | undefined): Locale | null {
  const n = nationality?.trim().toUpperCase();
  if (!n || !/^[A-Z]{2}$/.test(n)) return null;
  if (PORTUGUESE.has(n)) return 'pt';
  if (SPANISH.has(n)) return 'es';
  return 'en';
}

/**
 * The language a mail goes out in: a fixed one, the hotel's, or the guest's own when known (the language they used
 * for their own web check-in, else their nationality's), else the hotel's.
 */
export function mailLanguage(setting: 'guest' | 'hotel' | Locale, hotelLanguage: Locale, guestLanguage: Locale | null): Locale {
  if (setting === 'hotel') return hotelLanguage;
  if (setting === 'guest') return guestLanguage ?? hotelLanguage;
  return setting;
}
