import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** The settings pages' words, loaded with them; their titles stay in the app's catalogue (read before the page loads). */
export const settingsBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
