import type { Locale } from '@gm/domain/locale';

/** Language names are written in their own language on every screen. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
};
