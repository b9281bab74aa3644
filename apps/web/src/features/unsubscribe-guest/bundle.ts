import type { FeatureBundle } from '../../i18n/feature-bundles';

/** The unsubscribe page's translations: loaded with the page only. */
export const unsubscribeBundle: FeatureBundle = {
  pt: () => import('./i18n/pt.json'),
  en: () => import('./i18n/en.json'),
  es: () => import('./i18n/es.json'),
};
