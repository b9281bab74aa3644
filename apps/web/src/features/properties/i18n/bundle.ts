import type { FeatureBundle } from '../../../i18n/feature-bundles';

/** New hotel and saveconf words, loaded with their pages; the menu titles stay in the app's catalogue. */
export const propertiesBundle: FeatureBundle = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
