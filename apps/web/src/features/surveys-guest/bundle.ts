import type { FeatureBundle } from '../../i18n/feature-bundles';

/** The guest review pages' translations: loaded with the pages, never with the back office or the check-in. */
export const surveysGuestBundle: FeatureBundle = {
  pt: () => import('./i18n/pt.json'),
  en: () => import('./i18n/en.json'),
  es: () => import('./i18n/es.json'),
};
