import type { FeatureBundle } from '../../i18n/feature-bundles';

/** The check-in's translations: loaded with its pages, never with the back office (and vice versa). */
export const checkinBundle: FeatureBundle = {
  pt: () => import('./i18n/pt.json'),
  en: () => import('./i18n/en.json'),
  es: () => import('./i18n/es.json'),
};

/**
 * The wizard's later screens' words (registration to confirmation): loaded with the step screens, so the booking
 * search, the guest's first screen, carries only its own (the /checkin budget, docs/decisions/0015-guest-entry.md).
 */
export const checkinStepsBundle: FeatureBundle = {
  pt: () => import('./i18n/steps/pt.json'),
  en: () => import('./i18n/steps/en.json'),
  es: () => import('./i18n/steps/es.json'),
};

/**
 * The menu's "review your stay" words (docs/decisions/0049-survey-follow-ups.md): loaded only when the tab holds a
 * booking token to ask about, so the /checkin first load does not carry them.
 */
export const checkinReviewBundle: FeatureBundle = {
  pt: () => import('./i18n/review/pt.json'),
  en: () => import('./i18n/review/en.json'),
  es: () => import('./i18n/review/es.json'),
};

/** The /fill-preferences page's words (docs/decisions/0054-guest-preferences.md): loaded with that page only. */
export const checkinPreferencesBundle: FeatureBundle = {
  pt: () => import('./i18n/preferences/pt.json'),
  en: () => import('./i18n/preferences/en.json'),
  es: () => import('./i18n/preferences/es.json'),
};

/** The /grant-person-access page's words (docs/decisions/0054-guest-preferences.md): loaded with that page only. */
export const checkinGrantsBundle: FeatureBundle = {
  pt: () => import('./i18n/grants/pt.json'),
  en: () => import('./i18n/grants/en.json'),
  es: () => import('./i18n/grants/es.json'),
};

/** The booking search's "my booking does not show yet" (decision 0067): loaded only after a search finds nothing. */
export const checkinPlaceholderBundle: FeatureBundle = {
  pt: () => import('./i18n/placeholder/pt.json'),
  en: () => import('./i18n/placeholder/en.json'),
  es: () => import('./i18n/placeholder/es.json'),
};

/** The kiosk's facial booking search (docs/decisions/0068-facial-booking-search.md): loaded with that screen only. */
export const checkinFaceBundle: FeatureBundle = {
  pt: () => import('./i18n/face/pt.json'),
  en: () => import('./i18n/face/en.json'),
  es: () => import('./i18n/face/es.json'),
};
