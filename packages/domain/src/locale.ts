export const SUPPORTED_LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** The cookie that keeps a browser's language choice; the server renders the guest pages in it too. */
export const LOCALE_COOKIE = 'gm_locale';

/** Language codes are cut at the underscore or hyphen: pt_BR -> pt (spec section 9). */
export function normaliseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const code = value.trim().toLowerCase().split(/[_-]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : null;
}

/** Picks the first supported language of an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const l = normaliseLocale(part.split(';')[0]);
    if (l) return l;
  }
  return null;
}
